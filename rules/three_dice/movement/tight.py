"""003 Tight Spaces: a crawlway is built for Small creatures. A Small or Tiny creature moves
through it freely; a Medium one squeezes (hindered, disadvantage on attack rolls and Agility
saves, attacks against it have advantage, until it is out); anything larger cannot enter."""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ...core.geometry import footprint

TIGHT_TERRAIN = "crawlway"
FITS = 1
"""The largest size rank (1S) that fits a crawlway without squeezing."""


def tight_square(battle: Battle, x: int, y: int) -> bool:
    return battle.board.inside(x, y) and battle.board.column(x, y).terrain == TIGHT_TERRAIN


def squeeze_level(battle: Battle, c: Any, pos: tuple) -> int:
    """0: fits; 1: squeezes; 2: cannot be there at all."""
    if not any(tight_square(battle, x, y) for x, y in footprint(pos, c.squares)):
        return 0
    over = c.rank - FITS
    return 0 if over <= 0 else (1 if over == 1 else 2)


def squeezing(battle: Battle, c: Any) -> bool:
    return battle.zones is None and squeeze_level(battle, c, c.pos) == 1
