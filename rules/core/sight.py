"""Line of effect between spaces: a straight line from centre to centre that no solid cell
or object interrupts. Creatures never block it."""
from __future__ import annotations

from .battle import Battle
from .geometry import Cell, cells_on_segment, centre, cube


def line_of_effect(battle: Battle, a: Cell, na: int, b: Cell, nb: int,
                   obj_cells: dict[Cell, str] | None = None) -> bool:
    """True when nothing solid stands between the two spaces."""
    own = set(cube(a, na)) | set(cube(b, nb))
    objects = battle.object_cells() if obj_cells is None else obj_cells
    board = battle.board
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
