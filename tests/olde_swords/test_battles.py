"""Whole Olde Swords Reign battles on the shipped encounters: they finish without an exception,
replay identically after a save and reload before every decision (mid-declaration too), and the
greedy AI, declaring as a side, beats a random player (001 Combat Order through Opportunity
Attacks, played out as a whole).

`make test` plays two seeds per encounter (enough to see each side's AI win, not to measure how
often); `make test-full` (STEELGRID_AI_BATTLES=500) plays
100 per encounter, the issue's measure.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from rules.ai.greedy import GreedyPlayer
from rules.ai.play import play_out
from rules.ai.random_player import RandomPlayer
from rules.core.registry import get_ruleset
from rules.core.save import dumps, event_log_json, loads

RULES = get_ruleset("olde_swords")
ENCOUNTERS = sorted(RULES.encounters())
FULL = int(os.environ.get("STEELGRID_AI_BATTLES", "60")) >= 500
BATTLES = 100 if FULL else 2
RELOADED = 10 if FULL else 1
SETTINGS = {"max_rounds": 30}


def _battle(encounter: str, seed: int, on_map: bool = False):
    if on_map:
        from game.maps.spawns import map_battle
        path = Path(__file__).resolve().parents[2] / "maps" / f"{RULES.encounters()[encounter].map}.tmx"
        return map_battle(path, encounter, seed=seed, settings=SETTINGS)
    return RULES.encounter_battle(encounter, seed, settings=SETTINGS)


@pytest.mark.parametrize("on_map", [False, True], ids=["training_ground", "own_map"])
@pytest.mark.parametrize("encounter", ENCOUNTERS)
def test_greedy_beats_random(encounter: str, on_map: bool) -> None:
    """The greedy heroes beat random foes in at least 90% of battles, and every battle ends,
    on the training ground and on the encounter's own map (with its lava, water and ledges for
    falls, burning ground and Improvise)."""
    wins = 0
    for seed in range(BATTLES):
        battle = play_out(_battle(encounter, seed, on_map),
                          {"heroes": GreedyPlayer(), "monsters": RandomPlayer(seed)})
        assert battle.over
        wins += battle.winner == "heroes"
    assert wins >= 0.9 * BATTLES, f"{wins}/{BATTLES}"


@pytest.mark.parametrize("encounter", ENCOUNTERS)
def test_greedy_monsters_beat_random_heroes(encounter: str) -> None:
    wins = 0
    for seed in range(BATTLES):
        battle = play_out(_battle(encounter, 1000 + seed),
                          {"heroes": RandomPlayer(seed), "monsters": GreedyPlayer()})
        assert battle.over
        wins += battle.winner == "monsters"
    assert wins >= 0.5 * BATTLES, f"{wins}/{BATTLES}"


@pytest.mark.parametrize("on_map", [False, True], ids=["training_ground", "own_map"])
@pytest.mark.parametrize("encounter", ENCOUNTERS)
def test_reload_before_every_decision_changes_nothing(encounter: str, on_map: bool) -> None:
    """A save made before any decision (between the move, the free action and the action of a
    declaration too) and loaded again plays on exactly as before."""
    for seed in range(RELOADED):
        straight = play_out(_battle(encounter, seed, on_map), {"heroes": GreedyPlayer(), "monsters": RandomPlayer(seed)})
        battle = _battle(encounter, seed, on_map)
        players = {"heroes": GreedyPlayer(), "monsters": RandomPlayer(seed)}
        parts = set()
        for _ in range(5000):
            battle = loads(dumps(battle))
            decision = battle.pending()
            if decision is None:
                break
            parts.add(decision.info.get("part"))
            battle.choose(players[decision.side](battle, decision))
        assert {"move", "action"} <= parts <= {"move", "free", "action"}
        assert event_log_json(battle) == event_log_json(straight)


def test_every_decision_is_a_declaration() -> None:
    battle = _battle(ENCOUNTERS[0], 5)
    decision = battle.pending()
    assert decision is not None and decision.kind == "declare"
    assert decision.info["part"] == "move" and decision.options[0].label == "Stay put"


def test_narration_tells_every_event_kind_it_meets() -> None:
    battle = play_out(_battle(ENCOUNTERS[0], 2), {"heroes": GreedyPlayer(), "monsters": RandomPlayer(2)})
    lines = list(RULES.narrate(battle))
    assert lines[0] == "The fight begins." and lines[-1].startswith("The fight is over")


@pytest.mark.parametrize("encounter", ENCOUNTERS)
def test_encounter_is_fought_on_its_map(encounter: str) -> None:
    """Each encounter's creatures fit the spawn areas of the shipped map it names, and a greedy
    battle there ends (issue 13 Content: encounters on the shipped maps)."""
    from game.maps.spawns import map_battle
    path = Path(__file__).resolve().parents[2] / "maps" / f"{RULES.encounters()[encounter].map}.tmx"
    battle = map_battle(path, encounter, seed=1, settings=SETTINGS)
    battle = play_out(battle, {"heroes": GreedyPlayer(), "monsters": GreedyPlayer()})
    assert battle.over
