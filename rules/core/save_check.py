"""Checks a save's JSON data before a battle is built from it, so nothing loaded can crash or
hang play later: every field's type, range and references (board size, positions inside the
board, unique creature ids that every reference names, known sides, steps and events), finite
and bounded numbers and nesting depth. Each problem is one `SaveError` naming the place
(`creatures[2].pos`: entries counted from 1, as in every other file the game reads).
"""
from __future__ import annotations

import math
from typing import Any, Iterable

from .board import GROUND_MATERIALS, MATERIALS
from .creature import CORE_FIELDS, MOVEMENT_TYPES, field_names
from .damage_types import DAMAGE_TYPES
from .geometry import MAX_SIZE, SIZE_CATEGORIES
from .readers import path, show
from .targets import is_object_target

MAX_DEPTH = 64
"""Deepest nesting of tables and lists a save may have."""
MAX_NUMBER = 2 ** 64
"""No number in a save reaches this (the dice state is the largest, a 64-bit integer)."""
MAX_STAT = 10 ** 6
"""A creature's or object's statistics (Stamina, speed ...) stay within plus or minus this."""
MAX_SIDE = 512
"""Widest or longest board, in squares."""
MAX_HEIGHT = 512
"""Highest sky over a board, in squares."""
COLUMN_FIELDS = {"ground": int, "terrain": str, "material": str, "liquid": int, "difficult": bool,
                 "damage": int, "damage_type": str, "hard": bool, "damage_at_start": bool,
                 "damage_at_end": bool, "conceals": bool}
OBJECT_FIELDS = {"id": str, "material": str, "origin": list, "size": int, "stamina": int, "name": str}
TOP_FIELDS = {"format", "version", "ruleset", "board", "creatures", "objects", "abilities", "sides",
              "round", "acted", "current", "first_side", "turn", "data", "settings", "stack",
              "winner", "dice", "events", "meta", "zones"}
REFERENCE_KEYS = ("creature", "target", "user", "attacker", "grabber", "held", "mover")
"""Step-frame keys that name a creature (or, for a target, an object: `rules.core.targets`)."""


class Problem(ValueError):
    """One problem at one place (turned into a `SaveError` by the caller)."""

    def __init__(self, place: str, text: str) -> None:
        super().__init__(f"{place}: {text}" if place else text)


def check_plain(value: Any, place: str = "", depth: int = 0) -> None:
    """Plain JSON data only: no deeper than MAX_DEPTH, every number finite and bounded.
    A quick pass walks the data without naming places; only when it finds a problem does a
    second pass find and name the place (saves are checked after every autosave)."""
    if not _plain_ok(value, MAX_DEPTH - depth):
        _name_problem(value, place, depth)


_SCALARS = frozenset({str, bool, type(None)})


def _plain_ok(value: Any, depth_left: int) -> bool:
    """The quick pass: each table's or list's members are sorted by type at C speed, so the long
    flat lists of a save (board cells, dice state) cost one pass of builtins, not a loop."""
    todo: list[tuple[Any, int]] = [(value, depth_left)]
    while todo:
        item, left = todo.pop()
        kind = type(item)
        if kind is not dict and kind is not list:
            if not _scalar_ok(item, kind, left):
                return False
            continue
        if left <= 0 and item:
            return False
        members = list(item.values()) if kind is dict else item
        kinds = set(map(type, members))
        if kinds <= _SCALARS:
            continue
        if int in kinds and not _ints_ok(members, kinds):
            return False
        rest = kinds - _SCALARS - {int}
        if rest:
            todo.extend((m, left - 1) for m in members if type(m) in rest)
    return True


def _ints_ok(members: list, kinds: set) -> bool:
    ints = members if len(kinds) == 1 else [m for m in members if type(m) is int]
    return -MAX_NUMBER < min(ints) and max(ints) < MAX_NUMBER


def _scalar_ok(item: Any, kind: type, left: int) -> bool:
    if kind is float:
        return math.isfinite(item) and abs(item) < MAX_NUMBER
    if kind is int:
        return abs(item) < MAX_NUMBER
    if isinstance(item, (dict, list, float, int)) and not isinstance(item, bool):
        return _name_problem_free(item, left)
    return True


def _name_problem_free(value: Any, depth_left: int) -> bool:
    """Subclasses of the JSON types (rare: data not read from JSON) take the careful walk."""
    try:
        _name_problem(value, "", MAX_DEPTH - depth_left)
    except Problem:
        return False
    return True


