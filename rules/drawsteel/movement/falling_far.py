"""Falling Far (000 Falling > Falling Far): a drop of more than 100 squares takes rounds.

In the round a creature starts such a fall it drops 100 squares; at the end of every later
round it is still falling it drops 100 more, and when the rest of the drop is 100 squares or
less it lands. The landing counts the whole height from where the fall began (falling damage
is capped at 50 in any case). While it drops, the creature hangs in the air between turns and
keeps its turns: it can still act, but cannot walk on nothing. The drop at the end of each
round is `falling.continue_long_falls`; riders and climbers drop with it (the `falling_far`
hook).
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.geometry import Cell
from ..events import FallingFar
from ..hooks import FALLING_FAR

SQUARES_PER_ROUND = 100
TAG = "falling_far"


def is_falling_far(c: Creature) -> bool:
    return TAG in c.tags


def fall_began_at(c: Creature) -> int | None:
    """The height the current long fall started from, if one is under way."""
    state = c.tags.get(TAG)
    return int(state["from"]) if state else None


def drops_again(battle: Battle, c: Creature) -> bool:
    """Is `c` still in a long fall that began in an earlier round (so it drops at this round's
    end)?"""
    state = c.tags.get(TAG)
    return state is not None and not c.removed and int(state["round"]) < battle.round


def begin_if_far(battle: Battle, c: Creature, start: Cell, surface: int) -> bool:
    """Start (or continue) a long fall when more than 100 squares lie below; True if so."""
    if c.pos[2] - surface <= SQUARES_PER_ROUND:
        return False
    state = c.tags.setdefault(TAG, {"from": start[2], "round": battle.round})
    state["round"] = battle.round
    before = c.pos
    c.pos = (c.pos[0], c.pos[1], c.pos[2] - SQUARES_PER_ROUND)
    c.aloft = False
    battle.emit(FallingFar(c.id, before, c.pos, c.pos[2] - surface))
    battle.rules.react(FALLING_FAR, battle, c, before)
    return True
