"""Brighter Worlds expectation fields: what `[expect]` may name on a creature or the battle,
and how each is read (parsing and checking are shared: `rules.core.scenario_kit.expect`)."""
from __future__ import annotations

from functools import partial
from typing import Any

from ...core.battle import Battle
from ...core.scenario_kit import expect as kit
from ...core.scenario_kit.expect import common_battle_value, common_creature_value
from ..creature import BrighterCreature
from ..narrate import Narrator

CONDITION_NAMES = ("prone", "held", "dazed", "guarded", "exposed", "surprised")
"""Wound effects (004 Wound), Defend's guard, a fumbled risky move, and losing the surprise save."""
CREATURE_FIELDS: dict[str, str] = {
    "str_die": "int", "dex_die": "int", "wil_die": "int", "grit": "int", "max_grit": "int",
    "armor": "int", "speed": "int", "pos": "pos", "conditions": "conditions",
    "dead": "bool", "incapacitated": "bool", "unconscious": "bool", "removed": "bool",
    "aloft": "bool", "burrowed": "bool", "active": "bool", "side": "text", "size": "text",
    **{name: "bool" for name in CONDITION_NAMES},
}
BATTLE_FIELDS: dict[str, str] = {
    "round": "int", "winner": "text", "over": "bool", "first_side": "text", "current": "text",
    "pending": "text", "pending_creature": "text", "acted": "ids", "turn.main": "int",
    "turn.move_left": "int",
}


def creature_value(c: BrighterCreature, field: str) -> Any:
    if field in ("surprised", "burrowed"):
        return bool(c.tags.get(field))
    return common_creature_value(c, field, CONDITION_NAMES)


def _no_objects(battle: Battle, oid: str, field: str) -> Any:
    raise KeyError(oid)


def narration(battle: Battle) -> list[str]:
    teller = Narrator(battle)
    return [line for line in (teller.line(e) for e in battle.events) if line]


FIELDS = kit.Fields(creature=CREATURE_FIELDS, object={}, battle=BATTLE_FIELDS,
                    creature_value=creature_value, battle_value=common_battle_value,
                    object_value=_no_objects, conditions=CONDITION_NAMES, narrate=narration)
parse_expect = partial(kit.parse_expect, fields=FIELDS)
LIST_KEYS = FIELDS.list_keys
