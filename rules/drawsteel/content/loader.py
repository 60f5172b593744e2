"""Read Draw Steel content (abilities, creatures, encounters) from TOML into `model` dataclasses.

Content lives in `data/abilities/`, `data/creatures/` and `data/encounters/` next to this
module; docs/content-format.md describes the format for authors. Loading is all-or-nothing:
every file is parsed and every cross-reference checked before anything is returned, and the
first problem found is raised as a `ContentError` whose text is one line naming the file, the
key path and what is wrong.

`parse_distance`, `parse_target` and `parse_effect` are public so that other formats (such as
scenarios) can read the same notation and report problems the same way.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, NoReturn

from ...core.creature import MOVEMENT_TYPES
from ..creature import CHARACTERISTICS, IMMUNE_ALL
from ...core.geometry import parse_size
from ...core.readers import distinct_words
from ...core.readers import choices as _choices, hint as _hint, path as _path, show as _show
from ...core.readers import (MISSING as _MISSING, ContentError, check_keys as _check_keys,
                             check_whole as _check_int, choice as _choice, content_files,
                             fail as _fail, flag as _bool, name as _name, raw as _raw,
                             table as _table, text as _str, whole as _int,
                             word_list as _str_list)
from ...core.readers import read_toml as _read_toml
from .model import (ACTION_TYPES, CHAR_LETTERS, CONDITIONS, CONSUMABLE_HEALS, DAMAGE_TYPES,
                    LASTING_EFFECTS, SPECIAL_EFFECTS, Ability, ConditionEffect, ConsumableTemplate,
                    CreatureTemplate, Distance, Effect, Encounter, EncounterSlot,
                    ForcedMove, Potency, Targeting)
from ..heroes.class_resources import TRIGGERS
from ..objectives.reading import check_arrivals, encounter_objectives
from .model import ABILITY_FIRES_ON, RESPOND_TO, TEMPERAMENTS, ZONE_AFFECTS, ZONE_LASTS, ZoneSpec
from ..minions.content_rules import check_squad_slots, read_with_captain
from ..director import content as director_content
from ..director.feature_model import MaliceFeature

PACKAGE_DIR = Path(__file__).resolve().parent.parent
DATA_DIR = PACKAGE_DIR / "data"
CONTENT_KINDS = ("ability", "creature", "encounter", "consumable", "malice")
STANDARD_ABILITIES = ("melee_free_strike", "ranged_free_strike", "knockback", "grab", "escape_grab")
"""Abilities every creature may use without listing them."""

KEYWORDS = ("animal", "area", "charge", "earth", "fire", "green", "magic", "melee", "psionic",
            "ranged", "rot", "strike", "telekinesis", "telepathy", "void", "weapon")
CREATURE_KINDS = ("hero", "monster")
MONSTER_ROLES = ("ambusher", "artillery", "brute", "controller", "defender", "harrier", "hexer",
                 "mount", "support")
ORGANIZATIONS = ("minion", "horde", "platoon", "elite", "leader", "solo")
SIDES = ("heroes", "monsters")
TRIGGERED_ACTIONS = ("triggered", "free_triggered")
TIER_KEYS = ("tier1", "tier2", "tier3")
POTENCY_WORDS = ("weak", "average", "strong")
DURATION_WORDS = {"eot": "eot", "save ends": "save", "end of encounter": "end_of_encounter",
                  "until removed": "until_removed"}
UNTIMED = {"prone": "until removed", "grabbed": "until removed"}
"""Conditions that last until something ends them (standing up, escaping) unless a duration is given."""
COUNT_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
               "eight": 8, "nine": 9, "ten": 10}

ABILITY_KEYS = ("name", "action", "keywords", "distance", "target", "roll", "signature", "cost",
                "trigger", "text", "effect", "zone", "fires_on", "trigger_range", "respond_to", "level", "malice") + TIER_KEYS
ZONE_KEYS = ("name", "affects", "lasts", "damage", "type", "condition", "potency", "text")
EFFECT_KEYS = ("damage", "type", "push", "pull", "slide", "vertical", "condition", "potency",
               "temp_stamina", "text", "special", "heal", "spend_recovery", "halve_damage",
               "lower_max_stamina", "gain_resource", "gain_surges", "teleport", "shift", "move",
               "ignore_slowed", "grant_strike", "mark", "summon")
CREATURE_KEYS = ("name", "kind", "level", "size", "speed", "movement", "stability", "stamina",
                 "recoveries", "characteristics", "free_strike", "immunities", "weaknesses",
                 "abilities", "role", "organization", "ev", "resource", "victories", "text",
                 "consumables", "with_captain") + director_content.CREATURE_KEYS
CONSUMABLE_KEYS = ("name", "heal", "text")
HERO_ONLY_KEYS = ("recoveries", "resource", "victories")
MONSTER_ONLY_KEYS = ("free_strike", "organization", "ev", "with_captain")
MONSTER_REQUIRED_KEYS = ("free_strike", "role", "organization", "ev")
RESOURCE_KEYS = ("name", "per_turn", "gains", "floor")
RESOURCE_TRIGGERS = TRIGGERS
ENCOUNTER_KEYS = ("name", "board", "map", "text", "slot", "objective", "difficulty", "temperament")
DIFFICULTIES = ("easy", "standard", "hard", "extreme")
"""The budget's difficulty bands (content/budget.py), which an encounter may declare."""
SLOT_KEYS = ("creature", "side", "count", "label", "captain", "group", "temperament")

