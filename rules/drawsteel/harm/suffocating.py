"""Holding one's breath underwater (000 Suffocating).

Creatures can hold their breath for Might rounds (at least 1) while submerged (see
`environment.submerged`); after that they take 1d6 damage at the end of each round they stay
under. Creatures that swim and breathe water never run out of air.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.events import Note
from .damage import apply_damage
from .underwater import submerged


def end_of_round_breath(battle: Battle) -> None:
    """At the end of each round: count held breath for everyone underwater; those out of air
    take 1d6."""
    for c in battle.creatures.values():
        if c.dead or c.removed or c.can("swim") and c.tags.get("breathes_water"):
            continue
        if not submerged(battle, c):
            c.tags.pop("breath_rounds", None)
            continue
        held = c.tags.get("breath_rounds", 0) + 1
        c.tags["breath_rounds"] = held
        if held > max(1, c.char("might")):
            battle.emit(Note(f"{c.name} is out of air.", c.id))
            apply_damage(battle, c, battle.dice.roll(6, "suffocating"), "untyped", "suffocating")
