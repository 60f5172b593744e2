"""Read Olde Swords Reign content (abilities, creatures, encounters) from TOML into `model`.

All or nothing: every file is parsed and every reference checked before anything is returned;
the first problem is one `ContentError` line naming the file, the key path and what is wrong
(wrong dice sizes, unknown kinds, missing references, numbers out of range)."""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from ...core.creature import MOVEMENT_TYPES
from ...core.encounter_slots import read_slots
from ...core.geometry import parse_size
from ...core.readers import check_listed, check_slots, under_root
from ...core.readers import (MISSING, ContentError, Origin, check_keys, check_whole, choice, fail,
                             flag, name, path, raw, read_stores, show, table, text, whole,
                             word_list)
from .model import (ABILITY_KINDS, DIE_SIZES, KINDS, SCORES, SIDES, SPEEDS, Ability,
                    CreatureTemplate, Dice, Encounter)

PACKAGE_DIR = Path(__file__).resolve().parent.parent
DATA_DIR = PACKAGE_DIR / "data"
ABILITY_KEYS = ("name", "kind", "damage", "reach", "score", "save", "dc", "half", "text")
CREATURE_KEYS = ("name", "kind", "scores", "hp", "ac", "pb", "saves", "speed", "size",
                 "movement", "abilities", "hit_die", "supplies", "potions", "leader", "text")
ENCOUNTER_KEYS = ("name", "text", "map", "slot")
_DICE_RE = re.compile(r"(\d+)d(\d+)\Z")


def parse_dice(value: Any, where: str) -> Dice:
    """"1d8", "2d6": one to four dice of d4 to d12."""
    m = _DICE_RE.match(value.strip()) if isinstance(value, str) else None
    if m is None:
        fail(where, f"expected dice such as \"1d8\", got {show(value)}")
    count, size = int(m[1]), int(m[2])
    if size not in DIE_SIZES:
        fail(where, f"d{size} is not a die of this game (use d4, d6, d8, d10 or d12)")
    check_whole(count, where, 1, 4)
    return Dice(count, size)


def parse_ability(ability_id: str, tbl: Mapping[str, Any], where: str) -> Ability:
    check_keys(tbl, ABILITY_KEYS, where)
    kind = choice(tbl, "kind", where, ABILITY_KINDS, what="ability kind")
    spell = kind.startswith("spell")
    score = choice(tbl, "score", where, SCORES, what="score") if spell else ""
    save = choice(tbl, "save", where, SCORES, what="score") if kind == "spell_save" else ""
    dc = whole(tbl, "dc", where, lo=8, hi=20) if kind == "spell_save" else 0
    reach = whole(tbl, "reach", where, 1 if kind in ("melee", "finesse") else 6, lo=1, hi=24)
    return Ability(id=ability_id, name=name(tbl, "name", where), kind=kind,
                   dice=parse_dice(raw(tbl, "damage", where, MISSING), path(where, "damage")),
                   reach=reach, score=score, save=save, dc=dc, half=flag(tbl, "half", where),
                   text=text(tbl, "text", where, ""))


def parse_scores(value: Any, where: str) -> tuple[tuple[str, int], ...]:
    tbl = table(value, where)
    check_keys(tbl, SCORES, where)
    return tuple((s, whole(tbl, s, where, 0, lo=-4, hi=5)) for s in SCORES)


def parse_creature(creature_id: str, tbl: Mapping[str, Any], where: str) -> CreatureTemplate:
    check_keys(tbl, CREATURE_KEYS, where)
    size_text = raw(tbl, "size", where, "1M")
    try:
        size = parse_size(size_text)
    except (TypeError, ValueError):
        fail(path(where, "size"), f"unknown size {show(size_text)} (use 1T, 1S, 1M, 1L, 2, 3, 4 or 5)")
    hit_die = whole(tbl, "hit_die", where, 8)
    if hit_die not in DIE_SIZES:
        fail(path(where, "hit_die"), f"d{hit_die} is not a die of this game (use 4, 6, 8, 10 or 12)")
    return CreatureTemplate(
        id=creature_id, name=name(tbl, "name", where), kind=choice(tbl, "kind", where, KINDS, what="kind"),
        scores=parse_scores(raw(tbl, "scores", where, MISSING), path(where, "scores")),
        hp=whole(tbl, "hp", where, lo=1, hi=300), ac=whole(tbl, "ac", where, lo=5, hi=25),
        pb=whole(tbl, "pb", where, 2, lo=2, hi=4),
        saves=word_list(tbl, "saves", where, SCORES, what="score"),
        speed=SPEEDS[choice(tbl, "speed", where, tuple(SPEEDS), "normal", what="speed")],
        size=size, movement=word_list(tbl, "movement", where, MOVEMENT_TYPES, what="movement type") or ("walk",),
        abilities=word_list(tbl, "abilities", where, what="ability"), hit_die=hit_die,
        supplies=whole(tbl, "supplies", where, 0, lo=0, hi=10),
        potions=whole(tbl, "potions", where, 0, lo=0, hi=5), leader=flag(tbl, "leader", where),
        text=text(tbl, "text", where, ""))


def parse_encounter(encounter_id: str, tbl: Mapping[str, Any], where: str) -> Encounter:
    check_keys(tbl, ENCOUNTER_KEYS, where)
    slots = read_slots(tbl, where, SIDES)
    return Encounter(id=encounter_id, name=name(tbl, "name", where), text=text(tbl, "text", where, ""),
                     slots=slots, map=text(tbl, "map", where, ""))


@dataclass(frozen=True)
class Content:
    """Everything loaded, by id (read-only); `abilities` are the weapons and spells."""
    abilities: dict[str, Ability]
    creatures: dict[str, CreatureTemplate]
    encounters: dict[str, Encounter]


_PARSERS = {"ability": parse_ability, "creature": parse_creature, "encounter": parse_encounter}


display_name = under_root(PACKAGE_DIR)
"""How a content file is named in errors."""


def load_content(paths: list[Path] | None = None) -> Content:
    """Load content from files and folders (default: the shipped data); nothing half-loaded."""
    stores, origin = read_stores([DATA_DIR] if paths is None else paths, _PARSERS, display_name)
    _check_references(stores, origin)
    return Content(stores["ability"], stores["creature"], stores["encounter"])


def _check_references(stores: dict[str, dict[str, Any]], origin: Origin) -> None:
    check_listed(stores, origin, "creature", "abilities", "ability")
    check_slots(stores, origin)


@functools.lru_cache(maxsize=1)
def default_content() -> Content:
    """The shipped content, loaded once and shared (do not modify it)."""
    return load_content()
