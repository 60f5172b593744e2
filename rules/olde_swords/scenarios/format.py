"""Read an Olde Swords Reign scenario file (TOML) into a checked, immutable `Scenario`
(docs/scenarios-olde-swords.md).

Everything is checked before anything is built: dice must fit the d20, scores and numbers must
be in range, creatures must stand on the board (not inside walls, not in mid-air unless they
fly, not two in one space), every ability and creature referred to must exist, every citation
must name a real source and every expectation a real field. The first problem is one line:
"<file>: <place>: <problem>".
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
from ...core.scenario_kit.parts import Chapter, read_creatures, read_header, read_script, first_heading
from ...core.scenario_kit.reading import (MISSING, check_keys, choice, fail, flag, hint, number,
                                          numbers, path, raw, show, table_of, text, words)
from ...core.scenario_kit.script import (Step, array, ident, inline_tables,
                                         known_failure, load_file, parsing)
from ..content.loader import Content, default_content, parse_ability
from ..content.model import DIE_SIZES, SCORES, Ability
from ..creature import OldeCreature, WORN_OUT
from ..setup import creature_from_template
from .expect import CONDITION_NAMES, FIELDS, parse_expect

TOP_KEYS = ("title", "cites", "description", "known_failure", "seed", "dice", "max_rounds",
            "no_breaking", "map", "creature", "ability", "step", "expect")
CREATURE_KEYS = ("id", "template", "name", "side", "kind", "at", "scores", "hp", "max_hp", "ac",
                 "pb", "saves", "speed", "size", "movement", "abilities", "hit_die", "supplies",
                 "potions", "fatigue", "leader", "conditions", "dying", "stable")
HEADINGS = ("Combat Order", "Attacks & Damage", "Saving Throws", "Death & Dying",
            "Combat Actions", "Opportunity Attacks")
"""The section headings of the combat chapter (seed 001), as `cites` must spell them."""
CLOSING = "Combat ends"
"""The chapter's closing line ("Combat ends when all foes flee, surrender, or fall"), which
sits under no heading of its own; `cites` may name it as "001 Combat ends"."""
CHAPTER = Chapter("001", HEADINGS + (CLOSING,), "Combat Actions > Ready", "RULES-NOTES Olde Swords Reign",
                  "rules/olde_swords/", first_heading)
"""Citations besides the chapter: the rules notes, or a decision of the project."""
LARGEST_DIE = 20
STARTING_CONDITIONS = ("prone", "dodging", "hidden")


# ---------------------------------------------------------------------------- the result

CreatureSpec = model.CreatureSpec[OldeCreature]
Scenario = model.Scenario[OldeCreature, Ability]


# ---------------------------------------------------------------------------- entry points

def load_scenario(file: str | Path, content: Content | None = None) -> Scenario:
    """Read and check one scenario file. Raises `ScenarioError` (one line) when it is malformed."""
    return load_file(file, lambda data, name: parse_scenario(data, name, content))


def parse_scenario(data: Mapping[str, Any], file: str = "",
                   content: Content | None = None) -> Scenario:
    return parsing(file, lambda: _Parser(content or default_content()).scenario(data, file))


def builtin_legend(wall_height: int = DEFAULT_WALL_HEIGHT) -> dict[str, Column]:
    """The symbols every Olde Swords Reign scenario map knows (`[map.legend]` may add more): the
    shared ones plus `L` (lava: burning ground for 2d6) and `e` (earth: loose ground a burrower
    digs through and a stunt throws in the eyes)."""
    legend = base_legend(wall_height)
    legend["L"] = Column(ground=0, terrain="lava", damage=6, damage_type="fire")
    legend["e"] = Column(ground=0, terrain="dirt", material="dirt")
    return legend


# ---------------------------------------------------------------------------- the parser

class _Parser:
    def __init__(self, content: Content) -> None:
        self.content = content
        self.board: Board | None = None
        self.abilities: dict[str, Ability] = {}
        self.creatures: list[CreatureSpec] = []

    def scenario(self, data: Mapping[str, Any], file: str) -> Scenario:
        check_keys(data, TOP_KEYS, "")
        header = _header(data)
        mapspec = parse_map(raw(data, "map", ""), "map", builtin_legend)
        self.board = mapspec.board()
        self.abilities = self._abilities(array(data, "ability"))
        self.creatures = read_creatures(data, self._creature, _side, SIDES)
        names = Names(tuple(s.id for s in self.creatures), (), self._known_abilities())
        steps, expect = read_script(data, names, FIELDS, parse_expect, LARGEST_DIE)
        for step in steps:
            _check_declaration(step)
        return Scenario(file=file, map=mapspec, creatures=tuple(self.creatures),
                        abilities=dict(self.abilities), steps=steps, expect=expect, **header)

    def _known_abilities(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(tuple(self.content.abilities) + tuple(self.abilities)))

    def _abilities(self, items: list[Any]) -> dict[str, Ability]:
        """`[[ability]]` tables: the content format's keys plus `id`; one may replace a shipped
        ability of the same id inside the file."""
        return inline_tables(items, "ability", parse_ability)

    def _creature(self, value: Any, where: str) -> CreatureSpec:
        table = table_of(value, where)
        check_keys(table, CREATURE_KEYS, where)
        cid = ident(table, where)
        if cid == "battle" or any(s.id == cid for s in self.creatures):
            fail(path(where, "id"), "'battle' is reserved for expectations; pick another id"
                 if cid == "battle" else f"{cid!r} is already used")
        c = self._base(table, where, cid)
        _apply_stats(c, table, where)
        if "abilities" in table:
            c.abilities = words(table, "abilities", where, self._known_abilities(), what="ability")
        if not c.abilities:
            fail(path(where, "abilities"), "the creature has no ability (list at least one)")
        names = words(table, "conditions", where, STARTING_CONDITIONS, what="condition")
        c.conditions = [Condition(n, "until_removed", cid) for n in names]
        _apply_dying(c, table, where)
        c.pos = self._position(c, table, where)
        return CreatureSpec(where, cid, c)

    def _base(self, table: Mapping[str, Any], where: str, cid: str) -> OldeCreature:
        side = choice(table, "side", where, SIDES, what="side")
        name = text(table, "name", where, "")
        if "template" in table:
            template_id = choice(table, "template", where, self.content.creatures,
                                 what="creature template")
            c = creature_from_template(self.content.creatures[template_id], cid, side, name)
        else:
            for key in ("hp", "ac"):
                raw(table, key, where, MISSING)
            c = OldeCreature(id=cid, name=name or cid.replace("_", " ").capitalize(), side=side)
        default_kind = c.kind if "template" in table else ("hero" if side == "heroes" else "monster")
        c.kind = choice(table, "kind", where, ("hero", "monster"), default_kind, what="kind")
        return c

    def _position(self, c: OldeCreature, table: Mapping[str, Any], where: str) -> tuple:
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
        return origin

    def _board(self) -> Board:
        assert self.board is not None
        return self.board


# ---------------------------------------------------------------------------- declarations

DECLARATION_WORDS = {
    "action": ("attack", "cast", "dodge", "disengage", "dash", "help", "grapple", "shove", "disarm",
               "hide", "stabilize", "ready", "improvise"),
    "free": ("none", "pick_up", "draw", "potion"),
    "trigger": ("foe_in_reach", "foe_casts"),
    "stunt": ("hurl", "grit", "leap"),
    "how": ("prone", "push"),
}
"""The words a declaration's options use: the thirteen actions of 001 Combat Actions, the free
actions, Ready's triggers, Improvise's stunts and Shove's two outcomes."""


