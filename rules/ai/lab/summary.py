"""Many battle tallies summed up: the first side's win rate with a 95% interval, the battles'
length, each creature's average damage, how often heroes went down or died, what was spent,
and a verdict on the encounter's difficulty."""
from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field
from typing import Sequence

from .tally import BattleTally

Z95 = 1.959964
"""The normal quantile of a two-sided 95% interval."""

VERDICTS = ((0.90, "easy"), (0.70, "standard"), (0.40, "hard"), (0.0, "extreme"))
"""The lab's reading of a win rate: at least this share of battles won by the heroes' side
makes the encounter this hard (docs/rules-decisions.md, "The encounter lab")."""


def wilson(wins: int, n: int) -> tuple[float, float]:
    """The Wilson score interval (95%) of a proportion `wins / n`; (0, 1) with no battles."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def verdict(win_rate: float) -> str:
    """How hard an encounter plays, from the heroes' side's win rate."""
    return next(word for floor, word in VERDICTS if win_rate >= floor)


@dataclass
class CreatureLine:
    """One creature across every battle: its averages per battle."""
    id: str
    name: str
    side: str
    dealt: float
    taken: float
    downed: float
    died: float


@dataclass
class LabSummary:
    encounter: str
    side: str
    battles: int
    wins: int
    draws: int
    interval: tuple[float, float]
    rounds_mean: float
    rounds_median: float
    creatures: list[CreatureLine] = field(default_factory=list)
    downed_mean: float = 0.0
    dead_mean: float = 0.0
    spent_mean: dict[str, float] = field(default_factory=dict)
    budget: str = ""

    @property
    def win_rate(self) -> float:
        return self.wins / self.battles if self.battles else 0.0

    @property
    def verdict(self) -> str:
        return verdict(self.win_rate)


def summarise(encounter: str, side: str, tallies: Sequence[BattleTally], budget: str = "") -> LabSummary:
    """The summary of an encounter's battles, seen from `side` (the heroes' side)."""
    n = len(tallies)
    wins = sum(t.winner == side for t in tallies)
    rounds = [t.rounds for t in tallies] or [0]
    out = LabSummary(encounter, side, n, wins, sum(t.winner == "draw" for t in tallies), wilson(wins, n),
                     statistics.fmean(rounds), statistics.median(rounds), budget=budget)
    out.creatures = _creature_lines(tallies)
    ours = [[c for c in t.creatures.values() if c.side == side] for t in tallies]
    out.downed_mean = _mean([sum(c.downed for c in cs) for cs in ours])
    out.dead_mean = _mean([sum(c.died for c in cs) for cs in ours])
    keys = sorted({k for t in tallies for k in t.spent})
    out.spent_mean = {k: _mean([t.spent.get(k, 0) for t in tallies]) for k in keys}
    return out


def _creature_lines(tallies: Sequence[BattleTally]) -> list[CreatureLine]:
    order: dict[str, CreatureLine] = {}
    n = len(tallies) or 1
    for t in tallies:
        for c in t.creatures.values():
            line = order.setdefault(c.id, CreatureLine(c.id, c.name, c.side, 0, 0, 0, 0))
            line.dealt += c.dealt / n
            line.taken += c.taken / n
            line.downed += c.downed / n
            line.died += c.died / n
    return list(order.values())


def _mean(values: Sequence[float]) -> float:
    return statistics.fmean(values) if values else 0.0
