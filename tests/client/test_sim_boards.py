"""`steelgrid sim` fights an encounter on the shipped map it was written for (issue 12: the
encounters put the maps' ledges, water and lava in play), or on the training ground when asked;
a broken `--map` is one line and exit 2. Draw Steel's encounters now name their maps too (issue 16)."""
from __future__ import annotations

import subprocess
import sys

from game.sim_boards import battle_maker, on_own_map


def test_an_encounter_is_fought_on_its_own_map():
    battle = on_own_map("slagheap_stand", 3, {"max_rounds": 2})
    assert battle is not None and battle.board.name != "Brighter Worlds Yard"
    assert any(col.damaging for col in battle.board.columns)
    ford = on_own_map("saltreed_ford_ambush", 3, {})
    assert ford is not None and ford.board.name != "Training Ground"
    assert battle_maker("training") is None


def test_a_missing_map_is_one_line():
    done = subprocess.run([sys.executable, "-m", "game", "sim", "skyreach_toll", "--map", "nope.tmx"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stdout.strip().splitlines() == ["error: nope.tmx: no such file"]
    assert "pygame-ce" not in done.stdout
