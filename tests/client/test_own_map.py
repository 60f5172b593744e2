"""An encounter written for a shipped map is fought there by default (issue 12: encounters on
the shipped maps that put their hazards in play)."""
from __future__ import annotations

import argparse
from pathlib import Path

from game.app import _setup_from_args
from game.match import own_map


def test_an_encounter_names_its_own_map():
    assert Path(own_map("skyreach_toll") or "").name == "skyreach_bridge.tmx"
    assert Path(own_map("saltreed_ford_ambush") or "").name == "hollowdeep_warren.tmx"
    assert own_map(None) is None


def test_play_with_an_encounter_and_no_map_uses_its_own_map():
    setup = _setup_from_args(argparse.Namespace(encounter="slagheap_stand", map=None, mode=None,
                                                ruleset=None, seed=3))
    assert Path(setup.map_path or "").name == "cinder_forge.tmx"
    chosen = _setup_from_args(argparse.Namespace(encounter="slagheap_stand", map="maps/skyreach_bridge.tmx",
                                                 mode=None, ruleset=None, seed=3))
    assert chosen.map_path == "maps/skyreach_bridge.tmx"


def test_a_ruleset_the_window_cannot_show_yet_is_refused_in_one_line(capsys, fake_ruleset, monkeypatch):
    """A ruleset whose decisions the client cannot show yet (`in_window` False): the title screen
    leaves it out and `play` refuses it in one line (its sims still run). Olde Swords Reign was
    such a ruleset until its declare board existed; now it is offered."""
    from dataclasses import replace

    from game.app import run_game
    from game.match import ruleset_choices
    from rules.core import registry
    monkeypatch.setitem(registry._LOADED, "fakeworld", replace(fake_ruleset, in_window=False))
    assert "fakeworld" not in ruleset_choices() and "olde_swords" in ruleset_choices()
    code = run_game(argparse.Namespace(encounter="fake_duel", map=None, mode="watch",
                                       ruleset=None, seed=1, screenshot="/tmp/never.png", after_turns=0))
    assert code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cannot be played in the window yet" in err[0]


def test_a_direct_start_without_encounter_or_map_fights_on_the_first_encounters_own_map():
    """`steelgrid play --screenshot X` or `--ruleset R` alone: the ruleset's first encounter, on
    its own map, not the training ground (issue 20 point 5: the default map of an encounter)."""
    from game.app import _default_fight
    from game.match import MatchSetup, default_encounter
    setup = MatchSetup(map_path=None, encounter=None, mode="solo", ruleset=None)
    _default_fight(setup)
    assert setup.encounter == default_encounter(None)
    assert setup.map_path == own_map(setup.encounter) and setup.map_path is not None
