"""Exact chances of the d20 tests (RULES-NOTES "Olde Swords Reign": EDGE and SETBACK as +/-1d6)
and exact damage distributions, for the forecast and the AI."""
from __future__ import annotations

from functools import lru_cache

from .content.model import Ability, Dice

Dist = tuple[tuple[int, float], ...]
NATURAL_20 = 1 / 20
"""A natural 20 (a critical hit) is 1 in 20 whatever the d6s add."""


@lru_cache(maxsize=256)
def dice_dist(count: int, size: int) -> Dist:
    """The sum of `count` dice of `size` faces: (total, chance) pairs."""
    dist: dict[int, float] = {0: 1.0}
    for _ in range(count):
        nxt: dict[int, float] = {}
        for total, p in dist.items():
            for face in range(1, size + 1):
                nxt[total + face] = nxt.get(total + face, 0.0) + p / size
        dist = nxt
    return tuple(sorted(dist.items()))


@lru_cache(maxsize=4096)
def d20_chance(bonus: int, against: int, net: int, natural: bool = False) -> float:
    """Chance that d20 + bonus (+/- `net` d6) meets `against`; with `natural` a 20 always
    succeeds and a 1 always fails."""
    d6 = dice_dist(abs(net), 6) if net else ((0, 1.0),)
    sign = 1 if net >= 0 else -1
    chance = 0.0
    for face in range(1, 21):
        if natural and face in (1, 20):
            chance += (face == 20) / 20
            continue
        chance += sum(p for s, p in d6 if face + bonus + sign * s >= against) / 20
    return chance


def damage_dist(dice: Dice, bonus: int, critical: bool = False) -> Dist:
    """One hit's damage (at least 1)."""
    out: dict[int, float] = {}
    for total, p in dice_dist(dice.count * (2 if critical else 1), dice.size):
        key = max(1, total + bonus)
        out[key] = out.get(key, 0.0) + p
    return tuple(sorted(out.items()))


def attack_outcomes(bonus: int, ac: int, net: int, a: Ability, dmg_bonus: int) -> list[tuple[float, Dist]]:
    """(chance, damage distribution) of a plain hit and of a critical hit."""
    hit = d20_chance(bonus, ac, net, natural=True)
    crit = NATURAL_20
    return [(hit - crit, damage_dist(a.dice, dmg_bonus)), (crit, damage_dist(a.dice, dmg_bonus, True))]




def save_outcomes(save_bonus: int, a: Ability, dmg_bonus: int) -> list[tuple[float, Dist]]:
    """(chance, damage) of a failed save and of a made one (half or nothing)."""
    made = d20_chance(save_bonus, a.dc, 0)
    full = damage_dist(a.dice, dmg_bonus)
    out = [(1 - made, full)]
    if a.half:
        half: dict[int, float] = {}
        for d, p in full:
            half[d // 2] = half.get(d // 2, 0.0) + p
        out.append((made, tuple(sorted(half.items()))))
    return out


def expected(dist: Dist, cap: int) -> tuple[float, float]:
    """(expected damage counted up to `cap`, chance of reaching `cap`)."""
    return (sum(min(d, cap) * p for d, p in dist), sum(p for d, p in dist if d >= cap))
