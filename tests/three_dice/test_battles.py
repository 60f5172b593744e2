"""Whole 3D battles on the shipped encounters, on their own maps (grid maps and zone maps), as
`steelgrid sim` fights them: they finish without an exception, the greedy AI (exact 3d6/4d6
odds) beats a random player, and a save and reload before every decision changes nothing.

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

RULES = get_ruleset("three_dice")
ENCOUNTERS = sorted(RULES.encounters())
FULL = int(os.environ.get("STEELGRID_AI_BATTLES", "60")) >= 500
BATTLES = 100 if FULL else 2
SETTINGS = {"max_rounds": 30}


def _battle(encounter: str, seed: int):
    battle = on_own_map(encounter, seed, dict(SETTINGS))
    assert battle is not None, encounter
    return battle


def test_zone_encounters_are_fought_in_zones() -> None:
    zoned = [e for e in ENCOUNTERS if _battle(e, 0).zones is not None]
    assert len(zoned) >= 3 and len(ENCOUNTERS) - len(zoned) >= 3


@pytest.mark.parametrize("encounter", ENCOUNTERS)
def test_greedy_heroes_beat_random_foes(encounter: str) -> None:
    wins = 0
    for seed in range(BATTLES):
        battle = play_out(_battle(encounter, seed), {"heroes": GreedyPlayer(), "monsters": RandomPlayer(seed)})
        assert battle.over
        wins += battle.winner == "heroes"
    assert wins >= 0.6 * BATTLES, f"{wins}/{BATTLES}"


@pytest.mark.parametrize("encounter", ["td_boarding", "td_chapel_ambush"])
def test_reload_before_every_decision_changes_nothing(encounter: str) -> None:
    for seed in range(3 if FULL else 1):
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


def test_grappled_zones_survive_a_save() -> None:
    """003 Detached Zones: a link made by grappling hooks is kept by a save."""
    battle = _battle("td_boarding", 0)
    assert battle.zones is not None
    battle.zones = battle.zones.connect("Hawk Main Deck", "Gull Waist")
    again = loads(dumps(battle))
    assert again.zones is not None and again.zones.distance("Hawk Main Deck", "Gull Waist") == 1
