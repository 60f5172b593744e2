"""Why an attack roll gains or loses a die (advantage and disadvantage, 003 Attack Rolls):
each reason is a text starting "+" (advantage) or "-" (disadvantage)."""
from __future__ import annotations

from ...core.battle import Battle
from ..content.model import Ability
from ..creature import ThreeDiceCreature
from ..dice3 import net_mode
from ..movement.tight import squeezing
from .geometry import adjacent, feet_apart


def attack_reasons(battle: Battle, attacker: ThreeDiceCreature, target: ThreeDiceCreature,
                   ability: Ability, stay: bool = True) -> list[str]:
    """`stay`: in zone mode, a ranged attack made without withdrawing from melee first."""
    out: list[str] = []
    if attacker.tags.get("hidden") and not target.tags.get("hidden"):
        out.append("+attacking from hiding (003 Hidden Attackers and Obscured Targets)")
    if target.tags.get("hidden"):
        out.append("-the target is hidden (003 Hidden Attackers and Obscured Targets)")
    if ability.ranged and stay and _threatened(battle, attacker):
        out.append("-a foe next to you sees you (003 Ranged Attacks)")
    if ability.ranged and ability.long:
        feet = feet_apart(battle, attacker, target)
        if feet is not None and feet > ability.normal:
            out.append("-beyond normal range (003 Ranged Attacks)")
    out.extend(_prone(battle, attacker, target, ability))
    if squeezing(battle, attacker):
        out.append("-squeezed into a tight space (003 Tight Spaces)")
    if squeezing(battle, target):
        out.append("+the target is squeezed into a tight space (003 Tight Spaces)")
    if target.has("dodging"):
        out.append("-the target is dodging")
    if battle.zones is not None:
        out.extend(_dark(battle, attacker, target))
    return out


def _threatened(battle: Battle, c: ThreeDiceCreature) -> bool:
    """A standing foe next to `c` that can see it (not while `c` is hidden)."""
    if c.tags.get("hidden"):
        return False
    return any(o.side != c.side and o.active and adjacent(battle, c, o) and not o.tags.get("surprised")
               for o in battle.creatures.values())


def _prone(battle: Battle, attacker: ThreeDiceCreature, target: ThreeDiceCreature,
           ability: Ability) -> list[str]:
    out = []
    if attacker.has("prone"):
        out.append("-attacking while prone (003 Knocked Down)")
    if target.has("prone"):
        close = ability.melee and (feet_apart(battle, attacker, target) or 0) <= 5
        out.append("+the target is prone and close by (003 Knocked Down)" if close
                   else "-the target is prone and far off (003 Knocked Down)")
    return out


def _dark(battle: Battle, attacker: ThreeDiceCreature, target: ThreeDiceCreature) -> list[str]:
    zones = battle.zones
    assert zones is not None
    theirs, mine = zones.zone_of(target), zones.zone_of(attacker)
    if theirs is not None and theirs.dark and (mine is None or mine.name != theirs.name):
        return ["-the target is in a dark zone"]
    return []


def mode_of(reasons: list[str]) -> int:
    return net_mode(sum(r.startswith("+") for r in reasons), sum(r.startswith("-") for r in reasons))