_ID_RE = re.compile(r"[a-z][a-z0-9_]*\Z")
_DAMAGE_RE = re.compile(r"(?:(\d+)\s*\+\s*)?(M|A|R|I|P|char)\Z|(\d+)\Z")
_POTENCY_RE = re.compile(r"([MARIP])\s*<\s*(-?\d+|[a-z]+)\Z")
_CONDITION_RE = re.compile(r"([a-z]+)\s*(?:\(([^()]*)\))?\Z")


# ---------------------------------------------------------------------------- notation

def parse_distance(text: str, where: str = "distance") -> Distance:
    """Read "melee N", "ranged N", "burst N", "cube N within M", "line LxW within M" or "self"."""
    if not isinstance(text, str):
        _fail(where, f"expected text such as 'melee 1', got {_show(text)}")
    words = " ".join(text.lower().split())
    patterns: tuple[tuple[str, Callable[[re.Match[str]], Distance]], ...] = (
        (r"(melee|ranged|burst) (\d+)", lambda m: Distance(m[1], int(m[2]))),
        (r"cube (\d+) within (\d+)", lambda m: Distance("cube", int(m[1]), within=int(m[2]))),
        (r"line (\d+) ?x ?(\d+) within (\d+)",
         lambda m: Distance("line", int(m[1]), within=int(m[3]), width=int(m[2]))),
        (r"self", lambda m: Distance("self", 0)),
    )
    for pattern, build in patterns:
        match = re.fullmatch(pattern, words)
        if match:
            distance = build(match)
            _check_distance_numbers(distance, text, where)
            return distance
    _fail(where, f"unknown distance {text!r} (use 'melee N', 'ranged N', 'burst N', "
                 "'cube N within M', 'line LxW within M' or 'self')")


def _check_distance_numbers(distance: Distance, text: str, where: str) -> None:
    if distance.kind == "self":
        return
    numbers = [distance.reach, distance.width]
    if distance.kind in ("cube", "line"):
        numbers.append(distance.within)
    if min(numbers) < 1:
        _fail(where, f"distance {text!r} needs sizes of 1 or more")


def parse_target(text: str, where: str = "target") -> Targeting:
    """Read "one creature", "3 enemies", "one creature or object", "each ally", "self" and so on."""
    if not isinstance(text, str):
        _fail(where, f"expected text such as 'one creature', got {_show(text)}")
    words = " ".join(text.lower().split())
    words = words.removesuffix(" in the area")
    if words == "self":
        return Targeting("self", 0)
    each = re.fullmatch(r"each (enemy|ally|creature)", words)
    if each:
        return Targeting(f"each_{each[1]}", 0)
    counted = re.fullmatch(r"(\w+) (creatures? or objects?|creatures?|enem(?:y|ies)|all(?:y|ies))",
                           words)
    if counted:
        return Targeting(_target_noun(counted[2]), _target_count(counted[1], text, where))
    _fail(where, f"unknown target {text!r} (use e.g. 'one creature', 'two enemies', "
                 "'one creature or object', 'one ally', 'each enemy', 'each ally', "
                 "'each creature' or 'self')")


def _target_noun(noun: str) -> str:
    if noun.startswith("creature") and "object" in noun:
        return "creature_or_object"
    return {"c": "creature", "e": "enemy", "a": "ally"}[noun[0]]


def _target_count(word: str, text: str, where: str) -> int:
    count = int(word) if word.isdigit() else COUNT_WORDS.get(word, 0)
    if count < 1:
        _fail(where, f"target {text!r} needs a count such as 'one', 'two' or '3'")
    return count


def parse_damage(value: Any, where: str) -> tuple[int, str]:
    """Read damage: an int, "N", "N + X" or "X" where X is M, A, R, I, P or "char"."""
    if isinstance(value, int) and not isinstance(value, bool):
        return _check_int(value, where, lo=1), ""
    if not isinstance(value, str):
        _fail(where, f"expected a number or text like '3 + M', got {_show(value)}")
    match = _DAMAGE_RE.fullmatch(value.strip())
    if not match:
        _fail(where, f"cannot read damage {value!r} (use a number, 'N + M', 'N + A', 'N + R', "
                     "'N + I', 'N + P' or 'N + char')")
    if match[3] is not None:
        return _check_int(int(match[3]), where, lo=1), ""
    base = int(match[1] or 0)
    return base, "char" if match[2] == "char" else CHAR_LETTERS[match[2]]


