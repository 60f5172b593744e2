"""Placing a roster on a board without a map's spawn areas: the first level, dry, harmless spot in
the given columns, scanning from the middle row (shared by the grid rulesets' set-ups)."""
from __future__ import annotations

from .board import Board
from .creature import Creature
from .geometry import Cell, cube
from .grid_reach import FLIGHT_LIFT


def place(board: Board, c: Creature, taken: set[Cell], columns: list[int]) -> bool:
    """Put `c` at the first free spot in `columns` (False when there is none); a flier also
    keeps the space above it, where it will hover."""
    n = c.squares
    rows = sorted(range(board.height - n + 1), key=lambda y: (abs(y - board.height // 2), y))
    for x in columns:
        for y in rows:
            if x + n > board.width:
                continue
            cols = [board.column(x + i, y + j) for i in range(n) for j in range(n)]
            z = cols[0].ground
            if any(col.ground != z or col.liquid or col.damaging or col.difficult for col in cols):
                continue
            cells = cube((x, y, z), n)
            if any(cell in taken for cell in cells):
                continue
            c.pos = (x, y, z)
            taken.update(cells)
            if c.can("fly"):
                taken.update(cube((x, y, z + FLIGHT_LIFT), n))
            return True
    return False


def place_roster(board: Board, creatures: list[Creature], first_side: str) -> None:
    """Place every creature: the first side from the west third of the board, the others from
    the east third, the largest first (ValueError when one finds no room)."""
    taken: set[Cell] = {cell for o in board.objects for cell in o.cells}
    west = list(range(0, board.width // 3))
    east = list(range(board.width - 1, board.width * 2 // 3, -1))
    for c in sorted(creatures, key=lambda c: -c.squares):
        if not place(board, c, taken, west if c.side == first_side else east):
            raise ValueError(f"no room to place {c.name} on {board.name or 'the board'}")
