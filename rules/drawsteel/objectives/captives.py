"""Captives of a Save Another objective (000 Objective Endings > Save Another): bound where the
fight finds them until an ally next to them spends a maneuver to cut them loose.

A bound captive is restrained until freed, takes no turns and no triggered actions, and does
not count as fighting for its side (it cannot hold a place, carry a thing or keep its side in
the fight). Freeing is a maneuver rather than a free maneuver: the seed lets the Director make
a simple act cost a maneuver when it matters (000 Taking a Turn > Free Maneuvers), and here it
is what the fight is about. Once freed it takes its turns with its side, this round too if it
has not acted.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Condition, Creature
from ...core.decisions import Option
from ...core.events import ConditionEnded
from ...core.geometry import spaces_adjacent
from ..round.action_economy import can_spend, spend
from .events import CaptiveFreed

CAPTIVE = "captive"
"""Tag on a bound captive: the id of the objective that holds it. Also the source of its
restrained condition."""
FREE_KIND = "free_captive"


def is_captive(c: Creature) -> bool:
    return bool(c.tags) and CAPTIVE in c.tags


def bind(c: Creature, objective: str) -> None:
    """Tie the captive up as the fight begins."""
    c.tags[CAPTIVE] = objective
    if not any(x.name == "restrained" and x.source == CAPTIVE for x in c.conditions):
        c.conditions.append(Condition("restrained", "until_removed", CAPTIVE))


def free_options(battle: Battle, c: Creature) -> list[Option]:
    """A maneuver to free each bound captive of `c`'s side next to it."""
    if not can_spend(battle, "maneuver") or is_captive(c):
        return []
    out = []
    for other in battle.creatures.values():
        if other.side == c.side and is_captive(other) and not (other.dead or other.removed) \
                and spaces_adjacent(c.pos, c.squares, other.pos, other.squares):
            out.append(Option(FREE_KIND, {"target": other.id}, f"Free {other.name} (maneuver)"))
    return out


def free(battle: Battle, c: Creature, target: str) -> str:
    """`c` spends its maneuver to cut `target` loose; the objective's id is returned."""
    captive = battle.creatures[target]
    spend(battle, "maneuver")
    objective = str(captive.tags.pop(CAPTIVE, ""))
    captive.conditions = [x for x in captive.conditions
                          if not (x.name == "restrained" and x.source == CAPTIVE)]
    battle.emit(ConditionEnded(target, "restrained", "freed"))
    battle.emit(CaptiveFreed(c.id, target, objective))
    return objective
