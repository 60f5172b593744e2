"""Climbing other creatures (000 Movement > Climb or Swim > Climbing Other Creatures).

An unwilling creature must be climbed with a Might or Agility test: tier 1 fails and lets the
creature make a free strike, tier 2 fails, tier 3 climbs on. Whoever rides or climbs a creature
has an edge on melee abilities against it. The carrier can spend a maneuver trying to knock a
passenger off; the passenger resists with Might or Agility: tier 1 falls off (falling damage,
prone), tier 2 slides down (no damage, on its feet), tier 3 holds on.
"""
from __future__ import annotations

from typing import Callable

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Option
from ...core.events import Note
from . import passengers
from ..round.action_economy import can_spend, spend
from ..abilities.tests import make_test

TESTED = ("might", "agility")
PERCH_VALUE = 2.0
"""What the AI thinks clinging to a creature is worth (its edge on melee, and the nuisance)."""


def attempt_climb(battle: Battle, c: Creature, other: Creature, seat) -> None:
    r = make_test(battle, c, TESTED, f"climb onto {other.name}")
    if r.tier == 3:
        passengers.get_on(battle, c, other, "climb", seat)
        return
    battle.emit(Note(f"{c.name} fails to get a grip on {other.name}.", c.id))
    if r.tier == 1 and other.active and "melee_free_strike" in battle.abilities:
        battle.push({"step": "ds.ability", "ability": "melee_free_strike", "user": other.id,
                     "targets": [c.id], "phase": "pay", "triggered": True})


def melee_edge(user: Creature, target: Creature, ability, edge: Callable[[int, str], None]) -> None:
    """An edge on melee abilities against the creature one rides or climbs."""
    if user.carrier == target.id and ability.has("melee"):
        edge(1, f"{user.name} is {'riding' if passengers.riding(user) else 'climbing'} {target.name}")


def knock_off_options(battle: Battle, c: Creature) -> list[Option]:
    if not can_spend(battle, "maneuver"):
        return []
    return [Option("knock_off", {"target": p.id}, f"Try to knock {p.name} off (maneuver)")
            for p in passengers.passengers(battle, c) if not p.dead]


def knock_off(battle: Battle, c: Creature, p: Creature) -> None:
    """The carrier's maneuver: the passenger's resistance test decides how it comes off."""
    spend(battle, "maneuver")
    r = make_test(battle, p, TESTED, f"hold on to {c.name}", resistance=True, forced=True)
    if r.tier == 1:
        passengers.throw_off(battle, p, f"shaken off by {c.name}", prone=True, hurt=True)
    elif r.tier == 2:
        passengers.throw_off(battle, p, f"slid down {c.name}", prone=False, hurt=False)
    else:
        battle.emit(Note(f"{p.name} holds on to {c.name}.", p.id))


def perch_value(battle: Battle, c: Creature) -> float:
    """Clinging to an enemy is worth something to the AI (an edge on it, a nuisance to it);
    clinging to a friend is not."""
    carrier = battle.creatures.get(str(c.tags.get("climbing", "")))
    if carrier is None or carrier.side == c.side or c.tags.get(passengers.COMING_OFF):
        return 0.0
    return PERCH_VALUE
