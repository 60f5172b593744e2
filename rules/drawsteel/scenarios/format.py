"""Read a scenario file (TOML) into a checked, immutable `Scenario` (see docs/scenarios.md).

Everything is validated before anything is built: the map, objects and creatures must fit
together (nobody inside a wall or floating without wings, no two same-size creatures in one
space), every id referred to must exist, and every expectation must name a real field. The
first problem is raised as a one-line `ScenarioError`: "<file>: <place>: <problem>".
"""
from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from ...core.board import GROUND_MATERIALS, MATERIALS, Board, BoardObject, Column
from ...core.creature import MOVEMENT_TYPES, Condition
from ..creature import CHARACTERISTICS, IMMUNE_ALL
from ..creature import DrawSteelCreature as Creature
from ...core.geometry import cube, parse_size, size_rank, spaces_overlap
from ..content.loader import Content, ContentError, default_content, parse_ability, read_toml
from ..content.model import DAMAGE_TYPES, Ability
from ..round.starting_combat import creature_from_template
from .expect import CONDITION_NAMES, Expectation, parse_expect
from .options import SIDES, Names, OptionPattern, identifier, parse_pattern
from .reading import (MISSING, ScenarioError, cell, check_keys, choice, fail, flag, hint,
                      list_of, number, numbers, path, raw, show, table_of, text, words)

LARGEST_DIE = 10
"""Draw Steel rolls d10s (and a d6 for bleeding): a scripted die above 10 no die can show."""
TOP_KEYS = ("title", "cites", "description", "known_failure", "seed", "dice", "first_side",
            "ask_knock_out", "turn_order", "max_rounds", "offer_drop_prone", "map", "object",
            "creature", "ability", "step", "expect")
MAP_KEYS = ("rows", "legend", "wall_height")
LEGEND_KEYS = ("ground", "terrain", "material", "liquid", "difficult", "damage", "damage_type",
               "hard", "damage_at_start", "damage_at_end", "conceals")
OBJECT_KEYS = ("id", "material", "at", "size", "stamina", "name")
CREATURE_KEYS = ("id", "template", "name", "side", "kind", "at", "level", "size", "speed",
                 "stability", "stamina", "max_stamina", "temp_stamina", "movement", "conditions",
                 "free_strike", "immunities", "weaknesses", "abilities", "recoveries",
                 "resource", "consumables", "surges", "hidden_from", "riding",
                 "climbing", "squeezed") + CHARACTERISTICS
STEP_KEYS = ("dice", "decision", "creature", "choose", "option", "offers", "refuses", "expect")
DEFAULT_WALL_HEIGHT = 5
MAX_MAP_SIDE = 100
_ID_RE = re.compile(r"[a-z][a-z0-9_]*\Z")
_CONDITION_RE = re.compile(r"([a-z]+)\s*(?:\(([^()]*)\))?\Z")
_DURATIONS = {"": "until_removed", "eot": "eot", "save ends": "save",
              "end of encounter": "end_of_encounter"}


# ---------------------------------------------------------------------------- the result

@dataclass(frozen=True)
class MapSpec:
    width: int
    height: int
    columns: tuple[Column, ...]

    def board(self, objects: tuple["ObjectSpec", ...] = ()) -> Board:
        """A fresh board with fresh objects (battles never share mutable state)."""
        return Board(self.width, self.height, list(self.columns), [o.build() for o in objects])


@dataclass(frozen=True)
class ObjectSpec:
    where: str
    id: str
    material: str
    origin: tuple[int, int, int]
    size: int = 1
    stamina: int = 0
    name: str = ""

    def build(self) -> BoardObject:
        return BoardObject(self.id, self.material, self.origin, self.size, self.stamina,
                           self.name or f"{self.material} object")


@dataclass(frozen=True)
class CreatureSpec:
    """A fully worked-out creature (template plus overrides), stored as `Creature.to_dict()`."""
    where: str
    id: str
    data: Mapping[str, Any] = field(compare=False)

    def build(self) -> Creature:
        """A new creature each time: nothing (tags, tables) is shared between runs."""
        return Creature.from_dict(copy.deepcopy(dict(self.data)))


