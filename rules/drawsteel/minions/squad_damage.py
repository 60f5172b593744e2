"""Damage to a minion comes out of its squad's shared pool (RULES-NOTES Minions).

- The pool loses the damage. Each time it drops by a minion's worth, one minion dies: the
  struck minion first, then others.
- Non-area damage beyond the struck minion's share kills the squad's minions nearest to it.
- Area damage kills only minions inside the area (the ability's other targets); the pool stops
  just short of the next death, so minions outside the area are never killed by it.
- Weakness and immunity count once per squad per ability: the weakness is added to the first
  hit on the squad, and the immunity is used up across the ability's hits on the squad.

This module only does the arithmetic and shares out what is left; `harm/damage.py` kills the
minions it names. It never imports `damage.py` (that one imports this).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.battle import Battle
from ...core.creature import Creature
from ..harm.underwater import UNDERWATER_IMMUNITY, UNDERWATER_WEAKNESS
from .squad import living_members, nearest_first, spread, squad_of

AREA_KINDS = ("burst", "cube", "line")
USES = "ability_uses"
"""battle.data key: a counter that numbers each ability use that hits a squad."""


@dataclass(frozen=True)
class SquadHit:
    taken: int
    """What the pool lost (after weakness and immunity)."""
    pool: int
    """The pool afterwards."""
    victims: tuple[str, ...]
    """The minions the hit kills, the struck one first if it is among them."""


def _highest(table: dict[str, int], damage_type: str, extra: dict[str, int]) -> int:
    typed = table.get(damage_type, 0) if damage_type != "untyped" else 0
    return max(table.get("damage", 0), typed, extra.get(damage_type, 0))


def _ability_frame(battle: Battle) -> dict[str, Any] | None:
    """The `ds.ability` step whose hit is dealing this damage (None for other damage)."""
    top = battle.stack[-1] if battle.stack else None
    if top is None or top.get("step") != "ds.hit":
        return None
    for frame in reversed(battle.stack):
        if frame.get("step") == "ds.ability" and frame.get("user") == top.get("user") \
                and frame.get("ability") == top.get("ability"):
            return frame
    return None


def _use_number(battle: Battle, frame: dict[str, Any]) -> int:
    if "use" not in frame:
        battle.data[USES] = battle.data.get(USES, 0) + 1
        frame["use"] = battle.data[USES]
    return frame["use"]


def squad_taken(battle: Battle, target: Creature, amount: int, damage_type: str,
                underwater: bool, resist: bool = True) -> int:
    """The damage the pool loses, counting the squad's weakness and immunity once per ability
    (`resist=False`: Stamina lost that nothing resists, such as bleeding)."""
    if amount <= 0 or not resist:
        return max(0, amount)
    record = squad_of(battle, target)
    weakness = _highest(target.weaknesses, damage_type, UNDERWATER_WEAKNESS if underwater else {})
    immunity = _highest(target.immunities, damage_type, UNDERWATER_IMMUNITY if underwater else {})
    frame = _ability_frame(battle)
    if frame is None:
        return max(0, amount + weakness - immunity)
    use = _use_number(battle, frame)
    ward = record.get("ward", {})
    if ward.get("use") == use:
        weakness, immunity = 0, ward["immunity"]
    record["ward"] = {"use": use, "immunity": max(0, immunity - amount - weakness)}
    return max(0, amount + weakness - immunity)


def _area(battle: Battle) -> set[str] | None:
    """The creatures inside the area of the area ability now hitting (None if not an area)."""
    frame = _ability_frame(battle)
    if frame is None:
        return None
    ability = battle.abilities.get(frame["ability"])
    if ability is None or not (ability.distance.kind in AREA_KINDS or ability.has("area")):
        return None
    return set(frame.get("targets", ()))


def strike_squad(battle: Battle, target: Creature, amount: int, damage_type: str,
                 underwater: bool, resist: bool = True) -> SquadHit:
    """Take the damage from the pool, share out what is left and name the minions it kills."""
    record = squad_of(battle, target)
    worth = record["worth"]
    taken = squad_taken(battle, target, amount, damage_type, underwater, resist)
    members = living_members(battle, target.squad)  # type: ignore[attr-defined]
    after = sum(max(0, m.stamina) for m in members) - taken
    due = len(members) - (max(0, after) + worth - 1) // worth
    area = _area(battle)
    candidates = [m for m in members if area is None or m.id in area or m.id == target.id]
    ordered = [target] + [m for m in nearest_first(candidates, target) if m.id != target.id]
    victims = tuple(m.id for m in ordered[:max(0, due)])
    left = len(members) - len(victims)
    if left > 0:
        after = max(after, (left - 1) * worth + 1)
    spread(battle, target.squad, max(0, after), target, frozenset(victims))  # type: ignore[attr-defined]
    return SquadHit(taken, max(0, after) if left else 0, victims)


def squad_would_kill(target: Creature, taken: int) -> bool:
    """Would losing `taken` from the pool kill the struck minion? (From the pool it carries.)"""
    worth = max(1, target.max_stamina)  # type: ignore[attr-defined]
    pool = target.squad_pool  # type: ignore[attr-defined]
    alive = (pool + worth - 1) // worth
    return taken > 0 and pool - taken <= (alive - 1) * worth
