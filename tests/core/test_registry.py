"""The ruleset registry and the commands that list what it holds (issue 11: one Ruleset object
per system, registered once in rules.core, found by id)."""
from __future__ import annotations

import pytest

from game.cli import main
from rules.core.registry import (RULESET_PACKAGES, UnknownRuleset, all_rulesets, check_unique_encounters,
                                 find_encounter, get_ruleset)


def test_draw_steel_is_registered_first_and_found_by_id():
    assert next(iter(RULESET_PACKAGES)) == "drawsteel"
    rules = get_ruleset("drawsteel")
    assert rules.id == "drawsteel" and rules.title == "Draw Steel"
    assert get_ruleset("drawsteel") is rules
    assert [r.id for r in all_rulesets()] == list(RULESET_PACKAGES)


def test_an_unknown_ruleset_is_one_clear_line():
    with pytest.raises(UnknownRuleset) as info:
        get_ruleset("chess")
    assert str(info.value) == "unknown ruleset 'chess' (known: " + ", ".join(RULESET_PACKAGES) + ")"


def test_every_step_a_ruleset_pushes_has_a_handler():
    rules = get_ruleset("drawsteel")
    battle = rules.encounter_battle(next(iter(rules.encounters())), 2)
    assert battle.rules is rules
    assert {f["step"] for f in battle.stack} <= set(rules.steps)


def test_encounter_ids_are_unique_across_rulesets_and_find_their_ruleset():
    assert check_unique_encounters() == []
    for rules in all_rulesets():
        for eid in rules.encounters():
            found = find_encounter(eid)
            assert found is not None and found[0] is rules
    assert find_encounter("no_such_fight") is None


def test_steelgrid_rulesets_prints_one_line_each(capsys):
    assert main(["rulesets"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == [f"{r.id}: {r.title} ({len(r.encounters())} encounters)" for r in all_rulesets()]
    assert lines[0].startswith("drawsteel: Draw Steel (")


def test_sim_list_prints_every_encounter_or_one_rulesets(capsys):
    assert main(["sim", "--list"]) == 0
    every = capsys.readouterr().out.splitlines()
    assert every == [f"{e.id}: {e.name}" for r in all_rulesets() for e in r.encounters().values()]
    assert main(["sim", "--list", "--ruleset", "drawsteel"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"{e.id}: {e.name}" for e in get_ruleset("drawsteel").encounters().values()]
    assert main(["sim", "--list", "--ruleset", "nope"]) == 2
    assert capsys.readouterr().out.startswith("error: unknown ruleset 'nope'")


def test_sim_finds_an_encounter_without_a_ruleset_flag(capsys):
    eid = next(iter(get_ruleset("drawsteel").encounters()))
    assert main(["sim", eid, "--seed", "1", "--heroes", "random", "--monsters", "random"]) == 0
    assert capsys.readouterr().out.strip()
