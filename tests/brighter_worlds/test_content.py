"""Tests for the Brighter Worlds content: the shipped heroes, foes, attacks and encounters, and
the loader's refusal of malformed files (one line naming the file and the key path)."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.maps.spawns import place_roster
from game.maps.tiled import load_map
from rules.brighter_worlds.content.loader import (ATTACK_KEYS, CREATURE_KEYS, DATA_DIR,
                                                  ENCOUNTER_KEYS, SLOT_KEYS, Content,
                                                  ContentError, default_content, load_content)
from rules.brighter_worlds.content.model import (ATTRIBUTES, DIE_SIZES, ROLES, Attack,
                                                 CreatureTemplate)
from rules.core.creature import Creature
from rules.core.geometry import size_squares

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "data" / "content" / "brighter_worlds"
FORMAT_DOC = ROOT / "docs" / "content-format-brighter-worlds.md"
MAPS = ROOT / "maps"
DRAW_STEEL_ENCOUNTERS = {"saltreed_ford_ambush", "emberfield_stampede", "greyveil_vigil"}


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def attacks_of(content: Content, creature: CreatureTemplate) -> list[Attack]:
    return [content.abilities[a] for a in creature.attacks]


def heroes(content: Content) -> list[CreatureTemplate]:
    return [c for c in content.creatures.values() if c.hero]


def monsters(content: Content) -> list[CreatureTemplate]:
    return [c for c in content.creatures.values() if not c.hero]


# ---------------------------------------------------------------------------- shipped content

def test_shipped_content_loads(content: Content) -> None:
    """The shipped data loads whole, once (RULES-NOTES Brighter Worlds; issue 12 Content)."""
    assert len(content.abilities) >= 15
    assert len(content.creatures) >= 15
    assert len(content.encounters) >= 3
    assert default_content() is default_content()
    assert set(default_content().creatures) == set(content.creatures)


def test_every_attack_is_used_and_every_creature_can_attack(content: Content) -> None:
    """Every creature has an attack to make, and no attack is left unused (004 Attacking)."""
    used: set[str] = set()
    for creature in content.creatures.values():
        assert creature.attacks, creature.id
        assert not all(a.unarmed for a in attacks_of(content, creature)), creature.id
        used.update(creature.attacks)
    assert used == set(content.abilities)


def test_attribute_dice_are_game_dice(content: Content) -> None:
    """Attributes are d4 to d12 (004 Wound; RULES-NOTES Brighter Worlds)."""
    for creature in content.creatures.values():
        for attribute in ATTRIBUTES:
            assert getattr(creature, attribute) in DIE_SIZES, (creature.id, attribute)
        assert 0 <= creature.armor <= 3, creature.id


def test_heroes(content: Content) -> None:
    """Five or more player characters, each distinct, with typical hero numbers: dice d6-d10
    with a d12 and a d4 among them, Armor 0-2, Grit 2-6, 8 squares of movement (004 Rounds and
    Initiative: about 40 feet; RULES-NOTES Brighter Worlds)."""
    party = heroes(content)
    assert len(party) >= 5
    dice = [(h.STR, h.DEX, h.WIL) for h in party]
    assert len(set(dice)) == len(dice)
    every_die = [d for trio in dice for d in trio]
    assert 12 in every_die and 4 in every_die
    assert sum(6 <= d <= 10 for d in every_die) >= len(every_die) - 3
    assert len({h.armor for h in party}) >= 2 and len({h.grit for h in party}) >= 2
    for hero in party:
        assert 0 <= hero.armor <= 2 and 2 <= hero.grit <= 6, hero.id
        assert hero.speed == 8 and hero.size == "1M", hero.id
        assert not hero.leader and not hero.fearless, hero.id
        assert any(not a.unarmed for a in attacks_of(content, hero)), hero.id


def test_hero_weapons_follow_the_notes(content: Content) -> None:
    """Hero weapon dice: whip and bow d6, sword/spear/axe/flail d8, war hammer and longsword d10
    and bulky; unarmed is a d4 (RULES-NOTES Brighter Worlds; 004 Attack Modifiers)."""
    for hero in heroes(content):
        for attack in attacks_of(content, hero):
            if attack.unarmed:
                assert attack.dice == (4,), attack.id
                continue
            assert all(d in (6, 8, 10) for d in attack.dice), attack.id
            assert attack.bulky == (max(attack.dice) == 10), attack.id
    weapons = {a.id: a for h in heroes(content) for a in attacks_of(content, h)}
    assert weapons["hunting_bow"].dice == (6,) and weapons["drover_whip"].dice == (6,)
    assert weapons["boar_spear"].dice == (8,)
    assert weapons["war_hammer"].dice == (10,) and weapons["war_hammer"].bulky


def test_party_has_a_dual_wielder_a_blast_caster_and_an_archer(content: Content) -> None:
    """The party has a dual wielder who may split (004 Dual Wielding), a blast spell that hits
    everything around a point within 6 squares (004 Blast) and an archer reaching 12 squares
    (004 Attacking)."""
    hero_attacks = [(h, a) for h in heroes(content) for a in attacks_of(content, h)]
    dual = [a for _, a in hero_attacks if a.dice == (6, 6)]
    assert dual and all(a.split and a.distance.kind == "melee" for a in dual)
    assert dual[0].describe_dice() == "d6 + d6 (keep highest)"
    blasts = [a for _, a in hero_attacks if a.blast]
    assert any(a.distance.reach == 1 and a.distance.within == 6 and a.harms in ("WIL", "STR")
               for a in blasts)
    assert any(a.distance.describe() == "Blast 1 within 6" for a in blasts)
    archers = [a for _, a in hero_attacks if a.distance.kind == "ranged" and a.distance.reach == 12]
    assert archers
    casters = {h.id for h, a in hero_attacks if a.blast}
    shooters = {h.id for h, a in hero_attacks if a in archers}
    duellists = {h.id for h, a in hero_attacks if a in dual}
    assert casters.isdisjoint(shooters) and casters.isdisjoint(duellists)


def test_foes_cover_the_brief(content: Content) -> None:
    """At least ten foes, each with a role, among them: a flier, a burrower, a size 2+ beast, a
    leader, a ranged shooter and rabble with little Grit and d6 weapons (004 Morale Saves:
    leaders; issue 12 Content)."""
    foes = monsters(content)
    assert len(foes) >= 10
    for foe in foes:
        assert foe.role in ROLES, foe.id
    assert {f.role for f in foes} == set(ROLES)
    assert any("fly" in f.movement for f in foes)
    assert any("burrow" in f.movement and "walk" in f.movement for f in foes)
    assert any(f.role == "beast" and size_squares(f.size) >= 2 for f in foes)
    assert any(f.leader and f.role == "leader" for f in foes)
    assert any(f.role == "shooter" and any(a.distance.kind == "ranged"
                                           for a in attacks_of(content, f)) for f in foes)
    rabble = [f for f in foes if f.grit <= 2
              and all(max(a.dice) <= 6 for a in attacks_of(content, f))]
    assert len(rabble) >= 3
    assert any(f.fearless for f in foes) and not all(f.fearless for f in foes)


def test_troll_brute_pushes_on_a_wound(content: Content) -> None:
    """A troll-like brute as in the chapter's example: STR d10, Armor 1, some Grit, and a club
    whose Wound shoves the victim 2 squares (004 Combat Example; 004 Wound)."""
    trolls = [f for f in monsters(content) if f.role == "brute" and f.size == "2"
              and f.STR == 10 and f.armor == 1 and 3 <= f.grit <= 5]
    assert trolls
    club = attacks_of(content, trolls[0])[0]
    assert club.distance.kind == "melee" and club.wound_effect == "push" and club.push == 2


def test_attacks_harming_dex_and_wil(content: Content) -> None:
    """Some foes' attacks harm DEX (entangling: the victim is held) or WIL (the victim is
    dazed), the rest STR (004 Direct Damage)."""
    foe_attacks = [a for f in monsters(content) for a in attacks_of(content, f)]
    assert any(a.harms == "DEX" and a.wound_effect == "held" for a in foe_attacks)
    assert any(a.harms == "WIL" and a.wound_effect == "dazed" for a in foe_attacks)
    horrors = [f for f in monsters(content) if f.role == "horror"]
    assert horrors and all(any(a.harms == "WIL" for a in attacks_of(content, h)) for h in horrors)
    assert sum(a.harms == "STR" for a in content.abilities.values()) > len(content.abilities) // 2


def test_monster_blast_and_push_numbers(content: Content) -> None:
    """Push distances are only on push wound effects; blasts have a centre within range
    (004 Blast; 004 Wound)."""
    for attack in content.abilities.values():
        assert (attack.push > 0) == (attack.wound_effect == "push"), attack.id
        if attack.blast:
            assert attack.distance.within >= 1, attack.id
    assert any(a.blast for f in monsters(content) for a in attacks_of(content, f))


# ---------------------------------------------------------------------------- encounters

def test_encounters(content: Content) -> None:
    """Three or more encounters on shipped maps, one with surprise in doubt (004 Rounds and
    Initiative), one where the foes were promised a reward (004 Morale Saves); ids differ from
    Draw Steel's (issue 12 Content)."""
    encounters = list(content.encounters.values())
    assert len(encounters) >= 3
    assert DRAW_STEEL_ENCOUNTERS.isdisjoint(content.encounters)
    assert any(e.surprise for e in encounters) and any(e.reward for e in encounters)
    maps = {e.map for e in encounters}
    assert {"skyreach_bridge", "cinder_forge", "drowned_chapel"} <= maps
    for enc in encounters:
        assert (MAPS / f"{enc.map}.tmx").is_file(), enc.id
        assert enc.name.strip() and enc.text.strip(), enc.id
        sides = {"heroes": 0, "monsters": 0}
        for slot in enc.slots:
            creature = content.creatures[slot.creature]
            assert (slot.side == "heroes") == creature.hero, (enc.id, slot.creature)
            sides[slot.side] += slot.count
        assert 4 <= sides["heroes"] <= 6 and 4 <= sides["monsters"] <= 10, enc.id


