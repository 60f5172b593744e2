"""No raw coordinates or internal ids in any ruleset's battle log (issue 20, "Clean text": the
sim narration of every shipped encounter is scanned; Draw Steel's own, longer scan is
tests/drawsteel/test_clean_log.py)."""
from __future__ import annotations

import re

import pytest

from game.sim_boards import on_own_map
from rules.ai.sim import run_one
from rules.core.registry import all_rulesets

COORDS = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*(,\s*-?\d+\s*)?\)|\b\d+,\d+,\d+\b")
CASES = [(rules.id, enc) for rules in all_rulesets() if rules.id != "drawsteel" for enc in rules.encounters()]


def bad_lines(battle) -> list[str]:
    ids = {i for i in list(battle.creatures) + [o.id for o in battle.board.objects]
           if "_" in i or any(ch.isdigit() for ch in i)}
    return [line for line in battle.rules.narrate(battle)
            if COORDS.search(line) or any(re.search(rf"(^|\W){re.escape(i)}(\W|$)", line) for i in ids)]


@pytest.mark.parametrize("ruleset, encounter", CASES)
def test_the_log_has_no_coordinates_or_ids(ruleset: str, encounter: str) -> None:
    battle = run_one(encounter, 5, "greedy", "greedy", make_battle=on_own_map, extra={"max_rounds": 6})
    assert bad_lines(battle) == []


def test_a_strike_at_an_empty_square_names_no_square() -> None:
    """The 3D system's automatic miss on a hidden creature's old square (003 Hidden Attackers
    and Obscured Targets) used to print the square as "(15, 17)"."""
    from rules.core.registry import get_ruleset
    from rules.three_dice.events import EmptySquare
    rules = get_ruleset("three_dice")
    battle = rules.encounter_battle("td_chapel_ambush", 1)
    a, b = list(battle.creatures)[:2]
    line = rules.narrator(battle).line(EmptySquare(a, b, (15, 17, 0)))
    assert line and "last seen" in line and not COORDS.search(line)
