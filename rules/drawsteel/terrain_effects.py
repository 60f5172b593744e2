"""What terrain does to a creature that enters it (000 Damaging Terrain)."""
from __future__ import annotations

from ..core.battle import Battle
from ..core.creature import Creature
from ..core.geometry import footprint
from .damage import apply_damage


def terrain_damage(battle: Battle, c: Creature) -> tuple[int, str]:
    """The worst damaging terrain the creature is touching: (damage, type)."""
    best = (0, "untyped")
    z = c.pos[2]
    for x, y in footprint(c.pos, c.squares):
        col = battle.board.column(x, y)
        if col.damaging and col.ground <= z <= col.ground + col.liquid and col.damage > best[0]:
            best = (col.damage, col.damage_type)
    return best


def enter_damaging_terrain(battle: Battle, c: Creature, source: str = "terrain") -> None:
    """Entering damaging terrain deals its damage once per square entered."""
    amount, kind = terrain_damage(battle, c)
    if amount and not c.dead and not c.aloft:
        apply_damage(battle, c, amount, kind, source)