def parse_potency(text: Any, where: str = "potency") -> Potency:
    """Read "M < 2" or "A < weak|average|strong" (the target's characteristic must be lower)."""
    if not isinstance(text, str):
        _fail(where, f"expected text such as 'M < 2', got {_show(text)}")
    match = _POTENCY_RE.fullmatch(text.strip())
    if not match:
        _fail(where, f"cannot read potency {text!r} (use e.g. 'M < 2' or 'A < average')")
    letter, raw = match[1], match[2]
    if raw.lstrip("-").isdigit():
        return Potency(CHAR_LETTERS[letter], int(raw))
    if raw not in POTENCY_WORDS:
        _fail(where, f"unknown potency strength {raw!r} {_hint(raw, POTENCY_WORDS)}")
    return Potency(CHAR_LETTERS[letter], raw)


def parse_condition(text: Any, where: str, potency: Potency | None = None) -> ConditionEffect:
    """Read "<name>", "<name> (EoT)", "<name> (save ends)" or "<name> (end of encounter)"."""
    if not isinstance(text, str):
        _fail(where, f"expected text such as 'slowed (EoT)', got {_show(text)}")
    match = _CONDITION_RE.fullmatch(text.strip().lower())
    if not match:
        _fail(where, f"cannot read condition {text!r} (use e.g. 'prone' or 'slowed (save ends)')")
    name = match[1]
    duration = " ".join((match[2] or UNTIMED.get(name, "eot")).split())
    if name not in CONDITIONS + LASTING_EFFECTS:
        _fail(where, f"unknown condition {name!r} {_hint(name, CONDITIONS + LASTING_EFFECTS)}")
    if duration not in DURATION_WORDS:
        _fail(where, f"unknown duration {duration!r} (use EoT, save ends or end of encounter)")
    return ConditionEffect(name, DURATION_WORDS[duration], potency)


def parse_effect(table: Mapping[str, Any], where: str) -> Effect:
    """Read one tier, or an ability's always-on effect, into an `Effect`."""
    table = _table(table, where)
    _check_keys(table, EFFECT_KEYS, where)
    damage, damage_char = 0, ""
    if "damage" in table:
        damage, damage_char = parse_damage(table["damage"], _path(where, "damage"))
    damage_type = _choice(table, "type", where, DAMAGE_TYPES, "untyped", "damage type")
    if "type" in table and "damage" not in table:
        _fail(_path(where, "type"), "a damage type needs damage in the same table")
    return Effect(damage=damage, damage_characteristic=damage_char, damage_type=damage_type,
                  forced=_forced(table, where), conditions=_conditions(table, where),
                  temporary_stamina=_int(table, "temp_stamina", where, 0, lo=0),
                  text=_str(table, "text", where, ""),
                  special=_choice(table, "special", where, ("",) + SPECIAL_EFFECTS, "", "special effect"),
                  heal=_int(table, "heal", where, 0, lo=0, hi=200),
                  spend_recovery=_bool(table, "spend_recovery", where),
                  halve_damage=_bool(table, "halve_damage", where),
                  lower_max_stamina=_int(table, "lower_max_stamina", where, 0, lo=0, hi=200),
                  gain_resource=_int(table, "gain_resource", where, 0, lo=0, hi=10),
                  gain_surges=_int(table, "gain_surges", where, 0, lo=0, hi=3),
                  teleport=_teleport(table, where), **_granted_move(table, where),
                  grant_strike=_bool(table, "grant_strike", where), mark=_bool(table, "mark", where),
                  summon=_str(table, "summon", where, ""))


def _granted_move(table: Mapping[str, Any], where: str) -> dict[str, Any]:
    if "shift" in table and "move" in table:
        _fail(_path(where, "move"), "shift and move cannot share a table: grant one or the other")
    if "ignore_slowed" in table and not ("shift" in table or "move" in table):
        _fail(_path(where, "ignore_slowed"), "ignore_slowed needs shift or move in the same table")
    return {"shift": _int(table, "shift", where, 0, lo=0, hi=20),
            "move": _int(table, "move", where, 0, lo=0, hi=20),
            "ignore_slowed": _bool(table, "ignore_slowed", where)}


def _teleport(table: Mapping[str, Any], where: str) -> int:
    squares = _int(table, "teleport", where, 0, lo=1, hi=50) if "teleport" in table else 0
    moved = [kind for kind in ("push", "pull", "slide") if kind in table]
    if squares and moved:
        _fail(_path(where, "teleport"), f"teleport and {moved[0]} cannot share a table: "
                                        "the target is moved one way or the other")
    return squares


