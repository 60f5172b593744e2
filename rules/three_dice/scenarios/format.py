"""Read a 3D scenario file (TOML) into a checked, immutable `Scenario`
(docs/scenarios-three-dice.md).

Everything is checked before anything is built: dice must be six-sided (every roll a scenario
scripts here is a d6 of the 3D pool, or a weapon die, d12 at most), creatures must stand on the
board and not share a space, every ability, zone and creature referred to must exist, every
citation must name a real heading of the chapter and every expectation a real field. The first
problem is one line: "<file>: <place>: <problem>".
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from ...core.board import Column
from ...core.creature import Condition
from ...core.geometry import cube, parse_size, spaces_overlap
from ...core.scenario_kit import model
from ...core.scenario_kit.board_map import base_legend, parse_map, read_origin, supported, xyz
from ...core.scenario_kit.options import SIDES, Names
from ...core.scenario_kit.parts import Chapter, read_creatures, read_header, read_script, last_heading
from ...core.scenario_kit.reading import (check_keys, choice, fail, flag, hint, number,
                                          path, raw, table_of, text, words)
from ...core.scenario_kit.script import (array, ident, inline_tables,
                                         known_failure, load_file, parsing)
from ...core.scenario_kit.zone_tables import read_zones
from ...core.zones.board import ZoneBoard
from ..attacking.attack import UNARMED
from ..content.loader import Content, default_content, parse_ability
from ..content.model import TIE_RULES, Ability
from ..creature import ThreeDiceCreature
from ..movement.tight import TIGHT_TERRAIN
from ..setup import creature_from_template
from .expect import CONDITION_NAMES, FIELDS, parse_expect

TOP_KEYS = ("title", "cites", "description", "known_failure", "seed", "dice", "max_rounds",
            "tie_rule", "map", "zone", "creature", "ability", "step", "expect")
CREATURE_KEYS = ("id", "template", "name", "side", "kind", "at", "zone", "strength", "agility",
                 "mind", "armor", "hp", "max_hp", "speed", "fly", "burrow", "size", "abilities",
                 "stealth", "ambusher", "surprised", "hidden", "conditions", "dying", "stable",
                 "reaction", "rallied", "engaged")
HEADINGS = ("The Order of Combat", "Surpise!", "Initiative", "Taking Your Turn", "Movement",
            "Actions", "Bonus Actions", "Reactions", "Other Activities in Combat",
            "Making an Attack", "Attack Rolls", "Melee and Ranged Attacks", "Melee Attacks",
            "Ranged Attacks", "Opportunity Attacks", "Rally", "Hidden Attackers and Obscured Targets",
            "Movement and Positioning", "Breaking up your Movement", "Different Movement Speeds",
            "Moving Around Other Creatures", "Tight Spaces", "Knocked Down", "Using Battle Zones",
            "Detached Zones", "Using a Battle Grid", "Cover")
"""The chapter's headings (seed 003, every level), spelled as the chapter spells them."""
CHAPTER = Chapter("003", HEADINGS, "Attack Rolls", "RULES-NOTES The 3D system", "rules/three_dice/",
                  last_heading)
MAX_FACE = 12


CreatureSpec = model.CreatureSpec[ThreeDiceCreature]
Scenario = model.Scenario[ThreeDiceCreature, Ability]


def load_scenario(file: str | Path, content: Content | None = None) -> Scenario:
    """Read and check one scenario file. Raises `ScenarioError` (one line) when it is malformed."""
    return load_file(file, lambda data, name: parse_scenario(data, name, content))


def parse_scenario(data: Mapping[str, Any], file: str = "", content: Content | None = None) -> Scenario:
    return parsing(file, lambda: _Parser(content or default_content()).scenario(data, file))


def builtin_legend(wall_height: int = 5) -> dict[str, Column]:
    """The shared symbols plus `t` (a crawlway, 003 Tight Spaces) and `e` (diggable earth)."""
    legend = base_legend(wall_height)
    legend["t"] = Column(ground=0, terrain=TIGHT_TERRAIN)
    legend["e"] = Column(ground=1, terrain="earth", material="dirt")
    return legend


