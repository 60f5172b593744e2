"""The actions besides attacking that every creature has (the d20 family's list, 003 Actions
points to it): Dash (as much movement again), Disengage (no opportunity attacks for the rest of
the turn), Dodge (attacks against you have disadvantage until your next turn), Stabilise (a
dying ally next to you stops dying), and 003 Rally: a hero's second wind, the benefit of a short
rest (2d6 + Strength hit points back, at least 1), once until a long rest, that is once a
fight here (docs/rules-decisions.md, 3D system)."""
from __future__ import annotations

from ..core.battle import Battle
from ..core.creature import Condition
from ..core.events import ActionSpent, ConditionGained
from .creature import ThreeDiceCreature
from .dice3 import roll_damage
from .events import Rallied
from .harm import heal, stabilise
from .movement.reach import budget

RALLY_DICE = (2, 6)


def dash(battle: Battle, c: ThreeDiceCreature) -> None:
    battle.turn["move_left"] = int(battle.turn.get("move_left", 0)) + budget(c)
    battle.turn["feet"] = int(battle.turn.get("feet", 0)) + c.best_speed
    battle.emit(ActionSpent(c.id, "dash"))


def disengage(battle: Battle, c: ThreeDiceCreature) -> None:
    battle.turn["disengaged"] = True
    battle.emit(ActionSpent(c.id, "disengage"))


def dodge(battle: Battle, c: ThreeDiceCreature) -> None:
    c.conditions.append(Condition("dodging", "until_removed", c.id))
    battle.emit(ActionSpent(c.id, "dodge"))
    battle.emit(ConditionGained(c.id, "dodging", "until_removed", c.id))


def can_rally(c: ThreeDiceCreature) -> bool:
    return c.hero and not c.rallied and c.hp < c.max_hp


def rally(battle: Battle, c: ThreeDiceCreature) -> None:
    c.rallied = True
    battle.emit(ActionSpent(c.id, "rally"))
    faces = roll_damage(battle, RALLY_DICE[0], RALLY_DICE[1], "rally")
    amount = max(1, sum(faces) + c.strength)
    before = c.hp
    heal(battle, c, amount, c.id)
    battle.emit(Rallied(c.id, c.hp - before, c.hp))


def stabilise_ally(battle: Battle, c: ThreeDiceCreature, ally: ThreeDiceCreature) -> None:
    battle.emit(ActionSpent(c.id, "stabilise"))
    stabilise(battle, ally)