def _forced(table: Mapping[str, Any], where: str) -> ForcedMove | None:
    kinds = [kind for kind in ("push", "pull", "slide") if kind in table]
    if len(kinds) > 1:
        _fail(_path(where, kinds[1]), f"only one of push, pull or slide per effect "
                                      f"(found {_choices(kinds).replace(' or ', ' and ')})")
    vertical = _bool(table, "vertical", where)
    if not kinds:
        if "vertical" in table:
            _fail(_path(where, "vertical"), "vertical needs push, pull or slide in the same table")
        return None
    return ForcedMove(kinds[0], _int(table, kinds[0], where, lo=1), vertical)


def _conditions(table: Mapping[str, Any], where: str) -> tuple[ConditionEffect, ...]:
    potency = None
    if "potency" in table:
        potency = parse_potency(table["potency"], _path(where, "potency"))
    raw = table.get("condition", [])
    spot = _path(where, "condition")
    if potency is not None and not raw:
        _fail(_path(where, "potency"), "potency needs a condition in the same table")
    if isinstance(raw, str):
        return (parse_condition(raw, spot, potency),)
    if not isinstance(raw, list):
        _fail(spot, f"expected a condition or a list of them, got {_show(raw)}")
    out = tuple(parse_condition(item, _path(spot, n), potency) for n, item in enumerate(raw, 1))
    names = [c.name for c in out]
    for n, name in enumerate(names, 1):
        if name in names[:n - 1]:
            _fail(_path(spot, n), f"condition {name!r} is listed twice")
    return out


# ---------------------------------------------------------------------------- abilities

def parse_ability(ability_id: str, table: Mapping[str, Any], where: str) -> Ability:
    """Read one `[ability.<id>]` table."""
    table = _table(table, where)
    _check_keys(table, ABILITY_KEYS, where)
    action = _choice(table, "action", where, ACTION_TYPES, "main", "action")
    distance = parse_distance(_raw(table, "distance", where, _MISSING), _path(where, "distance"))
    target = parse_target(_raw(table, "target", where, _MISSING), _path(where, "target"))
    _check_self(distance, target, where)
    roll = _str_list(table, "roll", where, CHARACTERISTICS, single_ok=True, what="characteristic")
    tiers = _tiers(table, where, roll)
    effect = parse_effect(table["effect"], _path(where, "effect")) if "effect" in table else None
    zone = _zone(table, distance, where)
    _check_fires_on(table, action, tiers, where)
    _check_halving(table, effect, tiers, where)
    if zone is None or effect is not None or tiers is not None:
        _check_effect_needs(effect, tiers, roll, where)
    signature = _bool(table, "signature", where)
    cost = _int(table, "cost", where, 0, lo=0)
    if signature and cost:
        _fail(_path(where, "cost"), "a signature ability costs nothing; drop cost or signature")
    return Ability(id=ability_id, name=_name(table, "name", where), action=action,
                   keywords=_str_list(table, "keywords", where, KEYWORDS, what="keyword"),
                   distance=distance,
                   target=target, characteristics=roll, tiers=tiers, effect=effect, cost=cost,
                   signature=signature, trigger=_trigger(table, action, where),
                   text=_str(table, "text", where, ""), zone=zone,
                   fires_on=_choice(table, "fires_on", where, ABILITY_FIRES_ON, "", "fires_on"),
                   trigger_range=_int(table, "trigger_range", where, 1, lo=0),
                   respond_to=_choice(table, "respond_to", where, RESPOND_TO, "source", "respond_to"),
                   level=_int(table, "level", where, 1, lo=1, hi=MAX_HERO_LEVEL),
                   malice=director_content.ability_malice(table, action, where))


def _check_halving(table: Mapping[str, Any], effect: Effect | None,
                   tiers: tuple[Effect, ...] | None, where: str) -> None:
    """Halving answers an ability aimed at someone: only a response fired by targeting can do it."""
    spots = ([("effect", effect)] if effect is not None else []) + \
        [(f"tier{n}", t) for n, t in enumerate(tiers or (), 1)]
    for key, eff in spots:
        if eff.halve_damage and table.get("fires_on", "") not in ("ally_targeted", "targeted"):
            _fail(_path(_path(where, key), "halve_damage"),
                  "only an ability that fires on 'ally_targeted' or 'targeted' can halve the damage")


MAX_HERO_LEVEL = 3
"""Heroes are played at levels 1 to 3."""


