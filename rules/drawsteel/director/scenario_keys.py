"""The Director's keys in scenario files (docs/scenarios.md):

- top level `malice`: `true` to play with Malice from the heroes' Victories, or a number to
  start the pool there;
- on a creature: `group`, `organization`, `victories` (heroes), `malice` (its own Malice
  features), `villain_actions` and `traits`.
Ids are checked against the shipped content; each problem is one line, as in the rest of the
format.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...core.creature import Creature
from ...core.scenario_kit.reading import choice, fail, flag, number, path, text, words
from .feature_model import MAX_VILLAIN_ACTIONS, TRAIT_ORGANIZATIONS, TRAITS

DIRECTOR_KEYS = ("group", "organization", "victories", "malice", "villain_actions", "traits")
ORGANIZATIONS = ("minion", "horde", "platoon", "elite", "leader", "solo")


def malice_settings(data: Mapping[str, Any]) -> dict[str, Any]:
    if "malice" not in data:
        return {}
    value = data["malice"]
    if isinstance(value, bool):
        return {"malice": flag(data, "malice", "")}
    return {"malice": True, "malice_start": number(data, "malice", "", lo=0, hi=99)}


def apply_director_keys(c: Creature, table: Mapping[str, Any], where: str) -> None:
    from ..content.loader import default_content
    content = default_content()
    if "group" in table:
        c.group = text(table, "group", where)
    if "organization" in table:
        c.organization = choice(table, "organization", where, ORGANIZATIONS, what="organization")
    c.victories = number(table, "victories", where, c.victories, lo=0, hi=99)
    if "malice" in table:
        c.malice_features = words(table, "malice", where, tuple(content.malice), what="Malice feature")
    if "villain_actions" in table:
        c.villain_actions = _villain_actions(c, table, where, content.abilities)
    if "traits" in table:
        c.traits = words(table, "traits", where, TRAITS, what="trait")
        _leader_or_solo(c, "traits", where)


def _villain_actions(c: Creature, table: Mapping[str, Any], where: str,
                     abilities: Mapping[str, Any]) -> tuple[str, ...]:
    known = tuple(a for a, ab in abilities.items() if ab.action == "villain")
    ids = words(table, "villain_actions", where, known, what="villain action")
    _leader_or_solo(c, "villain_actions", where)
    if len(ids) > MAX_VILLAIN_ACTIONS:
        fail(path(where, "villain_actions"),
             f"at most {MAX_VILLAIN_ACTIONS} villain actions, found {len(ids)}")
    return ids


def _leader_or_solo(c: Creature, key: str, where: str) -> None:
    if c.organization not in TRAIT_ORGANIZATIONS:
        fail(path(where, key), f"only a leader or a solo has {key.replace('_', ' ')} "
                               f"(set organization = \"leader\" or \"solo\")")
