"""Power rolls: 2d10 plus a bonus, read as one of three tiers (000 Power Rolls, RULES-NOTES).

Edges and banes are each capped at two and then cancel: a net single edge or bane moves the
total by 2; a net double edge or double bane moves the tier by one instead. A natural 19 or 20
is always tier 3. The exact chance of each tier comes from walking all 100 ways two d10 can land.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache


def tier_of_total(total: int) -> int:
    """11 or less is tier 1, 12 to 16 tier 2, 17 or more tier 3."""
    if total <= 11:
        return 1
    if total <= 16:
        return 2
    return 3


def net_edges(edges: int, banes: int) -> int:
    """Edges minus banes after capping each at two: -2 (double bane) .. +2 (double edge)."""
    return min(max(edges, 0), 2) - min(max(banes, 0), 2)


def describe_net(net: int) -> str:
    return {2: "double edge", 1: "edge", 0: "", -1: "bane", -2: "double bane"}[net]


def combine_automatic(outcomes: list[int]) -> int | None:
    """Automatic tier outcomes: one kind applies; different ones cancel each other out."""
    kinds = set(outcomes)
    return kinds.pop() if len(kinds) == 1 else None


@dataclass(frozen=True, slots=True)
class PowerRollResult:
    dice: tuple[int, int]
    bonus: int
    net: int
    total: int
    tier: int
    natural: int

    @property
    def natural_crit(self) -> bool:
        return self.natural >= 19


@lru_cache(maxsize=4096)
def resolve(d1: int, d2: int, bonus: int, edges: int = 0, banes: int = 0,
            automatic: int | None = None) -> PowerRollResult:
    """Read two d10 results as a power roll for one target (remembered: look-ahead reads the
    same few rolls over and over, and a result never changes)."""
    net = net_edges(edges, banes)
    natural = d1 + d2
    total = natural + bonus + (2 if net == 1 else -2 if net == -1 else 0)
    tier = tier_of_total(total)
    if net == 2:
        tier = min(3, tier + 1)
    elif net == -2:
        tier = max(1, tier - 1)
    if natural >= 19:
        tier = 3
    if automatic is not None:
        tier = automatic
    return PowerRollResult((d1, d2), bonus, net, total, tier, natural)


@lru_cache(maxsize=512)
def tier_probabilities(bonus: int, edges: int = 0, banes: int = 0,
                       automatic: int | None = None) -> tuple[Fraction, Fraction, Fraction]:
    """The exact chance of tiers 1, 2 and 3 for this bonus and edge/bane state."""
    counts = [0, 0, 0]
    for d1 in range(1, 11):
        for d2 in range(1, 11):
            counts[resolve(d1, d2, bonus, edges, banes, automatic).tier - 1] += 1
    return (Fraction(counts[0], 100), Fraction(counts[1], 100), Fraction(counts[2], 100))


@lru_cache(maxsize=512)
def tier_probabilities_float(bonus: int, edges: int = 0, banes: int = 0) -> tuple[float, float, float]:
    p = tier_probabilities(bonus, edges, banes)
    return (float(p[0]), float(p[1]), float(p[2]))


def critical_chance() -> Fraction:
    """A natural 19 or 20 on 2d10: 3 chances in 100."""
    return Fraction(3, 100)
