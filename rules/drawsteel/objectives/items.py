"""The thing of a Get the Thing! objective: who carries it, and where it lies when dropped."""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ...core.creature import Creature
from .events import ItemDropped


def item_name(o: dict[str, Any]) -> str:
    return o.get("item") or "the prize"


def drop(battle: Battle, o: dict[str, Any], c: Creature) -> None:
    """The carrier lets it fall on the square it stands on."""
    x, y, _ = c.pos
    o["carrier"], o["item_at"] = "", [[x, y]]
    battle.emit(ItemDropped(c.id, o["id"], item_name(o), (x, y)))


def drop_all(battle: Battle, objectives: list[dict[str, Any]], c: Creature) -> None:
    for o in objectives:
        if o["goal"] == "get" and o.get("carrier") == c.id:
            drop(battle, o, c)