def _check_fires_on(table: Mapping[str, Any], action: str, tiers: Any, where: str) -> None:
    """Only triggered abilities fire on their own; a death effect resolves without any decision,
    so it rolls and moves nothing. `trigger_range` and `respond_to` belong to offered triggers."""
    fires_on = table.get("fires_on", "")
    for key in ("trigger_range", "respond_to"):
        if key in table and fires_on in ("", "death"):
            _fail(_path(where, key), f"only abilities offered as responses (a fires_on other "
                                     f"than death) take {key}")
    if not fires_on:
        return
    spot = _path(where, "fires_on")
    if action not in TRIGGERED_ACTIONS:
        _fail(spot, "an ability with fires_on must be a triggered or free_triggered action")
    if fires_on != "death":
        return
    if tiers is not None:
        _fail(spot, "an ability that fires on death cannot have a power roll")
    effect = table.get("effect", {})
    if isinstance(effect, Mapping) and any(k in effect for k in ("push", "pull", "slide")):
        _fail(spot, "an ability that fires on death cannot force move")


def _zone(table: Mapping[str, Any], distance: Distance, where: str) -> ZoneSpec | None:
    """A lingering area: only bursts (the ground around the user when it acts) leave one."""
    if "zone" not in table:
        return None
    spot = _path(where, "zone")
    zone = _table(table["zone"], spot)
    _check_keys(zone, ZONE_KEYS, spot)
    if distance.kind != "burst":
        _fail(spot, "only burst abilities can leave a zone behind")
    effect_table = {k: v for k, v in zone.items() if k in EFFECT_KEYS}
    return ZoneSpec(name=_name(zone, "name", spot), effect=parse_effect(effect_table, spot),
                    affects=_choice(zone, "affects", spot, ZONE_AFFECTS, "enemies", "affects"),
                    lasts=_choice(zone, "lasts", spot, ZONE_LASTS, "next_round", "lasts"))


def _check_self(distance: Distance, target: Targeting, where: str) -> None:
    if (distance.kind == "self") != (target.kind == "self"):
        _fail(_path(where, "target"), "'self' distance and 'self' target go together")


def _tiers(table: Mapping[str, Any], where: str,
           roll: tuple[str, ...]) -> tuple[Effect, Effect, Effect] | None:
    given = [key for key in TIER_KEYS if key in table]
    if not given:
        if roll:
            _fail(_path(where, "roll"), "a power roll needs tier1, tier2 and tier3")
        return None
    missing = [key for key in TIER_KEYS if key not in table]
    if missing:
        _fail(_path(where, missing[0]), "missing (give tier1, tier2 and tier3 together, or none)")
    if not roll:
        _fail(_path(where, given[0]), "tiers need a power roll (add roll = [\"might\"] or similar)")
    t1, t2, t3 = (parse_effect(table[key], _path(where, key)) for key in TIER_KEYS)
    return (t1, t2, t3)


def _check_effect_needs(effect: Effect | None, tiers: tuple[Effect, ...] | None,
                        roll: tuple[str, ...], where: str) -> None:
    if effect is None and tiers is None:
        _fail(where, "the ability does nothing (give tier1..tier3 with a roll, or an effect)")
    if effect is not None and effect.damage_characteristic == "char" and not roll:
        _fail(_path(where, "effect.damage"), "'char' damage needs a power roll to pick from")


def _trigger(table: Mapping[str, Any], action: str, where: str) -> str:
    trigger = _str(table, "trigger", where, "")
    if action in TRIGGERED_ACTIONS and not trigger.strip():
        _fail(_path(where, "trigger"), f"a {action} ability needs a trigger")
    if action not in TRIGGERED_ACTIONS and trigger:
        _fail(_path(where, "trigger"), f"only triggered abilities have a trigger, "
                                       f"this one is a {action} action")
    return trigger


# ---------------------------------------------------------------------------- creatures

def parse_creature(creature_id: str, table: Mapping[str, Any], where: str) -> CreatureTemplate:
    """Read one `[creature.<id>]` table (ability references are checked later)."""
    table = _table(table, where)
    _check_keys(table, CREATURE_KEYS, where)
    kind = _choice(table, "kind", where, CREATURE_KINDS, what="kind")
    _check_kind_keys(table, kind, where)
    resource = _resource(table, where)
    organization = _organization(table, kind, where)
    return CreatureTemplate(
        id=creature_id, name=_name(table, "name", where), kind=kind,
        level=_int(table, "level", where, 1, lo=1, hi=20), size=_size(table, where),
        speed=_int(table, "speed", where, 5, lo=0, hi=30), movement=_movement(table, where),
        stability=_int(table, "stability", where, 0, lo=0, hi=20),
        stamina=_int(table, "stamina", where, lo=1),
        recoveries=_int(table, "recoveries", where, 0, lo=0),
        characteristics=_characteristics(table, where),
        free_strike=_int(table, "free_strike", where, 0, lo=0),
        immunities=_damage_table(table, "immunities", where),
        weaknesses=_damage_table(table, "weaknesses", where),
        abilities=_str_list(table, "abilities", where), role=_role(table, kind, where),
        organization=organization,
        ev=_int(table, "ev", where, 0, lo=0), **resource,
        victories=_int(table, "victories", where, 0, lo=0),
        text=_str(table, "text", where, ""), consumables=consumable_counts(table, where),
        with_captain=read_with_captain(table, organization, where),
        **director_content.creature_fields(table, kind, organization, where))


