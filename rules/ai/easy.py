"""The easy player: the greedy player with a human's slips.

Now and then it has the right idea but gets a detail wrong: on its turn it makes the same kind
of choice the greedy player would (a move, a strike, a maneuver) but with another destination
or target picked at random; on a follow-up question (a tier, a direction) it sometimes just
picks any answer. Seeded, so a battle replays the same.
"""
from __future__ import annotations

import random

from ..core.battle import Battle
from ..core.decisions import Decision, Option
from .greedy import GreedyPlayer

TURN_SLIP = 0.25
"""How often a turn's choice is swapped for another of the same kind."""
FOLLOW_UP_SLIP = 0.25
"""How often a follow-up question is answered at random."""
KEPT = ("first_side", "next_creature")
"""Questions answered as the greedy player would, always (they are not where people slip)."""


class EasyPlayer:
    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.greedy = GreedyPlayer()

    def __call__(self, battle: Battle, decision: Decision) -> Option:
        best = self.greedy(battle, decision)
        if len(decision.options) == 1 or decision.kind in KEPT:
            return best
        roll = self.rng.random()
        if decision.kind == "turn":
            if roll >= TURN_SLIP:
                return best
            alike = [o for o in decision.options if o.kind == best.kind]
            return alike[self.rng.randrange(len(alike))]
        if roll >= FOLLOW_UP_SLIP:
            return best
        return decision.options[self.rng.randrange(len(decision.options))]
