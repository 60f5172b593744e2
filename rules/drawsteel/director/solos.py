"""A solo creature's two turns a round, never one straight after the other (RULES-NOTES
Organizations: solo), and how many turns anyone has left this round.

`battle.data["turns_taken"]` counts the turns each creature has begun this round (cleared
when a round starts) and `battle.data["last_actor"]` names whoever began the latest turn.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature

TAKEN = "turns_taken"
LAST = "last_actor"
SOLO = "solo"
SOLO_TURNS = 2


def is_solo(c: Creature) -> bool:
    return getattr(c, "organization", "") == SOLO


def turns_per_round(c: Creature) -> int:
    return SOLO_TURNS if is_solo(c) else 1


def taken(battle: Battle, cid: str) -> int:
    return int(battle.data.get(TAKEN, {}).get(cid, 0))


def has_turn_left(battle: Battle, c: Creature) -> bool:
    """May `c` begin a turn now? Once, or for a solo twice, a round, and a solo never right
    after its own turn (another creature's turn must come between)."""
    if c.id not in battle.acted:
        return True
    turns = turns_per_round(c)
    if turns <= 1 or taken(battle, c.id) >= turns:  # a squad's members are not counted one by one
        return False
    return battle.data.get(LAST) != c.id


def new_round(battle: Battle) -> None:
    battle.data[TAKEN] = {}
    battle.data.pop(LAST, None)


def turn_begun(battle: Battle, cid: str) -> None:
    """Count a turn as `cid`'s and remember it as the latest."""
    counts = battle.data.setdefault(TAKEN, {})
    counts[cid] = counts.get(cid, 0) + 1
    battle.data[LAST] = cid