def consumable_counts(table: Mapping[str, Any], where: str) -> dict[str, int]:
    """A `consumables = { id = count }` table (ids are checked against the catalogue later)."""
    raw = _table(_raw(table, "consumables", where, {}), _path(where, "consumables"))
    return {str(k): _check_int(v, _path(_path(where, "consumables"), str(k)), lo=0)
            for k, v in raw.items()}


def parse_consumable(item_id: str, table: Mapping[str, Any], where: str) -> ConsumableTemplate:
    """Read one `[consumable.<id>]` table."""
    table = _table(table, where)
    _check_keys(table, CONSUMABLE_KEYS, where)
    return ConsumableTemplate(id=item_id, name=_name(table, "name", where),
                              heal=_choice(table, "heal", where, CONSUMABLE_HEALS, "recovery",
                                           what="heal"),
                              text=_str(table, "text", where, ""))


def _check_kind_keys(table: Mapping[str, Any], kind: str, where: str) -> None:
    wrong = MONSTER_ONLY_KEYS if kind == "hero" else HERO_ONLY_KEYS
    for key in wrong:
        if key in table:
            other = "monsters" if kind == "hero" else "heroes"
            _fail(_path(where, key), f"{key!r} is for {other} only, this creature is a {kind}")
    if kind == "monster":
        for key in MONSTER_REQUIRED_KEYS:
            _raw(table, key, where, _MISSING)


def _size(table: Mapping[str, Any], where: str) -> str:
    value = table.get("size", "1M")
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        _fail(_path(where, "size"), f"expected a size such as '1M' or 2, got {_show(value)}")
    try:
        return parse_size(value)
    except ValueError as exc:
        _fail(_path(where, "size"), str(exc))


def _movement(table: Mapping[str, Any], where: str) -> tuple[str, ...]:
    kinds = _str_list(table, "movement", where, MOVEMENT_TYPES, what="movement type")
    if "hover" in kinds and "fly" not in kinds and "teleport" not in kinds:
        _fail(_path(where, "movement"), "'hover' only makes sense together with 'fly' or 'teleport'")
    return ("walk",) + tuple(kind for kind in kinds if kind != "walk")


def _characteristics(table: Mapping[str, Any], where: str) -> dict[str, int]:
    spot = _path(where, "characteristics")
    chars = _table(_raw(table, "characteristics", where, _MISSING), spot)
    _check_keys(chars, CHARACTERISTICS, spot)
    return {name: _int(chars, name, spot, lo=-5, hi=5) for name in CHARACTERISTICS}


def _damage_table(table: Mapping[str, Any], key: str, where: str) -> dict[str, int]:
    """Immunities or weaknesses: damage type (or "damage" for all types) -> amount or "all"."""
    spot = _path(where, key)
    raw = _table(table.get(key, {}), spot)
    _check_keys(raw, DAMAGE_TYPES + ("damage",), spot)
    out: dict[str, int] = {}
    for damage_type, value in raw.items():
        if value == "all" and key == "immunities":
            out[damage_type] = IMMUNE_ALL
        elif isinstance(value, str):
            allowed = ("a whole number or 'all'" if key == "immunities"
                       else "a whole number ('all' is only for immunities)")
            _fail(_path(spot, damage_type), f"expected {allowed}, got {_show(value)}")
        else:
            out[damage_type] = _check_int(value, _path(spot, damage_type), lo=1)
    return out


def _role(table: Mapping[str, Any], kind: str, where: str) -> str:
    if kind == "hero":
        return _str(table, "role", where, "")
    return _choice(table, "role", where, MONSTER_ROLES, what="role")


def _organization(table: Mapping[str, Any], kind: str, where: str) -> str:
    if kind == "hero":
        return ""
    return _choice(table, "organization", where, ORGANIZATIONS, what="organization")


