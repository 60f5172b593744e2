"""A creature of the card-initiative zone system: attributes and action ratings that build its
dice pools, its Harm (rows for heroes, points for NPCs and beasts), its initiative cards and the
maneuvers it has left this round, on top of the shared `Creature`."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core.creature import Creature

ROW_SIZES = (2, 2, 1)
"""Boxes in the lesser, moderate and severe rows of Harm."""
ROW_NAMES = ("lesser", "moderate", "severe")


@dataclass(slots=True)
class ZoneCardsCreature(Creature):
    kind: str = "npc"
    body: int = 2
    agility: int = 2
    wits: int = 2
    heart: int = 2
    skills: dict = field(default_factory=dict)
    """Action name -> skill dice added to the attribute's dice."""
    weapons: tuple = ()
    wielding: str = ""
    """The weapon in hand ('' for bare hands)."""
    armor: int = 0
    physical: list = field(default_factory=lambda: [0, 0, 0])
    mental: list = field(default_factory=lambda: [0, 0, 0])
    """Filled boxes in each row (lesser, moderate, severe)."""
    harm_points: int = 0
    toughness: int = 3
    """NPCs and beasts: Harm points that break them."""
    cards: list = field(default_factory=list)
    slow: int = 1
    fast: int = 1
    """Maneuvers left this round (refilled at its start, one of each per card)."""
    sees_dark: bool = False
    fear: int = 0
    """Successes a hero's Fear test needs on meeting it (0: not frightening)."""
    burning: int = 0
    extinguish: int = 0
    poison: int = 0
    """Harm the poison in its blood deals at the next round's start."""
    bonus: int = 0
    """Dice added to its next test (surveying the scene, a shout, a steady nerve)."""
    antidotes: int = 0
    broken: str = ""
    """'' while in the fight; 'physical' or 'mental' once broken."""

    @property
    def hero(self) -> bool:
        return self.kind == "hero"

    @property
    def uses_points(self) -> bool:
        return self.kind != "hero"

    def rating(self, action: str, attribute: str) -> int:
        return int(getattr(self, attribute)) + int(self.skills.get(action, 0))

    def rows(self, kind: str) -> list:
        return self.physical if kind == "physical" else self.mental

    def worst_row(self, kind: str) -> int:
        """1 lesser, 2 moderate, 3 severe: the worst row holding Harm of this kind (0: none)."""
        rows = self.rows(kind)
        return max((n + 1 for n, filled in enumerate(rows) if filled), default=0)
