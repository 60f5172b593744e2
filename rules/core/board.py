"""The battle board: a height map of terrain columns plus destructible objects.

Each column `(x, y)` has a ground height: cells with `z < ground` are solid. What the solid
part is made of (`material`) decides whether burrowers can move through it. Liquid of some depth
may sit on top of the ground. The surface can be difficult or damaging. Walls and pillars are
simply columns whose ground rises well above their neighbours'.

The board itself never changes during a battle (so copies share it); objects, which can break,
live in the battle state and start from `Board.objects`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from .geometry import Cell, footprint

_new_object = object.__new__
MATERIALS = ("glass", "wood", "stone", "metal")
"""Materials of destructible objects, weakest first."""

OBJECT_STAMINA_PER_SQUARE = {"glass": 1, "wood": 3, "stone": 6, "metal": 9}
"""Default object Stamina for each square (a 1 x 1 x 1 cell) it fills: a size 2 object fills 8."""

GROUND_MATERIALS = ("stone", "dirt", "wood", "metal")
SKY_ABOVE_TALLEST = 8
"""Unless a map sets its own, fliers may rise this many squares above the board's tallest feature."""
"""What solid ground is made of; only dirt can be burrowed through."""


@dataclass(frozen=True, slots=True)
class Column:
    """One (x, y) column of the board."""
    ground: int = 0
    terrain: str = "floor"
    material: str = "stone"
    liquid: int = 0
    difficult: bool = False
    damage: int = 0
    damage_type: str = "untyped"
    hard: bool = False
    """Hard to climb (a sheer or icy wall) or, with liquid, hard to swim (a raging current)."""
    damage_at_start: bool = False
    """Damaging terrain that also deals its damage to a creature starting its turn in it."""
    damage_at_end: bool = False
    """Damaging terrain that also deals its damage to a creature ending its turn in it."""
    conceals: bool = False
    """Fog, darkness or thick smoke: whatever stands here is obscured (000 Concealment)."""

    @property
    def burrowable(self) -> bool:
        return self.material == "dirt"

    @property
    def damaging(self) -> bool:
        return self.damage > 0

    def to_dict(self) -> dict:
        out: dict = {"ground": self.ground, "terrain": self.terrain, "material": self.material}
        if self.liquid:
            out["liquid"] = self.liquid
        if self.difficult:
            out["difficult"] = True
        if self.damage:
            out["damage"] = self.damage
            out["damage_type"] = self.damage_type
        if self.hard:
            out["hard"] = True
        if self.damage_at_start:
            out["damage_at_start"] = True
        if self.damage_at_end:
            out["damage_at_end"] = True
        if self.conceals:
            out["conceals"] = True
        return out

    @staticmethod
    def from_dict(d: dict) -> "Column":
        return Column(
            ground=int(d.get("ground", 0)), terrain=str(d.get("terrain", "floor")),
            material=str(d.get("material", "stone")), liquid=int(d.get("liquid", 0)),
            difficult=bool(d.get("difficult", False)), damage=int(d.get("damage", 0)),
            damage_type=str(d.get("damage_type", "untyped")),
            hard=bool(d.get("hard", False)),
            damage_at_start=bool(d.get("damage_at_start", False)),
            damage_at_end=bool(d.get("damage_at_end", False)),
            conceals=bool(d.get("conceals", False)),
        )


@dataclass(slots=True)
class BoardObject:
    """A destructible object: a crate, a window, a pillar segment, a grate."""
    id: str
    material: str
    origin: Cell
    size: int = 1
    stamina: int = 0
    name: str = ""

    def __post_init__(self) -> None:
        if self.stamina <= 0:
            self.stamina = OBJECT_STAMINA_PER_SQUARE.get(self.material, 3) * self.size ** 3

    @property
    def cells(self) -> tuple[Cell, ...]:
        x, y, z = self.origin
        n = self.size
        if n == 1:
            return ((x, y, z),)
        return tuple((x + i, y + j, z + k) for i in range(n) for j in range(n) for k in range(n))

    def copy(self) -> "BoardObject":
        o = _new_object(BoardObject)  # every field set here: no __init__ (look-ahead copies many)
        o.id, o.material, o.origin, o.size, o.stamina, o.name = (
            self.id, self.material, self.origin, self.size, self.stamina, self.name)
        if o.stamina <= 0:  # as `__post_init__` would have it
            o.stamina = OBJECT_STAMINA_PER_SQUARE.get(o.material, 3) * o.size ** 3
        return o

    def to_dict(self) -> dict:
        return {"id": self.id, "material": self.material, "origin": list(self.origin),
                "size": self.size, "stamina": self.stamina, "name": self.name}

    @staticmethod
    def from_dict(d: dict) -> "BoardObject":
        return BoardObject(id=str(d["id"]), material=str(d["material"]),
                           origin=tuple(d["origin"]), size=int(d.get("size", 1)),  # type: ignore[arg-type]
                           stamina=int(d.get("stamina", 0)), name=str(d.get("name", "")))


