"""Speed work must not change what the AI decides (issue 18): the same seeds give the same
battle logs, byte for byte, as when the digests below were recorded.

One battle per ruleset (Draw Steel's flagship 4-vs-8 battle among them), played through
`steelgrid sim --json` in this process, so results cached by earlier battles are in play too.
A change that means to alter play (a rules fix, a better AI) refreshes the digests with
`STEELGRID_RECORD_LOGS=1 pytest tests/perf/test_same_logs.py` and says so in its commit;
`tools/same_logs.py` compares whole logs across every encounter.
"""
from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from game.cli import main

DIGESTS = Path(__file__).with_name("same_logs.json")
BATTLES = (("emberfield_stampede", 3, "greedy"), ("saltreed_ford_ambush", 11, "greedy"),
           ("forge_bandit_toll", 3, "greedy"), ("td_crossroads", 3, "greedy"),
           ("slagheap_stand", 3, "random"))
"""(encounter, seed, monsters): Draw Steel twice, then Olde Swords Reign, 3D, Brighter Worlds."""


def _digest(capsys, encounter: str, seed: int, monsters: str) -> str:
    assert main(["sim", encounter, "--seed", str(seed), "--json", "--monsters", monsters]) == 0
    return hashlib.sha256(capsys.readouterr().out.encode()).hexdigest()


def _name(encounter: str, seed: int, monsters: str) -> str:
    return f"{encounter} seed {seed} greedy vs {monsters}"


@pytest.mark.parametrize("battle", BATTLES, ids=[b[0] for b in BATTLES])
def test_a_seed_plays_out_as_recorded(capsys, battle):
    name = _name(*battle)
    digest = _digest(capsys, *battle)
    known = json.loads(DIGESTS.read_text()) if DIGESTS.exists() else {}
    if os.environ.get("STEELGRID_RECORD_LOGS"):
        known[name] = digest
        DIGESTS.write_text(json.dumps(known, indent=1, sort_keys=True) + "\n")
        return
    assert name in known, f"no recorded digest for {name}; record with STEELGRID_RECORD_LOGS=1"
    assert digest == known[name], (f"{name}: the battle log changed; if play was meant to change, "
                                   "re-record with STEELGRID_RECORD_LOGS=1 and say so in the commit")
