"""Read a scenario file of the card-initiative zone system (TOML) into a checked, immutable
`Scenario` (docs/scenarios-zone-cards.md).

Everything is checked before anything is built: dice are at most d10 (pools roll d6; drawing a
card rolls a die as big as the deck left), creatures stand on the map and in known zones, every
weapon, zone and creature named exists, every citation names a real heading of the chapter and
every expectation a real field. The first problem is one line: "<file>: <place>: <problem>"."""
from __future__ import annotations

from typing import Any, Mapping

from ...core.creature import Condition
from ...core.geometry import parse_size
from ...core.scenario_kit import model
from ...core.scenario_kit.board_map import base_legend, parse_map, read_origin
from ...core.scenario_kit.options import SIDES, Names
from ...core.scenario_kit.parts import Chapter, read_creatures, read_header, read_script, last_heading
from ...core.scenario_kit.reading import (check_keys, choice, fail, flag, hint, number, numbers,
                                          path, raw, table_of, text, words)
from ...core.scenario_kit.script import (array, ident, inline_tables,
                                         known_failure, load_file, parsing)
from ...core.scenario_kit.zone_tables import read_zones
from ..cards.deck import GROUP_TAG
from ..combat.moves import FISTS
from ..content.loader import Content, default_content, parse_ability
from ..content.model import Ability
from ..creature import ZoneCardsCreature
from ..setup import creature_from_template
from ..words import ACTIONS, KINDS, POSITIONS
from .expect import CONDITION_NAMES, FIELDS, parse_expect

TOP_KEYS = ("title", "cites", "description", "known_failure", "seed", "dice", "max_rounds",
            "cards", "ambush", "sure_ambush", "position", "weary", "card_swaps", "map", "zone",
            "creature", "ability", "step", "expect")
CREATURE_KEYS = ("id", "template", "name", "side", "kind", "at", "zone", "body", "agility", "wits",
                 "heart", "skills", "weapons", "wielding", "armor", "toughness", "sees_dark", "fear",
                 "antidotes", "size", "physical", "mental", "harm_points", "burning", "poison",
                 "bonus", "conditions", "held_by", "gagged", "in_cover", "off_guard", "card_group",
                 "card_count")
HEADINGS = ("Initiative and Rounds", "Swapping Initiative", "Zones and Distance", "Circumstances",
            "Maneuver in Combat", "Typical Slow Maneuvers", "Typical Fast Maneuvers",
            "Movement in Combat", "Close Combat (Strike or Force)", "Ranged Combat (Shoot)",
            "Casting Magic (Cast)", "Dodging and Parrying", "Holding and Wrestling",
            "Fleeing and Chasing", "Ambush and Sneak Attack", "Injuries", "Special Effects", "Fear",
            "Fear Position and Outcome", "Fire", "Poison", "Falling Damage", "Tired, Hungry, Thirsty")
"""The chapter's headings (seed 002), spelled as the chapter spells them."""
CHAPTER = Chapter("002", HEADINGS, "Dodging and Parrying", "RULES-NOTES The card-initiative zone system", "rules/zone_cards/",
                  last_heading)
MAX_FACE = 10


CreatureSpec = model.CreatureSpec[ZoneCardsCreature]
Scenario = model.Scenario[ZoneCardsCreature, Ability]


def load_scenario(file, content: Content | None = None) -> Scenario:
    """Read and check one scenario file. Raises `ScenarioError` (one line) when it is malformed."""
    return load_file(file, lambda data, name: parse_scenario(data, name, content))


def parse_scenario(data: Mapping[str, Any], file: str = "", content: Content | None = None) -> Scenario:
    return parsing(file, lambda: _Parser(content or default_content()).scenario(data, file))


class _Parser:
    def __init__(self, content: Content) -> None:
        self.content = content
        self.abilities: dict[str, Ability] = {}
        self.creatures: list[CreatureSpec] = []

    def scenario(self, data: Mapping[str, Any], file: str) -> Scenario:
        check_keys(data, TOP_KEYS, "")
        header = _header(data)
        mapspec = parse_map(raw(data, "map", ""), "map", base_legend)
        self.board = mapspec.board()
        self.zones = read_zones(array(data, "zone"), self.board) if "zone" in data else None
        self.abilities = inline_tables(array(data, "ability"), "ability", parse_ability)
        self.creatures = read_creatures(data, self._creature, _side, SIDES)
        ids = tuple(s.id for s in self.creatures)
        self._check_refs(ids)
        header["settings"]["cards"] = _cards(data, ids)
        names = Names(ids, (), self._known())
        steps, expect = read_script(data, names, FIELDS, parse_expect, MAX_FACE)
        return Scenario(file=file, map=mapspec, creatures=tuple(self.creatures), zones=self.zones,
                        abilities=dict(self.abilities), steps=steps, expect=expect, **header)

    def _known(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(tuple(self.content.abilities) + tuple(self.abilities) + (FISTS.id,)))

    def _creature(self, value: Any, where: str) -> CreatureSpec:
        table = table_of(value, where)
        check_keys(table, CREATURE_KEYS, where)
        cid = ident(table, where)
        if cid == "battle" or any(s.id == cid for s in self.creatures):
            fail(path(where, "id"), "'battle' is reserved for expectations; pick another id"
                 if cid == "battle" else f"{cid!r} is already used")
        c = self._base(table, where, cid)
        _stats(c, table, where, self._known())
        zone = ""
        if "zone" in table:
            if self.zones is None:
                fail(path(where, "zone"), "the scenario has no [[zone]] tables")
            zone = choice(table, "zone", where, self.zones.names, what="zone")
        if "at" in table:
            c.pos = read_origin(self.board, raw(table, "at", where, None), path(where, "at"), c.squares)
        elif not zone:
            fail(where, "give zone = \"...\" (or at = [x, y])")
        return CreatureSpec(where, cid, c, zone)

    def _base(self, table: Mapping[str, Any], where: str, cid: str) -> ZoneCardsCreature:
        side = choice(table, "side", where, SIDES, what="side")
        name = text(table, "name", where, "")
        if "template" in table:
            tid = choice(table, "template", where, self.content.creatures, what="creature template")
            c = creature_from_template(self.content.creatures[tid], cid, side, name)
        else:
            c = ZoneCardsCreature(id=cid, name=name or cid.replace("_", " ").capitalize(), side=side)
            c.kind = "hero" if side == "heroes" else "npc"
        c.kind = choice(table, "kind", where, KINDS, c.kind, what="kind")
        return c

    def _check_refs(self, ids: tuple[str, ...]) -> None:
        for spec in self.creatures:
            holder = spec.proto.tags.get("held_by")
            if holder and holder not in ids:
                fail(path(spec.where, "held_by"), f"unknown creature {holder!r} {hint(holder, ids)}")


