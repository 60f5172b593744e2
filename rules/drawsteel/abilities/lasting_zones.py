"""Zones: ground an ability leaves behind (000 Forced Movement > "When a Creature Moves...").

A zone is the burst area around its owner when the ability was used. A creature it affects
suffers the zone's effect when it moves into the zone (walking or being force moved; forced
movement counts just like willing movement, teleporting in does not) and when it starts its turn
inside. Each creature suffers a given zone at most once per turn. A zone lasts to the end of the
next round, or to the end of the encounter. An aura is a zone that moves with its owner: its
squares follow the owner wherever it goes, and it ends when the owner dies or leaves the fight.
Zones live in `battle.data["zones"]` as JSON.
"""
from __future__ import annotations

from typing import Callable

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.events import Note
from ...core.geometry import Cell, cube
from .ability_math import potency_lands
from ..harm.conditions import add_condition
from ..harm.damage import apply_damage
from ..events import ZoneCreated, ZoneEnded
from ..content.model import Ability
from .targeting import burst_cells

KEY = "zones"


def zones(battle: Battle) -> list[dict]:
    return battle.data.get(KEY, [])


def create_zone(battle: Battle, owner: Creature, ability: Ability) -> None:
    spec = ability.zone
    if spec is None:
        return
    cells = sorted(set(burst_cells(owner, ability.distance.reach)) | set(owner.cells))
    ends = battle.round + 1 if spec.lasts == "next_round" else 0
    zone = {"ability": ability.id, "name": spec.name, "owner": owner.id, "side": owner.side,
            "cells": [list(c) for c in cells], "ends_round": ends, "struck": []}
    if spec.lasts == "aura":
        zone["follows"] = ability.distance.reach
        for old in [z for z in zones(battle) if z.get("follows") is not None
                    and z["owner"] == owner.id and z["ability"] == ability.id]:
            battle.data[KEY].remove(old)  # the same aura raised again replaces the old one
    battle.data.setdefault(KEY, []).append(zone)
    battle.emit(ZoneCreated(owner.id, spec.name, tuple(tuple(c) for c in cells), ends,
                            spec.lasts == "aura"))


def _inside(zone: dict, cells: tuple[Cell, ...]) -> bool:
    area = {tuple(c) for c in zone["cells"]}
    return any(c in area for c in cells)


def _turn_key(battle: Battle) -> str:
    return f"{battle.round}:{battle.current}"


def entering(battle: Battle, c: Creature, before: Cell) -> list[dict]:
    """Zones the creature has just moved into from `before` (and has not suffered this turn)."""
    if not zones(battle) or not c.active:
        return []
    was = cube(before, c.squares)
    now = c.cells
    return [z for z in zones(battle)
            if _inside(z, now) and not _inside(z, was) and _fresh(battle, z, c)]


def _fresh(battle: Battle, zone: dict, c: Creature) -> bool:
    return _affects_spec(battle, zone, c) and [c.id, _turn_key(battle)] not in zone["struck"]


def _affects_spec(battle: Battle, zone: dict, c: Creature) -> bool:
    spec = battle.abilities[zone["ability"]].zone
    if spec is None or c.id == zone["owner"]:
        return False
    if spec.affects == "all":
        return True
    same = c.side == zone["side"]
    return same if spec.affects == "allies" else not same


def suffer(battle: Battle, c: Creature, zone: dict) -> None:
    """Apply a zone's effect to one creature."""
    spec = battle.abilities[zone["ability"]].zone
    assert spec is not None
    zone["struck"].append([c.id, _turn_key(battle)])
    owner = battle.creatures.get(zone["owner"])
    battle.emit(Note(f"{c.name} is caught in {spec.name}.", c.id))
    effect = spec.effect
    if effect.deals_damage:
        apply_damage(battle, c, effect.damage, effect.damage_type, zone["owner"])
    for cond in effect.conditions:
        if c.dead:
            break
        if cond.potency and owner is not None and not potency_lands(
                owner, c, cond.potency.characteristic, cond.potency.value):
            battle.emit(Note(f"{c.name} resists {cond.name}", c.id))
            continue
        add_condition(battle, c, cond.name, cond.duration, zone["owner"])


def on_moved_into(battle: Battle, c: Creature, before: Cell) -> bool:
    """Call after a creature's position changed by one step; True if a zone bit."""
    hits = entering(battle, c, before)
    for z in hits:
        if c.active:
            suffer(battle, c, z)
    return bool(hits)


def on_entered(battle: Battle, c: Creature, before: Cell, tell: Callable[[], None]) -> None:
    """A creature moved into a zone: the squares moved so far are told, then the zone bites."""
    if entering(battle, c, before):
        tell()
        on_moved_into(battle, c, before)


def start_of_turn(battle: Battle, c: Creature) -> None:
    for z in zones(battle):
        if _inside(z, c.cells) and _fresh(battle, z, c) and c.active:
            suffer(battle, c, z)


def end_of_round(battle: Battle) -> None:
    """Zones whose time is up fade at the end of the round."""
    keep = []
    for z in zones(battle):
        if z["ends_round"] and battle.round >= z["ends_round"]:
            battle.emit(ZoneEnded(z["owner"], z["name"]))
        else:
            z["struck"] = [s for s in z["struck"] if not s[1].startswith(f"{battle.round}:")]
            keep.append(z)
    if zones(battle):
        battle.data[KEY] = keep


def follow_owners(battle: Battle) -> None:
    """Auras move with their owners; an aura whose owner is gone ends (after any move)."""
    if not any(z.get("follows") is not None for z in zones(battle)):
        return
    keep = []
    for z in zones(battle):
        if z.get("follows") is None:
            keep.append(z)
            continue
        owner = battle.creatures.get(z["owner"])
        if owner is None or owner.dead or owner.removed:
            battle.emit(ZoneEnded(z["owner"], z["name"]))
            continue
        z["cells"] = [list(c) for c in sorted(set(burst_cells(owner, z["follows"])) | set(owner.cells))]
        keep.append(z)
    battle.data[KEY] = keep


def on_died(battle: Battle, c: Creature, *_: object) -> None:
    """A dead creature's auras end at once."""
    if any(z.get("follows") is not None and z["owner"] == c.id for z in zones(battle)):
        follow_owners(battle)
