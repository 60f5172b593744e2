"""A creature dies once (000 Forced Movement > Death Effects and Forced Movement).

Scenario files cannot count events, so this test plays every forced-movement and falling
scenario (all of tests/conformance/forced/ and movement/, and any other scenario that cites
Forced Movement or Falling) and checks that no creature has more than one `died` event and no
death effect fires twice.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from rules.core.events import Died
from rules.drawsteel.events import AbilityUsed
from rules.drawsteel.scenarios import load_scenario, run_scenario

CONFORMANCE = Path(__file__).resolve().parents[2] / "tests" / "conformance"


def _forced_or_falling(path: Path) -> bool:
    if path.parent.name in ("forced", "movement"):
        return True
    return any("Forced Movement" in c or "Falling" in c for c in load_scenario(path).cites)


FILES = [p for p in sorted(CONFORMANCE.rglob("*.toml")) if _forced_or_falling(p)]


@pytest.mark.parametrize("path", FILES,
                         ids=[p.relative_to(CONFORMANCE).with_suffix("").as_posix() for p in FILES])
def test_no_creature_dies_twice(path: Path) -> None:
    battle = run_scenario(load_scenario(path)).battle
    deaths = Counter(e.creature for e in battle.events if isinstance(e, Died))
    assert all(n == 1 for n in deaths.values()), deaths
    bursts = Counter((e.creature, e.ability) for e in battle.events
                     if isinstance(e, AbilityUsed) and battle.abilities[e.ability].fires_on == "death")
    assert all(n == 1 for n in bursts.values()), bursts


def test_the_slam_scenario_counts_one_death() -> None:
    path = CONFORMANCE / "forced" / "slam_by_killed_creature_still_hurts.toml"
    battle = run_scenario(load_scenario(path)).battle
    assert [e.creature for e in battle.events if isinstance(e, Died)] == ["goblin"]
