"""While AIs play a battle out, the youngest generation of the garbage collector is collected
less often, and the old setting is back afterwards, even when the battle fails."""
from __future__ import annotations

import gc

import pytest

from rules.ai.collector import YOUNG_THRESHOLD, fewer_collections
from rules.ai.play import RunawayBattle, play_out
from rules.ai.random_player import RandomPlayer
from rules.core.registry import get_ruleset


def test_the_threshold_is_raised_inside_and_put_back_after() -> None:
    before = gc.get_threshold()
    with fewer_collections():
        assert gc.get_threshold()[0] >= YOUNG_THRESHOLD
        assert gc.get_threshold()[1:] == before[1:]
    assert gc.get_threshold() == before


def test_a_battle_that_runs_away_still_puts_it_back() -> None:
    before = gc.get_threshold()
    battle = get_ruleset("drawsteel").encounter_battle("saltreed_ford_ambush", 0)
    with pytest.raises(RunawayBattle):
        play_out(battle, {"heroes": RandomPlayer(1), "monsters": RandomPlayer(2)}, max_decisions=3)
    assert gc.get_threshold() == before
