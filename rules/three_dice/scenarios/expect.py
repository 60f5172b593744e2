"""3D expectation fields: what `[expect]` may name on a creature or the battle (parsing and
checking are shared: `rules.core.scenario_kit.expect`)."""
from __future__ import annotations

from functools import partial
from typing import Any

from ...core.battle import Battle
from ...core.scenario_kit import expect as kit
from ...core.scenario_kit.expect import common_battle_value, common_creature_value
from ..creature import ThreeDiceCreature
from ..narrate import Narrator
from ..zones.engagement import ENGAGED

CONDITION_NAMES = ("prone", "dodging")
TAG_FLAGS = ("hidden", "surprised", "burrowed")
CREATURE_FIELDS: dict[str, str] = {
    "hp": "int", "max_hp": "int", "armor": "int", "speed": "int", "pos": "pos",
    "conditions": "conditions", "dead": "bool", "dying": "bool", "stable": "bool",
    "unconscious": "bool", "removed": "bool", "aloft": "bool", "active": "bool",
    "reaction": "bool", "rallied": "bool", "death_successes": "int", "death_failures": "int",
    "side": "text", "size": "text", "engaged": "ids",
    **{name: "bool" for name in CONDITION_NAMES + TAG_FLAGS},
}
BATTLE_FIELDS: dict[str, str] = {
    "round": "int", "winner": "text", "over": "bool", "current": "text", "pending": "text",
    "pending_creature": "text", "acted": "ids", "turn.action": "int", "turn.bonus": "int",
    "turn.move_left": "int", "turn.feet": "int", "order": "text",
}


def creature_value(c: ThreeDiceCreature, field: str) -> Any:
    if field in TAG_FLAGS:
        return bool(c.tags.get(field))
    if field == "engaged":
        return sorted(c.tags.get(ENGAGED, ()))
    return common_creature_value(c, field, CONDITION_NAMES)


def battle_value(battle: Battle, field: str) -> Any:
    if field == "order":
        return ", ".join(cid for group in battle.data.get("order", []) for cid in group)
    return common_battle_value(battle, field)


def _no_objects(battle: Battle, oid: str, field: str) -> Any:
    raise KeyError(oid)


def narration(battle: Battle) -> list[str]:
    teller = Narrator(battle)
    return [line for line in (teller.line(e) for e in battle.events) if line]


FIELDS = kit.Fields(creature=CREATURE_FIELDS, object={}, battle=BATTLE_FIELDS,
                    creature_value=creature_value, battle_value=battle_value,
                    object_value=_no_objects, conditions=CONDITION_NAMES, narrate=narration)
parse_expect = partial(kit.parse_expect, fields=FIELDS)
