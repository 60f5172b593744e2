"""Read the zone system's content (attacks, creatures, encounters) from TOML, all or nothing:
the first problem is one `ContentError` line naming the file, the key path and what is wrong."""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping

from ...core.geometry import parse_size
from ...core.readers import (ContentError, Origin, check_keys, check_listed, check_slots, choice,
                             fail, flag, hint, name, path, raw, read_stores, show, table, text,
                             under_root, whole)
from ..words import ACTIONS, HARM_KINDS, KINDS, POSITIONS
from .model import (ABILITY_KINDS, DEFAULT_ACTION, MAX_CARDS, SIDES, Ability, CreatureTemplate,
                    Encounter, Slot)

PACKAGE_DIR = Path(__file__).resolve().parent.parent
DATA_DIR = PACKAGE_DIR / "data"
ABILITY_KEYS = ("name", "kind", "action", "bonus", "damage", "harm", "range", "fire", "poison",
                "resist", "text")
CREATURE_KEYS = ("name", "kind", "body", "agility", "wits", "heart", "skills", "weapons", "armor",
                 "toughness", "cards", "sees_dark", "fear", "antidotes", "size", "text")
ENCOUNTER_KEYS = ("name", "text", "map", "ambush", "sure_ambush", "position", "weary", "slot")
SLOT_KEYS = ("creature", "side", "count", "label", "one_card")
_RANGE_RE = re.compile(r"(\d+)-(\d+)\Z")


def parse_range(value: Any, where: str) -> tuple[int, int]:
    """"0-1" or "1-3": the nearest and farthest zone a weapon reaches."""
    m = _RANGE_RE.match(value.strip()) if isinstance(value, str) else None
    if m is None:
        fail(where, f"expected a range in zones such as \"0-1\" or \"1-3\", got {show(value)}")
    low, high = int(m[1]), int(m[2])
    if low > high or high > 6:
        fail(where, f"{value!r}: the nearest zone comes first and the farthest is at most 6")
    return low, high


def parse_ability(ability_id: str, tbl: Mapping[str, Any], where: str) -> Ability:
    check_keys(tbl, ABILITY_KEYS, where)
    kind = choice(tbl, "kind", where, ABILITY_KINDS, "melee", what="attack kind")
    low = high = 0
    if kind != "melee":
        low, high = parse_range(raw(tbl, "range", where, "0-0"), path(where, "range"))
    elif "range" in tbl:
        fail(path(where, "range"), "a melee weapon strikes in its own zone; it has no range")
    return Ability(
        id=ability_id, name=name(tbl, "name", where), kind=kind,
        action=choice(tbl, "action", where, ACTIONS, DEFAULT_ACTION[kind], what="action"),
        bonus=whole(tbl, "bonus", where, 0, lo=0, hi=3), damage=whole(tbl, "damage", where, 1, lo=1, hi=4),
        harm=choice(tbl, "harm", where, HARM_KINDS, "physical", what="kind of Harm"),
        low=low, high=high, fire=whole(tbl, "fire", where, 0, lo=0, hi=3),
        poison=whole(tbl, "poison", where, 0, lo=0, hi=12),
        resist=choice(tbl, "resist", where, ACTIONS, "endure", what="action"),
        text=text(tbl, "text", where, ""))


def parse_creature(creature_id: str, tbl: Mapping[str, Any], where: str) -> CreatureTemplate:
    check_keys(tbl, CREATURE_KEYS, where)
    size_text = raw(tbl, "size", where, "1M")
    try:
        size = parse_size(size_text)
    except (TypeError, ValueError):
        fail(path(where, "size"), f"unknown size {show(size_text)} (use 1T, 1S, 1M, 1L, 2, 3 or 4)")
    attrs = {k: whole(tbl, k, where, lo=1, hi=6) for k in ("body", "agility", "wits", "heart")}
    weapons = raw(tbl, "weapons", where, [])
    if not isinstance(weapons, list) or not weapons or not all(isinstance(w, str) and w for w in weapons):
        fail(path(where, "weapons"), f"expected a list of one or more attack ids, got {show(weapons)}")
    return CreatureTemplate(
        id=creature_id, name=name(tbl, "name", where),
        kind=choice(tbl, "kind", where, KINDS, what="kind"), **attrs,
        skills=_skills(raw(tbl, "skills", where, {}), path(where, "skills")), weapons=tuple(weapons),
        armor=whole(tbl, "armor", where, 0, lo=0, hi=3), toughness=whole(tbl, "toughness", where, 3, lo=1, hi=12),
        cards=whole(tbl, "cards", where, 1, lo=1, hi=3), sees_dark=flag(tbl, "sees_dark", where),
        fear=whole(tbl, "fear", where, 0, lo=0, hi=5), antidotes=whole(tbl, "antidotes", where, 0, lo=0, hi=3),
        size=size, text=text(tbl, "text", where, ""))


