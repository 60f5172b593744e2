"""What `[expect]` may name on a creature or the battle in a scenario of this ruleset (parsing
and checking are shared: `rules.core.scenario_kit.expect`)."""
from __future__ import annotations

from functools import partial
from typing import Any

from ...core.battle import Battle
from ...core.scenario_kit import expect as kit
from ...core.scenario_kit.expect import common_battle_value, common_creature_value
from ..creature import ROW_NAMES, ZoneCardsCreature
from ..narrate import Narrator
from ..place import zone_name

CONDITION_NAMES = ("prone",)
TAG_FLAGS = ("gagged", "in_cover", "off_guard")
ROWS = {f"{kind}_{row}": (kind, n) for kind in ("physical", "mental") for n, row in enumerate(ROW_NAMES)}
CREATURE_FIELDS: dict[str, str] = {
    "harm_points": "int", "broken": "text", "card": "int", "cards": "text", "burning": "int",
    "extinguish": "int", "poison": "int", "bonus": "int", "slow": "int", "fast": "int",
    "held_by": "text", "zone": "text", "wielding": "text", "removed": "bool", "active": "bool",
    "side": "text", "conditions": "conditions", "antidotes": "int", "unconscious": "bool",
    **{name: "int" for name in ROWS}, **{name: "bool" for name in CONDITION_NAMES + TAG_FLAGS},
}
BATTLE_FIELDS: dict[str, str] = {
    "round": "int", "winner": "text", "over": "bool", "current": "text", "pending": "text",
    "pending_creature": "text", "acted": "ids", "order": "text", "turn.used": "int",
    "linked": "text",
}


class _Holder:
    """The battle whose expectations are being checked (the runner sets it), so a creature's
    `zone` can be read from the creature alone."""
    battle: Battle | None = None


def checking(battle: Battle) -> None:
    _Holder.battle = battle


def creature_value(c: ZoneCardsCreature, field: str) -> Any:
    if field in TAG_FLAGS:
        return bool(c.tags.get(field))
    if field in ROWS:
        kind, n = ROWS[field]
        return int(c.rows(kind)[n])
    if field == "card":
        return int(c.cards[0]) if c.cards else 0
    if field == "cards":
        return ",".join(map(str, c.cards))
    if field == "held_by":
        return str(c.tags.get("held_by", ""))
    if field == "zone":
        return zone_name(_Holder.battle, c) if _Holder.battle is not None else ""
    return common_creature_value(c, field, CONDITION_NAMES)


def battle_value(battle: Battle, field: str) -> Any:
    if field == "order":
        return "; ".join(f"{card} {','.join(ids)}" for card, ids in battle.data.get("order", []))
    if field == "linked":
        zones = battle.zones
        return ", ".join(f"{k.a}-{k.b}" for k in zones.links if k.moves == 1) if zones is not None else ""
    return common_battle_value(battle, field)


def _value(c: ZoneCardsCreature, field: str) -> Any:
    return creature_value(c, field)


def _no_objects(battle: Battle, oid: str, field: str) -> Any:
    raise KeyError(oid)


def narration(battle: Battle) -> list[str]:
    teller = Narrator(battle)
    return [line for line in (teller.line(e) for e in battle.events) if line]


FIELDS = kit.Fields(creature=CREATURE_FIELDS, object={}, battle=BATTLE_FIELDS,
                    creature_value=_value, battle_value=battle_value,
                    object_value=_no_objects, conditions=CONDITION_NAMES, narrate=narration)
parse_expect = partial(kit.parse_expect, fields=FIELDS)
