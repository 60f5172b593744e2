"""Read a Brighter Worlds scenario file (TOML) into a checked, immutable `Scenario`
(docs/scenarios-brighter-worlds.md).

Everything is checked before anything is built: dice must be dice of this game, creatures must
stand on the board (not inside walls, not in mid-air unless they fly, not two in one space),
every attack and creature referred to must exist, every citation must name a real source and
every expectation a real field. The first problem is one line: "<file>: <place>: <problem>".
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from ...core.board import Board, Column
from ...core.creature import MOVEMENT_TYPES, Condition
from ...core.geometry import cube, parse_size, spaces_overlap
from ...core.scenario_kit import model
from ...core.scenario_kit.board_map import (DEFAULT_WALL_HEIGHT, base_legend, parse_map,
                                            read_origin, supported, xyz)
from ...core.scenario_kit.options import SIDES, Names
from ...core.scenario_kit.parts import Chapter, read_creatures, read_header, read_script
from ...core.scenario_kit.reading import (MISSING, check_keys, choice, fail, flag, number, path, raw, show,
                                          table_of, text, words)
from ...core.scenario_kit.script import (array, ident, inline_tables,
                                         known_failure, load_file, parsing)
from ..content.loader import Content, default_content, parse_attack, parse_die
from ..content.model import ATTRIBUTES, DIE_SIZES, Attack
from ..creature import BrighterCreature
from ..setup import creature_from_template
from .expect import CONDITION_NAMES, FIELDS, parse_expect

TOP_KEYS = ("title", "cites", "description", "known_failure", "seed", "dice", "max_rounds",
            "map", "creature", "attack", "step", "expect")
CREATURE_KEYS = ("id", "template", "name", "side", "kind", "at", "str", "dex", "wil", "armor",
                 "grit", "max_grit", "size", "speed", "movement", "attacks", "leader",
                 "fearless", "surprise_check", "reward", "conditions", "incapacitated")
HEADINGS = ("Rounds and Initiative", "Attacking", "Direct Damage", "Wound", "Overflow Damage",
            "Attack Modifiers", "Blast", "Dual Wielding", "Morale Saves", "Non-Combat Damage",
            "Combat Example")
"""The section headings of the combat chapter (seed 004), as `cites` must spell them."""
CHAPTER = Chapter("004", HEADINGS, "Overflow Damage", "RULES-NOTES Brighter Worlds", "rules/brighter_worlds/")
"""What `cites` may name besides the chapter: the rules notes, a decision of the project (a
section of docs/rules-decisions.md, or the docstring of the module that decides it)."""
MAX_ARMOR = 3
_ZERO = ("0", 0)


# ---------------------------------------------------------------------------- the result

CreatureSpec = model.CreatureSpec[BrighterCreature]
Scenario = model.Scenario[BrighterCreature, Attack]


# ---------------------------------------------------------------------------- entry points

def load_scenario(file: str | Path, content: Content | None = None) -> Scenario:
    """Read and check one scenario file. Raises `ScenarioError` (one line) when it is malformed."""
    return load_file(file, lambda data, name: parse_scenario(data, name, content))


def parse_scenario(data: Mapping[str, Any], file: str = "",
                   content: Content | None = None) -> Scenario:
    return parsing(file, lambda: _Parser(content or default_content()).scenario(data, file))


# ---------------------------------------------------------------------------- the map

def builtin_legend(wall_height: int = DEFAULT_WALL_HEIGHT) -> dict[str, Column]:
    """The symbols every Brighter Worlds scenario map knows (`[map.legend]` may add more): the
    shared ones plus `L` (lava, burning ground) and `e` (earth a burrower can dig into)."""
    legend = base_legend(wall_height)
    legend["L"] = Column(ground=0, terrain="lava", damage=3, damage_type="fire")
    legend["e"] = Column(ground=1, terrain="earth", material="dirt")
    return legend


# ---------------------------------------------------------------------------- the parser

class _Parser:
    def __init__(self, content: Content) -> None:
        self.content = content
        self.board: Board | None = None
        self.attacks: dict[str, Attack] = {}
        self.creatures: list[CreatureSpec] = []

    def scenario(self, data: Mapping[str, Any], file: str) -> Scenario:
        check_keys(data, TOP_KEYS, "")
        header = _header(data)
        mapspec = parse_map(raw(data, "map", ""), "map", builtin_legend)
        self.board = mapspec.board()
        self.attacks = self._attacks(array(data, "attack"))
        self.creatures = read_creatures(data, self._creature, _side, SIDES)
        names = Names(tuple(s.id for s in self.creatures), (), self._known_attacks())
        steps, expect = read_script(data, names, FIELDS, parse_expect, max(DIE_SIZES))
        return Scenario(file=file, map=mapspec, creatures=tuple(self.creatures),
                        abilities=dict(self.attacks), steps=steps, expect=expect, **header)

    def _known_attacks(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(tuple(self.content.abilities) + tuple(self.attacks)))

    def _attacks(self, items: list[Any]) -> dict[str, Attack]:
        """`[[attack]]` tables: the content format's keys plus `id`. An inline attack may reuse
        a shipped attack's id; within the scenario it replaces it."""
        return inline_tables(items, "attack", parse_attack)

    # ------------------------------------------------------------------ creatures

    def _creature(self, value: Any, where: str) -> CreatureSpec:
        table = table_of(value, where)
        check_keys(table, CREATURE_KEYS, where)
        cid = ident(table, where)
        if cid == "battle" or any(s.id == cid for s in self.creatures):
            fail(path(where, "id"), "'battle' is reserved for expectations; pick another id"
                 if cid == "battle" else f"{cid!r} is already used")
        c = self._base(table, where, cid)
        _apply_stats(c, table, where)
        if "attacks" in table:
            c.abilities = words(table, "attacks", where, self._known_attacks(), what="attack")
        if not c.abilities:
            fail(path(where, "attacks"), "the creature has no attack (list at least one)")
        c.conditions = _conditions(table, where, cid)
        for tag in ("surprise_check", "reward"):
            if flag(table, tag, where):
                c.tags[tag] = True
        if flag(table, "incapacitated", where) or any(c.die(a) == 0 for a in ATTRIBUTES):
            c.incapacitated = c.unconscious = True
        c.pos = self._position(c, table, where)
        return CreatureSpec(where, cid, c)

    def _base(self, table: Mapping[str, Any], where: str, cid: str) -> BrighterCreature:
        side = choice(table, "side", where, SIDES, what="side")
        name = text(table, "name", where, "")
        if "template" in table:
            template_id = choice(table, "template", where, self.content.creatures,
                                 what="creature template")
            c = creature_from_template(self.content.creatures[template_id], cid, side, name)
        else:
            for attribute in ATTRIBUTES:
                raw(table, attribute.lower(), where, MISSING)
            c = BrighterCreature(id=cid, name=name or cid.replace("_", " ").capitalize(), side=side)
        default_kind = c.kind if "template" in table else ("hero" if side == "heroes" else "monster")
        c.kind = choice(table, "kind", where, ("hero", "monster"), default_kind, what="kind")
        return c

    def _position(self, c: BrighterCreature, table: Mapping[str, Any], where: str) -> tuple:
        spot = path(where, "at")
        board = self._board()
        origin = read_origin(board, raw(table, "at", where), spot, c.squares)
        for cl in cube(origin, c.squares):
            if board.is_solid(cl) and not (c.can("burrow") and board.is_burrowable(cl)):
                fail(spot, f"the creature would be inside solid ground at {xyz(cl)}")
        if not c.can("fly") and not supported(board, {}, origin, c.squares):
            fail(spot, f"{xyz(origin)} is in mid-air and the creature cannot fly "
                       "(leave out z to stand on the ground)")
        for other in self.creatures:
            p = other.proto
            if spaces_overlap(origin, c.squares, p.pos, p.squares):
                fail(spot, f"shares a space with {other.id!r}")
        if c.can("burrow") and origin[2] + c.squares <= board.footprint_ground(origin, c.squares):
            c.tags["burrowed"] = True
        return origin

    def _board(self) -> Board:
        assert self.board is not None
        return self.board


