"""What terrain does to a creature in it (000 Damaging Terrain): damage on entering each
square, and for terrain marked so, damage to a creature that starts or ends its turn in it."""
from __future__ import annotations

from typing import Callable

from ...core.battle import Battle
from ...core.board import Column
from ...core.creature import Creature
from ...core.geometry import Cell, footprint
from ..harm.damage import apply_damage
from .reachable import damaging_under


def terrain_damage(battle: Battle, c: Creature, when: str = "enter") -> tuple[int, str]:
    """The worst damaging terrain the creature is in that deals damage `when` ("enter",
    "start" or "end" of its turn): (damage, type)."""
    best = (0, "untyped")
    z = c.pos[2]
    for x, y in footprint(c.pos, c.squares):
        col = battle.board.column(x, y)
        if (col.damaging and _applies(col, when) and col.ground <= z <= col.ground + col.liquid
                and col.damage > best[0]):
            best = (col.damage, col.damage_type)
    return best


def _applies(col: Column, when: str) -> bool:
    return {"start": col.damage_at_start, "end": col.damage_at_end}.get(when, True)


def enter_damaging_terrain(battle: Battle, c: Creature, source: str = "terrain") -> None:
    """Entering damaging terrain deals its damage once per square entered."""
    amount, kind = terrain_damage(battle, c)
    if amount and not c.dead and not c.aloft:
        apply_damage(battle, c, amount, kind, source)


def terrain_at_turn(battle: Battle, c: Creature, when: str) -> None:
    """At the start or end of a creature's turn: terrain marked to burn then does (lava)."""
    amount, kind = terrain_damage(battle, c, when)
    if amount and not c.dead and not c.removed and not c.aloft:
        apply_damage(battle, c, amount, kind, "terrain")


def at_turn_start(battle: Battle, c: Creature) -> None:
    terrain_at_turn(battle, c, "start")


def at_turn_end(battle: Battle, c: Creature) -> None:
    terrain_at_turn(battle, c, "end")


def on_entered(battle: Battle, c: Creature, before: Cell, tell: Callable[[], None]) -> None:
    """A creature moved into damaging terrain: the squares moved so far are told, then it bites."""
    if damaging_under(battle.board, c.pos, c.squares):
        tell()
        enter_damaging_terrain(battle, c)
