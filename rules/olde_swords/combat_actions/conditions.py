"""Putting a lasting condition on a creature (told as the shared `ConditionGained`)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Condition
from ...core.events import ConditionGained
from ..creature import OldeCreature


def add_condition(battle: Battle, c: OldeCreature, name: str, source: str) -> None:
    if not any(x.name == name and x.source == source for x in c.conditions):
        c.conditions.append(Condition(name, "until_removed", source))
        battle.emit(ConditionGained(c.id, name, "until_removed", source))
