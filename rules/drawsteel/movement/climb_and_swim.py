"""Hard climbs and rough water (000 Movement > Climb or Swim).

A creature without climb (or swim) in its speed can still climb (or swim) at double cost, but a
surface marked hard (a sheer or icy wall, a raging current: `Column.hard`) calls for a Might
test first. Tier 1 fails: the creature stops where it is and gets back the movement it had set
aside for the rest of the way. Tier 2 or 3 succeeds, and one success carries it through the
rest of that move. Creatures that climb or swim naturally never test.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.geometry import Cell, footprint
from ..abilities.tests import make_test

CLIMB, SWIM = "climb", "swim"


def is_hard(battle: Battle, pos: Cell, n: int, stance: str) -> bool:
    """Is moving into `pos` in this stance a hard climb or a swim through rough water?"""
    board = battle.board
    x, y, z = pos
    if stance == SWIM:
        return any(board.column(cx, cy).hard and board.column(cx, cy).liquid
                   for cx, cy in footprint(pos, n) if board.inside(cx, cy))
    if stance != CLIMB:
        return False
    for cx in range(x - 1, x + n + 1):
        for cy in range(y - 1, y + n + 1):
            if board.inside(cx, cy) and board.column(cx, cy).hard and board.ground(cx, cy) > z:
                return True
    return False


def needs_test(battle: Battle, c: Creature, pos: Cell, stance: str) -> bool:
    if stance not in (CLIMB, SWIM) or c.can(stance):
        return False
    return is_hard(battle, pos, c.squares, stance)


def attempt(battle: Battle, c: Creature, stance: str) -> bool:
    """Make the Might test; True if the creature gets through."""
    what = "climb a hard surface" if stance == CLIMB else "swim through rough water"
    return make_test(battle, c, ("might",), what).tier >= 2
