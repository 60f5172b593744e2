"""3D rules scenarios: every conformance file as its own test, the headings they cite, and the
format's one-line refusals of malformed files (003; docs/rules-decisions.md, 3D system)."""
from __future__ import annotations

from pathlib import Path

import pytest

from rules.core.registry import get_ruleset
from rules.three_dice.scenarios import ScenarioError, load_scenario, run_scenario
from rules.three_dice.scenarios.cli import check
from rules.three_dice.scenarios.format import HEADINGS

ROOT = Path(__file__).resolve().parents[2]
CONFORMANCE = ROOT / "tests" / "conformance_three_dice"
MALFORMED = ROOT / "tests" / "data" / "scenarios" / "three_dice"
SEEDS = ROOT.parent / "shared" / "seeds"


def _files() -> list:
    return [pytest.param(p.relative_to(ROOT).as_posix(), id=p.relative_to(CONFORMANCE).with_suffix("").as_posix())
            for p in sorted(CONFORMANCE.rglob("*.toml"))]


@pytest.mark.parametrize("rel", _files())
def test_conformance(rel: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    outcome = run_scenario(load_scenario(rel))
    assert not outcome.failures, "\n".join(outcome.failures)


def test_at_least_45_scenarios_citing_the_chapter_in_both_modes() -> None:
    files = sorted(CONFORMANCE.rglob("*.toml"))
    assert len(files) >= 45
    zoned = 0
    for path in files:
        scenario = load_scenario(path)
        assert any(c.startswith("003 ") for c in scenario.cites), path.name
        assert scenario.description.strip(), path.name
        zoned += scenario.zones is not None
    assert zoned >= 10 and len(files) - zoned >= 35


def test_headings_are_the_chapters() -> None:
    seeds = sorted(SEEDS.glob("003_*.txt"))
    if not seeds:
        pytest.skip("the seed chapter is not next to the project")
    found = {line.lstrip("#").strip() for line in seeds[0].read_text(encoding="utf-8").splitlines()
             if line.startswith("##")}
    assert set(HEADINGS) <= found


MALFORMED_MESSAGES = {
    "armor_out_of_range.toml": "creature[2].armor: must be between 5 and 25, got 30",
    "bad_cite.toml": "cites: 'Attack Roll' is not a heading of chapter 003 (did you mean 'Attack Rolls'?)",
    "bad_tie_rule.toml": "tie_rule: unknown tie rule 'coin' (use agility, reroll, players_first or choose)",
    "die_too_big.toml": "step[1].dice[3]: must be between 1 and 12, got 13",
    "dying_with_hit_points.toml": "creature[1].hp: a dying or stable creature has 0 hit points",
    "off_map.toml": "creature[1].at: (7, 0) is off the 4 x 1 map",
    "one_side_only.toml": "creature: nobody is on the monsters side (a battle needs both sides)",
    "unknown_ability.toml": "creature[1].abilities[1]: unknown ability 'longswrod' (did you mean 'longsword'?)",
    "unknown_expect_field.toml": "expect.foe.hit_points: unknown creature field 'hit_points' (known: hp, "
                                 "max_hp, armor, speed, pos, conditions, dead, dying, stable, "
                                 "unconscious, removed, aloft, ...)",
    "unknown_zone.toml": "creature[1].zone: unknown zone 'Dek' (did you mean 'Deck'?)",
    "zone_off_map.toml": "zone[1].rect: expected [x0, y0, x1, y1] inside the 4 x 1 map, got [0, 0, 9, 0]",
}


def test_every_malformed_fixture_has_a_message() -> None:
    assert sorted(p.name for p in MALFORMED.glob("*.toml")) == sorted(MALFORMED_MESSAGES)
    assert len(MALFORMED_MESSAGES) >= 8


@pytest.mark.parametrize("name", sorted(MALFORMED_MESSAGES))
def test_malformed_fixture(name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(ROOT)
    rel = f"tests/data/scenarios/three_dice/{name}"
    with pytest.raises(ScenarioError) as caught:
        load_scenario(rel)
    assert str(caught.value) == f"{rel}: {MALFORMED_MESSAGES[name]}"
    assert check([rel]) == 2
    captured = capsys.readouterr()
    assert captured.err.splitlines() == [str(caught.value)]


def test_the_ruleset_offers_its_scenarios() -> None:
    tools = get_ruleset("three_dice").scenarios
    assert tools is not None and tools.check is check
