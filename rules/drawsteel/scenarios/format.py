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

from ...core.board import MATERIALS, Board, BoardObject, Column
from ...core.creature import MOVEMENT_TYPES, Condition
from ...core.geometry import cube, parse_size, size_rank, spaces_overlap
from ...core.scenario_kit.board_map import (  # noqa: F401  (the key lists are re-exported)
    DEFAULT_WALL_HEIGHT, LEGEND_KEYS, MAP_KEYS, MapSpec, base_legend, parse_map as _parse_map,
    read_origin, supported, xyz)
from ...core.scenario_kit.options import SIDES, Names
from ...core.scenario_kit.reading import (MISSING, cell, check_keys, choice, fail,
                                          flag, hint, list_of, number, numbers, path, raw, show,
                                          table_of, text, words)
from ...core.scenario_kit.script import (  # noqa: F401  (STEP_KEYS is re-exported)
    STEP_KEYS, Step, array as _array, cites as _read_cites, ident as _id,
    known_failure as _known_failure, load_file, needs_checks as _needs_checks, parse_step,
    parsing)
from ..creature import CHARACTERISTICS, IMMUNE_ALL
from ..creature import DrawSteelCreature as Creature
from ..content.loader import Content, default_content, parse_ability
from ..content.model import DAMAGE_TYPES, Ability
from ..round.starting_combat import creature_from_template
from ..content.hero_levels import leveled
from ..content.loader import MAX_HERO_LEVEL
from ..objectives.reading import check_arrivals, read_objectives
from .expect import CONDITION_NAMES, FIELDS, Expectation, parse_expect
from ..minions.scenario_squads import SQUAD_KEYS, apply_squad_keys, check_squads
from ..director.scenario_keys import DIRECTOR_KEYS, apply_director_keys, malice_settings

LARGEST_DIE = 10
"""Draw Steel rolls d10s (and a d6 for bleeding): a scripted die above 10 no die can show."""
TOP_KEYS = ("title", "cites", "description", "known_failure", "seed", "dice", "first_side",
            "ask_knock_out", "turn_order", "max_rounds", "offer_drop_prone", "malice", "map", "object",
            "creature", "ability", "step", "expect", "objective", "breaking")
OBJECT_KEYS = ("id", "material", "at", "size", "stamina", "name")
CREATURE_KEYS = ("id", "template", "name", "side", "kind", "at", "level", "size", "speed",
                 "stability", "stamina", "max_stamina", "temp_stamina", "movement", "conditions",
                 "free_strike", "immunities", "weaknesses", "abilities", "recoveries",
                 "resource", "consumables", "surges", "hidden_from", "riding",
                 "climbing", "squeezed") + DIRECTOR_KEYS + CHARACTERISTICS + SQUAD_KEYS
_CONDITION_RE = re.compile(r"([a-z]+)\s*(?:\(([^()]*)\))?\Z")
_DURATIONS = {"": "until_removed", "eot": "eot", "save ends": "save",
              "end of encounter": "end_of_encounter"}


# ---------------------------------------------------------------------------- the result

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
    return load_file(file, lambda data, name: parse_scenario(data, name, content))


def parse_scenario(data: Mapping[str, Any], file: str = "",
                   content: Content | None = None) -> Scenario:
    return parsing(file, lambda: _Parser(content or default_content()).scenario(data, file))


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
        check_squads([(spec.where, proto) for spec, proto in self.creatures])
        names = self._names()
        sides = {spec.id: (proto.side,) for spec, proto in self.creatures}
        monsters = [k for k, t in self.content.creatures.items()
                    if not t.hero and t.organization != "minion"]
        header["settings"].update(_objectives(data, names, sides, monsters))
        steps = tuple(parse_step(item, path("step", n), names, FIELDS, LARGEST_DIE)
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
                fail(spot, f"the object would be inside solid ground at {xyz(c)}")
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
        apply_squad_keys(proto, table, where)
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
            level = number(table, "level", where, 1, lo=1, hi=MAX_HERO_LEVEL)
            template = leveled(self.content.creatures[template_id], level, self.content.abilities)
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
                fail(spot, f"the creature would be inside solid ground at {xyz(cl)}")
            if cl in objects:
                fail(spot, f"the creature would be inside object {objects[cl]!r}")
        if not c.can("fly") and not supported(board, objects, origin, c.squares):
            fail(spot, f"{xyz(origin)} is in mid-air and the creature cannot fly "
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
        return read_origin(self._board(), value, where, size)


# ---------------------------------------------------------------------------- the map

def builtin_legend(wall_height: int = DEFAULT_WALL_HEIGHT) -> dict[str, Column]:
    """The symbols every map understands (a `[map.legend]` may add to or replace them): the
    shared ones plus `d` (a bank of dirt) and `^` (embers)."""
    legend = base_legend(wall_height)
    legend["d"] = Column(ground=wall_height, terrain="dirt", material="dirt")
    legend["^"] = Column(ground=0, terrain="embers", damage=3, damage_type="fire")
    return legend


def parse_map(value: Any, where: str) -> MapSpec:
    return _parse_map(value, where, builtin_legend)


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
    apply_director_keys(c, table, where)


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
    if "hover" in kinds and "fly" not in kinds and "teleport" not in kinds:
        fail(path(where, "movement"), "'hover' only makes sense together with 'fly' or 'teleport'")
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


# ---------------------------------------------------------------------------- small parts

def _header(data: Mapping[str, Any]) -> dict[str, Any]:
    """The top-level keys that describe and set up the run (read before the board)."""
    return {"title": text(data, "title", "", non_empty=True), "cites": _cites(data),
            "description": text(data, "description", "", ""),
            "known_failure": _known_failure(data), "seed": number(data, "seed", "", 0, lo=0),
            "dice": numbers(data.get("dice", []), "dice", lo=1, hi=LARGEST_DIE),
            "settings": _settings(data)}


def _cites(data: Mapping[str, Any]) -> tuple[str, ...]:
    return _read_cites(data, "000 Movement > Can't Cut Corners")


def _objectives(data: Mapping[str, Any], names: Names, sides: Mapping[str, tuple[str, ...]],
                monsters: list[str]) -> dict[str, Any]:
    """`[[objective]]` tables (000 Objective Endings) and `breaking`, as battle settings."""
    out: dict[str, Any] = {}
    if "objective" in data:
        found = read_objectives(data["objective"], "objective", names.creatures, sides)
        check_arrivals(found, "objective", monsters)
        for n, o in enumerate(found, 1):
            for thing in o.objects:
                if thing not in names.objects:
                    fail(path(path("objective", n), "objects"), f"no object {thing!r} in this scenario")
        out["objectives"] = [o.to_data() for o in found]
    if "breaking" in data:
        out["breaking"] = flag(data, "breaking", "")
    return out


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
    out.update(malice_settings(data))
    return out
