"""Heroes at levels 1 to 3 and the party an encounter is fought with (issue 17; our own rules
for original classes, docs/rules-decisions.md "Hero levels and the party")."""
from __future__ import annotations

import pytest

from rules.drawsteel.content.hero_levels import STAMINA_PER_LEVEL, leveled, party_and_level
from rules.drawsteel.content.loader import default_content
from rules.drawsteel.content.skirmish import encounter_battle

ENCOUNTER = "saltreed_ford_ambush"


def test_each_level_adds_stamina_and_level_three_raises_the_best_characteristic() -> None:
    content = default_content()
    korrin = content.creatures["korrin"]
    two, three = leveled(korrin, 2, content.abilities), leveled(korrin, 3, content.abilities)
    assert two.stamina == korrin.stamina + STAMINA_PER_LEVEL and two.level == 2
    assert three.stamina == korrin.stamina + 2 * STAMINA_PER_LEVEL
    best = max(korrin.characteristics.values())
    assert max(three.characteristics.values()) == min(4, best + 1)
    assert two.characteristics == korrin.characteristics


def test_abilities_wait_for_their_level() -> None:
    content = default_content()
    gated = [(t, a) for t in content.creatures.values() if t.hero
             for a in t.abilities if content.abilities[a].level > 1]
    assert gated, "some shipped hero has an ability of level 2 or 3"
    for template, ability in gated:
        need = content.abilities[ability].level
        assert ability not in leveled(template, need - 1, content.abilities).abilities
        assert ability in leveled(template, need, content.abilities).abilities


def test_a_party_replaces_the_encounters_heroes_at_the_chosen_level() -> None:
    battle = encounter_battle(ENCOUNTER, 3, settings={"party": ["tamsin", "orrin"], "level": 2})
    heroes = sorted(c.template for c in battle.creatures.values() if c.side == "heroes")
    assert heroes == ["orrin", "tamsin"]
    assert all(c.level == 2 for c in battle.creatures.values() if c.side == "heroes")
    assert all(c.side == "monsters" for c in battle.creatures.values() if not c.hero)


@pytest.mark.parametrize("settings, message", [
    ({"level": 4}, "hero level must be 1, 2 or 3"),
    ({"party": ["nobody"]}, "unknown hero 'nobody'"),
    ({"party": ["briarback_warden"]}, "unknown hero 'briarback_warden'"),
])
def test_a_bad_party_or_level_is_refused(settings: dict, message: str) -> None:
    with pytest.raises((ValueError, KeyError), match=message):
        encounter_battle(ENCOUNTER, 1, settings=settings)


def test_no_settings_keep_the_encounter_as_written() -> None:
    assert party_and_level(None) == ([], 1)
    plain = encounter_battle(ENCOUNTER, 3)
    assert {c.template for c in plain.creatures.values() if c.hero} == {"korrin", "sefa", "maelis", "hollis"}