@dataclass(frozen=True)
class Step:
    """One scripted answer (or check-only stop) in the run."""
    where: str
    dice: tuple[int, ...] = ()
    decision: str = ""
    creature: str = ""
    answer: OptionPattern | None = None
    before: tuple[Expectation, ...] = ()
    after: tuple[Expectation, ...] = ()

    @property
    def wanted(self) -> str:
        """The decision kind this step is for ('' when its answer decides: any decision with
        a matching option)."""
        if self.decision:
            return self.decision
        return "" if self.answer is not None else "turn"


@dataclass(frozen=True)
class Scenario:
    file: str
    title: str
    cites: tuple[str, ...]
    map: MapSpec
    creatures: tuple[CreatureSpec, ...]
    objects: tuple[ObjectSpec, ...] = ()
    abilities: Mapping[str, Ability] = field(default_factory=dict, compare=False)
    steps: tuple[Step, ...] = ()
    expect: tuple[Expectation, ...] = ()
    description: str = ""
    known_failure: str = ""
    seed: int = 0
    dice: tuple[int, ...] = ()
    settings: Mapping[str, Any] = field(default_factory=dict, compare=False)


# ---------------------------------------------------------------------------- entry points

def load_scenario(file: str | Path, content: Content | None = None) -> Scenario:
    """Read and check one scenario file. Raises `ScenarioError` (one line) when it is malformed."""
    name = str(file)
    try:
        data = read_toml(Path(file))
    except ContentError as exc:
        raise ScenarioError(exc.problem, exc.where, name) from None
    return parse_scenario(data, name, content)


def parse_scenario(data: Mapping[str, Any], file: str = "",
                   content: Content | None = None) -> Scenario:
    try:
        return _Parser(content or default_content()).scenario(data, file)
    except ScenarioError as exc:
        raise exc.in_file(file) from None
    except ContentError as exc:
        raise ScenarioError(exc.problem, exc.where, file) from None


# ---------------------------------------------------------------------------- the parser

