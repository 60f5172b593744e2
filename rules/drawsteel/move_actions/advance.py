"""How far a creature can still move this turn (000 Move Actions > Advance).

An Advance moves a creature up to its speed, and that movement can be split around its other
actions: what is left of the Advance under way is `battle.turn["move_left"]`. Running short
starts a fresh Advance, paid with the move action (or the main action standing in for it).
Dragging a creature at least as big halves the speed (RULES-NOTES Grabbed).
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ..round.action_economy import can_spend, spend
from ..maneuvers.grab import dragging_halves_speed
from ..movement.reachable import movement_speed


def current_speed(battle: Battle, c: Creature) -> int:
    """Speed after conditions, halved while dragging a creature as big or bigger (RULES-NOTES
    Grabbed): what an Advance or a Charge can cover."""
    speed = movement_speed(c)
    return speed // 2 if dragging_halves_speed(battle, c) else speed


def move_budget(battle: Battle, c: Creature) -> tuple[int, int]:
    """(movement left in the current Advance, what a fresh Advance would give)."""
    fresh = current_speed(battle, c) if can_spend(battle, "move") else 0
    return battle.turn.get("move_left", 0), fresh


def pay_movement(battle: Battle, cost: int, left: int, fresh: int) -> None:
    """Pay `cost` squares from the current Advance (`left`), starting a fresh one (`fresh`
    squares, spending the move action or the main action) when it runs short."""
    if cost > left:
        spend(battle, "move")
        left = fresh
    battle.turn["move_left"] = left - cost

