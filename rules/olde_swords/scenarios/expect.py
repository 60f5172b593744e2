"""Olde Swords Reign expectation fields: what `[expect]` may name on a creature or the battle,
and how each is read (parsing and checking are shared: `rules.core.scenario_kit.expect`)."""
from __future__ import annotations

from functools import partial
from typing import Any

from ...core.battle import Battle
from ...core.scenario_kit import expect as kit
from ...core.scenario_kit.expect import common_battle_value, common_creature_value
from ..creature import OldeCreature
from ..narrate import Narrator

CONDITION_NAMES = ("prone", "dodging", "grappled", "hidden", "blinded")
"""Conditions of this ruleset: prone (RULES-NOTES), Dodge, Grapple, Hide and Improvise's grit."""
TAGS = ("helped", "readied", "dropped", "burrowed")
"""Marks kept on the creature: a Help's EDGE waiting, a readied action, a weapon on the board."""
CREATURE_FIELDS: dict[str, str] = {
    "hp": "int", "max_hp": "int", "ac": "int", "fatigue": "int", "supplies": "int",
    "potions": "int", "speed": "int", "pos": "pos", "conditions": "conditions",
    "dead": "bool", "dying": "bool", "stable": "bool", "unconscious": "bool", "removed": "bool",
    "aloft": "bool", "active": "bool", "side": "text", "size": "text",
    **{name: "bool" for name in CONDITION_NAMES + TAGS},
}
BATTLE_FIELDS: dict[str, str] = {
    "round": "int", "winner": "text", "over": "bool", "current": "text", "pending": "text",
    "pending_creature": "text", "acted": "ids", "pending_part": "text",
    "opportunity_attacks": "int",
}


def creature_value(c: OldeCreature, field: str) -> Any:
    if field in TAGS:
        return bool(c.tags.get(field))
    return common_creature_value(c, field, CONDITION_NAMES)


def battle_value(battle: Battle, field: str) -> Any:
    if field == "opportunity_attacks":
        return sum(1 for e in battle.events if e.kind == "os_opportunity")
    if field == "pending_part":
        decision = battle.pending()
        return str(decision.info.get("part", "")) if decision is not None else ""
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
LIST_KEYS = FIELDS.list_keys