class _Parser:
    """Reads the parts of a scenario in dependency order: map, abilities, objects, creatures,
    then the steps and expectations that refer to them."""

    def __init__(self, content: Content) -> None:
        self.content = content
        self.board: Board | None = None
        self.abilities: dict[str, Ability] = {}
        self.objects: list[ObjectSpec] = []
        self.creatures: list[tuple[CreatureSpec, Creature]] = []

    def scenario(self, data: Mapping[str, Any], file: str) -> Scenario:
        check_keys(data, TOP_KEYS, "")
        header = _header(data)
        mapspec = parse_map(raw(data, "map", ""), "map")
        self.board = mapspec.board()
        self.abilities = self._abilities(data.get("ability", []))
        self.objects = [self._object(item, path("object", n))
                        for n, item in enumerate(_array(data, "object"), 1)]
        for n, item in enumerate(_array(data, "creature"), 1):
            self.creatures.append(self._creature(item, path("creature", n)))
        self._check_sides()
        self._check_hidden()
        names = self._names()
        steps = tuple(_step(item, path("step", n), names)
                      for n, item in enumerate(_array(data, "step"), 1))
        expect = parse_expect(data.get("expect", {}), "expect", names)
        _needs_checks(steps, expect)
        return Scenario(file=file, map=mapspec,
                        creatures=tuple(spec for spec, _ in self.creatures),
                        objects=tuple(self.objects), abilities=dict(self.abilities),
                        steps=steps, expect=expect, **header)

    def _names(self) -> Names:
        return Names(tuple(spec.id for spec, _ in self.creatures),
                     tuple(o.id for o in self.objects),
                     tuple(self.content.abilities) + tuple(self.abilities))

    # ------------------------------------------------------------------ abilities

    def _abilities(self, value: Any) -> dict[str, Ability]:
        out: dict[str, Ability] = {}
        for n, item in enumerate(list_of(value, "ability", "[[ability]] tables"), 1):
            where = path("ability", n)
            table = dict(table_of(item, where))
            ability_id = self._new_ability_id(table, where, out)
            table.pop("id")
            out[ability_id] = parse_ability(ability_id, table, where)
        return out

    def _new_ability_id(self, table: Mapping[str, Any], where: str,
                        seen: Mapping[str, Ability]) -> str:
        ability_id = _id(table, where)
        if ability_id in self.content.abilities:
            fail(path(where, "id"), f"{ability_id!r} is a shipped ability; pick another id")
        if ability_id in seen:
            fail(path(where, "id"), f"{ability_id!r} is defined twice")
        return ability_id

    # ------------------------------------------------------------------ objects

    def _object(self, value: Any, where: str) -> ObjectSpec:
        table = table_of(value, where)
        check_keys(table, OBJECT_KEYS, where)
        oid = self._new_id(table, where)
        size = number(table, "size", where, 1, lo=1, hi=10)
        origin = self._object_origin(table, where, size)
        return ObjectSpec(where, oid, choice(table, "material", where, MATERIALS, what="material"),
                          origin, size, number(table, "stamina", where, 0, lo=0),
                          text(table, "name", where, ""))

    def _object_origin(self, table: Mapping[str, Any], where: str,
                       size: int) -> tuple[int, int, int]:
        spot = path(where, "at")
        origin = self._origin(raw(table, "at", where), spot, size)
        board = self._board()
        for c in cube(origin, size):
            if board.is_solid(c):
                fail(spot, f"the object would be inside solid ground at {_xyz(c)}")
            for other in self.objects:
                if c in other.build().cells:
                    fail(spot, f"the object overlaps object {other.id!r}")
        return origin

    # ------------------------------------------------------------------ creatures

    def _creature(self, value: Any, where: str) -> tuple[CreatureSpec, Creature]:
        table = table_of(value, where)
        check_keys(table, CREATURE_KEYS, where)
        cid = self._new_id(table, where)
        proto = self._base(table, where, cid)
        _apply_stats(proto, table, where)
        proto.abilities = self._ability_list(table, where, proto.abilities)
        proto.conditions = _conditions(table, where, cid)
        if "hidden_from" in table:
            ids = list_of(table["hidden_from"], path(where, "hidden_from"), "a list of creature ids")
            proto.tags["hidden_from"] = sorted({str(i) for i in ids})
        if "riding" in table or "climbing" in table:
            self._seat(proto, table, where)
        else:
            proto.pos = self._creature_origin(proto, table, where)
            self._check_sharing(proto, where, flag(table, "squeezed", where))
        return CreatureSpec(where, cid, proto.to_dict()), proto

    def _base(self, table: Mapping[str, Any], where: str, cid: str) -> Creature:
        side = choice(table, "side", where, SIDES, what="side")
        name = text(table, "name", where, "")
        if "template" in table:
            template_id = choice(table, "template", where, self.content.creatures,
                                 what="creature template")
            template = self.content.creatures[template_id]
            proto = creature_from_template(template, cid, side, (0, 0, 0), name)
        else:
            kind = choice(table, "kind", where, ("hero", "monster"), _default_kind(side), "kind")
            stamina = number(table, "stamina", where, MISSING, lo=1)
            proto = Creature(cid, name or cid, side, hero=kind == "hero",
                             max_stamina=stamina, stamina=stamina)
        if "kind" in table:
            proto.hero = choice(table, "kind", where, ("hero", "monster"), what="kind") == "hero"
        return proto

    def _ability_list(self, table: Mapping[str, Any], where: str,
                      current: tuple[str, ...]) -> tuple[str, ...]:
        if "abilities" not in table:
            return current
        known = tuple(self.content.abilities) + tuple(self.abilities)
        return words(table, "abilities", where, known, what="ability")

    def _creature_origin(self, c: Creature, table: Mapping[str, Any],
                         where: str) -> tuple[int, int, int]:
        spot = path(where, "at")
        origin = self._origin(raw(table, "at", where), spot, c.squares)
        board = self._board()
        objects = {cl: o.id for o in self.objects for cl in o.build().cells}
        for cl in cube(origin, c.squares):
            if board.is_solid(cl) and not (c.can("burrow") and board.is_burrowable(cl)):
                fail(spot, f"the creature would be inside solid ground at {_xyz(cl)}")
            if cl in objects:
                fail(spot, f"the creature would be inside object {objects[cl]!r}")
        if not c.can("fly") and not _supported(board, objects, origin, c.squares):
            fail(spot, f"{_xyz(origin)} is in mid-air and the creature cannot fly "
                       "(leave out z to stand on the ground)")
        return origin

    def _seat(self, c: Creature, table: Mapping[str, Any], where: str) -> None:
        """A rider or climber: on an earlier, bigger creature, at `at` inside its space (by
        default its corner), level with its base."""
        if "riding" in table and "climbing" in table:
            fail(where, "give riding or climbing, not both")
        key = "riding" if "riding" in table else "climbing"
        spot = path(where, key)
        carriers = {spec.id: proto for spec, proto in self.creatures}
        carrier = carriers.get(text(table, key, where, ""))
        if carrier is None:
            fail(spot, f"expected the id of a creature listed earlier, one of {sorted(carriers)}")
        if carrier.carrier:
            fail(spot, f"{carrier.id!r} is itself riding or climbing")
        if size_rank(carrier.size) <= size_rank(c.size):
            fail(spot, f"{carrier.id!r} (size {carrier.size}) must be bigger than this creature "
                       f"(size {c.size})")
        x, y, z = carrier.pos
        if "at" in table:
            at = cell(raw(table, "at", where), path(where, "at"))
            x, y = at[0], at[1]
            inside = all(carrier.pos[i] <= (x, y)[i] and (x, y)[i] + c.squares <=
                         carrier.pos[i] + carrier.squares for i in (0, 1))
            if not inside:
                fail(path(where, "at"), f"must lie inside {carrier.id!r}'s space")
        c.pos = (x, y, z)
        c.tags[key] = carrier.id

    def _check_sharing(self, c: Creature, where: str, squeezed: bool = False) -> None:
        """Creatures within one size of each other may share a space only when the file says
        the Director forced this one in (`squeezed = true`, 000 Movement)."""
        crowded = [spec.id for spec, other in self.creatures
                   if spaces_overlap(c.pos, c.squares, other.pos, other.squares)
                   and abs(size_rank(c.size) - size_rank(other.size)) < 2]
        if crowded and not squeezed:
            fail(path(where, "at"), f"shares a space with {crowded[0]!r} (only creatures two or "
                                    "more sizes apart may share a space, unless `squeezed = true`)")
        if squeezed and not crowded:
            fail(path(where, "squeezed"), "shares no space with a creature within one size of it")

    def _check_hidden(self) -> None:
        """`hidden_from` names enemies defined in the file."""
        sides = {spec.id: proto.side for spec, proto in self.creatures}
        for spec, proto in self.creatures:
            for oid in proto.tags.get("hidden_from", ()):
                if sides.get(oid, proto.side) == proto.side:
                    fail(path(spec.where, "hidden_from"),
                         f"{oid!r} is not an enemy creature of this scenario {hint(oid, list(sides))}")

    def _check_sides(self) -> None:
        for side in SIDES:
            if not any(proto.side == side for _, proto in self.creatures):
                fail("creature", f"nobody is on the {side} side (a battle needs both sides)")

    # ------------------------------------------------------------------ shared

    def _board(self) -> Board:
        assert self.board is not None
        return self.board

    def _new_id(self, table: Mapping[str, Any], where: str) -> str:
        new = _id(table, where)
        taken = [o.id for o in self.objects] + [spec.id for spec, _ in self.creatures]
        if new in taken or new == "battle":
            fail(path(where, "id"), f"{new!r} is already used" if new != "battle"
                 else "'battle' is reserved for expectations; pick another id")
        return new

    def _origin(self, value: Any, where: str, size: int) -> tuple[int, int, int]:
        """Read [x, y] or [x, y, z]; z defaults to the ground under the space."""
        at = cell(value, where)
        board = self._board()
        x, y = at[0], at[1]
        if not (0 <= x and 0 <= y and x + size <= board.width and y + size <= board.height):
            what = f"({x}, {y})" if size == 1 else f"a size {size} space at ({x}, {y})"
            fail(where, f"{what} is off the {board.width} x {board.height} map")
        z = at[2] if len(at) == 3 else board.footprint_ground((x, y, 0), size)
        if z < 0:
            fail(where, f"z must be 0 or more, got {z}")
        return (x, y, z)


