"""Read Brighter Worlds content (attacks, creatures, encounters) from TOML into `model`.

Loading is all-or-nothing: every file is parsed and every reference checked before anything is
returned; the first problem is raised as a one-line `ContentError` naming the file, the key path
and what is wrong. docs/content-format-brighter-worlds.md describes the format.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping

from ...core.creature import MOVEMENT_TYPES
from ...core.encounter_slots import SLOT_KEYS, read_slots  # noqa: F401 (SLOT_KEYS: the format's keys, read by tests)
from ...core.geometry import parse_size
from ...core.readers import check_listed, check_slots, under_root
from ...core.readers import (MISSING, ContentError, Origin, check_keys, check_whole, choice, fail,
                             flag, name, path, raw, read_stores, show, text, whole, word_list)
from .model import (ATTRIBUTES, DIE_SIZES, ROLES, SIDES, WOUND_EFFECTS, Attack, CreatureTemplate,
                    Distance, Encounter)

PACKAGE_DIR = Path(__file__).resolve().parent.parent
DATA_DIR = PACKAGE_DIR / "data"
KINDS = ("hero", "monster")
ATTACK_KEYS = ("name", "dice", "distance", "harms", "unarmed", "bulky", "wound_effect", "push",
               "split", "text")
CREATURE_KEYS = ("name", "kind", "str", "dex", "wil", "armor", "grit", "size", "speed",
                 "movement", "attacks", "role", "leader", "fearless", "text")
ENCOUNTER_KEYS = ("name", "text", "map", "surprise", "reward", "slot")
MAX_ARMOR = 3
"""Armor never exceeds 3 (RULES-NOTES "Brighter Worlds")."""

_DIE_RE = re.compile(r"d(\d+)\Z")
_DISTANCE_RE = {
    "melee": re.compile(r"melee(?:\s+(\d+))?\Z"),
    "ranged": re.compile(r"ranged\s+(\d+)\Z"),
    "burst": re.compile(r"blast\s+(\d+)(?:\s+within\s+(\d+))?\Z"),
    "self": re.compile(r"self\Z"),
}


def parse_die(value: Any, where: str) -> int:
    """"d4" ... "d12" (only the sizes the game uses)."""
    if not isinstance(value, str) or not _DIE_RE.match(value.strip()):
        fail(where, f"expected a die such as \"d8\", got {show(value)}")
    size = int(_DIE_RE.match(value.strip())[1])  # type: ignore[index]
    if size not in DIE_SIZES:
        fail(where, f"d{size} is not a die of this game (use d4, d6, d8, d10 or d12)")
    return size


def parse_distance(value: Any, where: str) -> Distance:
    """"melee", "melee 2", "ranged 12", "blast 1" (around the user), "blast 1 within 6"."""
    if not isinstance(value, str):
        fail(where, f"expected text such as \"melee\" or \"ranged 12\", got {show(value)}")
    words = " ".join(value.lower().split())
    for kind, pattern in _DISTANCE_RE.items():
        m = pattern.match(words)
        if m is None:
            continue
        if kind == "self":
            return Distance("self", 0, 0)
        numbers = [int(g) for g in m.groups() if g is not None]
        for n in numbers:
            check_whole(n, where, 1, 30)
        if kind == "melee":
            return Distance("melee", numbers[0] if numbers else 1, 0)
        if kind == "ranged":
            return Distance("ranged", numbers[0], 0)
        return Distance("burst", numbers[0], numbers[1] if len(numbers) > 1 else 0)
    fail(where, f"unknown distance {value!r} (use \"melee\", \"melee N\", \"ranged N\", "
                "\"blast N\" or \"blast N within M\")")


def optional_choice(tbl: Mapping[str, Any], key: str, where: str, allowed: tuple[str, ...],
                    what: str) -> str:
    """One of `allowed`, or "" when the key is left out."""
    return choice(tbl, key, where, allowed, what=what) if key in tbl else ""


def parse_attack(attack_id: str, tbl: Mapping[str, Any], where: str) -> Attack:
    check_keys(tbl, ATTACK_KEYS, where)
    dice_raw = raw(tbl, "dice", where, MISSING)
    dice_list = [dice_raw] if isinstance(dice_raw, str) else dice_raw
    if not isinstance(dice_list, list) or not 1 <= len(dice_list) <= 3:
        fail(path(where, "dice"), f"expected a die or a list of 1 to 3 dice, got {show(dice_raw)}")
    dice = tuple(parse_die(d, path(path(where, "dice"), n)) for n, d in enumerate(dice_list, 1))
    distance = parse_distance(tbl.get("distance", "melee"), path(where, "distance"))
    effect = optional_choice(tbl, "wound_effect", where, WOUND_EFFECTS, "wound effect")
    push = whole(tbl, "push", where, 0, lo=0, hi=6)
    if (effect == "push") != (push > 0):
        fail(path(where, "push"), "a push wound effect needs push = 1 or more, and only it")
    split = flag(tbl, "split", where)
    if split and (len(dice) < 2 or distance.kind != "melee"):
        fail(path(where, "split"), "only a melee attack with two or more weapons can be split")
    return Attack(id=attack_id, name=name(tbl, "name", where), dice=dice, distance=distance,
                  harms=choice(tbl, "harms", where, ATTRIBUTES, "STR", what="attribute"),
                  blast=distance.kind == "burst", unarmed=flag(tbl, "unarmed", where),
                  bulky=flag(tbl, "bulky", where), wound_effect=effect, push=push, split=split,
                  text=text(tbl, "text", where, ""))


def parse_creature(creature_id: str, tbl: Mapping[str, Any], where: str) -> CreatureTemplate:
    check_keys(tbl, CREATURE_KEYS, where)
    kind = choice(tbl, "kind", where, KINDS, what="kind")
    dice = {a: parse_die(raw(tbl, a.lower(), where, MISSING), path(where, a.lower()))
            for a in ATTRIBUTES}
    movement = word_list(tbl, "movement", where, MOVEMENT_TYPES, what="movement type") or ("walk",)
    size_text = raw(tbl, "size", where, "1M")
    try:
        size = parse_size(size_text)
    except (TypeError, ValueError):
        fail(path(where, "size"), f"unknown size {show(size_text)} (use 1T, 1S, 1M, 1L, 2, 3, 4 or 5)")
    return CreatureTemplate(
        id=creature_id, name=name(tbl, "name", where), kind=kind, STR=dice["STR"],
        DEX=dice["DEX"], WIL=dice["WIL"], armor=whole(tbl, "armor", where, 0, lo=0, hi=MAX_ARMOR),
        grit=whole(tbl, "grit", where, 0, lo=0, hi=30), size=size,
        speed=whole(tbl, "speed", where, 8, lo=1, hi=20), movement=movement,
        attacks=word_list(tbl, "attacks", where, what="attack"),
        role=optional_choice(tbl, "role", where, ROLES, "role"),
        leader=flag(tbl, "leader", where), fearless=flag(tbl, "fearless", where),
        text=text(tbl, "text", where, ""))


def parse_encounter(encounter_id: str, tbl: Mapping[str, Any], where: str) -> Encounter:
    check_keys(tbl, ENCOUNTER_KEYS, where)
    slots = read_slots(tbl, where, SIDES)
    return Encounter(id=encounter_id, name=name(tbl, "name", where), text=text(tbl, "text", where, ""),
                     slots=slots, map=text(tbl, "map", where, ""),
                     surprise=flag(tbl, "surprise", where), reward=flag(tbl, "reward", where))


@dataclass(frozen=True)
class Content:
    """Everything loaded, by id (read-only). `abilities` are the attacks, under the name the
    engine and client use for what a creature can do."""
    abilities: dict[str, Attack]
    creatures: dict[str, CreatureTemplate]
    encounters: dict[str, Encounter]


_PARSERS: dict[str, Callable[[str, Mapping[str, Any], str], Any]] = {
    "attack": parse_attack, "creature": parse_creature, "encounter": parse_encounter}


display_name = under_root(PACKAGE_DIR)
"""How a content file is named in errors."""


def load_content(paths: list[Path] | None = None) -> Content:
    """Load content from files and folders (default: the shipped data); nothing half-loaded."""
    stores, origin = read_stores([DATA_DIR] if paths is None else paths, _PARSERS, display_name)
    _check_references(stores, origin)
    return Content(stores["attack"], stores["creature"], stores["encounter"])


def _check_references(stores: dict[str, dict[str, Any]], origin: Origin) -> None:
    check_listed(stores, origin, "creature", "attacks", "attack")
    check_slots(stores, origin)


@functools.lru_cache(maxsize=1)
def default_content() -> Content:
    """The shipped content, loaded once and shared (do not modify it)."""
    return load_content()
