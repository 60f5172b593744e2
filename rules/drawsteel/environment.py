"""Fighting in water and holding one's breath (000 Underwater Combat, Suffocating).

A creature whose whole space is under liquid has fire immunity 5 and lightning weakness 5, and
its power rolls take a bane unless it swims at full speed. Creatures can hold their breath for
Might rounds (at least 1) while submerged; after that they take 1d6 damage at the end of each
round they stay under.
"""
from __future__ import annotations

from ..core.battle import Battle
from ..core.creature import Creature
from ..core.events import Note

UNDERWATER_IMMUNITY = {"fire": 5}
UNDERWATER_WEAKNESS = {"lightning": 5}


def submerged(battle: Battle, c: Creature) -> bool:
    return not c.dead and all(battle.board.is_liquid(cell) for cell in c.cells)


def end_of_round_breath(battle: Battle) -> None:
    """Count held breath for everyone underwater; those out of air take 1d6."""
    from .damage import apply_damage
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