# ---------------------------------------------------------------------------- the map

def builtin_legend(wall_height: int = DEFAULT_WALL_HEIGHT) -> dict[str, Column]:
    """The symbols every map understands (a `[map.legend]` may add to or replace them)."""
    legend = {str(h): Column(ground=h) for h in range(10)}
    legend.update({
        ".": Column(ground=0),
        "#": Column(ground=wall_height, terrain="wall"),
        "d": Column(ground=wall_height, terrain="dirt", material="dirt"),
        "~": Column(ground=0, terrain="water", liquid=2),
        "^": Column(ground=0, terrain="embers", damage=3, damage_type="fire"),
        "%": Column(ground=0, terrain="rubble", difficult=True),
    })
    return legend


def parse_map(value: Any, where: str) -> MapSpec:
    table = table_of(value, where)
    check_keys(table, MAP_KEYS, where)
    wall = number(table, "wall_height", where, DEFAULT_WALL_HEIGHT, lo=1, hi=50)
    legend = builtin_legend(wall)
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


# ---------------------------------------------------------------------------- creature stats

def _default_kind(side: str) -> str:
    return "hero" if side == "heroes" else "monster"


def _apply_stats(c: Creature, table: Mapping[str, Any], where: str) -> None:
    """Overrides on top of the template (or the bare defaults)."""
    c.level = number(table, "level", where, c.level, lo=1, hi=20)
    if "size" in table:
        c.size = _size(table["size"], path(where, "size"))
    c.speed = number(table, "speed", where, c.speed, lo=0, hi=30)
    c.stability = number(table, "stability", where, c.stability, lo=-20, hi=20)
    _apply_stamina(c, table, where)
    chars = dict(c.characteristics)
    for name in CHARACTERISTICS:
        chars[name] = number(table, name, where, chars.get(name, 0), lo=-5, hi=5)
    c.characteristics = chars
    if "movement" in table:
        c.movement = _movement(table, where)
    c.free_strike = number(table, "free_strike", where, c.free_strike, lo=0)
    c.immunities = _damage_table(table, "immunities", where, c.immunities)
    c.weaknesses = _damage_table(table, "weaknesses", where, c.weaknesses)
    c.recoveries = number(table, "recoveries", where, c.recoveries, lo=0)
    c.resource = number(table, "resource", where, c.resource, lo=0)
    c.surges = number(table, "surges", where, c.surges, lo=0)
    if "consumables" in table:
        _apply_consumables(c, table, where)


