"""The Weaver's Larder plays a Save Another on its own map (000 Objective Endings > Save
Another): two cocooned miners start bound in the larder spawn kept for them on the Hollowdeep
Warren, and the heroes must cut them loose and lead them out by the southern tunnel."""
from __future__ import annotations

from rules.ai.greedy import GreedyPlayer
from rules.ai.play import play_out
from rules.drawsteel.content.budget import encounter_difficulty
from rules.drawsteel.content.loader import default_content
from rules.drawsteel.objectives.captives import is_captive
from rules.drawsteel.objectives.setup import objectives

from game.sim_boards import on_own_map

LARDER = (6, 22, 8, 23)
"""The map's spawn area kept for the slot labelled Miners (maps/hollowdeep_warren.tmx)."""
TUNNEL = (12, 27, 17, 28)


def _miners(battle):
    return [c for c in battle.creatures.values() if c.template == "cocooned_miner"]


def test_the_miners_start_bound_in_the_larder_on_the_heroes_side() -> None:
    # 000 Objective Endings > Save Another: the captives start the fight bound where they are held
    battle = on_own_map("weavers_larder", 1, {})
    miners = _miners(battle)
    assert len(miners) == 2
    for m in miners:
        assert m.side == "heroes" and is_captive(m)
        x0, y0, x1, y1 = LARDER
        assert x0 <= m.pos[0] <= x1 and y0 <= m.pos[1] <= y1


def test_the_save_leads_to_the_southern_tunnel_beside_the_maps_escape() -> None:
    # 000 Objective Endings > Save Another (the file) joins Escape (the map's objectives layer)
    battle = on_own_map("weavers_larder", 1, {})
    goals = {o["goal"]: o for o in objectives(battle)}
    assert set(goals) == {"save", "escape"}
    x0, y0, x1, y1 = TUNNEL
    assert len(goals["save"]["allies"]) == 2
    assert [x0, y0] in goals["save"]["to"] and [x1, y1] in goals["save"]["to"]


def test_a_captive_is_worth_no_ev_so_the_encounter_stays_standard() -> None:
    # RULES-NOTES Encounter budget: only the monsters' EV is weighed against the party's strength
    content = default_content()
    assert content.creatures["cocooned_miner"].ev == 0
    assert encounter_difficulty("weavers_larder", 1, content) == "standard"


def test_greedy_heroes_cut_the_miners_loose() -> None:
    # 000 Objective Endings > Save Another: a creature of the captive's side next to it frees it
    battle = on_own_map("weavers_larder", 2, {"max_rounds": 30})
    battle = play_out(battle, {"heroes": GreedyPlayer(), "monsters": GreedyPlayer()})
    assert battle.winner in ("heroes", "monsters")
    freed = [e for e in battle.events if e.kind == "captive_freed"]
    assert freed and all(battle.creatures[e.creature].hero for e in freed)


def test_map_check_takes_the_larder_spawn_as_kept_for_an_encounter_written_for_the_map() -> None:
    # the warren names Saltreed Ford as its encounter; the larder is kept for the Weaver's Larder
    from game.maps.mapcheck import check_file
    assert check_file("maps/hollowdeep_warren.tmx") == []
