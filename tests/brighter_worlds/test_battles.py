"""Whole Brighter Worlds battles on the shipped encounters: they finish without an exception,
replay identically after a save and reload before every decision, and the greedy AI beats a
random player (004 Rounds and Initiative through Morale Saves, played out as a whole).

`make test` plays two seeds per encounter (enough to see each side's AI win, not to measure how
often); `make test-full` (STEELGRID_AI_BATTLES=500) plays 100 per encounter, the issue's measure
(200 for the greedy foes).
"""
from __future__ import annotations

import os
import re

import pytest

from rules.ai.greedy import GreedyPlayer
from rules.ai.play import play_out
from rules.ai.random_player import RandomPlayer
from rules.core.registry import get_ruleset
from rules.core.save import dumps, event_log_json, loads

RULES = get_ruleset("brighter_worlds")
ENCOUNTERS = sorted(RULES.encounters())
FULL = int(os.environ.get("STEELGRID_AI_BATTLES", "60")) >= 500
BATTLES = 100 if FULL else 2
RELOADED = 10 if FULL else 1
SETTINGS = {"max_rounds": 30}
COORDS = re.compile(r"\(\d+, ?\d+, ?\d+\)|\b\d+,\d+,\d+\b")


def _battle(encounter: str, seed: int):
    return RULES.encounter_battle(encounter, seed, settings=SETTINGS)


def test_there_are_encounters() -> None:
    """The issue asks for at least three encounters."""
    assert len(ENCOUNTERS) >= 3


@pytest.mark.parametrize("encounter", ENCOUNTERS)
def test_greedy_beats_random(encounter: str) -> None:
    """The greedy heroes beat random foes in at least 90% of battles, and every battle ends."""
    wins = 0
    for seed in range(BATTLES):
        battle = play_out(_battle(encounter, seed),
                          {"heroes": GreedyPlayer(), "monsters": RandomPlayer(seed)})
        assert battle.over
        wins += battle.winner == "heroes"
    assert wins >= 0.9 * BATTLES, f"{wins}/{BATTLES}"


@pytest.mark.parametrize("encounter", ENCOUNTERS)
def test_random_monsters_lose_to_greedy_monsters(encounter: str) -> None:
    """The other way round: greedy foes beat random heroes at least half the time (the heroes
    are the stronger side by design, so the bar is lower). `make test-full` plays twice the usual
    seeds: morale makes these battles swing, and four were too few to tell 50% from 65% (Burrows
    under Hollowdeep won 13 of 20 both before and after the AI learnt to walk round cliffs, yet 1
    of the first 4); `make test` plays the usual two, which only shows the greedy foes winning."""
    wins = 0
    battles = 2 * BATTLES if FULL else BATTLES
    for seed in range(battles):
        battle = play_out(_battle(encounter, 1000 + seed),
                          {"heroes": RandomPlayer(seed), "monsters": GreedyPlayer()})
        wins += battle.winner == "monsters"
    assert wins >= 0.5 * battles, f"{wins}/{battles}"


@pytest.mark.parametrize("encounter", ENCOUNTERS)
def test_reload_before_every_decision_changes_nothing(encounter: str) -> None:
    """A save made before any decision and loaded again plays on exactly as before."""
    for seed in range(RELOADED):
        straight = play_out(_battle(encounter, seed), {"heroes": GreedyPlayer(), "monsters": RandomPlayer(seed)})
        battle = _battle(encounter, seed)
        players = {"heroes": GreedyPlayer(), "monsters": RandomPlayer(seed)}
        for _ in range(5000):
            battle = loads(dumps(battle))
            decision = battle.pending()
            if decision is None:
                break
            battle.choose(players[decision.side](battle, decision))
        assert event_log_json(battle) == event_log_json(straight)


def test_narration_has_no_coordinates_or_ids() -> None:
    """The log names creatures and distances, never raw positions or internal ids."""
    for encounter in ENCOUNTERS:
        battle = play_out(_battle(encounter, 7), {"heroes": GreedyPlayer(), "monsters": GreedyPlayer()})
        ids = set(battle.creatures)
        for line in RULES.narrate(battle):
            assert not COORDS.search(line), line
            assert not any(f" {cid} " in f" {line} " for cid in ids if "_" in cid), line
