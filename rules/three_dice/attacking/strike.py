"""Attacking as a turn's choice, on the grid or in zones. In zone mode (003 Using Battle
Zones) a melee attack engages the two; turning on a creature one is not already fighting while
fighting others means moving, and provokes opportunity attacks from those others; a ranged
attack made after withdrawing from melee provokes from everyone still fighting the shooter
(unless it took the Disengage action), while one made without withdrawing has disadvantage for
the foe next to it."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ..creature import ThreeDiceCreature
from ..opportunity import provoke
from ..zones.closing import close_in
from ..zones.engagement import disengage_all, engage, engaged_foes, engaged_with
from .attack import UNARMED, make_attack


def ability_of(battle: Battle, aid: str):
    return UNARMED if aid == UNARMED.id else battle.abilities[aid]


def switching(battle: Battle, c: ThreeDiceCreature, target: ThreeDiceCreature) -> list[str]:
    """Foes `c` is fighting that a melee attack on `target` turns away from."""
    if battle.zones is None or engaged_with(c, target.id):
        return []
    return [f.id for f in engaged_foes(battle, c)]


def start_strike(battle: Battle, c: ThreeDiceCreature, aid: str, target: str, withdraw: bool) -> None:
    ability = ability_of(battle, aid)
    strike = {"step": "td.strike", "creature": c.id, "ability": aid, "target": target,
              "withdraw": withdraw}
    foes: list[str] = []
    why = ""
    if battle.zones is not None and not battle.turn.get("disengaged"):
        if ability.melee:
            foes, why = switching(battle, c, battle.creatures[target]), "turns to another foe"  # type: ignore[arg-type]
        elif withdraw:
            foes, why = [f.id for f in engaged_foes(battle, c)], "withdraws to shoot"
    if foes:
        provoke(battle, c, foes, why, strike)
    else:
        battle.push(strike)


def strike_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    battle.pop()
    c: ThreeDiceCreature = battle.creatures[frame["creature"]]  # type: ignore[assignment]
    target: ThreeDiceCreature = battle.creatures[frame["target"]]  # type: ignore[assignment]
    ability = ability_of(battle, frame["ability"])
    if not c.active:
        return None
    zoned = battle.zones is not None
    if zoned and (frame.get("withdraw") or (ability.melee and not engaged_with(c, target.id))):
        disengage_all(battle, c)
    if zoned and ability.melee:
        close_in(battle, c, target)
    make_attack(battle, c, ability, target)
    if zoned and ability.melee and target.active:
        engage(c, target)
    return None