def _apply_consumables(c: Creature, table: Mapping[str, Any], where: str) -> None:
    """`consumables = { healing_potion = 2 }` replaces what the template carries."""
    known = default_content().consumables
    raw = table["consumables"]
    if not isinstance(raw, dict):
        fail(path(where, "consumables"), "expected a table of item = count")
    counts = {}
    for item, n in raw.items():
        if item not in known:
            fail(path(path(where, "consumables"), item), f"unknown consumable {item!r} {hint(item, known)}")
        counts[item] = number(raw, item, path(where, "consumables"), 0, lo=0)
    c.tags = {**c.tags, "consumables": counts}


def _apply_stamina(c: Creature, table: Mapping[str, Any], where: str) -> None:
    c.max_stamina = number(table, "max_stamina", where, c.max_stamina, lo=1)
    default = c.max_stamina if "max_stamina" in table else c.stamina
    c.stamina = number(table, "stamina", where, default, lo=1)
    if "stamina" in table and "max_stamina" not in table and "template" not in table:
        c.max_stamina = c.stamina
    if c.stamina > c.max_stamina:
        fail(path(where, "stamina"), f"{c.stamina} is more than the maximum {c.max_stamina} "
                                     "(set max_stamina too)")
    c.temp_stamina = number(table, "temp_stamina", where, 0, lo=0)