class _Parser:
    def __init__(self, content: Content) -> None:
        self.content = content
        self.abilities: dict[str, Ability] = {}
        self.creatures: list[CreatureSpec] = []
        self.zones: ZoneBoard | None = None

    def scenario(self, data: Mapping[str, Any], file: str) -> Scenario:
        check_keys(data, TOP_KEYS, "")
        header = _header(data)
        mapspec = parse_map(raw(data, "map", ""), "map", builtin_legend)
        self.board = mapspec.board()
        self.zones = read_zones(array(data, "zone"), self.board) if "zone" in data else None
        self.abilities = self._abilities(array(data, "ability"))
        self.creatures = read_creatures(data, self._creature, _side, SIDES)
        self._check_engaged()
        names = Names(tuple(s.id for s in self.creatures), (), self._known())
        steps, expect = read_script(data, names, FIELDS, parse_expect, MAX_FACE)
        return Scenario(file=file, map=mapspec, creatures=tuple(self.creatures), zones=self.zones,
                        abilities=dict(self.abilities), steps=steps, expect=expect, **header)

    def _known(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(tuple(self.content.abilities) + tuple(self.abilities) + (UNARMED.id,)))

    def _abilities(self, items: list[Any]) -> dict[str, Ability]:
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
            c.abilities = words(table, "abilities", where, self._known(), what="ability")
        c.conditions = [Condition(n, "until_removed", cid)
                        for n in words(table, "conditions", where, CONDITION_NAMES, what="condition")]
        for tag in ("ambusher", "surprised", "hidden"):
            if flag(table, tag, where):
                c.tags[tag] = True
        c.reaction = flag(table, "reaction", where, True)
        c.rallied = flag(table, "rallied", where)
        _downed(c, table, where)
        zone = ""
        if "zone" in table:
            if self.zones is None:
                fail(path(where, "zone"), "the scenario has no [[zone]] tables")
            zone = choice(table, "zone", where, self.zones.names, what="zone")
        if "at" not in table and not zone:
            fail(where, "give at = [x, y] (or zone = \"...\" when the scenario has zones)")
        if "at" in table:
            c.pos = self._position(c, table, where)
        if "engaged" in table:
            c.tags["engaged"] = list(words(table, "engaged", where, None, what="creature"))
        return CreatureSpec(where, cid, c, zone)

    def _base(self, table: Mapping[str, Any], where: str, cid: str) -> ThreeDiceCreature:
        side = choice(table, "side", where, SIDES, what="side")
        name = text(table, "name", where, "")
        if "template" in table:
            template_id = choice(table, "template", where, self.content.creatures, what="creature template")
            c = creature_from_template(self.content.creatures[template_id], cid, side, name)
        else:
            c = ThreeDiceCreature(id=cid, name=name or cid.replace("_", " ").capitalize(), side=side,
                                  abilities=("unarmed_strike",))
            c.kind = "hero" if side == "heroes" else "monster"
        c.kind = choice(table, "kind", where, ("hero", "monster"), c.kind, what="kind")
        return c

    def _position(self, c: ThreeDiceCreature, table: Mapping[str, Any], where: str) -> tuple:
        spot = path(where, "at")
        origin = read_origin(self.board, raw(table, "at", where, None), spot, c.squares)
        for cl in cube(origin, c.squares):
            if self.board.is_solid(cl) and not (c.can("burrow") and self.board.is_burrowable(cl)):
                fail(spot, f"the creature would be inside solid ground at {xyz(cl)}")
        if not c.can("fly") and not supported(self.board, {}, origin, c.squares):
            fail(spot, f"{xyz(origin)} is in mid-air and the creature cannot fly")
        for other in self.creatures:
            p = other.proto
            if "at" in table and not other.zone and spaces_overlap(origin, c.squares, p.pos, p.squares):
                fail(spot, f"shares a space with {other.id!r}")
        if c.can("burrow") and origin[2] + c.squares <= self.board.footprint_ground(origin, c.squares):
            c.tags["burrowed"] = True
        return origin

    def _check_engaged(self) -> None:
        ids = {s.id for s in self.creatures}
        for spec in self.creatures:
            for n, other in enumerate(spec.proto.tags.get("engaged", ()), 1):
                if other not in ids:
                    fail(path(path(spec.where, "engaged"), n), f"unknown creature {other!r} {hint(other, ids)}")


def _apply_stats(c: ThreeDiceCreature, table: Mapping[str, Any], where: str) -> None:
    for key in ("strength", "agility", "mind"):
        setattr(c, key, number(table, key, where, getattr(c, key), lo=-5, hi=10))
    c.armor = number(table, "armor", where, c.armor, lo=5, hi=25)
    c.max_hp = number(table, "max_hp", where, max(c.max_hp, int(table.get("hp", 0) or 0)), lo=1, hi=300)
    c.hp = number(table, "hp", where, c.max_hp, lo=0, hi=300)
    if c.hp > c.max_hp:
        fail(path(where, "hp"), f"{c.hp} is more than max_hp {c.max_hp}")
    for key, attr in (("speed", "speed"), ("fly", "fly_speed"), ("burrow", "burrow_speed")):
        value = number(table, key, where, getattr(c, attr), lo=0, hi=120)
        if value % 5:
            fail(path(where, key), f"speeds are counted in 5-foot squares, not {value}")
        setattr(c, attr, value)
    c.movement = ("walk",) + (("fly",) if c.fly_speed else ()) + (("burrow",) if c.burrow_speed else ())
    c.stealth = number(table, "stealth", where, c.stealth, lo=0, hi=10)
    if "size" in table:
        try:
            c.size = parse_size(table["size"])
        except ValueError as exc:
            fail(path(where, "size"), str(exc))


def _downed(c: ThreeDiceCreature, table: Mapping[str, Any], where: str) -> None:
    dying, stable = flag(table, "dying", where), flag(table, "stable", where)
    if (dying or stable) and c.hp:
        fail(path(where, "hp"), "a dying or stable creature has 0 hit points")
    if dying and stable:
        fail(path(where, "stable"), "a creature is dying or stable, not both")
    c.dying, c.stable = dying, stable
    if dying or stable:
        c.unconscious = True
        if not c.has("prone"):
            c.conditions.append(Condition("prone", "until_removed", c.id))


def _header(data: Mapping[str, Any]) -> dict[str, Any]:
    settings: dict[str, Any] = {"tie_rule": choice(data, "tie_rule", "", TIE_RULES, "agility", what="tie rule")}
    return read_header(data, CHAPTER, MAX_FACE, settings)


def _side(spec: CreatureSpec) -> str:
    return spec.proto.side