def _roster(content: Content, encounter_id: str) -> list:
    out = []
    for slot in content.encounters[encounter_id].slots:
        t = content.creatures[slot.creature]
        for n in range(slot.count):
            out.append((Creature(id=f"{t.id}_{n}", name=t.name, side=slot.side, size=t.size,
                                 movement=t.movement, template=t.id), slot))
    return out


@pytest.mark.parametrize("encounter_id", sorted(default_content().encounters))
def test_encounter_fits_its_map(encounter_id: str) -> None:
    """Each encounter's creatures, big ones included, fit the spawn areas of its map, on
    harmless ground (maps/README.md Spawns)."""
    content = default_content()
    loaded = load_map(MAPS / f"{content.encounters[encounter_id].map}.tmx")
    roster = _roster(content, encounter_id)
    assert place_roster(loaded, roster) == []
    for creature, _ in roster:
        x, y, _z = creature.pos
        assert not loaded.board.column(x, y).damaging, creature.id


def _columns(map_stem: str):
    board = load_map(MAPS / f"{map_stem}.tmx").board
    return board, [board.column(x, y) for y in range(board.height) for x in range(board.width)]


def test_encounters_put_the_map_hazards_in_play(content: Content) -> None:
    """Each map's hazard matters to its fight (004 Non-Combat Damage: falls and lava skip Grit):
    the troll's push on the span with its drops, lava in the forge, water in the chapel (foes
    there swim), dirt for a burrower in the warren."""
    by_map = {e.map: e for e in content.encounters.values()}
    fielded = {m: {content.creatures[s.creature] for s in e.slots} for m, e in by_map.items()}

    board, _ = _columns("skyreach_bridge")
    drops = [abs(board.column(x, y).ground - board.column(x + 1, y).ground)
             for y in range(board.height) for x in range(board.width - 1)]
    assert max(drops) >= 2
    assert any(a.wound_effect == "push" for c in fielded["skyreach_bridge"]
               for a in attacks_of(content, c))

    _, cols = _columns("cinder_forge")
    assert any(c.terrain == "lava" for c in cols)
    assert any(a.wound_effect == "push" for c in fielded["cinder_forge"]
               for a in attacks_of(content, c))

    _, cols = _columns("drowned_chapel")
    assert any(c.terrain == "water" for c in cols) and any(c.conceals for c in cols)
    assert any("swim" in c.movement for c in fielded["drowned_chapel"])
    assert by_map["drowned_chapel"].surprise

    if "hollowdeep_warren" in fielded:
        _, cols = _columns("hollowdeep_warren")
        assert any(c.burrowable for c in cols)
        assert any("burrow" in c.movement for c in fielded["hollowdeep_warren"])