def _size(value: Any, where: str) -> str:
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        fail(where, f"expected a size such as '1M' or 2, got {show(value)}")
    try:
        return parse_size(value)
    except ValueError as exc:
        fail(where, str(exc))


def _movement(table: Mapping[str, Any], where: str) -> tuple[str, ...]:
    kinds = words(table, "movement", where, MOVEMENT_TYPES, what="movement type")
    if "hover" in kinds and "fly" not in kinds:
        fail(path(where, "movement"), "'hover' only makes sense together with 'fly'")
    return ("walk",) + tuple(k for k in kinds if k != "walk")


def _damage_table(table: Mapping[str, Any], key: str, where: str,
                  current: dict[str, int]) -> dict[str, int]:
    if key not in table:
        return dict(current)
    spot = path(where, key)
    raw_table = table_of(table[key], spot)
    check_keys(raw_table, DAMAGE_TYPES + ("damage",), spot)
    out: dict[str, int] = {}
    for damage_type, value in raw_table.items():
        if value == "all" and key == "immunities":
            out[damage_type] = IMMUNE_ALL
        else:
            out[damage_type] = number(raw_table, damage_type, spot, lo=1)
    return out


def _conditions(table: Mapping[str, Any], where: str, cid: str) -> list[Condition]:
    out: list[Condition] = []
    items = list_of(table.get("conditions", []), path(where, "conditions"), "a list of conditions")
    for n, item in enumerate(items, 1):
        cond = _condition(item, path(path(where, "conditions"), n), cid)
        if any(c.name == cond.name for c in out):
            fail(path(path(where, "conditions"), n), f"{cond.name!r} is listed twice")
        out.append(cond)
    return out


def _condition(value: Any, where: str, cid: str) -> Condition:
    if not isinstance(value, str):
        fail(where, f"expected text such as 'prone' or 'slowed (save ends)', got {show(value)}")
    match = _CONDITION_RE.fullmatch(value.strip().lower())
    if not match:
        fail(where, f"cannot read condition {value!r} (use e.g. 'prone' or 'slowed (save ends)')")
    name, duration = match[1], " ".join((match[2] or "").split())
    if name not in CONDITION_NAMES:
        fail(where, f"unknown condition {name!r} {hint(name, CONDITION_NAMES)}")
    if duration not in _DURATIONS:
        fail(where, f"unknown duration {duration!r} (use EoT, save ends or end of encounter, "
                    "or nothing for 'until removed')")
    kind = _DURATIONS[duration]
    return Condition(name, kind, "scenario", cid if kind == "eot" else "")


def _supported(board: Board, objects: Mapping[tuple[int, int, int], str],
               origin: tuple[int, int, int], n: int) -> bool:
    """Standing on ground or an object, in liquid, or dug into the ground."""
    x, y, z = origin
    for cx in range(x, x + n):
        for cy in range(y, y + n):
            below = (cx, cy, z - 1)
            if board.is_solid(below) or below in objects:
                return True
    cells = cube(origin, n)
    return any(board.is_liquid(c) or board.is_solid(c) for c in cells)


# ---------------------------------------------------------------------------- steps

