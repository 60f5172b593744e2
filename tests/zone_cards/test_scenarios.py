"""Cards & Zones rules scenarios: every conformance file as its own test, the headings they
cite, and the format's one-line refusals of malformed files (002; docs/rules-decisions.md,
card-initiative zone system)."""
from __future__ import annotations

from pathlib import Path

import pytest

from rules.core.registry import get_ruleset
from rules.zone_cards.scenarios import ScenarioError, load_scenario, run_scenario
from rules.zone_cards.scenarios.cli import check
from rules.zone_cards.scenarios.format import HEADINGS

ROOT = Path(__file__).resolve().parents[2]
CONFORMANCE = ROOT / "tests" / "conformance_zone_cards"
MALFORMED = ROOT / "tests" / "data" / "scenarios" / "zone_cards"
SEEDS = ROOT.parent / "shared" / "seeds"


def _files() -> list:
    return [pytest.param(p.relative_to(ROOT).as_posix(), id=p.relative_to(CONFORMANCE).with_suffix("").as_posix())
            for p in sorted(CONFORMANCE.rglob("*.toml"))]


@pytest.mark.parametrize("rel", _files())
def test_conformance(rel: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    outcome = run_scenario(load_scenario(rel))
    assert not outcome.failures, "\n".join(outcome.failures)


def test_at_least_40_scenarios_citing_the_chapter() -> None:
    files = sorted(CONFORMANCE.rglob("*.toml"))
    assert len(files) >= 40
    cited: set[str] = set()
    for path in files:
        scenario = load_scenario(path)
        assert any(c.startswith("002 ") for c in scenario.cites), path.name
        assert scenario.description.strip(), path.name
        cited |= {c[4:] for c in scenario.cites if c.startswith("002 ")}
    assert len(cited) >= 20, sorted(set(HEADINGS) - cited)


def test_headings_are_the_chapters() -> None:
    seeds = sorted(SEEDS.glob("002_*.txt"))
    if not seeds:
        pytest.skip("the seed chapter is not next to the project")
    lines = {line.strip() for line in seeds[0].read_text(encoding="utf-8").splitlines()}
    assert set(HEADINGS) <= lines


SCENARIO_MESSAGES = {
    "bad_cite.toml": "cites: 'Dodging and Parry' is not a heading of chapter 002 (did you mean 'Dodging and Parrying'?)",
    "card_dealt_twice.toml": "cards.foe: card 3 is dealt twice",
    "die_too_big.toml": "dice[2]: must be between 1 and 10, got 12",
    "fear_out_of_range.toml": "creature[2].fear: must be between 0 and 5, got 9",
    "harm_row_overfull.toml": "creature[1].physical: expected three rows [lesser, moderate, severe] of at most [2, 2, 1]",
    "held_by_nobody.toml": "creature[1].held_by: unknown creature 'fo' (did you mean 'foe'?)",
    "unknown_action.toml": "creature[1].skills.stab: unknown action 'stab' (use strike, force, endure, shoot, "
                           "finesse, sneak, read, track, cast, persuade or intimidate)",
    "unknown_expect_field.toml": "expect.hero.hit_points: unknown creature field 'hit_points' (did you mean 'harm_points'?)",
    "unknown_weapon.toml": "creature[1].weapons[1]: unknown weapon 'swrod' (did you mean 'sword'?)",
    "unknown_zone.toml": "creature[1].zone: unknown zone 'Dek' (did you mean 'Deck'?)",
}


def test_every_malformed_fixture_has_a_message() -> None:
    assert sorted(p.name for p in MALFORMED.glob("*.toml")) == sorted(SCENARIO_MESSAGES)
    assert len(SCENARIO_MESSAGES) >= 8


@pytest.mark.parametrize("name", sorted(SCENARIO_MESSAGES))
def test_malformed_fixture(name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(ROOT)
    rel = f"tests/data/scenarios/zone_cards/{name}"
    with pytest.raises(ScenarioError) as caught:
        load_scenario(rel)
    assert str(caught.value) == f"{rel}: {SCENARIO_MESSAGES[name]}"
    assert check([rel]) == 2
    assert capsys.readouterr().err.splitlines() == [str(caught.value)]


def test_the_ruleset_offers_its_scenarios() -> None:
    tools = get_ruleset("zone_cards").scenarios
    assert tools is not None and tools.check is check