# ---------------------------------------------------------------------------- malformed files

MALFORMED = [
    ("die_d7.toml", "attack.rusted_cleaver.dice[1]: d7 is not a die of this game"),
    ("attribute_d20.toml", "creature.boulder_giant.str: d20 is not a die of this game"),
    ("unknown_attack.toml", "creature.ember_drake.attacks[2]: unknown attack 'fire_breath'"),
    ("unknown_key.toml", "creature.bog_hermit.stamina: unknown key 'stamina'"),
    ("armor_too_high.toml", "creature.iron_golem.armor: must be between 0 and 3, got 5"),
    ("negative_grit.toml", "creature.angry_farmer.grit: must be between 0 and 30, got -2"),
    ("bad_distance.toml", "attack.long_poke.distance: unknown distance 'reach 3'"),
    ("zero_range.toml", "attack.limp_bow.distance: must be between 1 and 30, got 0"),
    ("push_without_effect.toml", "attack.shoulder_barge.push: a push wound effect needs push"),
    ("push_effect_without_distance.toml", "attack.gust.push: a push wound effect needs push"),
    ("unknown_harms.toml", "attack.sapping_touch.harms: unknown attribute 'CON'"),
    ("unknown_wound_effect.toml", "attack.stinger.wound_effect: unknown wound effect 'poisoned'"),
    ("split_ranged.toml", "attack.brace_of_slings.split: only a melee attack with two or more"),
    ("split_single_weapon.toml", "attack.lone_axe.split: only a melee attack with two or more"),
    ("too_many_dice.toml", "attack.knife_juggler.dice: expected a die or a list of 1 to 3 dice"),
    ("missing_attribute.toml", "creature.half_made_thing.wil: missing (this key is required)"),
    ("unknown_role.toml", "creature.shield_wall.role: unknown role 'tank'"),
    ("unknown_movement.toml", "creature.mole_rat.movement[2]: unknown movement type 'dig'"),
    ("one_sided_encounter.toml", "encounter.empty_road.slot: no creature on the monsters side"),
    ("unknown_creature.toml", "encounter.haunted_mill.slot[2].creature: unknown creature "
                              "'mill_ghost'"),
    ("bad_slot_count.toml", "encounter.rat_tide.slot[2].count: expected a whole number, got "
                            "'lots'"),
    ("duplicate_id.toml", "attack.war_hammer: duplicate attack id 'war_hammer' (already defined "
                          "in data/attacks/heroes.toml)"),
    ("syntax_error.toml", "line 3: "),
    ("unknown_top_level.toml", "monster: unknown top-level table 'monster'"),
    ("bad_id.toml", "attack.Fire-Bolt: bad id 'Fire-Bolt'"),
    ("wrong_type_flag.toml", "attack.maul.bulky: expected true or false, got 'yes'"),
]
WITH_SHIPPED_CONTENT = {"duplicate_id.toml", "one_sided_encounter.toml", "unknown_creature.toml",
                        "bad_slot_count.toml"}
