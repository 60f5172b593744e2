"""The battle log speaks as a player would: names and directions, never raw coordinates or
internal ids (issue 20, "Clean text"), for every shipped Draw Steel encounter on its own map
and on the training ground, with the new heroes of issue 17 in the party."""
from __future__ import annotations

import os
import re
from pathlib import Path

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


OWN_MAP_ROUNDS = {} if os.environ.get("STEELGRID_FULL") else {"max_rounds": 2}
"""`make test` reads the first two rounds of each encounter on its own map (the names of its
creatures, objects and squares come up from the first round on); `make test-full` whole battles
(the test below reads one whole battle's ending in `make test` too)."""


@pytest.mark.parametrize("encounter", sorted(RULES.encounters()))
def test_the_log_has_no_coordinates_or_ids_on_its_own_map(encounter: str) -> None:
    battle = run_one(encounter, 5, "greedy", "greedy", make_battle=on_own_map, extra=OWN_MAP_ROUNDS)
    assert battle.over and _bad_lines(battle) == []


def test_the_log_has_no_coordinates_or_ids_with_the_new_heroes() -> None:
    battle = run_one("saltreed_ford_ambush", 7, "greedy", "greedy", extra=PARTY)
    assert _bad_lines(battle) == []


@pytest.mark.parametrize("scenario, words", [
    ("board_edge_is_a_wall", "slams into the edge of the map"),
    ("push_down_into_ground", "slams into the ground"),
    ("hurl_through_glass_then_wall", "slams into a wall"),
])
def test_a_slam_names_what_was_hit(scenario: str, words: str) -> None:
    """Issue 20: "say wall or map edge, not 'the ground'" (000 Forced Movement > Slamming Into
    Objects)."""
    from rules.drawsteel.scenarios.format import load_scenario
    from rules.drawsteel.scenarios.runner import run_scenario
    root = Path(__file__).resolve().parents[2]
    outcome = run_scenario(load_scenario(root / "tests" / "conformance" / "forced" / f"{scenario}.toml"))
    assert any(words in line for line in RULES.narrate(outcome.battle))


def test_the_log_tells_no_engine_words_or_negative_stamina() -> None:
    """Issue 20, clean text: no `until_removed` or negative Stamina in the log."""
    battle = run_one("greyveil_vigil", 3, "greedy", "greedy", make_battle=on_own_map)
    text = "\\n".join(RULES.narrate(battle))
    assert "until_removed" not in text and "Stamina -" not in text and "(eot)" not in text


@pytest.mark.parametrize("encounter", ["barrow_of_embers", "saltreed_ford_ambush"])
def test_prompts_and_option_labels_name_no_coordinates(encounter: str) -> None:
    """Issue 20, clean text in prompts: digging, teleporting, landing and granted moves used to
    offer "Teleport to 12,4,3"; now a square is told by direction and distance. Random play
    reaches the rarer questions."""
    from rules.ai.random_player import RandomPlayer
    battle = RULES.encounter_battle(encounter, 3, settings={"max_rounds": 4})
    player = RandomPlayer(3)
    seen = 0
    for _ in range(3000):
        decision = battle.pending()
        if decision is None:
            break
        texts = [decision.prompt] + [o.label for o in decision.options]
        assert not [t for t in texts if COORDS.search(t)], texts[:5]
        seen += len(texts)
        battle.choose(player(battle, decision))
    assert seen > 100


def test_a_dig_or_teleport_option_is_told_by_direction() -> None:
    from rules.drawsteel.position.directions import heading
    assert heading((2, 2, 0), (5, 2, 0)) == "3 squares east"
    assert heading((2, 2, 3), (1, 1, 0)) == "1 square north-west, 3 down"


def test_a_fall_reads_in_words() -> None:
    """000 Movement > Falling (and > Falling Onto Another Creature): a fall of one square is 'a square', not '1 squares', and a creature
    pushed onto another level with its own square lands on it rather than 'falls 0 squares'."""
    from rules.core.events import Fell
    battle = run_one("emberfield_stampede", 1, "greedy", "greedy", extra={"max_rounds": 1})
    who, under = list(battle.creatures)[:2]
    lines = [next(RULES.narrate(battle, [Fell(who, (0, 0, 1), (0, 0, 0), h, h, 0, onto)]))
             for h, onto in ((1, ""), (0, under), (2, under))]
    name, other = battle.creatures[who].name, battle.creatures[under].name
    assert lines == [f"    {name} falls 1 square (0 damage).", f"    {name} lands on {other} (0 damage).",
                     f"    {name} falls 2 squares onto {other} (0 damage)."]
