"""Line of effect between two creatures in Draw Steel (000 Movement > Burrow > Targeting
Burrowing Creatures).

The board's straight-line test (`rules.core.sight`) applies, with one Draw Steel exception: a
creature wholly inside the ground has no line of effect to anyone who is not wholly inside the
ground too. From the surface, a burrower just under the ground is seen through the ground
squares it fills (the core test ignores a creature's own squares); deeper down, the dirt
between blocks the line. Two burrowers side by side see each other.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.sight import line_of_effect


def underground(battle: Battle, c: Creature) -> bool:
    """Is every square of the creature's space inside solid ground?"""
    return all(battle.board.is_solid(cell) for cell in c.cells)


def sees(battle: Battle, a: Creature, b: Creature, objects: dict | None = None) -> bool:
    """Does `a` have line of effect to `b`?"""
    if underground(battle, a) and not underground(battle, b):
        return False
    return line_of_effect(battle, a.pos, a.squares, b.pos, b.squares, objects)