def _name_problem(value: Any, place: str, depth: int) -> None:
    """The careful walk: raises a Problem naming the first bad place."""
    if depth > MAX_DEPTH:
        raise Problem(place.split("[", 1)[0], f"nested more than {MAX_DEPTH} deep")
    if isinstance(value, dict):
        for k, v in value.items():
            _name_problem(v, path(place, str(k)), depth + 1)
    elif isinstance(value, list):
        for n, v in enumerate(value, 1):
            _name_problem(v, path(place, n), depth + 1)
    elif isinstance(value, float):
        if not math.isfinite(value) or abs(value) >= MAX_NUMBER:
            raise Problem(place, f"number {value} is out of range")
    elif isinstance(value, int) and not isinstance(value, bool) and abs(value) >= MAX_NUMBER:
        raise Problem(place, f"a number of {len(str(abs(value)))} digits is out of range")


def need(value: Any, kind: type, place: str) -> Any:
    """The value if it has this JSON type (a whole number is never a bool)."""
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise Problem(place, f"should be {_kind(kind)}, not {show(value)}")
    return value


def _kind(kind: type) -> str:
    return {int: "a whole number", str: "text", bool: "true or false", list: "a list",
            dict: "a table", float: "a number"}.get(kind, kind.__name__)


def number(value: Any, place: str, low: int, high: int) -> int:
    need(value, int, place)
    if not low <= value <= high:
        raise Problem(place, f"{value} is outside {low}..{high}")
    return value


def one_of(value: Any, allowed: Iterable[str], place: str, what: str) -> str:
    allowed = tuple(allowed)
    if need(value, str, place) not in allowed:
        raise Problem(place, f"unknown {what} {show(value)}")
    return value


def fields(table: Any, allowed: Iterable[str], place: str, required: Iterable[str] = ()) -> dict:
    """A table with no unknown keys and every required one."""
    need(table, dict, place)
    allowed = set(allowed)
    for key in table:
        if key not in allowed:
            raise Problem(path(place, str(key)), "unknown field")
    for key in required:
        if key not in table:
            raise Problem(place, f"missing field {key!r}")
    return table


def check_size(value: Any, place: str) -> int:
    """A creature size ("1T".."1L", or "2".."64") as squares per side."""
    text = need(value, str, place)
    if text in SIZE_CATEGORIES:
        return 1
    if text.isdigit() and len(text) <= 3 and 2 <= int(text) <= MAX_SIZE:
        return int(text)
    raise Problem(place, f"size {show(value)} is not 1T, 1S, 1M, 1L or 2..{MAX_SIZE}")


def check_board(d: Any, place: str = "board") -> tuple[int, int, int]:
    """The board's data; returns (width, height, sky)."""
    fields(d, ("width", "height", "sky", "name", "palette", "cells", "objects"), place,
           ("width", "height", "palette", "cells"))
    width = number(d["width"], path(place, "width"), 1, MAX_SIDE)
    height = number(d["height"], path(place, "height"), 1, MAX_SIDE)
    sky = number(d.get("sky", 1), path(place, "sky"), 0, MAX_HEIGHT)
    need(d.get("name", ""), str, path(place, "name"))
    palette = need(d["palette"], list, path(place, "palette"))
    if not palette:
        raise Problem(path(place, "palette"), "is empty")
    for n, col in enumerate(palette, 1):
        _check_column(col, path(path(place, "palette"), n))
    cells = need(d["cells"], list, path(place, "cells"))
    if len(cells) != width * height:
        raise Problem(path(place, "cells"), f"has {len(cells)} entries, not width x height = {width * height}")
    if not _indexes_ok(cells, len(palette)):
        for n, i in enumerate(cells, 1):  # name the first bad one
            number(i, path(path(place, "cells"), n), 0, len(palette) - 1)
    for n, obj in enumerate(need(d.get("objects", []), list, path(place, "objects")), 1):
        check_object(obj, path(path(place, "objects"), n), (width, height, sky))
    return width, height, sky


def _indexes_ok(cells: list, size: int) -> bool:
    """Every cell a whole number indexing the palette, checked at C speed (a board has
    thousands of cells and a fuzzed battle is saved after every decision)."""
    return not cells or (set(map(type, cells)) == {int} and min(cells) >= 0 and max(cells) < size)