def _resource(table: Mapping[str, Any], where: str) -> dict[str, Any]:
    """A hero's heroic resource: `{ name, per_turn = 2 or "1d3", gains = { trigger = n }, floor }`."""
    if "resource" not in table:
        return {}
    spot = _path(where, "resource")
    raw = _table(table["resource"], spot)
    _check_keys(raw, RESOURCE_KEYS, spot)
    per_turn, die = 0, 0
    value = raw.get("per_turn", 0)
    if isinstance(value, str):
        match = re.fullmatch(r"1d(\d+)", value.strip())
        if not match or int(match.group(1)) not in (2, 3, 4, 6):
            _fail(_path(spot, "per_turn"), f"expected a whole number or 1d2, 1d3, 1d4 or 1d6, got {value!r}")
        die = int(match.group(1))
    else:
        per_turn = _int(raw, "per_turn", spot, 0, lo=0, hi=10)
    gains_spot = _path(spot, "gains")
    gains_raw = _table(raw.get("gains", {}), gains_spot)
    gains = {}
    for key in gains_raw:
        if key not in RESOURCE_TRIGGERS:
            _fail(_path(gains_spot, key), f"unknown trigger {key!r} {_hint(key, RESOURCE_TRIGGERS)}")
        gains[key] = _int(gains_raw, key, gains_spot, lo=1, hi=5)
    return {"resource_name": _name(raw, "name", spot), "resource_per_turn": per_turn,
            "resource_die": die, "resource_gains": gains,
            "resource_floor": _int(raw, "floor", spot, 0, lo=-10, hi=0)}


# ---------------------------------------------------------------------------- encounters

def parse_encounter(encounter_id: str, table: Mapping[str, Any], where: str) -> Encounter:
    """Read one `[encounter.<id>]` table and its `[[...slot]]` entries."""
    table = _table(table, where)
    _check_keys(table, ENCOUNTER_KEYS, where)
    slots = _slots(table, where)
    return Encounter(id=encounter_id, name=_name(table, "name", where), slots=slots,
                     board=_str(table, "board", where, ""), text=_str(table, "text", where, ""),
                     map=_str(table, "map", where, "") or _str(table, "board", where, ""),
                     objectives=encounter_objectives(table, where, slots),
                     difficulty=_difficulty(table, where), temperament=_temperament(table, where))


def _temperament(table: Mapping[str, Any], where: str) -> str:
    """How the AI plays these creatures ("" when the file leaves it out)."""
    if "temperament" not in table:
        return ""
    return _choice(table, "temperament", where, TEMPERAMENTS, what="temperament")


def _difficulty(table: Mapping[str, Any], where: str) -> str:
    """The declared difficulty ("" when the file leaves it out)."""
    if "difficulty" not in table:
        return ""
    return _choice(table, "difficulty", where, DIFFICULTIES, what="difficulty")


def _slots(table: Mapping[str, Any], where: str) -> tuple[EncounterSlot, ...]:
    raw = _raw(table, "slot", where, _MISSING)
    spot = _path(where, "slot")
    if not isinstance(raw, list) or not raw:
        _fail(spot, f"expected one or more [[{spot}]] tables, got {_show(raw)}")
    slots = tuple(_slot(item, _path(spot, n)) for n, item in enumerate(raw, 1))
    for side in SIDES:
        if not any(slot.side == side for slot in slots):
            _fail(spot, f"no creature on the {side} side (each side needs at least one slot)")
    return slots


def _slot(value: Any, where: str) -> EncounterSlot:
    slot = _table(value, where)
    _check_keys(slot, SLOT_KEYS, where)
    return EncounterSlot(creature=_name(slot, "creature", where),
                         side=_choice(slot, "side", where, SIDES, what="side"),
                         count=_int(slot, "count", where, 1, lo=1, hi=30),
                         label=_str(slot, "label", where, ""),
                         captain=_str(slot, "captain", where, ""),
                         group=_str(slot, "group", where, ""),
                         temperament=_temperament(slot, where))


# ---------------------------------------------------------------------------- files

@dataclass(frozen=True)
class Content:
    """Everything loaded from a set of content files, keyed by id. Treat it as read-only."""
    abilities: dict[str, Ability]
    creatures: dict[str, CreatureTemplate]
    encounters: dict[str, Encounter]
    consumables: dict[str, ConsumableTemplate] = field(default_factory=dict)
    malice: dict[str, MaliceFeature] = field(default_factory=dict)
    """Malice features by id (director/content.py)."""

    def abilities_of(self, creature_id: str) -> tuple[Ability, ...]:
        """The listed abilities of one creature, in stat-block order (signature first)."""
        return tuple(self.abilities[a] for a in self.creatures[creature_id].abilities)


@dataclass
class _Loading:
    """What has been read so far, and which file each id came from."""
    abilities: dict[str, Ability]
    creatures: dict[str, CreatureTemplate]
    encounters: dict[str, Encounter]
    origin: dict[tuple[str, str], str]
    consumables: dict[str, ConsumableTemplate] = field(default_factory=dict)
    malice: dict[str, MaliceFeature] = field(default_factory=dict)

    def store(self, kind: str) -> dict[str, Any]:
        stores: dict[str, dict[str, Any]] = {"ability": self.abilities,
                                             "creature": self.creatures,
                                             "encounter": self.encounters,
                                             "consumable": self.consumables,
                                             "malice": self.malice}
        return stores[kind]


