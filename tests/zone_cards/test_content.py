"""Cards & Zones content: the characters and creatures the issue asks for (a pack on one card, a
big beast with several cards, a fire breather, a poisoner, a horror with a fear value), three
encounters on zone maps, and malformed content refused in one line by `steelgrid content check`."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import main
from rules.core.readers import ContentError
from rules.core.registry import get_ruleset
from rules.zone_cards.content.loader import DATA_DIR, cards_needed, load_content

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "data" / "content" / "zone_cards"
CONTENT = load_content()
MAPS = {"tavern_brawl", "crossroads_field", "grappled_ships"}


def test_characters_and_creatures() -> None:
    heroes = [c for c in CONTENT.creatures.values() if c.kind == "hero"]
    others = [c for c in CONTENT.creatures.values() if c.kind != "hero"]
    assert len(heroes) >= 4 and len(others) >= 10
    assert any(c.cards > 1 for c in others), "a big beast with several cards"
    assert any(c.fear > 0 for c in others), "a horror with a fear value"
    kinds = {CONTENT.abilities[w].fire > 0 for c in others for w in c.weapons}
    assert True in kinds, "a fire breather"
    assert any(CONTENT.abilities[w].poison > 0 for c in others for w in c.weapons), "a poisoner"


def test_encounters_on_zone_maps_with_a_pack_on_one_card() -> None:
    encounters = CONTENT.encounters.values()
    assert {e.map for e in encounters} == MAPS
    assert any(s.one_card and s.count > 1 for e in encounters for s in e.slots)
    assert all(cards_needed(e, CONTENT.creatures) <= 10 for e in encounters)


def test_rulesets_lists_zone_cards(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rulesets"]) == 0
    assert "zone_cards" in capsys.readouterr().out


MESSAGES = {
    'attribute_out_of_range.toml': 'creature.hill_giant.body: must be between 1 and 6, got 9',
    'backwards_range.toml': "ability.odd_bow.range: '3-1': the nearest zone comes first and the farthest is at most 6",
    'damage_out_of_range.toml': 'ability.doom_blade.damage: must be between 1 and 4, got 7',
    'melee_with_range.toml': 'ability.pike.range: a melee weapon strikes in its own zone; it has no range',
    'too_many_cards.toml': 'encounter.zc_horde.slot: the fight needs 11 initiative cards but the deck holds 10 (put identical foes on one card with one_card = true)',
    'too_many_cards_per_creature.toml': 'creature.hydra.cards: must be between 1 and 3, got 5',
    'toxicity_out_of_range.toml': 'ability.black_lotus.poison: must be between 0 and 12, got 20',
    'unknown_action_in_skills.toml': "creature.thug.skills.stab: unknown action 'stab' (use strike, force, endure, shoot, finesse, sneak, read, track, cast, persuade or intimidate)",
    'unknown_attack_action.toml': "ability.mace.action: unknown action 'bash' (use strike, force, endure, shoot, finesse, sneak, read, track, cast, persuade or intimidate)",
    'unknown_creature_in_slot.toml': "encounter.zc_missing.slot[2].creature: unknown creature 'grey_wulf' (did you mean 'grey_wolf'?)",
    'unknown_position.toml': "encounter.zc_calm.position: unknown position 'relaxed' (use controlled, risky or desperate)",
    'unknown_weapon.toml': "creature.squire.weapons[1]: unknown ability 'swrod' (did you mean 'sword'?)",
}


def test_every_fixture_has_a_message() -> None:
    assert sorted(p.name for p in FIXTURES.glob("*.toml")) == sorted(MESSAGES)
    assert len(MESSAGES) >= 8


@pytest.mark.parametrize("name", sorted(MESSAGES))
def test_malformed_content(name: str) -> None:
    with pytest.raises(ContentError) as caught:
        load_content([DATA_DIR, FIXTURES / name])
    text = str(caught.value)
    assert "\n" not in text and text.endswith(MESSAGES[name]) and name in text


def test_content_check_command(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    assert main(["content", "check", "--ruleset", "zone_cards"]) == 0
    bad = "tests/data/content/zone_cards/unknown_weapon.toml"
    assert main(["content", "check", "--ruleset", "zone_cards", bad]) != 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1].startswith(f"error: {bad}: creature.squire.weapons[1]")

