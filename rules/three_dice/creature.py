"""A 3D creature: characteristic modifiers, armor rating and hit points on top of the shared
`Creature` (its place, movement and conditions), and what it has used up."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.creature import Creature


@dataclass(slots=True)
class ThreeDiceCreature(Creature):
    """`hp` may not go below 0. A hero at 0 is `dying` (unconscious, making death saves) until it
    is `stable`, healed or dead (docs/rules-decisions.md, 3D system)."""
    kind: str = "monster"
    strength: int = 0
    agility: int = 0
    mind: int = 0
    armor: int = 10
    hp: int = 10
    max_hp: int = 10
    speed: int = 30
    fly_speed: int = 0
    burrow_speed: int = 0
    stealth: int = 0
    reaction: bool = True
    rallied: bool = False
    dying: bool = False
    stable: bool = False
    death_successes: int = 0
    death_failures: int = 0

    @property
    def hero(self) -> bool:
        return self.kind == "hero"

    @property
    def best_speed(self) -> int:
        """With several speeds the greatest counts (003 Different Movement Speeds)."""
        return max(self.speed, self.fly_speed, self.burrow_speed)

    def mod(self, characteristic: str) -> int:
        return int(getattr(self, characteristic))

    @property
    def passive_awareness(self) -> int:
        """10 + Mind: what a hider's Agility (Stealth) check must beat (003 Surprise)."""
        return 10 + self.mind