"""Fixtures that name shipped creatures or clash with shipped ids, so load beside the data."""


@pytest.mark.parametrize("name, expected", MALFORMED)
def test_malformed_file_is_refused_in_one_line(name: str, expected: str) -> None:
    """Bad content is refused whole, with one line naming the file and the key path (issue 12
    Bad input; dice sizes from 004 Wound, Armor at most 3 from RULES-NOTES Brighter Worlds,
    split attacks from 004 Dual Wielding, harms from 004 Direct Damage)."""
    path = FIXTURES / name
    paths = [DATA_DIR, path] if name in WITH_SHIPPED_CONTENT else [path]
    with pytest.raises(ContentError) as caught:
        load_content(paths)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"{path}: ")
    assert expected in message
    assert caught.value.file == str(path)


def test_every_fixture_has_an_expectation() -> None:
    """Each malformed file is checked above, and there are at least ten (issue 12 Bad input)."""
    names = {p.name for p in FIXTURES.glob("*.toml")}
    assert names == {name for name, _ in MALFORMED}
    assert len(names) >= 10


def test_shipped_fixture_pairs_load_without_the_fixture() -> None:
    """The fixtures loaded beside the shipped data fail because of themselves: the shipped data
    alone loads (issue 12 Bad input)."""
    assert load_content([DATA_DIR]).creatures


def test_folder_of_fixtures_is_refused() -> None:
    """A folder is loaded all or nothing (RULES-NOTES Brighter Worlds; issue 12 Bad input)."""
    with pytest.raises(ContentError):
        load_content([FIXTURES])


# ---------------------------------------------------------------------------- the format doc

def test_format_doc_names_every_key() -> None:
    """docs/content-format-brighter-worlds.md describes every key the loader reads (issue 12
    Content)."""
    doc = FORMAT_DOC.read_text(encoding="utf-8")
    for key in ATTACK_KEYS + CREATURE_KEYS + ENCOUNTER_KEYS + SLOT_KEYS:
        assert f"`{key}`" in doc, key
    for role in ROLES:
        assert role in doc, role
