"""002 Circumstances: successes an attack needs. One hits; a hand over the mouth needs one more;
darkness one more unless the attacker sees in the dark; a target in cover one more against
shots, spells and breath, and it cannot be reached hand to hand until the attacker closes on it
(a fast maneuver within the zone) (docs/rules-decisions.md, card-initiative zone system)."""
from __future__ import annotations

from ...core.battle import Battle
from ..creature import ZoneCardsCreature
from ..place import IN_COVER, is_dark
from .moves import close_quarters


def needed(battle: Battle, attacker: ZoneCardsCreature, target: ZoneCardsCreature, move: str) -> tuple[int, tuple[str, ...]]:
    reasons: list[str] = []
    if move == "gag":
        reasons.append("hand over the mouth")
    if (is_dark(battle, attacker) or is_dark(battle, target)) and not attacker.sees_dark:
        reasons.append("darkness")
    if target.tags.get(IN_COVER) and not close_quarters(move):
        reasons.append("cover")
    return 1 + len(reasons), tuple(reasons)


def can_reach_in_cover(attacker: ZoneCardsCreature, target: ZoneCardsCreature, move: str) -> bool:
    if not close_quarters(move) or not target.tags.get(IN_COVER):
        return True
    return target.id in attacker.tags.get("closed_on", ())
