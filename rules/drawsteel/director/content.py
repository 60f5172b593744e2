"""The Director's part of the content format (docs/content-format.md "The Director"):

- `[malice.<id>]` tables: Malice features (`feature_model.MaliceFeature`);
- on a monster: `malice = [feature ids]`, `villain_actions = [ability ids]` (leaders and solos,
  at most three, each an ability with action "villain"), `traits = [...]` (leaders and solos);
- on an ability: `malice = N`, a Malice cost (monsters only; not with a heroic `cost`).

Every problem is one line naming the file and place, as the rest of the loader does.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...core.readers import (MISSING, ContentError, check_keys, choice, fail, flag, name, path, table,
                             text, whole, word_list)
from .feature_model import (FEATURE_KINDS, MAX_VILLAIN_ACTIONS, TRAIT_ORGANIZATIONS, TRAITS,
                            MaliceFeature)

FEATURE_KEYS = ("name", "cost", "kind", "amount", "ability", "basic", "text")
CREATURE_KEYS = ("malice", "villain_actions", "traits")
VILLAIN_ACTION = "villain"
MAX_MALICE_COST = 20
AMOUNT_DEFAULTS = {"potency": 1, "damage": 0, "ability": 0}
"""Amounts a feature may leave out (damage 0: the user's highest characteristic)."""
NEEDS_AMOUNT = ("potency", "speed", "temp_stamina", "shift")


def parse_malice_feature(feature_id: str, raw: Mapping[str, Any], where: str) -> MaliceFeature:
    """Read one `[malice.<id>]` table."""
    tbl = table(raw, where)
    check_keys(tbl, FEATURE_KEYS, where)
    kind = choice(tbl, "kind", where, FEATURE_KINDS, what="Malice feature kind")
    ability = text(tbl, "ability", where, "")
    if (kind == "ability") != bool(ability):
        fail(path(where, "ability"), "a feature of kind 'ability' names one ability, and only it")
    amount = whole(tbl, "amount", where, AMOUNT_DEFAULTS.get(kind, MISSING), lo=0, hi=20)
    if kind in NEEDS_AMOUNT and amount < 1:
        fail(path(where, "amount"), f"a {kind} feature needs an amount of 1 or more")
    return MaliceFeature(id=feature_id, name=name(tbl, "name", where),
                         cost=whole(tbl, "cost", where, lo=1, hi=MAX_MALICE_COST), kind=kind,
                         amount=amount, ability=ability, basic=flag(tbl, "basic", where),
                         text=text(tbl, "text", where, ""))


def creature_fields(tbl: Mapping[str, Any], kind: str, organization: str,
                    where: str) -> dict[str, tuple[str, ...]]:
    """The Director's keys of one creature (its references are checked by `check`)."""
    present = [key for key in CREATURE_KEYS if key in tbl]
    if kind == "hero" and present:
        fail(path(where, present[0]), f"{present[0]!r} is for monsters only, this creature is a hero")
    villain = word_list(tbl, "villain_actions", where, what="ability")
    traits = word_list(tbl, "traits", where, TRAITS, what="trait")
    for key, listed in (("villain_actions", villain), ("traits", traits)):
        if listed and organization not in TRAIT_ORGANIZATIONS:
            fail(path(where, key), f"only a leader or a solo has {key.replace('_', ' ')} "
                                   f"(this creature is a {organization or kind})")
    if len(villain) > MAX_VILLAIN_ACTIONS:
        fail(path(path(where, "villain_actions"), MAX_VILLAIN_ACTIONS + 1),
             f"a creature has at most {MAX_VILLAIN_ACTIONS} villain actions, found {len(villain)}")
    return {"malice_features": word_list(tbl, "malice", where, what="Malice feature"),
            "villain_actions": villain, "traits": traits}


def ability_malice(tbl: Mapping[str, Any], action: str, where: str) -> int:
    """An ability's Malice cost (0 for none); a villain action costs nothing."""
    cost = whole(tbl, "malice", where, 0, lo=0, hi=MAX_MALICE_COST)
    if cost and "cost" in tbl:
        fail(path(where, "malice"), "an ability costs Malice or a heroic resource, not both")
    if cost and action == VILLAIN_ACTION:
        fail(path(where, "malice"), "a villain action costs no Malice")
    return cost


def check(creatures: Mapping[str, Any], abilities: Mapping[str, Any],
          features: Mapping[str, MaliceFeature], origin: Mapping[tuple[str, str], str]) -> None:
    """Cross-references: listed features and villain actions exist and fit."""
    for feature in features.values():
        if feature.ability and feature.ability not in abilities:
            raise ContentError(f"unknown ability {feature.ability!r}",
                               f"malice.{feature.id}.ability", origin[("malice", feature.id)])
    for c in creatures.values():
        file = origin[("creature", c.id)]
        for n, fid in enumerate(c.malice_features, 1):
            if fid not in features:
                raise ContentError(f"unknown Malice feature {fid!r}",
                                   f"creature.{c.id}.malice[{n}]", file)
        for n, aid in enumerate(c.villain_actions, 1):
            spot = f"creature.{c.id}.villain_actions[{n}]"
            if aid not in abilities:
                raise ContentError(f"unknown ability {aid!r}", spot, file)
            if abilities[aid].action != VILLAIN_ACTION:
                raise ContentError(f"ability {aid!r} is a {abilities[aid].action} action; a "
                                   f"villain action needs action = \"villain\"", spot, file)
        for n, aid in enumerate(c.abilities, 1):
            if aid in abilities and abilities[aid].action == VILLAIN_ACTION:
                raise ContentError(f"{aid!r} is a villain action: list it under villain_actions",
                                   f"creature.{c.id}.abilities[{n}]", file)
