"""A Brighter Worlds creature: three attribute dice, Armor and Grit on top of the shared
`Creature` (its place, movement and conditions)."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.creature import Creature
from .content.model import ATTRIBUTES

FIELD = {"STR": "str_die", "DEX": "dex_die", "WIL": "wil_die"}
START = {"STR": "str_start", "DEX": "dex_start", "WIL": "wil_start"}


@dataclass(slots=True)
class BrighterCreature(Creature):
    """The ruleset's statistics. An attribute die of 0 means the attribute is at zero (stepped
    down below d4, 004 Wound). `incapacitated` creatures are also `unconscious` in the shared
    sense: out of the fight, able only to crawl."""
    kind: str = "monster"
    str_die: int = 6
    dex_die: int = 6
    wil_die: int = 6
    str_start: int = 6
    dex_start: int = 6
    wil_start: int = 6
    armor: int = 0
    grit: int = 0
    max_grit: int = 0
    speed: int = 8
    leader: bool = False
    fearless: bool = False
    incapacitated: bool = False

    @property
    def hero(self) -> bool:
        return self.kind == "hero"

    @property
    def npc(self) -> bool:
        """Non-player creatures make morale saves (004 Morale Saves)."""
        return not self.hero

    def die(self, attribute: str) -> int:
        return int(getattr(self, FIELD[attribute]))

    def start_die(self, attribute: str) -> int:
        return int(getattr(self, START[attribute]))

    def set_die(self, attribute: str, size: int) -> None:
        setattr(self, FIELD[attribute], size)

    def dice_text(self) -> tuple[str, ...]:
        return tuple(f"{a} {die_name(self.die(a))}" for a in ATTRIBUTES)


def die_name(size: int) -> str:
    return f"d{size}" if size else "0"
