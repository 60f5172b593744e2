"""Rolling 3D (RULES-NOTES "The 3D system"): three six-sided dice summed. Advantage rolls a
fourth die and drops the lowest; disadvantage rolls a fourth and drops the highest. Sources do
not stack, and one of each cancels out (docs/rules-decisions.md, 3D system)."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.battle import Battle

ADVANTAGE, PLAIN, DISADVANTAGE = 1, 0, -1


def net_mode(advantages: int, disadvantages: int) -> int:
    """The pool's change: +1 advantage, -1 disadvantage, 0 when neither or both."""
    return (advantages > 0) - (disadvantages > 0)


@dataclass(frozen=True)
class PoolRoll:
    faces: tuple[int, ...]
    kept: tuple[int, ...]
    mode: int

    @property
    def total(self) -> int:
        return sum(self.kept)


def keep(faces: tuple[int, ...], mode: int) -> tuple[int, ...]:
    """The three dice that count."""
    ordered = sorted(faces)
    if mode > 0:
        return tuple(ordered[-3:])
    if mode < 0:
        return tuple(ordered[:3])
    return tuple(faces)


def roll_pool(battle: Battle, mode: int, why: str) -> PoolRoll:
    """3d6, or 4d6 keeping the best (advantage) or worst (disadvantage) three."""
    n = 3 if mode == 0 else 4
    faces = tuple(battle.dice.roll(6, why) for _ in range(n))
    return PoolRoll(faces, keep(faces, mode), mode)


def roll_damage(battle: Battle, dice: int, sides: int, why: str) -> tuple[int, ...]:
    return tuple(battle.dice.roll(sides, why) for _ in range(dice))
