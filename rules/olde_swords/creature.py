"""An Olde Swords Reign creature: six score modifiers, hit points, AC, PB, proficient saves,
Fatigue and Supplies on top of the shared `Creature` (its place, movement and conditions)."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.creature import Creature

SLOW = 3
"""At Fatigue 3 or more a creature is Slow: 15 ft, 3 squares (RULES-NOTES)."""
WORN_OUT = 5
"""At Fatigue 5 a creature is incapacitated."""


@dataclass(slots=True)
class OldeCreature(Creature):
    """The ruleset's statistics. A hero at 0 HP is `dying` (and `unconscious` in the shared
    sense) until the dying table gets it up, keeps it stable or kills it; a foe at 0 HP dies."""
    kind: str = "monster"
    hp: int = 1
    max_hp: int = 1
    ac: int = 10
    pb: int = 2
    str_mod: int = 0
    dex_mod: int = 0
    con_mod: int = 0
    int_mod: int = 0
    wis_mod: int = 0
    cha_mod: int = 0
    saves: tuple[str, ...] = ()
    base_speed: int = 6
    fatigue: int = 0
    hit_die: int = 8
    supplies: int = 0
    potions: int = 0
    leader: bool = False
    dying: bool = False
    stable: bool = False

    @property
    def hero(self) -> bool:
        return self.kind == "hero"

    def mod(self, score: str) -> int:
        return int(getattr(self, score.lower() + "_mod"))

    @property
    def speed(self) -> int:
        """Squares a turn: Slow at Fatigue 3 or more."""
        return min(self.base_speed, SLOW) if self.fatigue >= 3 else self.base_speed
