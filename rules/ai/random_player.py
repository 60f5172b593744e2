"""A player that picks uniformly among the legal options (seeded, so it is reproducible)."""
from __future__ import annotations

import random

from ..core.battle import Battle
from ..core.decisions import Decision, Option


class RandomPlayer:
    """Chooses any legal option at random; good for fuzzing and as a baseline opponent."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def __call__(self, battle: Battle, decision: Decision) -> Option:
        return decision.options[self.rng.randrange(len(decision.options))]
