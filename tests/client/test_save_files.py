"""Saves in the client (issue 21): one atomic file holding the battle and its set-up, a corrupt
autosave set aside instead of offered again, stale temporary files cleaned, and
`steelgrid play --load FILE` refusing a bad save in one line."""
from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

from game import saves
from game.match import MatchSetup
from rules.core.registry import get_ruleset
from rules.core.save import load

BAD = Path(__file__).resolve().parents[1] / "data" / "save_files" / "bad"


def _battle():
    return get_ruleset("drawsteel").encounter_battle("saltreed_ford_ambush", 2)


def test_a_save_and_its_set_up_are_one_file(user_home: Path) -> None:
    path = saves.save_game(_battle(), MatchSetup(None, "saltreed_ford_ambush", "hotseat", 9))
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]
    assert json.loads(path.read_text())["meta"]["mode"] == "hotseat"
    battle, setup = saves.load_game(path)
    assert setup.mode == "hotseat" and setup.seed == 9 and battle.round == load(path).round
    assert [s.slot for s in saves.list_saves()] == [saves.QUICKSAVE]


def test_an_older_save_with_its_meta_file_still_reads(user_home: Path) -> None:
    path = saves.save_game(_battle(), MatchSetup(None, None, "solo", 3))
    data = json.loads(path.read_text())
    meta = data.pop("meta")
    path.write_text(json.dumps(data))
    path.with_name(path.stem + ".meta.json").write_text(json.dumps(meta | {"mode": "watch"}))
    assert saves.load_game(path)[1].mode == "watch"


def test_a_corrupt_autosave_is_set_aside_not_offered(user_home: Path) -> None:
    saves.autosave(_battle(), MatchSetup(None, None, "solo", 1))
    auto = saves.slot_path(saves.AUTOSAVE)
    assert saves.resumable() is not None
    auto.write_text(auto.read_text()[:500])  # cut short
    assert saves.resumable() is None
    kept = list(auto.parent.glob("autosave.json.*.corrupt"))
    assert len(kept) == 1 and not auto.exists() and saves.list_saves() == []


def test_stale_temporary_files_are_cleaned(user_home: Path) -> None:
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    stale, fresh = folder / ".quicksave.json.123.tmp", folder / ".other.json.456.tmp"
    stale.write_text("half a save")
    fresh.write_text("being written")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    saves.save_game(_battle(), MatchSetup(seed=1))
    assert not stale.exists() and fresh.exists()


def test_play_load_refuses_a_bad_save_in_one_line(capsys) -> None:
    from game.app import run_game
    bad = BAD / "creature_off_board.json"
    args = argparse.Namespace(map=None, encounter=None, seed=None, mode="solo", screenshot=None,
                              after_turns=0, load=str(bad))
    assert run_game(args) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"error: {bad}: creatures[1].pos: ") and "\n" not in err


def test_play_load_opens_a_good_save(app) -> None:
    path = saves.save_game(_battle(), MatchSetup(None, None, "hotseat", 4))
    battle, setup = saves.load_game(path)
    assert app.start_battle(setup, battle)
    assert app.scene.battle.creatures.keys() == battle.creatures.keys()