def _step(value: Any, where: str, names: Names) -> Step:
    table = table_of(value, where)
    check_keys(table, STEP_KEYS, where)
    if "choose" in table and "option" in table:
        fail(where, "give choose or option, not both")
    answer = _answer(table, where, names)
    decision = identifier(table, "decision", where, "decision kind") if "decision" in table else ""
    creature = text(table, "creature", where, "")
    if creature and creature not in names.creatures:
        fail(path(where, "creature"), f"unknown creature {creature!r} {hint(creature, names.creatures)}")
    before = _checks(table, where, names)
    after = parse_expect(table["expect"], path(where, "expect"), names) if "expect" in table else ()
    if answer is None and not before and not after:
        fail(where, "the step does nothing (give choose, option, offers, refuses or expect)")
    return Step(where, numbers(table.get("dice", []), path(where, "dice"), lo=1, hi=LARGEST_DIE), decision,
                creature, answer, before, after)


def _answer(table: Mapping[str, Any], where: str, names: Names) -> OptionPattern | None:
    if "choose" in table:
        return parse_pattern(text(table, "choose", where), path(where, "choose"), names)
    if "option" in table:
        value = table["option"]
        if isinstance(value, str):
            fail(path(where, "option"), "expected a table such as { kind = \"end_turn\" } "
                                        "(use choose for a label)")
        return parse_pattern(value, path(where, "option"), names)
    return None


def _checks(table: Mapping[str, Any], where: str, names: Names) -> tuple[Expectation, ...]:
    keys = {k: table[k] for k in ("offers", "refuses") if k in table}
    return parse_expect(keys, where, names) if keys else ()


# ---------------------------------------------------------------------------- small parts

def _array(data: Mapping[str, Any], key: str) -> list[Any]:
    return list_of(data.get(key, []), key, f"[[{key}]] tables")


def _id(table: Mapping[str, Any], where: str) -> str:
    value = text(table, "id", where)
    if not _ID_RE.match(value):
        fail(path(where, "id"), f"bad id {value!r} (use lowercase letters, digits and "
                                "underscores, starting with a letter)")
    return value


def _header(data: Mapping[str, Any]) -> dict[str, Any]:
    """The top-level keys that describe and set up the run (read before the board)."""
    return {"title": text(data, "title", "", non_empty=True), "cites": _cites(data),
            "description": text(data, "description", "", ""),
            "known_failure": _known_failure(data), "seed": number(data, "seed", "", 0, lo=0),
            "dice": numbers(data.get("dice", []), "dice", lo=1, hi=LARGEST_DIE), "settings": _settings(data)}


def _cites(data: Mapping[str, Any]) -> tuple[str, ...]:
    value = raw(data, "cites", "")
    items = [value] if isinstance(value, str) else list_of(value, "cites", "text or a list of text")
    for n, item in enumerate(items, 1):
        if not isinstance(item, str) or not item.strip():
            fail(path("cites", n) if len(items) > 1 else "cites",
                 f"expected a seed section such as '000 Movement > Can't Cut Corners', "
                 f"got {show(item)}")
    return tuple(items)


def _known_failure(data: Mapping[str, Any]) -> str:
    if "known_failure" not in data:
        return ""
    return text(data, "known_failure", "", non_empty=True)


def _settings(data: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"ask_knock_out": flag(data, "ask_knock_out", "", True)}
    if "first_side" in data:
        out["first_side"] = choice(data, "first_side", "", SIDES, what="side")
    if "turn_order" in data:
        out["turn_order"] = choice(data, "turn_order", "", ("agility",), what="turn order")
    if "max_rounds" in data:
        out["max_rounds"] = number(data, "max_rounds", "", lo=1)
    if "offer_drop_prone" in data:
        out["offer_drop_prone"] = flag(data, "offer_drop_prone", "")
    return out


def _needs_checks(steps: tuple[Step, ...], expect: tuple[Expectation, ...]) -> None:
    if not expect and not any(s.before or s.after for s in steps):
        fail("expect", "missing (a scenario must check something: add [expect], or "
                       "expect, offers or refuses to a step)")


def _xyz(c: tuple[int, ...]) -> str:
    return "(" + ", ".join(str(v) for v in c) + ")"

