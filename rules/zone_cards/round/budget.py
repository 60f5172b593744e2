"""The maneuvers a creature has left (002 Maneuver in Combat): one slow and one fast a turn, or
two fast, drawn from what it has for the round; reactions draw on the same store any time."""
from __future__ import annotations

from ...core.battle import Battle
from ..creature import ZoneCardsCreature

PER_TURN = 2


def can_slow(battle: Battle, c: ZoneCardsCreature) -> bool:
    t = battle.turn
    return t.get("used", 0) < PER_TURN and not t.get("slow_used") and c.slow > 0


def can_fast(battle: Battle, c: ZoneCardsCreature, count: int = 1) -> bool:
    t = battle.turn
    spare_slow = 1 if c.slow > 0 and not t.get("slow_used") else 0
    return t.get("used", 0) + count <= PER_TURN and c.fast + spare_slow >= count


def spend(battle: Battle, c: ZoneCardsCreature, slow: bool) -> None:
    """Spend a maneuver on the creature's own turn."""
    battle.turn["used"] = int(battle.turn.get("used", 0)) + 1
    if slow or c.fast <= 0:
        c.slow -= 1
        battle.turn["slow_used"] = True
    else:
        c.fast -= 1


def can_react(c: ZoneCardsCreature) -> bool:
    """A reaction needs a maneuver left this round and a creature ready for it."""
    return c.active and (c.fast > 0 or c.slow > 0) and not c.tags.get("off_guard")


def spend_reaction(battle: Battle, c: ZoneCardsCreature) -> None:
    if c.fast > 0:
        c.fast -= 1
    else:
        c.slow -= 1
        if battle.turn.get("creature") == c.id:
            battle.turn["slow_used"] = True
    if battle.turn.get("creature") == c.id:
        battle.turn["used"] = int(battle.turn.get("used", 0)) + 1
