"""The encounter lab (issue 19): seeded battles summed up with a win rate, its 95% interval,
damage per creature, what was spent and a difficulty verdict; charts and a page on request."""
from __future__ import annotations

import json

import pytest

from game.cli import main
from rules.ai.lab.run import run_jobs, seed_jobs
from rules.ai.lab.summary import summarise, verdict, wilson
from rules.ai.lab.tally import tally_battle
from rules.ai.play import play_out
from rules.ai.players import PLAYER_KINDS, make_player
from rules.ai.sim import set_up
from rules.core.events import Damaged

QUICK = "td_tavern_brawl"
"""The quickest shipped encounter to play out."""


def test_wilson_interval_matches_known_values() -> None:
    low, high = wilson(5, 10)
    assert round(low, 4) == 0.2366 and round(high, 4) == 0.7634
    low, high = wilson(0, 10)
    assert low == 0.0 and round(high, 4) == 0.2775
    assert wilson(0, 0) == (0.0, 1.0)


def test_verdict_reads_the_win_rate() -> None:
    assert [verdict(x) for x in (1.0, 0.9, 0.89, 0.7, 0.5, 0.39, 0.0)] == [
        "easy", "easy", "standard", "standard", "hard", "extreme", "extreme"]


def test_tally_counts_every_damage_event_once() -> None:
    battle = set_up(QUICK, 3)
    players = {s: make_player("greedy", 0) for s in battle.rules.sides}
    play_out(battle, players)
    tally = tally_battle(battle, 3, {})
    damage = [e for e in battle.events if isinstance(e, Damaged)]
    assert sum(c.taken for c in tally.creatures.values()) == sum(e.amount for e in damage if e.target in tally.creatures)
    assert tally.winner == battle.winner and tally.rounds >= 1
    assert any(c.died or c.downed for c in tally.creatures.values())


def test_same_seeds_give_the_same_numbers_on_one_process_or_two() -> None:
    jobs = seed_jobs(QUICK, "greedy", "easy", 10, 2, None)
    one = run_jobs(jobs, 1)
    two = run_jobs(jobs, 2)
    assert one == two


def test_draw_steel_reports_recoveries_spent() -> None:
    jobs = seed_jobs("barrow_of_embers", "greedy", "greedy", 0, 1, None)
    (tally,) = run_jobs(jobs, 1)
    assert set(tally.spent) == {"Recoveries"} and tally.spent["Recoveries"] >= 0
    summary = summarise("barrow_of_embers", "heroes", [tally])
    assert summary.battles == 1 and summary.spent_mean["Recoveries"] == tally.spent["Recoveries"]


def test_easy_player_slips_but_stays_legal() -> None:
    """Easy is greedy with a human's slips: same legal options, not always greedy's choice."""
    battle = set_up(QUICK, 5)
    easy, greedy = make_player("easy", 1), make_player("greedy", 0)
    differ = 0
    for _ in range(60):
        decision = battle.pending()
        if decision is None:
            break
        pick = easy(battle, decision)
        assert pick in decision.options
        differ += pick != greedy(battle, decision)
        battle.choose(pick)
    assert differ > 0
    assert PLAYER_KINDS[0] == "greedy" and "easy" in PLAYER_KINDS


def test_lab_command_prints_a_verdict_and_writes_a_report(tmp_path, capsys) -> None:
    status = main(["lab", QUICK, "--battles", "2", "--workers", "1", "--report", str(tmp_path)])
    out = capsys.readouterr().out
    assert status == 0
    assert "95% interval" in out and "verdict:" in out and "creature" in out
    for name in ("outcome.png", "rounds.png", "damage.png"):
        data = (tmp_path / name).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 2000
    page = (tmp_path / "index.html").read_text()
    assert "<img src=\"damage.png\"" in page and "verdict" in page


def test_lab_json_and_mirror(capsys) -> None:
    assert main(["lab", QUICK, "--battles", "1", "--workers", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["battles"] == 1 and data["encounter"] == QUICK
    assert main(["lab", "--mirror", QUICK, "--a", "greedy", "--b", "random", "--battles", "1",
                 "--workers", "1"]) == 0
    assert "greedy wins" in capsys.readouterr().out


@pytest.mark.parametrize("argv, words", [
    (["lab", QUICK, "--battles", "0"], "--battles must be at least 1"),
    (["lab", "no_such_fight"], "unknown encounter"),
    (["lab"], "name an encounter"),
    (["lab", "--all", "--ruleset", "no_such_rules"], "unknown ruleset"),
    (["lab", QUICK, "--ruleset", "three_dice"], "--ruleset goes with --all"),
])
def test_lab_refuses_bad_arguments_in_one_line(argv, words, capsys) -> None:
    assert main(argv) == 2
    out = capsys.readouterr().out.strip()
    assert out.startswith("error:") and words in out and "\n" not in out


def test_lab_all_can_keep_to_some_rulesets(capsys) -> None:
    """`lab --all --ruleset zone_cards,olde_swords`: one row for each encounter of those two,
    none of another ruleset's."""
    from rules.core.registry import get_ruleset
    assert main(["lab", "--all", "--ruleset", "zone_cards,olde_swords", "--battles", "1", "--workers", "1"]) == 0
    rows = capsys.readouterr().out.splitlines()[2:]
    wanted = set(get_ruleset("zone_cards").encounters()) | set(get_ruleset("olde_swords").encounters())
    assert {row.split()[0] for row in rows} == wanted


def test_the_verdict_is_printed_beside_the_encounter_budget() -> None:
    """Draw Steel's encounter budget (RULES-NOTES Encounter budget) rates its written encounters;
    the lab prints that word next to its own verdict."""
    from rules.ai.lab.tally import BattleTally
    from rules.ai.lab.text import summary_lines
    from rules.core.registry import get_ruleset
    budget = get_ruleset("drawsteel").encounter_budget("saltreed_ford_ambush")
    assert budget == "standard"
    summary = summarise("saltreed_ford_ambush", "heroes", [BattleTally(0, "heroes", 3)], budget)
    assert "verdict: easy (the encounter budget says standard)" in "\n".join(summary_lines(summary, "x", "greedy", "greedy"))
