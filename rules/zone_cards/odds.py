"""Exact odds of d6 success pools (a 6 is a success): the binomial count of successes, and an
attack against a defence where each defending success cancels an attacking one."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from math import comb

P_SIX = Fraction(1, 6)


@lru_cache(maxsize=None)
def successes(n: int) -> tuple[Fraction, ...]:
    """P(exactly k sixes) on n dice, for k = 0..n."""
    return tuple(comb(n, k) * P_SIX ** k * (1 - P_SIX) ** (n - k) for k in range(n + 1))


def at_least(n: int, k: int) -> Fraction:
    """P(k or more sixes on n dice)."""
    if k <= 0:
        return Fraction(1)
    return sum(successes(n)[k:], Fraction(0))


@lru_cache(maxsize=None)
def net(attack: int, defence: int) -> tuple[tuple[int, Fraction], ...]:
    """(attack successes less defence successes, probability) for every difference that can
    come up (negative when the defence rolled more)."""
    out: dict[int, Fraction] = {}
    for a, pa in enumerate(successes(attack)):
        for d, pd in enumerate(successes(defence) if defence else (Fraction(1),)):
            out[a - d] = out.get(a - d, Fraction(0)) + pa * pd
    return tuple(sorted(out.items()))


@lru_cache(maxsize=None)
def hit_chance(attack: int, defence: int, needed: int) -> Fraction:
    return sum((p for diff, p in net(attack, defence) if diff >= needed), Fraction(0))


def extras(attack: int, defence: int, needed: int) -> dict[int, Fraction]:
    """Extra successes beyond those needed -> probability, over hits only."""
    return {diff - needed: p for diff, p in net(attack, defence) if diff >= needed}


@lru_cache(maxsize=None)
def expected_extras(attack: int, defence: int, needed: int) -> float:
    return float(sum((k * p for k, p in extras(attack, defence, needed).items()), Fraction(0)))