def _check_column(col: Any, place: str) -> None:
    fields(col, COLUMN_FIELDS, place)
    for key, kind in COLUMN_FIELDS.items():
        if key in col:
            need(col[key], kind, path(place, key))
    number(col.get("ground", 0), path(place, "ground"), 0, MAX_HEIGHT)
    number(col.get("liquid", 0), path(place, "liquid"), 0, MAX_HEIGHT)
    number(col.get("damage", 0), path(place, "damage"), 0, MAX_STAT)
    one_of(col.get("material", "stone"), GROUND_MATERIALS, path(place, "material"), "ground material")
    one_of(col.get("damage_type", "untyped"), DAMAGE_TYPES, path(place, "damage_type"), "damage type")


def check_position(value: Any, place: str, n: int, bounds: tuple[int, int, int]) -> tuple[int, int, int]:
    """Three whole numbers placing an n-sided space wholly on the board (a map's own sky may sit
    lower than its tallest column, so height is only held to MAX_HEIGHT)."""
    need(value, list, place)
    if len(value) != 3:
        raise Problem(place, f"should be three numbers [x, y, z], not {len(value)}")
    x, y, z = (need(v, int, path(place, i)) for i, v in enumerate(value, 1))
    width, height, _ = bounds
    if not (0 <= x and 0 <= y and x + n <= width and y + n <= height and 0 <= z <= MAX_HEIGHT):
        raise Problem(place, f"({x}, {y}, {z}) is off the {width} x {height} board")
    return x, y, z


def check_object(d: Any, place: str, bounds: tuple[int, int, int]) -> str:
    fields(d, OBJECT_FIELDS, place, ("id", "material", "origin"))
    for key, kind in OBJECT_FIELDS.items():
        if key in d:
            need(d[key], kind, path(place, key))
    one_of(d["material"], MATERIALS, path(place, "material"), "object material")
    size = number(d.get("size", 1), path(place, "size"), 1, MAX_SIZE)
    number(d.get("stamina", 0), path(place, "stamina"), 0, MAX_STAT)
    check_position(d["origin"], path(place, "origin"), size, bounds)
    return d["id"]


def check_creature(d: Any, place: str, creature_type: type, sides: list[str],
                   bounds: tuple[int, int, int]) -> str:
    """One creature's data: the shared fields and its ruleset's statistics (each of the type
    its default has, numbers within plus or minus MAX_STAT)."""
    names = field_names(creature_type)
    fields(d, tuple(CORE_FIELDS) + ("stats",), place, ("id", "name", "side"))
    cid = need(d["id"], str, path(place, "id"))
    if not cid:
        raise Problem(path(place, "id"), "is empty")
    need(d["name"], str, path(place, "name"))
    one_of(d["side"], sides, path(place, "side"), "side")
    n = check_size(d.get("size", "1M"), path(place, "size"))
    check_position(d.get("pos", [0, 0, 0]), path(place, "pos"), n, bounds)
    for n_, move in enumerate(need(d.get("movement", []), list, path(place, "movement")), 1):
        one_of(move, MOVEMENT_TYPES, path(path(place, "movement"), n_), "movement type")
    for n_, ability in enumerate(need(d.get("abilities", []), list, path(place, "abilities")), 1):
        need(ability, str, path(path(place, "abilities"), n_))
    for n_, cond in enumerate(need(d.get("conditions", []), list, path(place, "conditions")), 1):
        spot = path(path(place, "conditions"), n_)
        fields(cond, ("name", "duration", "source", "ends_after_turn_of", "data"), spot, ("name",))
        for key in ("name", "duration", "source", "ends_after_turn_of"):
            need(cond.get(key, ""), str, path(spot, key))
        need(cond.get("data", {}), dict, path(spot, "data"))
    need(d.get("template", ""), str, path(place, "template"))
    for key in ("aloft", "dead", "unconscious", "removed"):
        need(d.get(key, False), bool, path(place, key))
    need(d.get("tags", {}), dict, path(place, "tags"))
    stats = need(d.get("stats", {}), dict, path(place, "stats"))
    _check_stats(stats, path(place, "stats"), creature_type, names)
    return cid


