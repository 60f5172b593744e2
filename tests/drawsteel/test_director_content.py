"""The Director's content format (issue 16): Malice features, villain actions, leader and solo
traits, slot groups. Each malformed file is refused in one line naming the file and the place."""
from __future__ import annotations

from pathlib import Path

import pytest

from rules.drawsteel.content.loader import ContentError, default_content, load_content
from rules.drawsteel.content.skirmish import encounter_battle

FIXTURES = Path(__file__).resolve().parents[1] / "data" / "content" / "director"

MALFORMED = [
    ("unknown_malice_feature.toml",
     "creature.gutter_brute.malice[1]: unknown Malice feature 'blood_frenzy'"),
    ("villain_action_on_platoon.toml",
     "creature.gutter_brute.villain_actions: only a leader or a solo has villain actions"),
    ("four_villain_actions.toml",
     "creature.gang_boss.villain_actions[4]: a creature has at most 3 villain actions, found 4"),
    ("villain_action_wrong_action.toml",
     "creature.gang_boss.villain_actions[1]: ability 'heavy_swing' is a main action"),
    ("villain_action_as_ability.toml",
     "creature.gang_boss.abilities[2]: 'war_cry' is a villain action: list it under villain_actions"),
    ("cost_and_malice.toml",
     "ability.greedy_blow.malice: an ability costs Malice or a heroic resource, not both"),
    ("villain_action_with_malice.toml", "ability.war_cry.malice: a villain action costs no Malice"),
    ("feature_unknown_kind.toml",
     "malice.blood_frenzy.kind: unknown Malice feature kind 'frenzy' (use potency, damage"),
    ("feature_ability_missing.toml", "malice.sudden_volley.ability: a feature of kind 'ability'"),
    ("feature_unknown_ability.toml", "malice.sudden_volley.ability: unknown ability 'arrow_storm'"),
    ("feature_amount_missing.toml", "malice.quick_feet.amount: missing"),
    ("unknown_trait.toml", "creature.gang_boss.traits[1]: unknown trait 'regenerate'"),
    ("trait_on_horde.toml", "creature.gutter_brute.traits: only a leader or a solo has traits"),
    ("hero_with_malice.toml",
     "creature.wandering_knight.malice: 'malice' is for monsters only, this creature is a hero"),
    ("slot_group_number.toml", "encounter.alley.slot[2].group: expected text in quotes, got number 3"),
]


@pytest.mark.parametrize("name, expected", MALFORMED)
def test_malformed_director_content_is_one_line(name: str, expected: str) -> None:
    path = FIXTURES / name
    with pytest.raises(ContentError) as caught:
        load_content([path])
    message = str(caught.value)
    assert "\n" not in message and message.startswith(f"{path}: ")
    assert expected in message


def test_every_director_fixture_has_an_expectation() -> None:
    assert {p.name for p in FIXTURES.glob("*.toml")} == {name for name, _ in MALFORMED}


def test_shipped_leader_and_solo() -> None:
    content = default_content()
    marshal, wyrm = content.creatures["pyre_marshal"], content.creatures["ashmaw_wyrm"]
    assert (marshal.organization, wyrm.organization) == ("leader", "solo")
    for villain in (marshal, wyrm):
        assert len(villain.villain_actions) == 3
        assert all(content.abilities[a].action == "villain" for a in villain.villain_actions)
        assert villain.traits and villain.malice_features
    assert any(content.abilities[a].malice for a in marshal.abilities)
    assert any(content.abilities[a].malice for a in wyrm.abilities)


def test_basic_and_faction_features() -> None:
    malice = default_content().malice
    basic = {f.id: f for f in malice.values() if f.basic}
    assert basic["dread_sharpened"].cost == 3 and basic["dread_sharpened"].kind == "potency"
    assert basic["savage_opening"].cost == 5 and basic["savage_opening"].kind == "damage"
    assert len(basic) >= 4
    cult = [c for c in default_content().creatures.values() if "ember_step" in c.malice_features]
    assert len(cult) >= 3, "the forge-cult shares Ember Step"


def test_encounter_slots_put_monsters_in_groups() -> None:
    battle = encounter_battle("pyre_marshal_muster", seed=1)
    groups = {c.id: c.group for c in battle.creatures.values() if c.side == "monsters"}
    assert groups["cinder_acolyte_1"] == groups["cinder_acolyte_2"] == "acolytes"
    assert groups["ember_sprite_1"] == "sprites" and groups["pyre_marshal"] == ""
    marshal = battle.creatures["pyre_marshal"]
    assert marshal.villain_actions and marshal.traits == ("field_commander",)
    assert battle.settings["malice"] is True
