"""003 Knocked Down: standing up costs half one's speed (rounded up to whole squares); it cannot
be done with less movement left, or with a speed of 0. Dropping prone costs nothing."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Condition
from ...core.events import ConditionEnded, ConditionGained
from ..creature import ThreeDiceCreature


def stand_cost(battle: Battle, c: ThreeDiceCreature) -> int | None:
    """Feet it costs to stand now, or None when it cannot."""
    half = -(-c.best_speed // 2)
    half = -(-half // 5) * 5
    if c.best_speed == 0:
        return None
    left = int(battle.turn.get("feet", 0)) if battle.zones is not None else int(battle.turn.get("move_left", 0)) * 5
    return half if left >= half else None


def stand(battle: Battle, c: ThreeDiceCreature) -> None:
    cost = stand_cost(battle, c)
    if cost is None:
        return
    battle.turn["move_left"] = int(battle.turn.get("move_left", 0)) - cost // 5
    battle.turn["feet"] = int(battle.turn.get("feet", 0)) - cost
    c.conditions = [x for x in c.conditions if x.name != "prone"]
    battle.emit(ConditionEnded(c.id, "prone", "stood up"))


def drop_prone(battle: Battle, c: ThreeDiceCreature) -> None:
    c.conditions.append(Condition("prone", "until_removed", c.id))
    battle.emit(ConditionGained(c.id, "prone", "until_removed", c.id))
