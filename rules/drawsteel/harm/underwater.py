"""Fighting in water (000 Underwater Combat).

A creature whose whole space is under liquid has fire immunity 5 and lightning weakness 5, and
its power rolls take a bane unless it swims at full speed. How long it can hold its breath
there is `suffocating.py`.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature

UNDERWATER_IMMUNITY = {"fire": 5}
UNDERWATER_WEAKNESS = {"lightning": 5}


def submerged(battle: Battle, c: Creature) -> bool:
    return not c.dead and all(battle.board.is_liquid(cell) for cell in c.cells)
