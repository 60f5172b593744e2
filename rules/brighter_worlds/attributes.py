"""Attribute dice and saves (RULES-NOTES "Brighter Worlds"): a save rolls the attribute's die
and passes on 4 or more; an enhanced roll adds a d12 and keeps the highest; an impaired roll
uses a d4 instead; an attribute at zero always fails. Exact odds are worked out here too, for
the forecast and the AI."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from ..core.dice import Dice

STEPS = (12, 10, 8, 6, 4, 0)
"""Each Wound steps a die one place to the right (004 Wound)."""
SAVE_TARGET = 4
ENHANCED, PLAIN, IMPAIRED = 1, 0, -1


def step_down(size: int) -> int:
    """The die after one Wound: d12 -> d10 -> ... -> d4 -> 0 (zero stays zero)."""
    if size <= 4:
        return 0
    return STEPS[STEPS.index(size) + 1]


def net_mode(enhanced: bool, impaired: bool) -> int:
    """Enhanced and impaired together cancel out (see docs/rules-decisions.md)."""
    return (ENHANCED if enhanced else 0) + (IMPAIRED if impaired else 0)


def roll_dice(dice: Dice, sizes: tuple[int, ...], mode: int, why: str) -> int:
    """Roll `sizes` together and keep the highest; enhanced adds a d12 to the pool, impaired
    rolls a single d4 instead (004 Attack Modifiers)."""
    if mode == IMPAIRED:
        return dice.roll(4, why + " (impaired d4)")
    pool = [dice.roll(s, why) for s in sizes if s > 0]
    if mode == ENHANCED:
        pool.append(dice.roll(12, why + " (enhanced d12)"))
    return max(pool, default=0)


def script_for(value: int, sizes: tuple[int, ...], mode: int) -> list[int]:
    """Die faces, in rolling order, that make `roll_dice` keep exactly `value` (for exact
    look-ahead): the first die that can show it does, every other die shows 1."""
    if mode == IMPAIRED:
        return [value]
    pool = [s for s in sizes if s > 0] + ([12] if mode == ENHANCED else [])
    out: list[int] = []
    placed = False
    for size in pool:
        if not placed and size >= value:
            out.append(value)
            placed = True
        else:
            out.append(1)
    if not placed:
        raise ValueError(f"no die of {sizes} shows {value}")
    return out


@lru_cache(maxsize=512)
def distribution(sizes: tuple[int, ...], mode: int) -> tuple[tuple[int, Fraction], ...]:
    """Exact chance of each kept value of `roll_dice`, lowest first."""
    if mode == IMPAIRED:
        pool: tuple[int, ...] = (4,)
    else:
        pool = tuple(s for s in sizes if s > 0) + ((12,) if mode == ENHANCED else ())
    if not pool:
        return ((0, Fraction(1)),)
    top = max(pool)
    out = []
    for v in range(1, top + 1):
        at_most_v = _prod(Fraction(min(v, s), s) for s in pool)
        below_v = _prod(Fraction(min(v - 1, s), s) for s in pool)
        if at_most_v - below_v:
            out.append((v, at_most_v - below_v))
    return tuple(out)


def _prod(values) -> Fraction:
    out = Fraction(1)
    for v in values:
        out *= v
    return out


def chance_above(size: int, mode: int, threshold: int) -> Fraction:
    """The chance a save with this die keeps a value strictly above `threshold`."""
    if size <= 0:
        return Fraction(0)
    return sum((p for v, p in distribution((size,), mode) if v > threshold), Fraction(0))


def save_chance(size: int, mode: int) -> Fraction:
    """The chance of an ordinary save (4 or more)."""
    return chance_above(size, mode, SAVE_TARGET - 1)


def opposed_chance(mine: int, my_mode: int, theirs: int, their_mode: int) -> Fraction:
    """The chance my save beats theirs (strictly higher: a tie goes to the one who did not
    take the risk, see docs/rules-decisions.md)."""
    if mine <= 0:
        return Fraction(0)
    theirs_dist = distribution((theirs,), their_mode) if theirs > 0 else ((0, Fraction(1)),)
    total = Fraction(0)
    for v, p in distribution((mine,), my_mode):
        total += p * sum((q for w, q in theirs_dist if w < v), Fraction(0))
    return total
