"""The action economy of a turn (000 Taking a Turn): what a creature still has to spend.

A turn holds a main action, a maneuver and a move action; the main action can stand in for a
second maneuver or move action. A dazed creature gets one action in all. Every option module
asks here whether an action is still free and pays for it here (how far an Advance still goes
is `advance.py`).
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.events import ActionSpent


def new_turn(cid: str) -> dict:
    """The actions a creature starts its turn with (kept in `battle.turn`)."""
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
        if battle.record:  # look-ahead copies keep no log: no event to build
            battle.emit(ActionSpent(cid, kind))
    else:
        t["main"] -= 1
        if battle.record:
            battle.emit(ActionSpent(cid, "main", kind))
    if battle.creatures[cid].has("dazed"):
        t.update(main=0, maneuver=0, move=0)

