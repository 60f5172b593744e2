"""The tactician player: plans each turn as a whole (`plan.Planner`) and answers every other
question as the greedy player does (follow-up choices are already weighed inside the plan's
look-ahead, where the advisor settles them)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ..greedy import GreedyPlayer
from .firepower import FirepowerWorth, firepower
from .plan import Planner, state_key
from .shared_outcomes import SharedOutcomes
from .threat_map import ThreatMap
from .turn_order import next_creature


ANCHORED = True
"""Plans are anchored on the greedy player's step (`Planner.best`)."""
REPEATS = 2
"""A kind of step other than an ability is taken at most this often in one turn (two moves:
the move action and a main action spent moving). Each step is planned afresh, so without it
two steps that each look better than the other (climb on a mount, step off) could fill a turn."""


class TacticianPlayer:
    name = "tactician"

    def __init__(self) -> None:
        self.greedy = GreedyPlayer()
        self.threats = ThreatMap()
        self.spots: dict = {}
        self._turn: tuple = ()
        self.taken: dict[str, int] = {}
        """How often each kind of step was taken this turn (other than abilities)."""
        self.plans: dict = {}
        """The plan's next step for each state its search looked at (for this turn)."""
        self.firepower: dict[str, float] = {}
        """Each creature's blows a turn, read at the start of this turn (`firepower`)."""

    def __call__(self, battle: Battle, decision: Decision) -> Option:
        if len(decision.options) == 1:
            return decision.options[0]
        if decision.kind == "next_creature" and all("creature" in o.args for o in decision.options):
            return next_creature(battle, decision, battle.rules.advisor(), self.threats)
        if decision.kind != "turn" or not decision.creature:
            return self.greedy(battle, decision)
        turn = (battle.round, decision.creature)
        if turn != self._turn:  # what a square is worth is remembered for one creature's turn
            self._turn, self.spots, self.taken, self.plans = turn, {}, {}, {}
            self.firepower = firepower(battle, battle.rules.advisor(), self.threats)
        banned = frozenset(k for k, n in self.taken.items() if n >= REPEATS)
        planned = self.plans.get(state_key(battle))
        if planned is not None and planned.kind not in banned and planned in decision.options:
            choice = planned  # the turn went as planned so far: the plan's next step
        else:
            # the anchor and the plan share look-aheads, and both count what a kill spares
            advisor = FirepowerWorth(SharedOutcomes(battle.rules.advisor()), self.firepower)
            planner = Planner(advisor, self.threats, decision.side, decision.creature, self.spots, banned, self.plans)
            anchor = self.greedy.turn_choice(battle, decision, advisor) if ANCHORED else None
            choice = planner.best(battle, decision, anchor)[1]
        if choice.kind != "ability":
            self.taken[choice.kind] = self.taken.get(choice.kind, 0) + 1
        return choice
