"""Whole Cards & Zones battles on the three encounters, each on its own zone map, as
`steelgrid sim` fights them: they finish without an exception, the greedy AI (exact binomial
odds of d6 pools) beats a random player in at least 90%, and a save and reload before every
decision (a reaction pending off-turn among them) changes nothing.

`make test` plays two seeds per encounter (enough to see the greedy AI win, not to measure how
often); with STEELGRID_AI_BATTLES=500 (`make test-full`)
100 per encounter, the issue's measure.
"""
from __future__ import annotations

import os

import pytest

from game.sim_boards import on_own_map
from rules.ai.greedy import GreedyPlayer
from rules.ai.play import play_out
from rules.ai.random_player import RandomPlayer
from rules.core.registry import get_ruleset
from rules.core.save import dumps, event_log_json, loads

RULES = get_ruleset("zone_cards")
ENCOUNTERS = sorted(RULES.encounters())
FULL = int(os.environ.get("STEELGRID_AI_BATTLES", "60")) >= 500
BATTLES = 100 if FULL else 2
SETTINGS = {"max_rounds": 30}


def _battle(encounter: str, seed: int):
    battle = on_own_map(encounter, seed, dict(SETTINGS))
    assert battle is not None, encounter
    return battle


def test_every_encounter_is_fought_on_its_zone_map() -> None:
    assert len(ENCOUNTERS) >= 3
    for e in ENCOUNTERS:
        assert _battle(e, 0).zones is not None, e


@pytest.mark.parametrize("encounter", ENCOUNTERS)
def test_greedy_heroes_beat_random_foes(encounter: str) -> None:
    wins = 0
    for seed in range(BATTLES):
        battle = play_out(_battle(encounter, seed), {"heroes": GreedyPlayer(), "monsters": RandomPlayer(seed)})
        assert battle.over
        wins += battle.winner == "heroes"
    assert wins >= 0.9 * BATTLES, f"{wins}/{BATTLES}"


@pytest.mark.parametrize("encounter", ENCOUNTERS)
def test_reload_before_every_decision_changes_nothing(encounter: str) -> None:
    """002 Dodging and Parrying: the reaction decision is offered off-turn, between the attack's
    declaration and its roll; a save taken then plays on exactly as the battle would have."""
    off_turn = 0
    for seed in range(3 if FULL else 1):
        straight = play_out(_battle(encounter, seed), {"heroes": GreedyPlayer(), "monsters": RandomPlayer(seed)})
        battle = _battle(encounter, seed)
        players = {"heroes": GreedyPlayer(), "monsters": RandomPlayer(seed)}
        for _ in range(5000):
            battle = loads(dumps(battle))
            decision = battle.pending()
            if decision is None:
                break
            if decision.kind == "reaction" and decision.creature != battle.current:
                off_turn += 1
            battle.choose(players[decision.side](battle, decision))
        assert event_log_json(battle) == event_log_json(straight)
    assert off_turn > 0
