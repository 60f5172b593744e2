"""Exact odds of 3D rolls: every way 3d6 (or 4d6 keeping three) can fall, counted once and kept
as fractions, so the forecast and the AI use the true chances, not samples."""
from __future__ import annotations

import itertools
from fractions import Fraction
from functools import lru_cache

from .dice3 import keep


@lru_cache(maxsize=3)
def pool_totals(mode: int) -> dict[int, Fraction]:
    """Chance of each total of the pool (mode +1 advantage, -1 disadvantage, 0 plain)."""
    n = 3 if mode == 0 else 4
    counts: dict[int, int] = {}
    for faces in itertools.product(range(1, 7), repeat=n):
        total = sum(keep(faces, mode))
        counts[total] = counts.get(total, 0) + 1
    whole = 6 ** n
    return {t: Fraction(c, whole) for t, c in sorted(counts.items())}


def chance_at_least(target: int, mode: int = 0) -> Fraction:
    """Chance the pool's total reaches `target` (before modifiers are added)."""
    return sum((p for t, p in pool_totals(mode).items() if t >= target), Fraction(0))


def hit_chance(attack_mod: int, armor: int, mode: int = 0) -> Fraction:
    """An attack hits when 3D + modifiers meets or beats the armor rating (003 Attack Rolls)."""
    return chance_at_least(armor - attack_mod, mode)


@lru_cache(maxsize=64)
def sum_faces(dice: int, sides: int) -> dict[int, Fraction]:
    counts: dict[int, int] = {}
    for faces in itertools.product(range(1, sides + 1), repeat=dice):
        counts[sum(faces)] = counts.get(sum(faces), 0) + 1
    whole = sides ** dice
    return {t: Fraction(c, whole) for t, c in sorted(counts.items())}


def representative_faces(total: int, mode: int) -> tuple[int, ...]:
    """Dice faces that give this total under this mode (to script a look-ahead branch)."""
    n = 3 if mode == 0 else 4
    for faces in itertools.product(range(1, 7), repeat=n):
        if sum(keep(faces, mode)) == total:
            return faces
    raise ValueError(total)


def damage_faces(total: int, dice: int, sides: int) -> tuple[int, ...]:
    for faces in itertools.product(range(1, sides + 1), repeat=dice):
        if sum(faces) == total:
            return faces
    raise ValueError(total)
