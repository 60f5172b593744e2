"""An encounter written for a shipped map is fought there by default (issue 12: encounters on
the shipped maps that put their hazards in play)."""
from __future__ import annotations

import argparse
from pathlib import Path

from game.app import _setup_from_args
from game.match import own_map


def test_an_encounter_names_its_own_map():
    assert Path(own_map("skyreach_toll") or "").name == "skyreach_bridge.tmx"
    assert own_map("saltreed_ford_ambush") is None
    assert own_map(None) is None


def test_play_with_an_encounter_and_no_map_uses_its_own_map():
    setup = _setup_from_args(argparse.Namespace(encounter="slagheap_stand", map=None, mode=None,
                                                ruleset=None, seed=3))
    assert Path(setup.map_path or "").name == "cinder_forge.tmx"
    chosen = _setup_from_args(argparse.Namespace(encounter="slagheap_stand", map="maps/skyreach_bridge.tmx",
                                                 mode=None, ruleset=None, seed=3))
    assert chosen.map_path == "maps/skyreach_bridge.tmx"
