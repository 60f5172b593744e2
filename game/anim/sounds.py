"""Which sound each event plays as its animation starts (one of `game.audio.SOUND_NAMES`).

Read by kind, so a ruleset's own events (power rolls, d20 rolls, Wounds ...) are covered without
importing the ruleset; an event not listed here is silent.
"""
from __future__ import annotations

from rules.core.events import Event

SOUND_OF_KIND: dict[str, str] = {
    # movement
    "moved": "step", "force_moved": "step", "burrowed": "step",
    # forced movement hitting things, objects breaking
    "slammed": "slam", "hurled_through": "slam", "force_absorbed": "slam", "object_destroyed": "slam",
    # falls
    "fell": "fall", "falling_far": "fall",
    # harm
    "damaged": "hit", "object_damaged": "hit", "bw_wounded": "hit",
    # dice
    "first_side_rolled": "dice", "power_rolled": "dice", "test_made": "dice", "os_d20": "dice",
    "os_dying": "dice", "bw_damage_rolled": "dice", "bw_save": "dice", "bw_opposed_save": "dice",
    # deaths
    "died": "death",
}


def sound_for(ev: Event) -> str:
    """The sound an event plays ('' for none); harm of 0 makes no hit sound."""
    name = SOUND_OF_KIND.get(ev.kind, "")
    if name == "hit" and getattr(ev, "amount", 1) == 0:
        return ""
    return name