@dataclass
class Board:
    """A width x height grid of columns, plus the objects that start on it."""
    width: int
    height: int
    columns: list[Column]
    objects: list[BoardObject] = field(default_factory=list)
    sky: int = 0
    name: str = ""

    def __post_init__(self) -> None:
        if len(self.columns) != self.width * self.height:
            raise ValueError("board needs width x height columns")
        self._derived: dict | None = None
        if self.sky <= 0:
            self.sky = max((c.ground + c.liquid for c in self.columns), default=0) + SKY_ABOVE_TALLEST

    @property
    def derived(self) -> dict:
        """Caches of facts computed from the columns (the columns never change in battle).

        Boards with the same columns and sky share one set of caches in a process (every
        battle of a simulation on one map is fought on a fresh but equal board), so each fact
        is worked out once per map, not once per battle."""
        if self._derived is None:
            self._derived = _shared_derived((self.width, self.height, self.sky, tuple(self.columns)))
        return self._derived

    @staticmethod
    def flat(width: int, height: int, **column: object) -> "Board":
        col = Column(**column)  # type: ignore[arg-type]
        return Board(width, height, [col] * (width * height))

    def inside(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height

    def column(self, x: int, y: int) -> Column:
        return self.columns[y * self.width + x]

    def set_column(self, x: int, y: int, col: Column) -> None:
        self.columns[y * self.width + x] = col
        self._derived = None  # other columns, other facts (the caches of equal boards stay)

    def ground(self, x: int, y: int) -> int:
        return self.columns[y * self.width + x].ground

    def is_solid(self, cell: Cell) -> bool:
        """True for ground cells and anything off the board's edges or below z=0."""
        x, y, z = cell
        if z < 0 or not (0 <= x < self.width and 0 <= y < self.height):
            return True
        return z < self.columns[y * self.width + x].ground

    def is_burrowable(self, cell: Cell) -> bool:
        x, y, z = cell
        if z < 0 or not self.inside(x, y):
            return False
        col = self.columns[y * self.width + x]
        return z < col.ground and col.burrowable

    def is_liquid(self, cell: Cell) -> bool:
        x, y, z = cell
        if not self.inside(x, y):
            return False
        col = self.columns[y * self.width + x]
        return col.ground <= z < col.ground + col.liquid

    def footprint_ground(self, origin: Cell, n: int) -> int:
        """The highest ground under an n-sided space: where it would stand."""
        if n == 1:  # most spaces: one column (forced movement asks at every step)
            return self.columns[origin[1] * self.width + origin[0]].ground
        return max(self.ground(x, y) for x, y in footprint(origin, n))

    def columns_under(self, origin: Cell, n: int) -> Iterable[Column]:
        for x, y in footprint(origin, n):
            yield self.column(x, y)

    def to_dict(self) -> dict:
        palette, cells = self._palette()
        return {"width": self.width, "height": self.height, "sky": self.sky, "name": self.name,
                "palette": [col.to_dict() for col in palette], "cells": list(cells),
                "objects": [o.to_dict() for o in self.objects]}

    def _palette(self) -> tuple[list[Column], list[int]]:
        """The distinct columns and each cell's index among them, worked out once per board
        (a battle saved after every decision would otherwise walk every cell each time)."""
        found = self.derived.get("palette")
        if found is None:
            palette: list[Column] = []
            index: dict[Column, int] = {}
            by_id: dict[int, int] = {}  # columns are mostly shared objects: hash each one once
            cells: list[int] = []
            for col in self.columns:
                at = by_id.get(id(col))
                if at is None:
                    at = index.get(col)
                    if at is None:
                        at = index[col] = len(palette)
                        palette.append(col)
                    by_id[id(col)] = at
                cells.append(at)
            found = self.derived["palette"] = (palette, cells)
        return found

    @staticmethod
    def from_dict(d: dict) -> "Board":
        palette = [Column.from_dict(p) for p in d["palette"]]
        columns = [palette[i] for i in d["cells"]]
        return Board(int(d["width"]), int(d["height"]), columns,
                     [BoardObject.from_dict(o) for o in d.get("objects", [])],
                     sky=int(d.get("sky", 0)), name=str(d.get("name", "")))


_DERIVED: dict[tuple, dict] = {}
_DERIVED_BOARDS = 8
"""Boards (distinct sets of columns) whose caches a process keeps (all are let go when full)."""


def _shared_derived(key: tuple) -> dict:
    found = _DERIVED.get(key)
    if found is None:
        if len(_DERIVED) >= _DERIVED_BOARDS:
            _DERIVED.clear()
        found = _DERIVED[key] = {}
    return found