# ---------------------------------------------------------------------------- creature stats

def _apply_stats(c: BrighterCreature, table: Mapping[str, Any], where: str) -> None:
    for attribute in ATTRIBUTES:
        key = attribute.lower()
        if key in table:
            size = _die(table[key], path(where, key))
            c.set_die(attribute, size)
            setattr(c, f"{key}_start", size or c.start_die(attribute))
    c.armor = number(table, "armor", where, c.armor, lo=0, hi=MAX_ARMOR)
    c.max_grit = number(table, "max_grit", where, max(c.max_grit, c.grit), lo=0, hi=30)
    c.grit = number(table, "grit", where, c.max_grit if "max_grit" in table else c.grit,
                    lo=0, hi=30)
    if "grit" in table and "max_grit" not in table:
        c.max_grit = max(c.max_grit, c.grit)
    if c.grit > c.max_grit:
        fail(path(where, "grit"), f"{c.grit} is more than max_grit {c.max_grit}")
    if "size" in table:
        c.size = _size(table["size"], path(where, "size"))
    c.speed = number(table, "speed", where, c.speed, lo=0, hi=20)
    if "movement" in table:
        kinds = words(table, "movement", where, MOVEMENT_TYPES, what="movement type")
        c.movement = ("walk",) + tuple(k for k in kinds if k != "walk")
    c.leader = flag(table, "leader", where, c.leader)
    c.fearless = flag(table, "fearless", where, c.fearless)


def _die(value: Any, where: str) -> int:
    """"d4" ... "d12", or "0" for an attribute already stepped down to zero."""
    if value in _ZERO:
        return 0
    return parse_die(value, where)


def _size(value: Any, where: str) -> str:
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        fail(where, f"expected a size such as '1M' or 2, got {show(value)}")
    try:
        return parse_size(value)
    except ValueError as exc:
        fail(where, str(exc))


STARTING_CONDITIONS = tuple(n for n in CONDITION_NAMES if n not in ("exposed", "surprised"))
"""Conditions a creature may start with (a fumbled risky move's `exposed` needs its foe)."""


def _conditions(table: Mapping[str, Any], where: str, cid: str) -> list[Condition]:
    names = words(table, "conditions", where, STARTING_CONDITIONS, what="condition")
    return [Condition(name, "until_removed", cid) for name in names]


# ---------------------------------------------------------------------------- the header

def _header(data: Mapping[str, Any]) -> dict[str, Any]:
    return read_header(data, CHAPTER, max(DIE_SIZES), {})


def _side(spec: CreatureSpec) -> str:
    return spec.proto.side