def _stats(c: ZoneCardsCreature, table: Mapping[str, Any], where: str, known: tuple[str, ...]) -> None:
    for key in ("body", "agility", "wits", "heart"):
        setattr(c, key, number(table, key, where, getattr(c, key), lo=1, hi=6))
    if "skills" in table:
        skills = table_of(table["skills"], path(where, "skills"))
        for key in skills:
            if key not in ACTIONS:
                fail(path(path(where, "skills"), key), f"unknown action {key!r} {hint(key, ACTIONS)}")
        c.skills = {k: number(skills, k, path(where, "skills"), lo=0, hi=5) for k in skills}
    if "weapons" in table:
        c.weapons = words(table, "weapons", where, known, what="weapon")
        c.abilities = c.weapons
        c.wielding = c.weapons[0] if c.weapons else ""
    if "wielding" in table:
        c.wielding = choice(table, "wielding", where, c.weapons + ("",), what="weapon in hand")
    for key, lo, hi in (("armor", 0, 3), ("toughness", 1, 12), ("fear", 0, 5), ("antidotes", 0, 3),
                        ("harm_points", 0, 12), ("burning", 0, 3), ("poison", 0, 12), ("bonus", 0, 6)):
        setattr(c, key, number(table, key, where, getattr(c, key), lo=lo, hi=hi))
    c.sees_dark = flag(table, "sees_dark", where, c.sees_dark)
    for key in ("physical", "mental"):
        if key in table:
            rows = numbers(table[key], path(where, key), lo=0, hi=2)
            if len(rows) != 3 or rows[1] > 2 or rows[2] > 1 or rows[0] > 2:
                fail(path(where, key), "expected three rows [lesser, moderate, severe] of at most [2, 2, 1]")
            setattr(c, key, list(rows))
    if "size" in table:
        try:
            c.size = parse_size(table["size"])
        except ValueError as exc:
            fail(path(where, "size"), str(exc))
    c.conditions = [Condition(n, "until_removed", c.id)
                    for n in words(table, "conditions", where, CONDITION_NAMES, what="condition")]
    for tag in ("gagged", "in_cover", "off_guard"):
        if flag(table, tag, where):
            c.tags[tag] = True
    if "held_by" in table:
        c.tags["held_by"] = text(table, "held_by", where)
    if "card_group" in table:
        c.tags[GROUP_TAG] = text(table, "card_group", where)
    if "card_count" in table:
        c.tags["card_count"] = number(table, "card_count", where, lo=1, hi=3)


def _cards(data: Mapping[str, Any], ids: tuple[str, ...]) -> dict[str, list[int]]:
    tbl = table_of(data.get("cards", {}), "cards")
    out: dict[str, list[int]] = {}
    seen: set[int] = set()
    for cid, value in tbl.items():
        spot = path("cards", cid)
        if cid not in ids:
            fail(spot, f"unknown creature {cid!r} {hint(cid, ids)}")
        cards = [value] if isinstance(value, int) and not isinstance(value, bool) else value
        got = numbers(cards, spot, lo=1, hi=10)
        if seen & set(got):
            fail(spot, f"card {sorted(seen & set(got))[0]} is dealt twice")
        seen |= set(got)
        out[cid] = list(got)
    return out


def _header(data: Mapping[str, Any]) -> dict[str, Any]:
    settings: dict[str, Any] = {"card_swaps": flag(data, "card_swaps", "", False)}
    if "ambush" in data:
        settings["ambush"] = choice(data, "ambush", "", SIDES, what="side")
    settings["sure_ambush"] = flag(data, "sure_ambush", "")
    settings["weary"] = flag(data, "weary", "")
    settings["position"] = choice(data, "position", "", POSITIONS, "risky", what="position")
    return read_header(data, CHAPTER, MAX_FACE, settings)


def _side(spec: CreatureSpec) -> str:
    return spec.proto.side