_PARSERS: dict[str, Callable[[str, Mapping[str, Any], str], Any]] = {
    "ability": parse_ability, "creature": parse_creature, "encounter": parse_encounter,
    "consumable": parse_consumable, "malice": director_content.parse_malice_feature}


def display_name(path: Path) -> str:
    """How a file is named in errors: relative to the package for shipped data, else as given."""
    try:
        return path.resolve().relative_to(PACKAGE_DIR).as_posix()
    except ValueError:
        return str(path)


def read_toml(path: Path) -> dict[str, Any]:
    """Parse one TOML file, naming it as `display_name` does in any error."""
    return _read_toml(path, display_name)


def _read_file(path: Path, loading: _Loading) -> None:
    file = display_name(path)
    data = read_toml(path)
    try:
        for kind, entries in data.items():
            if kind not in CONTENT_KINDS:
                _fail(kind, f"unknown top-level table {kind!r} {_hint(kind, CONTENT_KINDS)}")
            for item_id, table in _table(entries, kind).items():
                _add(kind, item_id, table, file, loading)
    except ContentError as exc:
        raise exc.in_file(file) from None


def _add(kind: str, item_id: str, table: Any, file: str, loading: _Loading) -> None:
    where = f"{kind}.{item_id}"
    if not _ID_RE.match(item_id):
        _fail(where, f"bad id {item_id!r} (use lowercase letters, digits and underscores, "
                     "starting with a letter)")
    earlier = loading.origin.get((kind, item_id))
    if earlier is not None:
        _fail(where, f"duplicate {kind} id {item_id!r} (already defined in {earlier})")
    loading.store(kind)[item_id] = _PARSERS[kind](item_id, table, where)
    loading.origin[(kind, item_id)] = file


def _check_references(loading: _Loading) -> None:
    """Creatures must name existing abilities; encounter slots must name existing creatures."""
    for creature in loading.creatures.values():
        for n, ability_id in enumerate(creature.abilities, 1):
            if ability_id not in loading.abilities:
                raise ContentError(f"unknown ability {ability_id!r}",
                                   f"creature.{creature.id}.abilities[{n}]",
                                   loading.origin[("creature", creature.id)])
        for item in creature.consumables:
            if item not in loading.consumables:
                raise ContentError(f"unknown consumable {item!r}",
                                   f"creature.{creature.id}.consumables.{item}",
                                   loading.origin[("creature", creature.id)])
    for ability in loading.abilities.values():
        _check_summons(loading, ability)
    director_content.check(loading.creatures, loading.abilities, loading.malice, loading.origin)
    for encounter in loading.encounters.values():
        for n, slot in enumerate(encounter.slots, 1):
            if slot.creature not in loading.creatures:
                raise ContentError(f"unknown creature {slot.creature!r}",
                                   f"encounter.{encounter.id}.slot[{n}].creature",
                                   loading.origin[("encounter", encounter.id)])
        check_squad_slots(encounter, {k: t.organization for k, t in loading.creatures.items()},
                          loading.origin[("encounter", encounter.id)])
        monsters = [k for k, t in loading.creatures.items()
                    if not t.hero and t.organization != "minion"]
        try:
            check_arrivals(encounter.objectives, f"encounter.{encounter.id}.objective", monsters)
        except ContentError as e:
            raise e.in_file(loading.origin[("encounter", encounter.id)])


def _check_summons(loading: _Loading, ability: Ability) -> None:
    """A summon names a monster stat block of the same content."""
    spots = ([("effect", ability.effect)] if ability.effect is not None else []) + \
        [(f"tier{n}", t) for n, t in enumerate(ability.tiers or (), 1)]
    for key, effect in spots:
        if not effect.summon:
            continue
        where = f"ability.{ability.id}.{key}.summon"
        origin = loading.origin[("ability", ability.id)]
        template = loading.creatures.get(effect.summon)
        if template is None:
            raise ContentError(f"unknown creature {effect.summon!r}", where, origin)
        if template.hero:
            raise ContentError(f"{effect.summon!r} is a hero; only monsters can be summoned", where, origin)


def load_content(paths: list[Path] | None = None) -> Content:
    """Load abilities, creatures and encounters from files and folders (default: shipped data).

    Raises `ContentError` for the first problem found; nothing is returned half-loaded.
    """
    if paths is None:
        paths = [DATA_DIR / sub for sub in ("abilities", "creatures", "encounters", "consumables",
                                            "malice")]
    loading = _Loading({}, {}, {}, {})
    for path in content_files(paths):
        _read_file(path, loading)
    _check_references(loading)
    return Content(loading.abilities, loading.creatures, loading.encounters, loading.consumables,
                   loading.malice)


@functools.lru_cache(maxsize=1)
def default_content() -> Content:
    """The content shipped with the package, loaded once and shared (do not modify it)."""
    return load_content()