def _check_stats(stats: dict, place: str, creature_type: type, names: tuple[str, ...]) -> None:
    defaults = _defaults(creature_type)
    for key, value in stats.items():
        spot = path(place, key)
        if key not in names or key in CORE_FIELDS:
            raise Problem(spot, "unknown field")
        default = defaults.get(key)
        if default is None:
            continue
        kind = list if isinstance(default, tuple) else type(default)
        need(value, kind, spot)
        if kind is int:
            number(value, spot, -MAX_STAT, MAX_STAT)
        elif kind is dict:
            for k, v in value.items():
                if isinstance(v, int) and not isinstance(v, bool) and abs(v) > MAX_STAT:
                    number(v, path(spot, str(k)), -MAX_STAT, MAX_STAT)


_DEFAULTS: dict[type, dict[str, Any]] = {}


def _defaults(creature_type: type) -> dict[str, Any]:
    """Each statistic's default value (its type is the type a save must give)."""
    found = _DEFAULTS.get(creature_type)
    if found is None:
        import dataclasses
        found = {}
        for f in dataclasses.fields(creature_type):
            if f.default is not dataclasses.MISSING:
                found[f.name] = f.default
            elif f.default_factory is not dataclasses.MISSING:  # type: ignore[misc]
                found[f.name] = f.default_factory()  # type: ignore[misc]
        _DEFAULTS[creature_type] = found
    return found


def check_references(d: dict, ids: set[str], sides: list[str], steps: Iterable[str]) -> None:
    """Whatever names a creature, a side or a step names one that exists."""
    for n, c in enumerate(d["creatures"], 1):
        for key in ("riding", "climbing"):
            other = c.get("tags", {}).get(key)
            if other and other not in ids:
                raise Problem(path(path(path("creatures", n), "tags"), key),
                              f"names no creature: {show(other)}")
    for n, cid in enumerate(d["acted"], 1):
        if cid not in ids:
            raise Problem(path("acted", n), f"names no creature: {show(cid)}")
    if d["current"] and d["current"] not in ids:
        raise Problem("current", f"names no creature: {show(d['current'])}")
    if d["first_side"] and d["first_side"] not in sides:
        raise Problem("first_side", f"unknown side {show(d['first_side'])}")
    if d["winner"] and d["winner"] not in sides + ["draw"]:
        raise Problem("winner", f"unknown side {show(d['winner'])}")
    known = set(steps)
    for n, frame in enumerate(d["stack"], 1):
        spot = path("stack", n)
        need(frame, dict, spot)
        one_of(frame.get("step"), known, path(spot, "step"), "step")
        for key in REFERENCE_KEYS:
            value = frame.get(key)
            if isinstance(value, str) and value and value not in ids and not is_object_target(value):
                raise Problem(path(spot, key), f"names no creature: {show(value)}")


def check_top(d: dict, rule_sides: Iterable[str]) -> list[str]:
    """The top level: known fields of the right types; returns the battle's sides."""
    fields(d, TOP_FIELDS, "", TOP_FIELDS - {"meta", "zones"})
    for key in ("creatures", "objects", "sides", "acted", "stack", "events"):
        need(d[key], list, key)
    for key in ("abilities", "turn", "data", "settings"):
        need(d[key], dict, key)
    need(d.get("meta", {}), dict, "meta")
    for key in ("current", "first_side", "winner"):
        need(d[key], str, key)
    number(d["round"], "round", 0, MAX_STAT)
    allowed = tuple(rule_sides)
    sides: list[str] = []
    for n, side in enumerate(d["sides"], 1):
        one_of(side, allowed, path("sides", n), "side")
        if side in sides:
            raise Problem(path("sides", n), f"{show(side)} is listed twice")
        sides.append(side)
    if len(sides) < 2:
        raise Problem("sides", "a battle needs two sides")
    for n, cid in enumerate(d["acted"], 1):
        need(cid, str, path("acted", n))
    return sides


def check_dice(d: Any, place: str = "dice") -> None:
    fields(d, ("seed", "state", "script", "history"), place, ("seed", "state"))
    number(d["seed"], path(place, "seed"), -MAX_NUMBER + 1, MAX_NUMBER - 1)
    number(d["state"], path(place, "state"), 0, MAX_NUMBER - 1)
    for n, v in enumerate(need(d.get("script", []), list, path(place, "script")), 1):
        number(v, path(path(place, "script"), n), 1, 1000)
    for n, r in enumerate(need(d.get("history", []), list, path(place, "history")), 1):
        spot = path(path(place, "history"), n)
        fields(r, ("sides", "value", "why", "scripted"), spot, ("sides", "value"))
        sides = number(r["sides"], path(spot, "sides"), 1, 1000)
        number(r["value"], path(spot, "value"), 1, sides)
