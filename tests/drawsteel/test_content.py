"""Tests for the Draw Steel content loader and the content shipped with the package."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from rules.drawsteel.creature import IMMUNE_ALL
from rules.drawsteel.content.loader import (DATA_DIR, STANDARD_ABILITIES, Content, ContentError,
                                     default_content, display_name, load_content, parse_ability,
                                     parse_consumable, parse_creature, parse_distance, parse_effect,
                                     parse_encounter, parse_target)
from rules.drawsteel.content.model import (ConditionEffect, Distance, Effect, ForcedMove, Potency,
                                   Targeting)

FIXTURES = Path(__file__).resolve().parent.parent / "data" / "content"
FORMAT_DOC = Path(__file__).resolve().parents[2] / "docs" / "content-format.md"


# ---------------------------------------------------------------------------- shipped content

@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def test_shipped_content_loads(content: Content) -> None:
    assert content.abilities and content.creatures and content.encounters
    assert default_content() is default_content()
    assert set(default_content().creatures) == set(content.creatures)


def test_standard_abilities(content: Content) -> None:
    for ability_id in STANDARD_ABILITIES:
        assert ability_id in content.abilities
    melee = content.abilities["melee_free_strike"]
    assert melee.keywords == ("charge", "melee", "strike", "weapon")
    assert melee.characteristics == ("might", "agility")
    assert melee.target == Targeting("creature_or_object", 1)
    assert [t.damage for t in melee.tiers or ()] == [2, 5, 7]
    assert all(t.damage_characteristic == "char" for t in melee.tiers or ())
    ranged = content.abilities["ranged_free_strike"]
    assert ranged.distance == Distance("ranged", 5)
    assert [t.damage for t in ranged.tiers or ()] == [2, 4, 6]
    knockback = content.abilities["knockback"]
    assert knockback.action == "maneuver" and not knockback.deals_damage
    assert [t.forced for t in knockback.tiers or ()] == [ForcedMove("push", n) for n in (1, 2, 3)]


def test_every_creature_ability_exists(content: Content) -> None:
    for creature in content.creatures.values():
        assert creature.abilities or creature.ev == 0, creature.id  # a captive to rescue has none
        for ability_id in creature.abilities:
            assert ability_id in content.abilities, (creature.id, ability_id)
        assert len(content.abilities_of(creature.id)) == len(creature.abilities)


def test_sizes_and_movement_covered(content: Content) -> None:
    monsters = [c for c in content.creatures.values() if not c.hero]
    assert {"1S", "1M", "1L", "2", "3"} <= {c.size for c in monsters}
    assert any("fly" in c.movement for c in monsters)
    assert any("burrow" in c.movement for c in monsters)
    assert all(c.movement[0] == "walk" for c in content.creatures.values())


def test_heroes(content: Content) -> None:
    heroes = [c for c in content.creatures.values() if c.hero]
    assert len(heroes) >= 5
    assert sum(h.size == "1S" for h in heroes) >= 1
    for hero in heroes:
        abilities = content.abilities_of(hero.id)
        assert sum(a.signature for a in abilities) == 2, hero.id
        heroic = [a for a in abilities if not a.signature and a.trigger == "" and a.level == 1]
        assert 1 <= len(heroic) <= 2 and all(3 <= a.cost <= 5 for a in heroic), hero.id
        assert 18 <= hero.stamina <= 28 and 8 <= hero.recoveries <= 12 and hero.speed in (5, 6)
        assert hero.resource_name and (hero.resource_per_turn == 2 or hero.resource_die == 3)
        assert hero.free_strike == 0 and set(hero.characteristics) == {
            "might", "agility", "reason", "intuition", "presence"}


def test_nine_heroes_of_nine_classes_each_gaining_resource_its_own_way(content: Content) -> None:
    """Issue 17: at least 9 heroes, each a different original class with its own resource rule
    (docs/rules-decisions.md "Heroic resources by class")."""
    heroes = [c for c in content.creatures.values() if c.hero]
    assert len(heroes) >= 9
    assert len({h.role for h in heroes}) == len(heroes)
    rules = {(h.resource_per_turn, h.resource_die, tuple(sorted(h.resource_gains.items())),
              h.resource_floor) for h in heroes}
    assert len(rules) == len(heroes)


def test_hero_abilities_cover_the_brief(content: Content) -> None:
    hero_abilities = [a for h in content.creatures.values() if h.hero
                      for a in content.abilities_of(h.id)]
    kinds = {a.distance.kind for a in hero_abilities}
    assert {"melee", "ranged", "burst", "cube"} <= kinds
    effects = [t for a in hero_abilities for t in (a.tiers or ())]
    assert any(t.forced and t.forced.vertical for t in effects)
    assert {"push", "slide"} <= {t.forced.kind for t in effects if t.forced}
    conditions = {c.name for t in effects for c in t.conditions}
    assert {"prone", "slowed", "dazed", "frightened", "weakened"} <= conditions
    assert any(c.potency for t in effects for c in t.conditions)
    assert any(a.action == "maneuver" for a in hero_abilities)
    assert any(a.has("magic") and a.has("ranged") and a.is_strike for a in hero_abilities)


def test_monsters(content: Content) -> None:
    monsters = [c for c in content.creatures.values() if not c.hero and c.ev > 0]  # not captives
    assert len(monsters) >= 5
    for monster in monsters:
        abilities = content.abilities_of(monster.id)
        assert 1 <= len(abilities) <= 4 and abilities[0].signature, monster.id
        minion = monster.organization == "minion"  # one minion's worth of a squad's pool
        most = {"solo": 150, "leader": 80}.get(monster.organization, 60)  # villains are tougher
        assert 1 <= monster.level <= 3 and (1 if minion else 10) <= monster.stamina <= most
        steadiest = 4 if monster.organization in ("elite", "solo") else 3  # big stat blocks hold firmer
        assert (1 if minion else 2) <= monster.free_strike <= 5 and 0 <= monster.stability <= steadiest
        assert monster.ev > 0 and monster.role
        for ability in abilities:
            for tier in ability.tiers or ():
                assert tier.damage_characteristic == "", ability.id
    assert any(m.weaknesses for m in monsters)
    assert any(m.immunities for m in monsters)
    assert IMMUNE_ALL in [v for m in monsters for v in m.immunities.values()]


def test_encounters(content: Content) -> None:
    counts = []
    for encounter in content.encounters.values():
        sides = {"heroes": 0, "monsters": 0}
        for slot in encounter.slots:
            assert slot.creature in content.creatures
            sides[slot.side] += slot.count
        counts.append((sides["heroes"], sides["monsters"]))
    assert (4, 5) in counts and (5, 8) in counts and any(h == 4 and m >= 8 for h, m in counts)
    mounted = [e for e in content.encounters.values()
               if any(content.creatures[s.creature].role == "mount" and s.side == "heroes"
                      for s in e.slots)]
    assert mounted, "a starter encounter gives the heroes a mount (000 Mounted Combat)"


def test_shipped_files_are_named_relative_to_the_package() -> None:
    assert display_name(DATA_DIR / "creatures" / "heroes.toml") == "data/creatures/heroes.toml"


# ---------------------------------------------------------------------------- notation

@pytest.mark.parametrize("text, expected", [
    ("melee 1", Distance("melee", 1)),
    ("Melee 2", Distance("melee", 2)),
    ("ranged 10", Distance("ranged", 10)),
    ("burst 2", Distance("burst", 2)),
    ("cube 3 within 10", Distance("cube", reach=3, within=10)),
    ("line 5x1 within 1", Distance("line", reach=5, width=1, within=1)),
    ("line 4 x 2 within 3", Distance("line", reach=4, width=2, within=3)),
    ("self", Distance("self", 0)),
])
def test_parse_distance(text: str, expected: Distance) -> None:
    assert parse_distance(text) == expected


@pytest.mark.parametrize("text", ["reach 2", "melee", "cube 3", "burst 0", "line 5 within 1", ""])
def test_parse_distance_rejects(text: str) -> None:
    with pytest.raises(ContentError, match="distance"):
        parse_distance(text)


@pytest.mark.parametrize("text, expected", [
    ("one creature", Targeting("creature", 1)),
    ("two creatures", Targeting("creature", 2)),
    ("3 enemies", Targeting("enemy", 3)),
    ("one creature or object", Targeting("creature_or_object", 1)),
    ("one enemy", Targeting("enemy", 1)),
    ("one ally", Targeting("ally", 1)),
    ("self", Targeting("self", 0)),
    ("each enemy", Targeting("each_enemy", 0)),
    ("each ally", Targeting("each_ally", 0)),
    ("Each creature in the area", Targeting("each_creature", 0)),
])
def test_parse_target(text: str, expected: Targeting) -> None:
    assert parse_target(text) == expected


@pytest.mark.parametrize("text", ["zero creatures", "one dragon", "everyone", "each foe"])
def test_parse_target_rejects(text: str) -> None:
    with pytest.raises(ContentError, match="target"):
        parse_target(text)


def test_parse_effect_full() -> None:
    effect = parse_effect({"damage": "8 + M", "type": "fire", "slide": 3, "vertical": True,
                           "condition": ["prone", "slowed (save ends)"], "potency": "M < 2",
                           "temp_stamina": 2, "text": "Ouch."}, "ability.x.tier3")
    potency = Potency("might", 2)
    assert effect == Effect(damage=8, damage_characteristic="might", damage_type="fire",
                            forced=ForcedMove("slide", 3, True),
                            conditions=(ConditionEffect("prone", "until_removed", potency),
                                        ConditionEffect("slowed", "save", potency)),
                            temporary_stamina=2, text="Ouch.")


@pytest.mark.parametrize("table, expected", [
    ({"damage": 5}, Effect(damage=5)),
    ({"damage": "4"}, Effect(damage=4)),
    ({"damage": "2 + char"}, Effect(damage=2, damage_characteristic="char")),
    ({"damage": "3 + P"}, Effect(damage=3, damage_characteristic="presence")),
    ({"push": 2}, Effect(forced=ForcedMove("push", 2))),
    ({"pull": 1, "vertical": False}, Effect(forced=ForcedMove("pull", 1))),
    ({"condition": "dazed (EoT)", "potency": "I < average"},
     Effect(conditions=(ConditionEffect("dazed", "eot", Potency("intuition", "average")),))),
    ({"condition": "grabbed (end of encounter)"},
     Effect(conditions=(ConditionEffect("grabbed", "end_of_encounter"),))),
    ({"temp_stamina": 5, "text": "Steady."}, Effect(temporary_stamina=5, text="Steady.")),
])
def test_parse_effect_cases(table: dict[str, Any], expected: Effect) -> None:
    assert parse_effect(table, "effect") == expected


@pytest.mark.parametrize("table, expected", [
    ({"damage": "3 + Q"}, "effect.damage: cannot read damage"),
    ({"damage": 0}, "effect.damage: must be 1 or more"),
    ({"damage": 2, "type": "plasma"}, "effect.type: unknown damage type 'plasma'"),
    ({"push": 1, "pull": 1}, "effect.pull: only one of push, pull or slide"),
    ({"potency": "M < 2"}, "effect.potency: potency needs a condition"),
    ({"condition": "slowed (forever)"}, "effect.condition: unknown duration 'forever'"),
    ({"condition": "prone", "potency": "M < mighty"}, "unknown potency strength 'mighty'"),
    ({"damage": 2, "colour": "red"}, "effect.colour: unknown key 'colour'"),
    ({"push": True}, "effect.push: expected a whole number, got true"),
])
def test_parse_effect_rejects(table: dict[str, Any], expected: str) -> None:
    with pytest.raises(ContentError) as caught:
        parse_effect(table, "effect")
    assert expected in str(caught.value)


# ---------------------------------------------------------------------------- malformed files

MALFORMED = [
    ("bad_size.toml", "creature.mossbeard.size: unknown size 'huge'"),
    ("size_huge.toml", "creature.mossbeard.size: unknown size '100000'"),
    ("stamina_huge.toml", "creature.mossbeard.stamina: must be between -9999 and 9999"),
    ("deep_nesting.toml", "(file): nested more than 32 deep"),
    ("unknown_creature_key.toml", "creature.mossbeard.stamnia: unknown key 'stamnia'"),
    ("syntax_error.toml", "line 3: Expected '=' after a key"),
    ("partial_tiers.toml", "ability.half_swing.tier3: missing"),
    ("two_forced_moves.toml", "ability.tangled_shove.tier2.slide: only one of push, pull or slide"),
    ("unknown_condition.toml",
     "ability.brain_rattle.tier3.condition[2]: unknown condition 'stunned'"),
    ("unknown_damage_type.toml", "ability.magma_spit.tier1.type: unknown damage type 'lava'"),
    ("characteristic_out_of_range.toml",
     "creature.giant_toad.characteristics.might: must be between -5 and 5, got 7"),
    ("missing_ability.toml", "creature.lantern_imp.abilities[1]: unknown ability 'glimmer_bolt'"),
    ("missing_creature.toml",
     "encounter.empty_marsh.slot[2].creature: unknown creature 'phantom_heron'"),
    ("unknown_movement.toml", "creature.mole_rat.movement[2]: unknown movement type 'dig'"),
    ("unknown_action.toml", "ability.quick_parry.action: unknown action 'reaction'"),
    ("wrong_type.toml", "creature.bog_hermit.stamina: expected a whole number, got 'plenty'"),
    ("unknown_distance.toml", "ability.long_poke.distance: unknown distance 'reach 2'"),
    ("bad_potency.toml", "ability.dread_gaze.tier3.potency: cannot read potency 'P > 2'"),
    ("hero_free_strike.toml", "creature.tollkeeper.free_strike: 'free_strike' is for monsters"),
    ("one_sided_encounter.toml", "encounter.quiet_road.slot: no creature on the monsters side"),
    ("unknown_top_level.toml", "monster: unknown top-level table 'monster'"),
    ("bad_id.toml", "ability.Flame-Whip: bad id 'Flame-Whip'"),
    ("vertical_without_move.toml",
     "ability.updraft.tier2.vertical: vertical needs push, pull or slide"),
    ("trigger_missing.toml", "ability.riposte.trigger: a triggered ability needs a trigger"),
    ("signature_with_cost.toml", "ability.grand_slam.cost: a signature ability costs nothing"),
    ("weakness_all.toml", "creature.paper_golem.weaknesses.fire: expected a whole number"),
    ("halve_without_trigger.toml", "ability.warding_sign.effect.halve_damage: only an ability "
     "that fires on 'ally_targeted' or 'targeted' can halve the damage"),
    ("heal_negative.toml", "ability.bad_balm.effect.heal: must be between 0 and 200, got -3"),
    ("spend_recovery_text.toml",
     "ability.second_wind_word.effect.spend_recovery: expected true or false, got 'yes'"),
    ("lower_max_negative.toml",
     "ability.soul_sip.effect.lower_max_stamina: must be between 0 and 200, got -2"),
    ("gain_resource_huge.toml",
     "ability.inspiring_anthem.effect.gain_resource: must be between 0 and 10, got 50"),
    ("gain_surges_too_many.toml", "ability.war_drums.effect.gain_surges: must be between 0 and 3"),
    ("unknown_fires_on.toml", "ability.vengeful_howl.fires_on: unknown fires_on 'ally_dies' "
     "(use death, ally_targeted, targeted, damaged, ally_damaged or enemy_adjacent)"),
    ("teleport_and_push.toml", "ability.warp_shove.effect.teleport: teleport and push cannot share"),
    ("shift_and_move.toml", "ability.skip_ahead.effect.move: shift and move cannot share a table"),
    ("ignore_slowed_alone.toml",
     "ability.shrug_off.effect.ignore_slowed: ignore_slowed needs shift or move"),
    ("mark_text.toml", "ability.dire_sign.effect.mark: expected true or false, got 'ogre'"),
    ("grant_strike_number.toml",
     "ability.double_order.effect.grant_strike: expected true or false, got number 2"),
    ("summon_unknown.toml", "ability.call_the_deep.effect.summon: unknown creature 'kraken'"),
    ("resource_unknown_trigger.toml",
     "creature.hedge_knight.resource.gains.killed_a_dragon: unknown trigger 'killed_a_dragon'"),
    ("resource_bad_die.toml", "creature.hedge_witch.resource.per_turn: expected a whole number or 1d2"),
    ("hover_alone.toml",
     "creature.floating_eye.movement: 'hover' only makes sense together with 'fly' or 'teleport'"),
    ("zone_lasts_unknown.toml", "ability.everburning_ring.zone.lasts: unknown lasts 'forever' "
     "(use next_round, end_of_encounter or aura)"),
    ("duplicate_ability.toml",
     "ability.knockback: duplicate ability id 'knockback' (already defined in "
     "data/abilities/standard.toml)"),
]
WITH_SHIPPED_ABILITIES = {"duplicate_ability.toml"}


@pytest.mark.parametrize("name, expected", MALFORMED)
def test_malformed_file_is_rejected(name: str, expected: str) -> None:
    path = FIXTURES / name
    paths = [DATA_DIR / "abilities", path] if name in WITH_SHIPPED_ABILITIES else [path]
    with pytest.raises(ContentError) as caught:
        load_content(paths)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"{path}: ")
    assert expected in message


def test_every_fixture_has_an_expectation() -> None:
    assert {p.name for p in FIXTURES.glob("*.toml")} == {name for name, _ in MALFORMED}


def test_folder_of_fixtures_is_rejected_as_a_whole() -> None:
    with pytest.raises(ContentError):
        load_content([FIXTURES])


def test_missing_path_is_reported() -> None:
    missing = FIXTURES / "no_such_file.toml"
    with pytest.raises(ContentError, match="no such file or folder") as caught:
        load_content([missing])
    assert str(caught.value).startswith(str(missing))


def test_references_may_span_files(tmp_path: Path) -> None:
    (tmp_path / "a.toml").write_text(
        '[creature.pip]\nname = "Pip"\nkind = "hero"\nstamina = 20\nabilities = ["poke"]\n'
        'characteristics = { might = 0, agility = 1, reason = 0, intuition = 0, presence = 0 }\n')
    (tmp_path / "b.toml").write_text(
        '[ability.poke]\nname = "Poke"\ndistance = "melee 1"\ntarget = "one creature"\n'
        'effect = { damage = 1 }\n')
    loaded = load_content([tmp_path])
    assert loaded.creatures["pip"].abilities == ("poke",)
    assert loaded.abilities["poke"].effect == Effect(damage=1)


def test_content_error_is_a_value_error_and_can_gain_a_file() -> None:
    error = ContentError("bad thing", "ability.x.name")
    assert isinstance(error, ValueError)
    assert str(error) == "ability.x.name: bad thing"
    assert str(error.in_file("f.toml")) == "f.toml: ability.x.name: bad thing"


def test_examples_in_the_format_doc_parse() -> None:
    parsers = {"ability": parse_ability, "creature": parse_creature,
               "encounter": parse_encounter, "consumable": parse_consumable}
    blocks = re.findall(r"```toml\n(.*?)```", FORMAT_DOC.read_text(), re.S)
    assert len(blocks) == 6
    for block in blocks:
        for kind, entries in tomllib.loads(block).items():
            for item_id, table in entries.items():
                parsers[kind](item_id, table, f"{kind}.{item_id}")
