"""Read 3D content (abilities, creatures, encounters) from TOML into `model`, all or nothing:
the first problem is one `ContentError` line naming the file, the key path and what is wrong."""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping

from ...core.encounter_slots import read_slots
from ...core.geometry import parse_size
from ...core.readers import (ContentError, Origin, check_keys, check_listed, check_slots, choice,
                             fail, flag, name, path, raw, read_stores, show, text, under_root,
                             whole)
from .model import (ACTION_COSTS, ATTACK_KINDS, CHARACTERISTICS, DAMAGE_TYPES, DIE_SIDES, SIDES,
                    TIE_RULES, Ability, CreatureTemplate, Encounter)

PACKAGE_DIR = Path(__file__).resolve().parent.parent
DATA_DIR = PACKAGE_DIR / "data"
ABILITY_KEYS = ("name", "kind", "cost", "uses", "bonus", "damage", "damage_type", "reach",
                "range", "text")
CREATURE_KEYS = ("name", "kind", "strength", "agility", "mind", "armor", "hp", "speed", "fly",
                 "burrow", "size", "abilities", "stealth", "text")
ENCOUNTER_KEYS = ("name", "text", "map", "zones", "ambush", "tie_rule", "slot")
_DAMAGE_RE = re.compile(r"(\d+)d(\d+)\Z")
_RANGE_RE = re.compile(r"(\d+)(?:/(\d+))?\Z")


def parse_damage(value: Any, where: str) -> tuple[int, int]:
    """"2d6": how many dice and of which size (d4 to d12, one to four of them)."""
    m = _DAMAGE_RE.match(value.strip()) if isinstance(value, str) else None
    if m is None:
        fail(where, f"expected dice such as \"1d8\", got {show(value)}")
    count, sides = int(m[1]), int(m[2])
    if sides not in DIE_SIDES:
        fail(where, f"d{sides} is not a die of this game (use d4, d6, d8, d10 or d12)")
    if not 1 <= count <= 4:
        fail(where, f"roll 1 to 4 dice, not {count}")
    return count, sides


def parse_range(value: Any, where: str) -> tuple[int, int]:
    """"80/320" (normal/long, feet) or "60" (a single range)."""
    m = _RANGE_RE.match(value.strip()) if isinstance(value, str) else None
    if m is None:
        fail(where, f"expected a range in feet such as \"80/320\" or \"60\", got {show(value)}")
    normal, long = int(m[1]), int(m[2] or 0)
    if normal < 5 or normal % 5 or (long and (long <= normal or long % 5)) or long > 600:
        fail(where, f"{value!r}: ranges are multiples of 5 feet, the long one beyond the normal "
                    "one and at most 600")
    return normal, long


def parse_ability(ability_id: str, tbl: Mapping[str, Any], where: str) -> Ability:
    check_keys(tbl, ABILITY_KEYS, where)
    kind = choice(tbl, "kind", where, ATTACK_KINDS, "melee_weapon", what="attack kind")
    dice, sides = parse_damage(raw(tbl, "damage", where, "1d6"), path(where, "damage"))
    normal = long = 0
    if kind.startswith("ranged") or kind == "heal":
        normal, long = parse_range(raw(tbl, "range", where, "5"), path(where, "range"))
    elif "range" in tbl:
        fail(path(where, "range"), "a melee attack has a reach, not a range")
    reach = whole(tbl, "reach", where, 5, lo=5, hi=20)
    if reach % 5:
        fail(path(where, "reach"), f"reach is counted in 5-foot squares, not {reach}")
    return Ability(id=ability_id, name=name(tbl, "name", where), kind=kind,
                   cost=choice(tbl, "cost", where, ACTION_COSTS, "action", what="action cost"),
                   uses=choice(tbl, "uses", where, CHARACTERISTICS, "strength",
                               what="characteristic"),
                   bonus=whole(tbl, "bonus", where, 0, lo=-5, hi=10), dice=dice, sides=sides,
                   damage_type=choice(tbl, "damage_type", where, DAMAGE_TYPES, "slashing",
                                      what="damage type"),
                   reach=reach, normal=normal, long=long, text=text(tbl, "text", where, ""))


def parse_creature(creature_id: str, tbl: Mapping[str, Any], where: str) -> CreatureTemplate:
    check_keys(tbl, CREATURE_KEYS, where)
    size_text = raw(tbl, "size", where, "1M")
    try:
        size = parse_size(size_text)
    except (TypeError, ValueError):
        fail(path(where, "size"), f"unknown size {show(size_text)} (use 1T, 1S, 1M, 1L, 2, 3 or 4)")
    stats = {k: whole(tbl, k, where, lo=-5, hi=10) for k in CHARACTERISTICS}
    return CreatureTemplate(
        id=creature_id, name=name(tbl, "name", where),
        kind=choice(tbl, "kind", where, ("hero", "monster"), what="kind"), **stats,
        armor=whole(tbl, "armor", where, lo=5, hi=25), hp=whole(tbl, "hp", where, lo=1, hi=300),
        speed=_feet(tbl, "speed", where, 30), fly=_feet(tbl, "fly", where, 0),
        burrow=_feet(tbl, "burrow", where, 0), size=size,
        abilities=_names(tbl, "abilities", where), stealth=whole(tbl, "stealth", where, 0, lo=0, hi=10),
        text=text(tbl, "text", where, ""))


def _feet(tbl: Mapping[str, Any], key: str, where: str, default: int) -> int:
    value = whole(tbl, key, where, default, lo=0, hi=120)
    if value % 5:
        fail(path(where, key), f"speeds are counted in 5-foot squares, not {value}")
    return value


def _names(tbl: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    items = raw(tbl, key, where, [])
    if not isinstance(items, list) or not all(isinstance(i, str) and i for i in items):
        fail(path(where, key), f"expected a list of ids, got {show(items)}")
    return tuple(items)


def parse_encounter(encounter_id: str, tbl: Mapping[str, Any], where: str) -> Encounter:
    check_keys(tbl, ENCOUNTER_KEYS, where)
    ambush = choice(tbl, "ambush", where, SIDES, what="side") if "ambush" in tbl else ""
    return Encounter(id=encounter_id, name=name(tbl, "name", where), text=text(tbl, "text", where, ""),
                     slots=read_slots(tbl, where, SIDES), map=text(tbl, "map", where, ""),
                     zones=flag(tbl, "zones", where), ambush=ambush,
                     tie_rule=choice(tbl, "tie_rule", where, TIE_RULES, "agility", what="tie rule"))


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
    _check_references(stores, origin)
    return Content(stores["ability"], stores["creature"], stores["encounter"])


def _check_references(stores: dict[str, dict[str, Any]], origin: Origin) -> None:
    check_listed(stores, origin, "creature", "abilities", "ability")
    check_slots(stores, origin)
    for t in stores["creature"].values():
        if not t.abilities:
            raise ContentError("a creature needs at least one ability", f"creature.{t.id}.abilities",
                               origin[("creature", t.id)])


@functools.lru_cache(maxsize=1)
def default_content() -> Content:
    """The shipped content, loaded once and shared (do not modify it)."""
    return load_content()
