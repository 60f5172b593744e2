"""How a person answers each kind of decision: by pointing at the board or picking from a list.

A picker holds the choice in progress (what is under the cursor, which option is in focus) and
draws its overlays. It never changes the battle: when the person commits, it returns the legal
Option and the battle scene applies it. Every decision kind has a picker; kinds the client does
not know get a plain list of their options.
"""
from __future__ import annotations

from rules.core.battle import Battle
from rules.core.decisions import Decision

from ..hud.bar_memory import BarMemory
from .base import Button, Picker, anchor, space_of, thing_at
from .choice import ChoicePicker
from .creature import CreaturePicker
from .declare import DeclarePicker
from .force import ForcePicker
from .reaction import ReactionPicker
from .square import SQUARE_KINDS, SquarePicker
from .turn import MAIN_ACTION_MOVE, TurnPicker

__all__ = ["Button", "Picker", "ChoicePicker", "CreaturePicker", "DeclarePicker", "ForcePicker", "ReactionPicker", "SquarePicker",
           "TurnPicker",
           "MAIN_ACTION_MOVE", "anchor", "space_of", "thing_at", "picker_for"]


def picker_for(battle: Battle, decision: Decision, memory: BarMemory | None = None) -> Picker:
    """The picker for a decision; `memory` keeps each creature's action bar in order across turns."""
    if decision.kind == "turn":
        return TurnPicker(battle, decision, memory)
    if decision.kind == "next_creature":
        return CreaturePicker(battle, decision)
    if decision.kind == "force_move":
        return ForcePicker(battle, decision)
    if decision.kind == "declare":
        return DeclarePicker(battle, decision)
    if decision.kind == "reaction":
        return ReactionPicker(battle, decision)
    if decision.kind in SQUARE_KINDS:
        return SquarePicker(battle, decision)
    return ChoicePicker(battle, decision)
