"""Cells, sizes, spaces and distances on Steelgrid's 3D square grid.

A cell is `(x, y, z)`; z counts squares of height. A creature of size N fills an N x N x N
cube whose lowest corner is its position. Distances count diagonal steps as 1, in three
dimensions too, so the distance between two cells is the largest of the three axis gaps.
"""
from __future__ import annotations

import math
from itertools import product
from typing import Iterable, Iterator

Cell = tuple[int, int, int]

SIZE_CATEGORIES = ("1T", "1S", "1M", "1L")
"""Size-1 subcategories from smallest to largest."""
MAX_SIZE = 64
"""The largest size a creature or object may have (a space 64 squares on a side)."""

NEIGHBOURS_2D: tuple[tuple[int, int], ...] = tuple(
    (dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)
)
NEIGHBOURS_3D: tuple[Cell, ...] = tuple(
    (dx, dy, dz) for dx in (-1, 0, 1) for dy in (-1, 0, 1) for dz in (-1, 0, 1)
    if (dx, dy, dz) != (0, 0, 0)
)


def parse_size(size: str | int) -> str:
    """Normalise a size token ("1M", "2", 3) and reject anything else with ValueError."""
    token = str(size).strip().upper()
    if token in SIZE_CATEGORIES:
        return token
    if token == "1":
        return "1M"
    if token.isdigit() and len(token) <= 3 and 2 <= int(token) <= MAX_SIZE:
        return token
    raise ValueError(f"unknown size {size!r} (use 1T, 1S, 1M, 1L or a whole number 2 to {MAX_SIZE})")


def size_squares(size: str) -> int:
    """How many squares long (and wide and tall) a space of this size is."""
    return 1 if size in SIZE_CATEGORIES else int(size)


def size_rank(size: str) -> int:
    """An ordinal where each step is one size: 1T=0, 1S=1, 1M=2, 1L=3, 2=4, 3=5..."""
    if size in SIZE_CATEGORIES:
        return SIZE_CATEGORIES.index(size)
    return int(size) + 2


def size_value(size: str) -> int:
    """The number a size compares against characteristic scores (1 for every size-1 creature)."""
    return size_squares(size)


def cube(origin: Cell, n: int) -> tuple[Cell, ...]:
    """Every cell of the n-sided cube whose lowest corner is `origin`."""
    x, y, z = origin
    if n == 1:  # most creatures and objects
        return ((x, y, z),)
    return tuple(product(range(x, x + n), range(y, y + n), range(z, z + n)))


def footprint(origin: Cell, n: int) -> tuple[tuple[int, int], ...]:
    """The (x, y) columns under an n-sided cube."""
    x, y, _ = origin
    if n == 1:  # most creatures and objects
        return ((x, y),)
    return tuple(product(range(x, x + n), range(y, y + n)))


def cell_distance(a: Cell, b: Cell) -> int:
    """Squares between two cells, diagonals counting 1."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2]))


def _gap(lo_a: int, n_a: int, lo_b: int, n_b: int) -> int:
    """Empty squares plus one between two intervals on one axis (0 when they overlap)."""
    if lo_a + n_a - 1 < lo_b:
        return lo_b - (lo_a + n_a - 1)
    if lo_b + n_b - 1 < lo_a:
        return lo_a - (lo_b + n_b - 1)
    return 0


def space_distance(a: Cell, na: int, b: Cell, nb: int) -> int:
    """Distance between the nearest cells of two cubes (0 if they overlap, 1 if adjacent)."""
    # `max(_gap(a[i], na, b[i], nb) for i in range(3))` written out: the AI asks this
    # hundreds of thousands of times a battle.
    ax, ay, az = a
    bx, by, bz = b
    gx = bx - ax - na + 1 if ax + na - 1 < bx else ax - bx - nb + 1 if bx + nb - 1 < ax else 0
    gy = by - ay - na + 1 if ay + na - 1 < by else ay - by - nb + 1 if by + nb - 1 < ay else 0
    gz = bz - az - na + 1 if az + na - 1 < bz else az - bz - nb + 1 if bz + nb - 1 < az else 0
    if gx >= gy:  # max(gx, gy, gz) without the call
        return gx if gx >= gz else gz
    return gy if gy >= gz else gz


def spaces_adjacent(a: Cell, na: int, b: Cell, nb: int) -> bool:
    """True when two cubes touch at a face, edge or corner without overlapping."""
    return space_distance(a, na, b, nb) == 1


def spaces_overlap(a: Cell, na: int, b: Cell, nb: int) -> bool:
    return space_distance(a, na, b, nb) == 0


def centre(origin: Cell, n: int) -> tuple[float, float, float]:
    """The centre point of a cube, in cell units (cell (0,0,0) spans 0..1 on each axis)."""
    return (origin[0] + n / 2, origin[1] + n / 2, origin[2] + n / 2)


def cells_on_segment(p: tuple[float, float, float], q: tuple[float, float, float]) -> Iterator[Cell]:
    """Every cell a straight segment between two points passes through, in order.

    An exact grid walk (Amanatides and Woo). Where the segment passes exactly through an edge or
    a corner shared by several cells, it steps diagonally: grazing a corner does not count as
    passing through the cells that only touch it there.
    """
    d = (q[0] - p[0], q[1] - p[1], q[2] - p[2])
    cell = [math.floor(p[i]) for i in range(3)]
    step = [1 if d[i] > 0 else -1 if d[i] < 0 else 0 for i in range(3)]
    t_max = [_first_crossing(p[i], d[i], cell[i], step[i]) for i in range(3)]
    t_delta = [abs(1 / d[i]) if d[i] else math.inf for i in range(3)]
    eps = 1e-9
    while True:
        yield (cell[0], cell[1], cell[2])
        t = min(t_max)
        if t >= 1 - eps:
            return
        for i in range(3):
            if t_max[i] - t <= eps:
                cell[i] += step[i]
                t_max[i] += t_delta[i]


def _first_crossing(start: float, delta: float, cell: int, step: int) -> float:
    """Fraction of the segment travelled before it first crosses a cell boundary on one axis."""
    if step == 0:
        return math.inf
    boundary = cell + 1 if step > 0 else cell
    return (boundary - start) / delta


def step_direction(a: Cell, b: Cell) -> Cell:
    """The unit step (each axis -1, 0 or 1) pointing from a towards b."""
    return tuple((v > u) - (v < u) for u, v in zip(a, b))  # type: ignore[return-value]


def add(a: Cell, d: Cell) -> Cell:
    return (a[0] + d[0], a[1] + d[1], a[2] + d[2])
