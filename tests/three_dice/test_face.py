"""The 3D Ruleset face the client and CLI use: the zone overlay's reach (003 Using Battle Zones),
hit point bars that follow the events, stat blocks, and a log without raw ids."""
from __future__ import annotations

from game.sim_boards import on_own_map
from rules.ai.greedy import GreedyPlayer
from rules.ai.play import play_out
from rules.core.registry import get_ruleset

RULES = get_ruleset("three_dice")


def test_zone_reach_names_reachable_zones_and_zones_in_range() -> None:
    battle = on_own_map("td_crossroads", 2, {})
    hero = battle.creatures["tobin_reed"]
    reach = RULES.zone_reach(battle, hero.id)
    assert reach is not None and reach.start == "Road"
    assert reach.moves == {"Road": 0}  # speed 30: its own zone only (003 Using Battle Zones)
    assert set(reach.in_range) == set(battle.zones.names)  # a longbow reaches the whole field
    wolfish = battle.creatures["bog_lurker"]
    lurker = RULES.zone_reach(battle, wolfish.id)
    assert lurker is not None and lurker.in_range == (lurker.start,)


def test_grid_battles_have_no_zone_overlay_but_a_move_range() -> None:
    battle = on_own_map("td_bridge_ogre", 2, {})
    battle.pending()
    assert RULES.zone_reach(battle, "tobin_reed") is None
    assert RULES.move_range(battle, "tobin_reed") is not None


def test_bars_follow_damage_and_healing() -> None:
    battle = on_own_map("td_tavern_brawl", 5, {})
    battle = play_out(battle, {"heroes": GreedyPlayer(), "monsters": GreedyPlayer()})
    for cid, c in battle.creatures.items():
        bar = RULES.vitals(battle.rules.creature_type.from_dict(c.to_dict()))
        assert bar.name == "HP" and bar.current == c.hp and bar.maximum == c.max_hp
    text = "\n".join(RULES.narrate(battle))
    assert "_1" not in text and "td_" not in text and "(003 " not in text
    html = RULES.describe_creature(battle, "brenna_ashgrove")
    assert "Armor 15" in html and "Warhammer" in html
