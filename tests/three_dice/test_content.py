"""The 3D content: enough heroes and creatures of every kind the issue asks for, encounters on
grid and zone maps, and the loader's one-line refusal of malformed files."""
from __future__ import annotations

from pathlib import Path

import pytest

from rules.core.geometry import size_rank
from rules.core.readers import ContentError
from rules.core.registry import get_ruleset
from rules.three_dice.content.loader import load_content, DATA_DIR

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "data" / "content" / "three_dice"
CONTENT = load_content()


def test_characters_and_creatures() -> None:
    heroes = [c for c in CONTENT.creatures.values() if c.kind == "hero"]
    monsters = [c for c in CONTENT.creatures.values() if c.kind != "hero"]
    assert len(heroes) >= 4 and len(monsters) >= 10
    assert len({size_rank(c.size) for c in monsters}) >= 4
    assert any(c.fly for c in monsters) and any(c.burrow for c in monsters)
    assert any(CONTENT.abilities[a].reach > 5 for c in monsters for a in c.abilities)


def test_encounters_on_grid_and_zone_maps() -> None:
    encs = list(CONTENT.encounters.values())
    grid = [e for e in encs if not e.zones]
    zoned = [e for e in encs if e.zones]
    assert len(grid) >= 3 and len(zoned) >= 3
    for e in grid:
        assert (ROOT / "maps" / f"{e.map}.tmx").exists(), e.id
    for e in zoned:
        path = ROOT / "maps" / "zones" / f"{e.map}.tmx"
        assert f'name="encounter" value="{e.id}"' in path.read_text(encoding="utf-8"), e.id


def test_rulesets_lists_three_dice() -> None:
    rules = get_ruleset("three_dice")
    assert rules.id == "three_dice" and len(rules.encounters()) >= 6


MESSAGES = {
    "armor_out_of_range.toml": "creature.iron_golem.armor: must be between 5 and 25, got 40",
    "bad_damage_die.toml": "ability.warpick.damage: d7 is not a die of this game (use d4, d6, d8, d10 or d12)",
    "bad_range.toml": "ability.sling.range: '120/30': ranges are multiples of 5 feet, the long one "
                      "beyond the normal one and at most 600",
    "melee_with_range.toml": "ability.spear.range: a melee attack has a reach, not a range",
    "missing_hp.toml": "creature.shade.hp: missing (this key is required)",
    "odd_speed.toml": "creature.hare.speed: speeds are counted in 5-foot squares, not 33",
    "unknown_ability.toml": "creature.lost_knight.abilities[1]: unknown ability 'longswrod' (did you mean 'longsword'?)",
    "unknown_attack_kind.toml": "ability.net.kind: unknown attack kind 'ranged_trick' (use melee_weapon, "
                                "melee_spell, ranged_weapon, ranged_spell or heal)",
    "unknown_creature_in_slot.toml": "encounter.td_missing.slot[2].creature: unknown creature 'bandid' (did you mean 'bandit'?)",
    "unknown_tie_rule.toml": "encounter.td_coinflip.tie_rule: unknown tie rule 'coin' (use agility, reroll, players_first or choose)",
}


def test_every_fixture_has_a_message() -> None:
    assert sorted(p.name for p in FIXTURES.glob("*.toml")) == sorted(MESSAGES)


@pytest.mark.parametrize("name", sorted(MESSAGES))
def test_malformed_content(name: str) -> None:
    with pytest.raises(ContentError) as caught:
        load_content([DATA_DIR, FIXTURES / name])
    text = str(caught.value)
    assert "\n" not in text and text.endswith(MESSAGES[name]) and name in text
