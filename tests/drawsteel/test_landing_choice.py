"""Choosing where to land after falling onto a creature (000 Falling > Falling Onto Another
Creature): the `land` decision survives a save, and every kind of player can answer it."""
from __future__ import annotations

from pathlib import Path

from rules.ai.greedy import GreedyPlayer
from rules.ai.random_player import RandomPlayer
from rules.core.save import battle_from_dict, battle_to_dict
from rules.drawsteel.scenarios import load_scenario
from rules.drawsteel.scenarios.runner import build_battle

SCENARIO = (Path(__file__).resolve().parents[2] / "tests" / "conformance" / "movement"
            / "fall_onto_creature_choose_landing.toml")


def _at_landing():
    battle = build_battle(load_scenario(SCENARIO))
    while True:
        decision = battle.pending()
        assert decision is not None
        if decision.kind == "land":
            return battle, decision
        if decision.kind == "turn":
            battle.choose(next(o for o in decision.options
                               if o.kind == "ability" and o.args.get("targets") == ["bat"]))
        else:
            battle.choose(decision.default)


def test_land_offers_the_eight_squares_around_the_creature_landed_on() -> None:
    battle, decision = _at_landing()
    spots = {tuple(o.args["to"]) for o in decision.options}
    assert spots == {(x, y, 0) for x in (1, 2, 3) for y in (0, 1, 2)} - {(2, 1, 0)}
    assert decision.side == "monsters" and decision.creature == "bat"


def test_land_survives_save_and_load() -> None:
    battle, decision = _at_landing()
    loaded = battle_from_dict(battle_to_dict(battle))
    again = loaded.pending()
    assert again is not None and again.kind == "land"
    assert [o.args for o in again.options] == [o.args for o in decision.options]
    loaded.choose(again.options[2])
    assert loaded.creatures["bat"].pos == tuple(again.options[2].args["to"])


def test_every_player_answers_land() -> None:
    for player in (GreedyPlayer(), RandomPlayer(3)):
        battle, decision = _at_landing()
        option = player(battle, decision)
        assert option in decision.options
        battle.choose(option)
        assert battle.creatures["bat"].pos == tuple(option.args["to"])
