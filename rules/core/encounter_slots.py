"""Encounter lines as the grid rulesets write them: `[[encounter.<id>.slot]]` tables of a creature
id, a side, a count and a label (matching a spawn area kept on a map), read with one-line errors."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from .readers import MISSING, check_keys, choice, fail, name, path, raw, table, text, whole

SLOT_KEYS = ("creature", "side", "count", "label")
MAX_COUNT = 20


@dataclass(frozen=True, slots=True)
class EncounterSlot:
    creature: str
    side: str
    count: int = 1
    label: str = ""


def read_slots(tbl: Mapping[str, Any], where: str, sides: Sequence[str]) -> tuple[EncounterSlot, ...]:
    """The encounter's `slot` list: one or more, each side with at least one."""
    slots_raw = raw(tbl, "slot", where, MISSING)
    if not isinstance(slots_raw, list) or not slots_raw:
        fail(path(where, "slot"), "expected one or more [[slot]] tables")
    slots = tuple(_slot(s, path(path(where, "slot"), n), sides) for n, s in enumerate(slots_raw, 1))
    for side in sides:
        if not any(s.side == side for s in slots):
            fail(path(where, "slot"), f"no creature on the {side} side (each side needs one)")
    return slots


def _slot(value: Any, where: str, sides: Sequence[str]) -> EncounterSlot:
    slot = table(value, where)
    check_keys(slot, SLOT_KEYS, where)
    return EncounterSlot(creature=name(slot, "creature", where),
                         side=choice(slot, "side", where, sides, what="side"),
                         count=whole(slot, "count", where, 1, lo=1, hi=MAX_COUNT),
                         label=text(slot, "label", where, ""))
