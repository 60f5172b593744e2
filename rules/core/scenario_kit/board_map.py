"""A scenario's `[map]`: rows of legend symbols into a board, and positions on that board.

`rows` is a multi-line string, one line a row (the first is y = 0), one symbol a square (spaces
between symbols are ignored). Each ruleset brings its built-in symbols; `[map.legend]` adds to
or replaces them with `Column` fields. Every problem is a one-line `ScenarioError`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

from ..board import GROUND_MATERIALS, Board, BoardObject, Column
from ..damage_types import DAMAGE_TYPES
from ..geometry import Cell, cube
from .reading import cell, check_keys, choice, fail, flag, number, path, table_of, text

MAP_KEYS = ("rows", "legend", "wall_height")
LEGEND_KEYS = ("ground", "terrain", "material", "liquid", "difficult", "damage", "damage_type",
               "hard", "damage_at_start", "damage_at_end", "conceals")
DEFAULT_WALL_HEIGHT = 5
MAX_MAP_SIDE = 100

Legend = Callable[[int], dict[str, Column]]
"""A ruleset's built-in symbols for a given wall height."""


def base_legend(wall_height: int = DEFAULT_WALL_HEIGHT) -> dict[str, Column]:
    """The symbols every ruleset's maps share: `.` and `0`-`9` stone floor at that height, `#`
    a wall, `~` water 2 deep, `%` rubble (difficult ground). A ruleset adds its own."""
    legend = {str(h): Column(ground=h) for h in range(10)}
    legend.update({
        ".": Column(ground=0),
        "#": Column(ground=wall_height, terrain="wall"),
        "~": Column(ground=0, terrain="water", liquid=2),
        "%": Column(ground=0, terrain="rubble", difficult=True),
    })
    return legend


@dataclass(frozen=True)
class MapSpec:
    width: int
    height: int
    columns: tuple[Column, ...]

    def board(self, objects: tuple[Any, ...] = (), name: str = "") -> Board:
        """A fresh board with fresh objects (battles never share mutable state); `objects`
        are specs with a `build()` giving a `BoardObject`."""
        built: list[BoardObject] = [o.build() for o in objects]
        return Board(self.width, self.height, list(self.columns), built, name=name)


def parse_map(value: Any, where: str, builtin: Legend,
              default_wall: int = DEFAULT_WALL_HEIGHT) -> MapSpec:
    table = table_of(value, where)
    check_keys(table, MAP_KEYS, where)
    wall = number(table, "wall_height", where, default_wall, lo=1, hi=50)
    legend = builtin(wall)
    legend.update(_legend(table.get("legend", {}), path(where, "legend")))
    rows = _rows(text(table, "rows", where), path(where, "rows"))
    columns = [_symbol(legend, sym, x, y, path(where, "rows"))
               for y, row in enumerate(rows) for x, sym in enumerate(row)]
    return MapSpec(len(rows[0]), len(rows), tuple(columns))


def _rows(value: str, where: str) -> list[str]:
    lines = ["".join(line.split()) for line in value.splitlines()]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    if not lines:
        fail(where, "the map has no rows")
    for n, line in enumerate(lines, 1):
        if not line:
            fail(where, f"row {n} is empty")
        if len(line) != len(lines[0]):
            fail(where, f"row {n} has {len(line)} squares but row 1 has {len(lines[0])}")
    if len(lines) > MAX_MAP_SIDE or len(lines[0]) > MAX_MAP_SIDE:
        fail(where, f"maps are at most {MAX_MAP_SIDE} squares on a side")
    return lines


def _symbol(legend: Mapping[str, Column], sym: str, x: int, y: int, where: str) -> Column:
    if sym not in legend:
        fail(where, f"row {y + 1}, column {x + 1} (x {x}, y {y}): unknown symbol {sym!r} "
                    "(add it to [map.legend])")
    return legend[sym]


def _legend(value: Any, where: str) -> dict[str, Column]:
    out: dict[str, Column] = {}
    for sym, entry in table_of(value, where).items():
        spot = path(where, sym)
        if len(sym) != 1 or sym.isspace():
            fail(spot, "legend symbols are single characters")
        out[sym] = _column(table_of(entry, spot), spot)
    return out


def _column(table: Mapping[str, Any], where: str) -> Column:
    check_keys(table, LEGEND_KEYS, where)
    if "damage_type" in table and "damage" not in table:
        fail(path(where, "damage_type"), "a damage type needs damage in the same table")
    for key in ("damage_at_start", "damage_at_end"):
        if key in table and "damage" not in table:
            fail(path(where, key), f"{key} needs damage in the same table")
    return Column(ground=number(table, "ground", where, 0, lo=0, hi=400),
                  terrain=text(table, "terrain", where, "floor"),
                  material=choice(table, "material", where, GROUND_MATERIALS, "stone", "material"),
                  liquid=number(table, "liquid", where, 0, lo=0, hi=50),
                  difficult=flag(table, "difficult", where),
                  damage=number(table, "damage", where, 0, lo=0),
                  damage_type=choice(table, "damage_type", where, DAMAGE_TYPES, "untyped",
                                     "damage type"),
                  hard=flag(table, "hard", where),
                  damage_at_start=flag(table, "damage_at_start", where),
                  damage_at_end=flag(table, "damage_at_end", where),
                  conceals=flag(table, "conceals", where))


# ---------------------------------------------------------------------------- positions

def read_origin(board: Board, value: Any, where: str, size: int) -> Cell:
    """Read [x, y] or [x, y, z] for a space of `size` squares; z defaults to the ground
    under the space. Off the board is refused."""
    at = cell(value, where)
    x, y = at[0], at[1]
    if not (0 <= x and 0 <= y and x + size <= board.width and y + size <= board.height):
        what = f"({x}, {y})" if size == 1 else f"a size {size} space at ({x}, {y})"
        fail(where, f"{what} is off the {board.width} x {board.height} map")
    z = at[2] if len(at) == 3 else board.footprint_ground((x, y, 0), size)
    if z < 0:
        fail(where, f"z must be 0 or more, got {z}")
    return (x, y, z)


def supported(board: Board, objects: Mapping[Cell, str], origin: Cell, n: int) -> bool:
    """Standing on ground or an object, in liquid, or dug into the ground."""
    x, y, z = origin
    for cx in range(x, x + n):
        for cy in range(y, y + n):
            below = (cx, cy, z - 1)
            if board.is_solid(below) or below in objects:
                return True
    cells = cube(origin, n)
    return any(board.is_liquid(c) or board.is_solid(c) for c in cells)


def xyz(c: tuple[int, ...]) -> str:
    return "(" + ", ".join(str(v) for v in c) + ")"
