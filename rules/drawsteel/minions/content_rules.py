"""The content format's rules for minions, squads and captains (RULES-NOTES Minions).

- A minion stat block (`organization = "minion"`) may name its "with captain" benefit:
  `with_captain = { speed = 1 }`, one or more of the kinds in `captain.py`. Other creatures
  may not.
- An encounter slot of minions is one squad of at most 8 and may name its captain by the label
  of another slot on its side: `captain = "Warden"`. The captain's slot holds one creature
  that is not a minion, and a captain leads one squad.

Each problem is raised as a one-line `ContentError` naming the place.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...core.readers import ContentError, check_whole, fail, hint, path, show, table
from .captain import BENEFIT_LIMIT, BENEFITS
from .squad import MAX_SQUAD, MINION


def read_with_captain(raw: Mapping[str, Any], organization: str, where: str) -> dict[str, int]:
    """A stat block's `with_captain` table: benefit kind -> bonus (`strike_edge = true` -> 1)."""
    if "with_captain" not in raw:
        return {}
    spot = path(where, "with_captain")
    if organization != MINION:
        fail(spot, f"only minions have a 'with captain' benefit, this creature is a "
                   f"{organization or 'hero'}")
    benefits = table(raw["with_captain"], spot)
    if not benefits:
        fail(spot, f"name at least one benefit (use {', '.join(BENEFITS)})")
    out: dict[str, int] = {}
    for kind, value in benefits.items():
        if kind not in BENEFITS:
            fail(path(spot, kind), f"unknown captain benefit {kind!r} {hint(kind, BENEFITS)}")
        if kind == "strike_edge":
            if value is not True:
                fail(path(spot, kind), f"expected true, got {show(value)}")
            out[kind] = 1
        else:
            out[kind] = check_whole(value, path(spot, kind), lo=1, hi=BENEFIT_LIMIT)
    return out


def check_squad_slots(encounter: Any, organizations: Mapping[str, str], origin: str) -> None:
    """Squad sizes and captains of one encounter (its creatures are known to exist)."""
    led: dict[str, int] = {}
    for n, slot in enumerate(encounter.slots, 1):
        where = f"encounter.{encounter.id}.slot[{n}]"
        minion = organizations.get(slot.creature) == MINION
        if minion and slot.count > MAX_SQUAD:
            raise ContentError(f"a squad holds at most {MAX_SQUAD} minions, this slot has "
                               f"{slot.count}", path(where, "count"), origin)
        if not slot.captain:
            continue
        spot = path(where, "captain")
        if not minion:
            raise ContentError(f"only a slot of minions has a captain ({slot.creature!r} is "
                               "not a minion)", spot, origin)
        _check_captain(encounter, slot, organizations, spot, origin)
        if slot.captain in led:
            raise ContentError(f"{slot.captain!r} already leads the squad of slot "
                               f"[{led[slot.captain]}]; a captain leads one squad", spot, origin)
        led[slot.captain] = n


def _check_captain(encounter: Any, slot: Any, organizations: Mapping[str, str], spot: str,
                   origin: str) -> None:
    found = [s for s in encounter.slots if s.label == slot.captain and s is not slot]
    if not found:
        labels = [s.label for s in encounter.slots if s.label and s is not slot]
        raise ContentError(f"no slot is labelled {slot.captain!r} "
                           f"{hint(slot.captain, labels) if labels else '(label the captain slot)'}",
                           spot, origin)
    captain = found[0]
    if organizations.get(captain.creature) == MINION:
        raise ContentError(f"the captain {slot.captain!r} is a minion; a captain is a creature "
                           "that is not a minion", spot, origin)
    if captain.side != slot.side:
        raise ContentError(f"the captain {slot.captain!r} is on the {captain.side} side", spot, origin)
    if captain.count != 1:
        raise ContentError(f"the captain slot {slot.captain!r} holds {captain.count} creatures; "
                           "a captain is one creature", spot, origin)
