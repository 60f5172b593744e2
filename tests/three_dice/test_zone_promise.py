"""The 3D greedy AI on battle zones comes to grips: a melee fighter counts a foe a zone or two
off as a blow still to come, so it walks up rather than throw daggers at long range round after
round; a journey across difficult ground counts for the zone it ends in; and a foe under way
counts where it will arrive, so two melee fighters do not keep crossing over to where the other
just stood (003 Using Battle Zones, 003 Detached Zones; 003 Taking Your Turn: move, then take
one action). Seeds of two zone encounters that once ran long or to the round limit now end."""
from __future__ import annotations

from game.sim_boards import on_own_map
from rules.ai.greedy import GreedyPlayer
from rules.ai.play import play_out
from rules.core.zones.placing import place_in_zone
from rules.three_dice.zones.transit import TRANSIT

ENCOUNTER = "td_crossroads"


def _two_alone(hero_id: str = "brenna_ashgrove"):
    """The crossroads with only one hero (the warhammer fighter unless named) and the bog
    lurker still in the fight."""
    battle = on_own_map(ENCOUNTER, 0, {"max_rounds": 30})
    hero, lurker = battle.creatures[hero_id], battle.creatures["bog_lurker"]
    for c in battle.creatures.values():
        if c.id not in (hero.id, lurker.id):
            c.removed = True
    return battle, hero, lurker


def _promise(battle, c) -> float:
    return battle.rules.advisor()._zone_promise(battle, c)


def test_a_zone_nearer_a_foe_is_worth_more_to_a_halberdier_with_daggers_to_throw():
    battle, hero, lurker = _two_alone("hale_dunmore")
    place_in_zone(battle.zones, battle, lurker.id, "Hill")
    place_in_zone(battle.zones, battle, hero.id, "Road")
    far = _promise(battle, hero)
    place_in_zone(battle.zones, battle, hero.id, "Ford")
    nearer = _promise(battle, hero)
    place_in_zone(battle.zones, battle, hero.id, "Hill")
    there = _promise(battle, hero)
    assert far < nearer < there


def test_setting_out_across_difficult_ground_beats_standing_still():
    battle, hero, lurker = _two_alone()
    place_in_zone(battle.zones, battle, lurker.id, "Hill")
    place_in_zone(battle.zones, battle, hero.id, "Road")
    staying = _promise(battle, hero)
    hero.tags[TRANSIT] = {"to": "Ford", "left": 1}
    assert _promise(battle, hero) > staying


def test_a_foe_under_way_counts_where_it_will_arrive():
    battle, hero, lurker = _two_alone()
    place_in_zone(battle.zones, battle, hero.id, "Ford")
    place_in_zone(battle.zones, battle, lurker.id, "Road")
    lurker.tags[TRANSIT] = {"to": "Ford", "left": 1}
    waiting = _promise(battle, hero)
    place_in_zone(battle.zones, battle, hero.id, "Road")
    crossing_over = _promise(battle, hero)
    assert waiting > crossing_over


def test_zone_battles_that_ran_to_the_limit_now_end():
    for encounter, seed in ((ENCOUNTER, 7), (ENCOUNTER, 13), (ENCOUNTER, 16), (ENCOUNTER, 19)):
        battle = on_own_map(encounter, seed, {"max_rounds": 30})
        play_out(battle, {"heroes": GreedyPlayer(), "monsters": GreedyPlayer()})
        assert battle.winner in ("heroes", "monsters"), (encounter, seed, battle.winner)
