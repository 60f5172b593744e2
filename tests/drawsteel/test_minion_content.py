"""Minion content and scenario files (RULES-NOTES Minions): the shipped minions and squads load,
and malformed ones are refused in one line naming the file and the place."""
from __future__ import annotations

from pathlib import Path

import pytest

from rules.core.readers import ContentError
from rules.drawsteel.content.loader import load_content
from rules.drawsteel.scenarios.format import load_scenario

DATA = Path(__file__).resolve().parent.parent / "data"
CONTENT = DATA / "content" / "minions"
SCENARIOS = DATA / "scenarios" / "minions"

BAD_CONTENT = {
    "minion_squad_over_eight.toml": "encounter.bog.slot[2].count: a squad holds at most 8 minions, this slot has 9",
    "minion_unknown_benefit.toml": "creature.bog_imp.with_captain.flying: unknown captain benefit 'flying'",
    "minion_captain_is_a_minion.toml": "encounter.bog.slot[3].captain: the captain 'Boss' is a minion",
    "minion_benefit_on_a_horde.toml": "creature.bog_brute.with_captain: only minions have a 'with captain' benefit",
    "minion_captain_unknown_label.toml": "encounter.bog.slot[3].captain: no slot is labelled 'Bosss' (did you mean 'Boss'?)",
    "minion_captain_for_non_minions.toml": "encounter.bog.slot[3].captain: only a slot of minions has a captain",
    "minion_benefit_too_big.toml": "creature.bog_imp.with_captain.speed: must be between 1 and 5, got 9",
    "minion_edge_not_true.toml": "creature.bog_imp.with_captain.strike_edge: expected true, got number 2",
    "minion_captain_leads_two.toml": "encounter.bog.slot[4].captain: 'Boss' already leads the squad of slot [3]",
}
BAD_SCENARIOS = {
    "minion_squad_of_nine.toml": "creature[2].squad: squad 'pack' has 9 minions; a squad holds at most 8",
    "minion_captain_in_its_squad.toml": "creature[3].captain_of: a minion cannot captain a squad",
    "minion_squad_mixed_stamina.toml": "creature[2].squad: squad 'pack' mixes minions of different Stamina",
    "minion_captain_of_no_squad.toml": "creature[3].captain_of: no creature is in squad 'pakc'",
    "minion_benefit_without_squad.toml": "creature[2].with_captain: only a minion in a squad",
}


def test_every_fixture_has_an_expectation() -> None:
    assert {p.name for p in CONTENT.glob("*.toml")} == set(BAD_CONTENT)
    assert {p.name for p in SCENARIOS.glob("*.toml")} == set(BAD_SCENARIOS)


@pytest.mark.parametrize("name", sorted(BAD_CONTENT))
def test_bad_minion_content_is_refused_in_one_line(name: str) -> None:
    with pytest.raises(ContentError) as caught:
        load_content([CONTENT / name])
    message = str(caught.value)
    assert "\n" not in message and message.startswith(f"{CONTENT / name}: ")
    assert BAD_CONTENT[name] in message


@pytest.mark.parametrize("name", sorted(BAD_SCENARIOS))
def test_bad_squad_in_a_scenario_is_refused_in_one_line(name: str) -> None:
    with pytest.raises(ContentError) as caught:
        load_scenario(SCENARIOS / name)
    message = str(caught.value)
    assert "\n" not in message and BAD_SCENARIOS[name] in message


def test_shipped_minions_have_captain_benefits() -> None:
    """RULES-NOTES Minions: at least four minion stat blocks, each with a 'with captain' benefit."""
    content = load_content()
    minions = [t for t in content.creatures.values() if t.organization == "minion"]
    assert len(minions) >= 4
    assert all(t.with_captain for t in minions)
    kinds = {k for t in minions for k in t.with_captain}
    assert {"speed", "strike_edge", "strike_damage", "free_strike"} <= kinds


def test_two_shipped_encounters_have_captained_squads() -> None:
    content = load_content()
    led = [e for e in content.encounters.values()
           if any(s.captain for s in e.slots)]
    assert len(led) >= 2
    assert all(e.map for e in led)  # `map`, or `board` which fills it
