"""Every ruleset the engine knows, by id, in the order menus list them.

The values handed out are `rules.core.ruleset.Ruleset` objects. This module does not name that
class (not even for type checking): the contract names `Battle`, and the battle finds its
ruleset here, so naming it would close an import cycle. Its results are typed `Ruleset` where
they are used.

This table is the one place a ruleset is registered. Each entry names the package whose face
holds its `RULESET`; the package is imported the first time the ruleset is asked for, so the
engine itself never depends on any ruleset.
"""
from __future__ import annotations

import importlib
from typing import Any

RULESET_PACKAGES: dict[str, str] = {
    "drawsteel": "rules.drawsteel",
    "brighter_worlds": "rules.brighter_worlds",
    "olde_swords": "rules.olde_swords",
    "three_dice": "rules.three_dice",
    "zone_cards": "rules.zone_cards",
}
Ruleset = Any
"""A `rules.core.ruleset.Ruleset` (see the module docstring)."""
_LOADED: dict[str, Ruleset] = {}


class UnknownRuleset(KeyError):
    """No ruleset has this id."""

    def __str__(self) -> str:
        return f"unknown ruleset {self.args[0]!r} (known: {', '.join(RULESET_PACKAGES)})"


def get_ruleset(ruleset_id: str) -> Ruleset:
    found = _LOADED.get(ruleset_id)
    if found is not None:
        return found
    package = RULESET_PACKAGES.get(ruleset_id)
    if package is None:
        raise UnknownRuleset(ruleset_id)
    found = importlib.import_module(package).RULESET
    if found.id != ruleset_id:
        raise RuntimeError(f"{package} registers {found.id!r}, not {ruleset_id!r}")
    _LOADED[ruleset_id] = found
    return found


def all_rulesets() -> list[Ruleset]:
    return [get_ruleset(r) for r in RULESET_PACKAGES]


def event_types() -> dict[str, type]:
    """Every event kind: the engine's own and those of every registered ruleset."""
    all_rulesets()
    from .events import EVENT_TYPES
    return dict(EVENT_TYPES)


def first_ruleset(wanted: Any = None) -> Ruleset | None:
    """The first ruleset, in the registry's order, for which `wanted(ruleset)` is true (the
    first of all without `wanted`). Loads rulesets only until it finds one: a window that
    opens on a Draw Steel battle need not import the others first."""
    for ruleset_id in RULESET_PACKAGES:
        rules = get_ruleset(ruleset_id)
        if wanted is None or wanted(rules):
            return rules
    return None


def find_encounter(encounter_id: str) -> tuple[Ruleset, Any] | None:
    """The ruleset holding this encounter, and the encounter (ids are unique across rulesets).
    Rulesets are loaded in the registry's order only until one holds it."""
    for ruleset_id in RULESET_PACKAGES:
        rs = get_ruleset(ruleset_id)
        enc = rs.encounters().get(encounter_id)
        if enc is not None:
            return rs, enc
    return None


def check_unique_encounters() -> list[str]:
    """Encounter ids that two rulesets share (there should be none)."""
    seen: dict[str, str] = {}
    clashes: list[str] = []
    for rs in all_rulesets():
        for eid in rs.encounters():
            if eid in seen:
                clashes.append(f"{eid} ({seen[eid]} and {rs.id})")
            seen[eid] = rs.id
    return clashes
