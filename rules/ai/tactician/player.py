"""The tactician player: plans each turn as a whole (`plan.Planner`) and answers every other
question as the greedy player does (follow-up choices are already weighed inside the plan's
look-ahead, where the advisor settles them)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ..greedy import GreedyPlayer
from .plan import Planner
from .threat_map import ThreatMap
from .turn_order import next_creature


class TacticianPlayer:
    name = "tactician"

    def __init__(self) -> None:
        self.greedy = GreedyPlayer()
        self.threats = ThreatMap()
        self.spots: dict = {}
        self._turn: tuple = ()

    def __call__(self, battle: Battle, decision: Decision) -> Option:
        if len(decision.options) == 1:
            return decision.options[0]
        if decision.kind == "next_creature" and all("creature" in o.args for o in decision.options):
            return next_creature(battle, decision, battle.rules.advisor(), self.threats)
        if decision.kind != "turn" or not decision.creature:
            return self.greedy(battle, decision)
        turn = (battle.round, decision.creature)
        if turn != self._turn:  # what a square is worth is remembered for one creature's turn
            self._turn, self.spots = turn, {}
        planner = Planner(battle.rules.advisor(), self.threats, decision.side, decision.creature, self.spots)
        return planner.best(battle, decision)[1]
