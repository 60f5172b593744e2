"""A creature stopped where it may not stay: knocked down (or killed off its feet) while passing
through another creature's space, it ends up in the nearest space it can hold.

Two creatures within one size of each other never end up in one square (000 Movement; 001 and
004 keep the same picture of the board). Every ruleset calls `make_room` when a move stops
early on such a square.
"""
from __future__ import annotations

from .battle import Battle
from .creature import Creature
from .falling_geometry import nearest_free_spaces
from .geometry import Cell


def crowded(battle: Battle, c: Creature) -> bool:
    """Does `c` share a square with a living creature within one size of its own?"""
    occ = battle.occupancy(exclude=c.id)
    creatures = battle.creatures
    return any(abs(creatures[o].rank - c.rank) < 2
               for cell in c.cells for o in occ.occupants(cell))


def make_room(battle: Battle, c: Creature) -> Cell | None:
    """Move a crowded creature to the nearest free space it can hold; its new place, or None
    when it was not crowded (or nowhere is free)."""
    if c.dead or c.removed or not crowded(battle, c):
        return None
    spaces = nearest_free_spaces(battle, c, c.pos)
    if not spaces:
        return None
    c.pos = spaces[0]
    return c.pos
