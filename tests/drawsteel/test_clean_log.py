"""The battle log speaks as a player would: names and directions, never raw coordinates or
internal ids (issue 20, "Clean text"), for every shipped Draw Steel encounter on its own map
and on the training ground, with the new heroes of issue 17 in the party."""
from __future__ import annotations

import re

import pytest

from game.sim_boards import on_own_map
from rules.ai.sim import run_one
from rules.core.registry import get_ruleset

RULES = get_ruleset("drawsteel")
COORDS = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*(,\s*-?\d+\s*)?\)|\b\d+,\d+,\d+\b")
PARTY = {"party": ["tamsin", "orrin", "ysolde", "pell"], "level": 3}


def _bad_lines(battle) -> list[str]:
    ids = {i for i in list(battle.creatures) + [o.id for o in battle.board.objects]
           if "_" in i or any(ch.isdigit() for ch in i)}
    return [line for line in RULES.narrate(battle)
            if COORDS.search(line) or any(re.search(rf"(^|\W){re.escape(i)}(\W|$)", line) for i in ids)]


@pytest.mark.parametrize("encounter", sorted(RULES.encounters()))
def test_the_log_has_no_coordinates_or_ids_on_its_own_map(encounter: str) -> None:
    battle = run_one(encounter, 5, "greedy", "greedy", make_battle=on_own_map)
    assert _bad_lines(battle) == []


def test_the_log_has_no_coordinates_or_ids_with_the_new_heroes() -> None:
    battle = run_one("saltreed_ford_ambush", 7, "greedy", "greedy", extra=PARTY)
    assert _bad_lines(battle) == []
