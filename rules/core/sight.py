"""Line of effect between spaces: a straight line from centre to centre that no solid cell
or object interrupts. Creatures never block it."""
from __future__ import annotations

from .battle import Battle
from .geometry import Cell, cells_on_segment, centre, cube


def line_of_effect(battle: Battle, a: Cell, na: int, b: Cell, nb: int,
                   obj_cells: dict[Cell, str] | None = None) -> bool:
    """True when nothing solid stands between the two spaces."""
    objects = battle.object_cells() if obj_cells is None else obj_cells
    board = battle.board
    memo = geometry_memo(board, "line_of_effect")
    key = (tuple(a), na, tuple(b), nb, tuple(objects))
    found = memo.get(key)
    if found is None:
        found = memo[key] = _line_of_effect(board, a, na, b, nb, objects)
    return found


MEMO_SIZE = 8192
"""Answers kept per board and question (a memo starts afresh when full)."""


def geometry_memo(board, name: str) -> dict:
    """A board-level memo for a geometric question whose answer depends only on the board
    (whose columns never change in battle) and what the key names."""
    memo = board.derived.get(name)
    if memo is None or len(memo) >= MEMO_SIZE:
        memo = board.derived[name] = {}
    return memo


def _line_of_effect(board, a: Cell, na: int, b: Cell, nb: int, objects: dict[Cell, str]) -> bool:
    own = set(cube(a, na)) | set(cube(b, nb))
    for cell in cells_on_segment(centre(a, na), centre(b, nb)):
        if cell in own:
            continue
        if board.is_solid(cell) or cell in objects:
            return False
    return True


def blocked_fraction(battle: Battle, viewer: Cell, nv: int, target: Cell, nt: int) -> float:
    """Share of the target's cells that the viewer's centre cannot see (for cover)."""
    cells = cube(target, nt)
    objects = battle.object_cells()
    hidden = sum(1 for cell in cells if not line_of_effect(battle, viewer, nv, cell, 1, objects))
    return hidden / len(cells)