def _check_declaration(step: Step) -> None:
    """Words in a declaration option (`action`, `free`, ...) must be ones the engine offers."""
    pattern = step.answer
    if pattern is None or not pattern.kind.startswith("declare_"):
        return
    for key, value in pattern.args:
        known = DECLARATION_WORDS.get(key)
        if known is not None and value not in known:
            fail(path(path(step.where, "option"), key), f"unknown {key} {value!r} {hint(str(value), known)}")


# ---------------------------------------------------------------------------- creature stats

def _apply_stats(c: OldeCreature, table: Mapping[str, Any], where: str) -> None:
    if "scores" in table:
        spot = path(where, "scores")
        scores = table_of(table["scores"], spot)
        check_keys(scores, SCORES, spot)
        for score in SCORES:
            if score in scores:
                setattr(c, score.lower() + "_mod", number(scores, score, spot, lo=-4, hi=5))
    if "max_hp" in table:
        c.max_hp = c.hp = number(table, "max_hp", where, lo=1, hi=300)
    if "hp" in table:
        c.hp = number(table, "hp", where, lo=0, hi=300)
        if "max_hp" not in table:
            c.max_hp = max(c.max_hp, c.hp, 1)
    if c.hp > c.max_hp:
        fail(path(where, "hp"), f"{c.hp} is more than max_hp {c.max_hp}")
    c.ac = number(table, "ac", where, c.ac, lo=5, hi=25)
    c.pb = number(table, "pb", where, c.pb, lo=2, hi=4)
    if "saves" in table:
        c.saves = words(table, "saves", where, SCORES, what="score")
    c.base_speed = number(table, "speed", where, c.base_speed, lo=0, hi=20)
    c.hit_die = _die(number(table, "hit_die", where, c.hit_die), path(where, "hit_die"))
    c.supplies = number(table, "supplies", where, c.supplies, lo=0, hi=10)
    c.potions = number(table, "potions", where, c.potions, lo=0, hi=5)
    c.fatigue = number(table, "fatigue", where, c.fatigue, lo=0, hi=WORN_OUT)
    if "size" in table:
        c.size = _size(table["size"], path(where, "size"))
    if "movement" in table:
        kinds = words(table, "movement", where, MOVEMENT_TYPES, what="movement type")
        c.movement = ("walk",) + tuple(k for k in kinds if k != "walk")
    c.leader = flag(table, "leader", where, c.leader)


def _apply_dying(c: OldeCreature, table: Mapping[str, Any], where: str) -> None:
    """`dying` (a hero at 0 HP on the dying table) and `stable` (dying, but holding on)."""
    dying = flag(table, "dying", where) or flag(table, "stable", where)
    if not dying:
        if c.hp == 0:
            fail(path(where, "hp"), "0 HP: give dying = true (heroes) or leave the creature out")
        return
    if not c.hero:
        fail(path(where, "dying"), "only heroes roll on the dying table (foes die at 0 HP)")
    c.hp, c.dying, c.unconscious = 0, True, True
    if flag(table, "stable", where):
        c.stable = True
        c.tags["wakes"] = True


def _die(value: int, where: str) -> int:
    if value not in DIE_SIZES:
        fail(where, f"d{value} is not a die of this game (use 4, 6, 8, 10 or 12)")
    return value


def _size(value: Any, where: str) -> str:
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        fail(where, f"expected a size such as '1M' or 2, got {show(value)}")
    try:
        return parse_size(value)
    except ValueError as exc:
        fail(where, str(exc))


# ---------------------------------------------------------------------------- the header

def _header(data: Mapping[str, Any]) -> dict[str, Any]:
    settings: dict[str, Any] = {"no_breaking": True} if flag(data, "no_breaking", "") else {}
    return read_header(data, CHAPTER, LARGEST_DIE, settings)


def _side(spec: CreatureSpec) -> str:
    return spec.proto.side




