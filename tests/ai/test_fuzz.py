"""The fuzzer (`steelgrid fuzz`, `rules.ai.fuzz`): a short sweep of checked battles, and the
checks themselves catching what they must."""
from __future__ import annotations

import pytest

from game.cli import main as cli_main
from game.fuzzing import boards, map_setup
from rules.ai.fuzz import Case, plan, run_case, sweep
from rules.ai.invariants import save_problems, space_problems, vitals_problems
from rules.core.registry import all_rulesets, get_ruleset


def test_a_short_sweep_finds_nothing_wrong() -> None:
    """Design > Testing: battles of random legal decisions, checked after every decision (no
    two creatures in one space unless the rules allow it, nobody inside solid ground, save/load
    round trip, replay reproduces the log). One round each keeps `make test` fast; `make fuzz`
    runs the long sweep."""
    cases = [Case("drawsteel", "saltreed_ford_ambush", 1, "random", "cinder_forge", rounds=1),
             Case("drawsteel", "greyveil_vigil", 2, "greedy-first", rounds=1)]
    results = list(sweep(cases, map_setup, workers=1, save_every=3))
    assert [f for r in results for f in r.failures] == []
    assert all(r.decisions > 10 and r.round_trips == r.decisions // 3 for r in results)


def test_the_plan_covers_every_ruleset_encounter_and_map() -> None:
    """Every registered ruleset is fuzzed through its Ruleset object alone, on its training
    ground and on each shipped map with room for the encounter."""
    combos = sum(len(boards(rs.id, enc)) for rs in all_rulesets() for enc in rs.encounters())
    cases = plan(combos * 4, boards=boards)
    seen = {(c.ruleset, c.encounter, c.map) for c in cases}
    assert len(seen) == combos and {c.ruleset for c in cases} == {r.id for r in all_rulesets()}
    assert len({c.mix for c in cases}) == 3 and len({c.seed for c in cases}) == len(cases)
    assert any(c.map for c in cases) and all(not c.map for c in plan(combos))


def test_a_sweep_in_pieces_covers_what_one_sweep_covers() -> None:
    """Issue 21's 3,000-battle count ran in pieces of 50 seeds; each piece started the cycle
    again, so every piece played the same 50 Draw Steel boards with random sides. The seed now
    picks the case: pieces add up to one long sweep."""
    whole = plan(120, 0, boards=boards)
    pieces = [c for start in range(0, 120, 50) for c in plan(min(50, 120 - start), start, boards=boards)]
    assert [c.label for c in pieces] == [c.label for c in whole]
    later = plan(700, 4_000_000, boards=boards)
    assert {c.ruleset for c in later} == {r.id for r in all_rulesets()} and len({c.mix for c in later}) > 1


def test_a_case_label_plays_the_same_case_again() -> None:
    case = Case("drawsteel", "greyveil_vigil", 17, "greedy-second", "skyreach_bridge", 3)
    assert Case.parse(case.label) == case
    with pytest.raises(ValueError):
        Case.parse("drawsteel:greyveil_vigil#x:random:3")


def _battle():
    return get_ruleset("drawsteel").encounter_battle("saltreed_ford_ambush", 0)


def test_the_checks_catch_two_creatures_of_one_size_in_one_square() -> None:
    """000 Combat > Movement: no creature stops in another's space unless their sizes are two
    or more apart."""
    battle = _battle()
    korrin, maelis = battle.creatures["korrin"], battle.creatures["maelis"]
    maelis.pos = korrin.pos
    assert any("korrin" in p and "maelis" in p for p in space_problems(battle))


def test_the_checks_catch_a_creature_in_stone_or_off_the_board() -> None:
    battle = _battle()
    korrin = battle.creatures["korrin"]
    korrin.pos = (1, 0, 0)  # stone under the training ground's floor
    assert any("solid ground" in p for p in space_problems(battle))
    korrin.pos = (-1, 0, 3)
    assert any("off the board" in p for p in space_problems(battle))


def test_the_checks_catch_stamina_above_its_maximum() -> None:
    """000 Stamina: a creature's Stamina never rises above its maximum."""
    battle = _battle()
    battle.creatures["korrin"].stamina = battle.creatures["korrin"].max_stamina + 1
    assert any("above its maximum" in p for p in vitals_problems(battle))


def test_a_save_round_trip_is_checked() -> None:
    battle = _battle()
    battle.pending()
    assert save_problems(battle) == []


def test_a_crash_is_reported_as_a_failure_of_its_case() -> None:
    def broken(case: Case):
        raise RuntimeError("boom")
    result = run_case(Case("drawsteel", "greyveil_vigil", 1), broken)
    assert result.failures and "RuntimeError: boom" in result.failures[0]


@pytest.mark.parametrize("argv", [["fuzz", "--battles", "0"], ["fuzz", "--battles", "-3"],
                                  ["fuzz", "--ruleset", "nope"], ["fuzz", "--case", "garbage"]])
def test_bad_fuzz_command_lines_are_refused(argv: list[str], capsys) -> None:
    assert cli_main(argv) == 2
    out = capsys.readouterr().out.strip()
    assert out.startswith("error: ") and "\n" not in out


def test_a_creature_passing_through_an_allys_space_is_not_a_failure() -> None:
    """000 Movement: "Your hero can move freely through an ally's space" but cannot stop there.
    A walk paused for an opportunity attack may leave the walker inside an ally's space; the
    check (and a save made then) accepts that, and only that."""
    battle = _battle()
    korrin, maelis = battle.creatures["korrin"], battle.creatures["maelis"]
    maelis.pos = korrin.pos
    battle.stack.append({"step": "ds.walk", "creature": "maelis"})
    assert space_problems(battle) == []
    battle.stack.pop()
    assert space_problems(battle)
