"""Running a battle to the end with a player per side."""
from __future__ import annotations

from typing import Callable, Mapping

from ..core.battle import Battle
from ..core.decisions import Decision, Option
from .collector import fewer_collections

Player = Callable[[Battle, Decision], Option]


class RunawayBattle(RuntimeError):
    """A battle that did not end within its decision limit."""


def play_out(battle: Battle, players: Mapping[str, Player], max_decisions: int = 20000,
             on_decision: Callable[[Battle, Decision, Option], None] | None = None) -> Battle:
    """Answer every decision with the deciding side's player until combat ends."""
    with fewer_collections():
        for _ in range(max_decisions):
            decision = battle.pending()
            if decision is None:
                return battle
            option = players[decision.side](battle, decision)
            if on_decision is not None:
                on_decision(battle, decision, option)
            battle.choose(option)
    raise RunawayBattle(f"battle still running after {max_decisions} decisions")
