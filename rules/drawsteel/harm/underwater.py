"""Fighting in water (000 Underwater Combat).

A creature whose whole space is under liquid has fire immunity 5 and lightning weakness 5, and
its power rolls take a bane unless it swims at full speed. How long it can hold its breath
there is `suffocating.py`.

"Under" means below the surface: liquid fills the creature's space and the squares just above
its head too. A creature in water exactly as deep as it is tall keeps its head out (it swims at
the surface), so crossing a canal one square deep costs no breath; diving into deeper water does.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature

UNDERWATER_IMMUNITY = {"fire": 5}
UNDERWATER_WEAKNESS = {"lightning": 5}


def submerged(battle: Battle, c: Creature) -> bool:
    if c.dead:
        return False
    liquid = battle.board.is_liquid
    if c.squares == 1:  # most creatures (damage asks this every time): one square, and the one above
        x, y, z = c.pos
        return liquid((x, y, z)) and liquid((x, y, z + 1))
    cells = c.cells
    if not all(liquid(cell) for cell in cells):
        return False
    top = max(z for _, _, z in cells)
    return all(liquid((x, y, z + 1)) for x, y, z in cells if z == top)
