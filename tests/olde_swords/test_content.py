"""Olde Swords Reign content: the shipped heroes, foes and encounters cover the brief, and
malformed files are refused in one line naming the file and the place (issue 13 Content and
Bad input)."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import main
from rules.core.geometry import size_squares
from rules.core.registry import get_ruleset
from rules.olde_swords.content.loader import (ABILITY_KEYS, CREATURE_KEYS, DATA_DIR, ENCOUNTER_KEYS,
                                              ContentError, load_content)

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "data" / "content" / "olde_swords"
FORMAT_DOC = ROOT / "docs" / "content-format-olde-swords.md"
MALFORMED = [
    ("ac_too_high.toml", "creature.fortress.ac: must be between 5 and 25"),
    ("damage_d7.toml", "ability.odd_club.damage: d7 is not a die of this game"),
    ("save_spell_without_dc.toml", "ability.frost.dc: missing"),
    ("score_out_of_range.toml", "creature.giant.scores.STR: must be between -4 and 5"),
    ("syntax_error.toml", "line 1: Expected ']'"),
    ("too_many_potions.toml", "creature.hoarder.potions: must be between 0 and 5, got 9"),
    ("unknown_ability.toml", "creature.lost_knight.abilities[1]: unknown ability 'longsowrd' (did you mean 'longsword'?)"),
    ("unknown_creature.toml", "encounter.empty_road.slot[2].creature: unknown creature 'nobody_at_all'"),
    ("unknown_kind.toml", "ability.war_song.kind: unknown ability kind 'song'"),
    ("unknown_score.toml", "creature.lucky.scores.LUCK: unknown key 'LUCK'"),
    ("unknown_speed.toml", "creature.snail.speed: unknown speed 'glacial'"),
]


def test_heroes_cover_the_brief() -> None:
    """A fighter, a finesse rogue, a caster with three spells (one with a save) and a healer."""
    content = load_content()
    heroes = [c for c in content.creatures.values() if c.kind == "hero"]
    kinds = [{content.abilities[a].kind for a in h.abilities} for h in heroes]
    assert len(heroes) >= 4
    assert any("melee" in k for k in kinds) and any("finesse" in k for k in kinds)
    casters = [h for h in heroes if sum(content.abilities[a].spell for a in h.abilities) >= 3]
    assert casters and any(content.abilities[a].kind == "spell_save" for a in casters[0].abilities)
    assert any("spell_heal" in k for k in kinds)


def test_foes_cover_the_brief() -> None:
    """Ten foes: sizes, a flier, a burrower, ranged and melee, a leader."""
    foes = [c for c in load_content().creatures.values() if c.kind == "monster"]
    content = load_content()
    assert len(foes) >= 10
    assert len({size_squares(f.size) for f in foes}) >= 2 and len({f.size for f in foes}) >= 3
    assert any("fly" in f.movement for f in foes) and any("burrow" in f.movement for f in foes)
    kinds = {content.abilities[a].kind for f in foes for a in f.abilities}
    assert {"ranged", "melee"} <= kinds
    assert any(f.leader for f in foes)


def test_encounters_name_shipped_maps_and_unique_ids() -> None:
    encounters = get_ruleset("olde_swords").encounters()
    assert len(encounters) >= 3
    maps = {p.stem for p in (ROOT / "maps").glob("*.tmx")}
    assert all(e.map in maps for e in encounters.values())


@pytest.mark.parametrize("name,expected", MALFORMED)
def test_malformed_file_is_refused_in_one_line(name: str, expected: str) -> None:
    path = FIXTURES / name
    with pytest.raises(ContentError) as caught:
        load_content([DATA_DIR, path])
    message = str(caught.value)
    assert "\n" not in message and message.startswith(f"{path}: ") and expected in message


def test_every_fixture_has_an_expectation() -> None:
    assert {p.name for p in FIXTURES.glob("*.toml")} == {n for n, _ in MALFORMED}
    assert len(MALFORMED) >= 8


@pytest.mark.parametrize("name,expected", MALFORMED)
def test_content_check_command_refuses_each_bad_file(name: str, expected: str,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """`steelgrid content check` refuses every malformed file in one line naming the file and
    the place, with no traceback (issue 13 Bad input)."""
    status = main(["content", "check", "--ruleset", "olde_swords", str(FIXTURES / name)])
    out = capsys.readouterr()
    lines = (out.out + out.err).strip().splitlines()
    assert status != 0 and len(lines) == 1, lines
    assert str(FIXTURES / name) in lines[0] and expected in lines[0] and "Traceback" not in lines[0]


def test_format_doc_names_every_key() -> None:
    text = FORMAT_DOC.read_text()
    for key in ABILITY_KEYS + CREATURE_KEYS + ENCOUNTER_KEYS:
        assert f"`{key}`" in text, key


def test_the_hover_readout_tells_burning_ground_in_this_rulesets_words() -> None:
    """The hover read-out over lava gives Olde Swords Reign's 2d6, not another system's numbers
    (docs/rules-decisions.md, Olde Swords Reign: Falls and hazards)."""
    from rules.core.board import Column
    from rules.olde_swords.ruleset import RULESET
    lava = Column(terrain="lava", damage=6, damage_type="fire")
    embers = Column(terrain="embers", damage=2, damage_type="fire")
    assert "2d6" in RULESET.hazard_note(lava) and "1d6" in RULESET.hazard_note(embers)