def _skills(value: Any, where: str) -> tuple:
    tbl = table(value, where)
    out = []
    for key in tbl:
        spot = path(where, key)
        if key not in ACTIONS:
            fail(spot, f"unknown action {key!r} {hint(key, ACTIONS)}")
        out.append((key, whole(tbl, key, where, lo=0, hi=5)))
    return tuple(out)


def parse_encounter(encounter_id: str, tbl: Mapping[str, Any], where: str) -> Encounter:
    check_keys(tbl, ENCOUNTER_KEYS, where)
    ambush = choice(tbl, "ambush", where, SIDES, what="side") if "ambush" in tbl else ""
    return Encounter(id=encounter_id, name=name(tbl, "name", where), text=text(tbl, "text", where, ""),
                     slots=_slots(tbl, where), map=text(tbl, "map", where, ""), ambush=ambush,
                     sure_ambush=flag(tbl, "sure_ambush", where),
                     position=choice(tbl, "position", where, POSITIONS, "risky", what="position"),
                     weary=flag(tbl, "weary", where))


def _slots(tbl: Mapping[str, Any], where: str) -> tuple[Slot, ...]:
    items = raw(tbl, "slot", where, None)
    spot = path(where, "slot")
    if not isinstance(items, list) or not items:
        fail(spot, "expected one or more [[slot]] tables")
    slots = []
    for n, item in enumerate(items, 1):
        at = path(spot, n)
        s = table(item, at)
        check_keys(s, SLOT_KEYS, at)
        slots.append(Slot(creature=name(s, "creature", at), side=choice(s, "side", at, SIDES, what="side"),
                          count=whole(s, "count", at, 1, lo=1, hi=MAX_CARDS),
                          label=text(s, "label", at, ""), one_card=flag(s, "one_card", at)))
    for side in SIDES:
        if not any(s.side == side for s in slots):
            fail(spot, f"no creature on the {side} side (each side needs one)")
    return tuple(slots)


@dataclass(frozen=True)
class Content:
    abilities: dict[str, Ability]
    creatures: dict[str, CreatureTemplate]
    encounters: dict[str, Encounter]


_PARSERS: dict[str, Callable[[str, Mapping[str, Any], str], Any]] = {
    "ability": parse_ability, "creature": parse_creature, "encounter": parse_encounter}
display_name = under_root(PACKAGE_DIR)


def load_content(paths: list[Path] | None = None) -> Content:
    """Content from files and folders (default: the shipped data); nothing half-loaded."""
    stores, origin = read_stores([DATA_DIR] if paths is None else paths, _PARSERS, display_name)
    check_listed(stores, origin, "creature", "weapons", "ability")
    check_slots(stores, origin)
    for enc in stores["encounter"].values():
        _check_deck(enc, stores["creature"], origin)
    return Content(stores["ability"], stores["creature"], stores["encounter"])


def cards_needed(enc: Encounter, creatures: Mapping[str, CreatureTemplate]) -> int:
    """Initiative cards the encounter draws (a group on one card draws once)."""
    total = 0
    for slot in enc.slots:
        per = creatures[slot.creature].cards
        total += per if slot.one_card else per * slot.count
    return total


def _check_deck(enc: Encounter, creatures: Mapping[str, CreatureTemplate], origin: Origin) -> None:
    need = cards_needed(enc, creatures)
    if need > MAX_CARDS:
        raise ContentError(f"the fight needs {need} initiative cards but the deck holds {MAX_CARDS} "
                           "(put identical foes on one card with one_card = true)",
                           f"encounter.{enc.id}.slot", origin[("encounter", enc.id)])


@functools.lru_cache(maxsize=1)
def default_content() -> Content:
    """The shipped content, loaded once and shared (do not modify it)."""
    return load_content()
