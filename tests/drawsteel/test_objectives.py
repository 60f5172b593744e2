"""Objectives handed to Draw Steel battles (000 Objective Endings, 000 End of Combat): from the
map's objectives layer and from encounter files, kept through saves, weighed by the greedy AI."""
from __future__ import annotations

from rules.ai.greedy import GreedyPlayer
from rules.ai.play import play_out
from rules.core.registry import get_ruleset
from rules.core.save import dumps, loads
from rules.drawsteel.objectives.advice import objective_pulls, objective_value
from rules.drawsteel.objectives.setup import objectives

from game.sim_boards import on_map, on_own_map

RULES = get_ruleset("drawsteel")


def test_map_objectives_reach_the_battle() -> None:
    # 000 Objective Endings > Hold Them Off: Skyreach Span's objectives layer holds the span
    battle = on_own_map("skyreach_crossing", 1, {})
    (hold,) = objectives(battle)
    assert (hold["goal"], hold["side"], hold["rounds"], hold["name"]) == ("hold", "heroes", 3, "Hold the Span")
    assert [15, 10] in hold["squares"] and len(hold["squares"]) == 12


def test_map_and_encounter_objectives_join() -> None:
    # 000 Objective Endings > Defeat a Specific Foe (the file) and Destroy the Thing! (the map)
    battle = on_own_map("barrow_of_embers", 1, {})
    goals = {o["goal"]: o for o in objectives(battle)}
    assert set(goals) == {"defeat", "destroy"}
    assert goals["defeat"]["foes"] == ["barrow_wight"]
    assert len(goals["destroy"]["objects"]) == 2


def test_an_area_off_the_board_is_left_out_on_the_training_ground() -> None:
    battle = RULES.encounter_battle("sluice_relic", 1)  # written for the 32 x 26 sluice
    assert battle.board.name == "Training Ground"
    assert [o["goal"] for o in objectives(battle)] == []


def test_protect_objective_on_the_chapel_names_the_chest() -> None:
    battle = on_map("maps/drowned_chapel.tmx", "greyveil_vigil", 1, {})
    (protect,) = objectives(battle)
    assert protect["goal"] == "protect" and protect["objects"]
    assert battle.objects[protect["objects"][0]].name == "reliquary chest"


def test_objectives_survive_a_save() -> None:
    battle = on_own_map("sluice_relic", 2, {"max_rounds": 30})
    players = {"heroes": GreedyPlayer(), "monsters": GreedyPlayer()}
    for _ in range(40):
        decision = battle.pending()
        if decision is None:
            break
        battle.choose(players[decision.side](battle, decision))
    again = loads(dumps(battle))
    assert again.data["objectives"] == battle.data["objectives"]
    assert [v.line for v in RULES.objectives(again)] == [v.line for v in RULES.objectives(battle)]


def test_ai_values_progress_and_is_pulled_to_the_area() -> None:
    battle = on_own_map("skyreach_crossing", 1, {})
    before = objective_value(battle, "heroes")
    objectives(battle)[0]["progress"] = 2
    assert objective_value(battle, "heroes") > before
    assert objective_value(battle, "monsters") < -before
    hero = next(c for c in battle.creatures.values() if c.side == "heroes")
    near, far = objective_pulls(battle, hero, [(15, 10, 6), (2, 10, 6)])
    assert near == 0 and far < near


def test_victories_go_to_living_heroes_of_a_winning_side() -> None:
    # 000 End of Combat: the Director awards Victories (RULES-NOTES: +1 with objectives met)
    battle = RULES.encounter_battle("barrow_of_embers", 3, settings={"max_rounds": 30})
    battle = play_out(battle, {"heroes": GreedyPlayer(), "monsters": GreedyPlayer()})
    awarded = [e for e in battle.events if e.kind == "victories_awarded"]
    if battle.winner == "heroes":
        living = [c for c in battle.creatures.values() if c.side == "heroes" and c.hero and not c.dead]
        assert {e.creature for e in awarded} == {c.id for c in living}
        assert all(c.victories == 1 for c in living)
    else:
        assert awarded == []
