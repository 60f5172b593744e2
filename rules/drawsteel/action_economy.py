"""The action economy of a turn (000 Taking a Turn): what a creature still has to spend.

A turn holds a main action, a maneuver and a move action; the main action can stand in for a
second maneuver or move action. Movement from one Advance can be split around the other
actions (`battle.turn["move_left"]`). A dazed creature gets one action in all. Every option
module asks here whether an action is still free and pays for it here.
"""
from __future__ import annotations

from ..core.battle import Battle
from ..core.creature import Creature
from ..core.events import ActionSpent
from .grabbing import dragging_halves_speed
from .movement import movement_speed


def new_turn(cid: str) -> dict:
    return {"creature": cid, "main": 1, "maneuver": 1, "move": 1, "move_left": 0}


def can_spend(battle: Battle, kind: str) -> bool:
    """Is an action of this kind still available (counting the main action as a stand-in)?"""
    t = battle.turn
    if kind == "main":
        return t.get("main", 0) > 0
    if kind in ("maneuver", "move"):
        return t.get(kind, 0) > 0 or t.get("main", 0) > 0
    return True


def spend(battle: Battle, kind: str) -> None:
    """Use up an action; a maneuver or move with none left uses the main action instead."""
    t = battle.turn
    cid = t["creature"]
    if kind in ("free_maneuver", "free_triggered", "triggered"):
        return
    if t.get(kind, 0) > 0:
        t[kind] -= 1
        battle.emit(ActionSpent(cid, kind))
    else:
        t["main"] -= 1
        battle.emit(ActionSpent(cid, "main", kind))
    if battle.creatures[cid].has("dazed"):
        t.update(main=0, maneuver=0, move=0)


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

