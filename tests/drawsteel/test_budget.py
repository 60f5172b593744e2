"""The encounter budget and builder (RULES-NOTES Director's side > Encounter budget)."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import main as cli
from rules.core.registry import get_ruleset
from rules.drawsteel.content.budget import (DIFFICULTIES, build, difficulty_of, ev_range,
                                            hero_strength, party_strength, roster)
from rules.drawsteel.content.loader import default_content


def test_hero_strength_is_four_plus_two_per_level() -> None:
    # RULES-NOTES Encounter budget: a hero's encounter strength is 4 + 2 x level
    assert [hero_strength(level) for level in (1, 2, 3)] == [6, 8, 10]
    assert party_strength(4, 1) == 24 and party_strength(5, 3) == 50


def test_standard_is_the_party_give_or_take_a_hero_and_hard_up_to_three_more() -> None:
    # RULES-NOTES: a standard encounter's EV equals the party's total, a hard one up to the
    # total of 3 more heroes (docs/rules-decisions.md: the bands around them)
    assert ev_range(4, 1, "easy") == (1, 18)
    assert ev_range(4, 1, "standard") == (19, 30)
    assert ev_range(4, 1, "hard") == (31, 42)
    assert ev_range(4, 1, "extreme") == (43, 54)
    assert difficulty_of(24, 4, 1) == "standard"
    assert difficulty_of(40, 4, 1) == "hard"


def test_unknown_difficulty_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown difficulty 'brutal'"):
        ev_range(4, 1, "brutal")


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_built_foes_land_in_the_band(difficulty: str, seed: int) -> None:
    picks = build(4, 2, difficulty, seed)
    low, high = ev_range(4, 2, difficulty)
    assert low <= sum(p.ev for p in picks) <= high
    assert difficulty_of(sum(p.ev for p in picks), 4, 2) == difficulty


def test_roster_leaves_out_mounts_and_summons() -> None:
    ids = {t.id for t in roster(default_content(), 3)}
    assert "ashmane_strider" not in ids and "ember_sprite" not in ids
    assert "barrow_wight" in ids


def test_shipped_monsters_all_have_an_ev() -> None:
    # a captive the heroes rescue (data/creatures/captives.toml) is theirs and worth no EV
    creatures = default_content().creatures
    captives = {"cocooned_miner"}
    assert all(creatures[c].ev == 0 for c in captives)
    assert all(t.ev > 0 for t in creatures.values() if not t.hero and t.id not in captives)


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_cli_writes_a_legal_encounter_file(difficulty: str, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / f"{difficulty}.toml"
    assert cli(["encounter", "build", "--heroes", "3", "--level", "2", "--difficulty",
                difficulty, "--seed", "4", "--out", str(out)]) == 0
    content = get_ruleset("drawsteel").check_content([out])
    built = [e for e in content.encounters.values() if e.id.startswith("random_")]
    assert len(built) == 1 and sum(1 for s in built[0].slots if s.side == "heroes") == 3
    battle = get_ruleset("drawsteel").encounter_battle("barrow_of_embers", 1)  # still plays
    assert battle.pending() is not None


@pytest.mark.parametrize("argv, message", [
    (["--difficulty", "brutal"], "error: unknown difficulty 'brutal'"),
    (["--heroes", "0"], "error: --heroes must be 1 to"),
    (["--level", "9"], "error: --level must be 1, 2 or 3, not 9"),
])
def test_cli_refuses_bad_numbers_in_one_line(argv: list[str], message: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(["encounter", "build", *argv]) == 2
    out = capsys.readouterr().out
    assert out.startswith(message) and out.count("\n") == 1


def test_written_encounters_are_rated_by_the_budget() -> None:
    from rules.drawsteel.content.budget import encounter_difficulty
    # Saltreed: 4 heroes (24) against 8 + 6 + 3 + 3 + 3 = 23 EV
    assert encounter_difficulty("saltreed_ford_ambush") == "standard"
    assert encounter_difficulty("skyreach_crossing") == "standard"
    assert encounter_difficulty("sluice_relic") == "standard"
    assert encounter_difficulty("no_such_fight") == ""
