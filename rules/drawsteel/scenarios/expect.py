"""Draw Steel's expectation fields (what `[expect]` may name on a creature, an object or the
battle) and how to read them from a battle; the parsing and checking are shared
(`rules.core.scenario_kit.expect`). See docs/scenarios.md for every field.
"""
from __future__ import annotations

from functools import partial
from typing import Any

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.scenario_kit import expect as kit
from ...core.scenario_kit.expect import Expectation, common_battle_value, common_creature_value
from ..content.model import CONDITIONS, LASTING_EFFECTS

EXTRA_CONDITIONS = ("surprised", "aided", "assisted")
CONDITION_NAMES = CONDITIONS + EXTRA_CONDITIONS + LASTING_EFFECTS
CREATURE_FIELDS: dict[str, str] = {
    "stamina": "int", "max_stamina": "int", "temp_stamina": "int", "pos": "pos",
    "conditions": "conditions", "dead": "bool", "unconscious": "bool", "dying": "bool",
    "winded": "bool", "aloft": "bool", "removed": "bool", "speed": "int", "stability": "int",
    "size": "text", "side": "text", "resource": "int", "recoveries": "int",
    "surges": "int", "triggered_used": "bool", "hidden_from": "ids",
    "riding": "text", "climbing": "text", "squad_pool": "int", "free_strike": "int",
    **{name: "bool" for name in CONDITION_NAMES},
}
OBJECT_FIELDS: dict[str, str] = {"exists": "bool", "stamina": "int", "pos": "pos",
                                 "material": "text"}
BATTLE_FIELDS: dict[str, str] = {
    "round": "int", "winner": "text", "over": "bool", "first_side": "text", "current": "text",
    "pending": "text", "pending_creature": "text", "acted": "ids", "turn.main": "int",
    "turn.maneuver": "int", "turn.move": "int", "turn.move_left": "int", "malice": "int",
}
LIST_KEYS = kit.BASE_LIST_KEYS


def creature_value(c: Creature, field: str) -> Any:
    if field == "hidden_from":
        return sorted(c.tags.get("hidden_from", ()))
    if field in ("riding", "climbing"):
        return str(c.tags.get(field, ""))
    return common_creature_value(c, field, CONDITION_NAMES)


def battle_value(battle: Battle, field: str) -> Any:
    if field == "malice":
        return int(battle.data.get("malice", 0))
    return common_battle_value(battle, field)


def object_value(battle: Battle, oid: str, field: str) -> Any:
    obj = battle.objects.get(oid)
    if field == "exists":
        return obj is not None
    if obj is None:
        return _Gone()
    return list(obj.origin) if field == "pos" else getattr(obj, field)


class _Gone:
    """Stands in for a field of an object that has been destroyed."""

    def __repr__(self) -> str:
        return "nothing (the object was destroyed)"


FIELDS = kit.Fields(creature=CREATURE_FIELDS, object=OBJECT_FIELDS, battle=BATTLE_FIELDS,
                    creature_value=creature_value, battle_value=battle_value,
                    object_value=object_value, conditions=CONDITION_NAMES)
parse_expect = partial(kit.parse_expect, fields=FIELDS)
check = partial(kit.check, fields=FIELDS)

__all__ = ["BATTLE_FIELDS", "CONDITION_NAMES", "CREATURE_FIELDS", "Expectation", "FIELDS",
           "LIST_KEYS", "OBJECT_FIELDS", "check", "creature_value", "object_value", "parse_expect"]
