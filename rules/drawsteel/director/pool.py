"""The Director's Malice pool (RULES-NOTES Malice), kept in `battle.data["malice"]`.

Only the Director's side has Malice; its monsters draw on the one shared pool. This module is
the pool alone (read, add, spend), so low rules such as an ability's cost can use it.
"""
from __future__ import annotations

from ...core.battle import Battle
from .events import MaliceChanged

KEY = "malice"
DIRECTOR = "monsters"
"""The side the Director plays."""


def malice(battle: Battle) -> int:
    return int(battle.data.get(KEY, 0))


def can_pay(battle: Battle, side: str, cost: int) -> bool:
    return side == DIRECTOR and malice(battle) >= cost


def change(battle: Battle, amount: int, why: str) -> None:
    """Add (or, negative, take away) Malice, never below 0, and tell it."""
    total = max(0, malice(battle) + amount)
    moved = total - malice(battle)
    battle.data[KEY] = total
    if moved:
        battle.emit(MaliceChanged(moved, total, why))


def spend(battle: Battle, cost: int, why: str) -> None:
    if cost:
        change(battle, -cost, why)
