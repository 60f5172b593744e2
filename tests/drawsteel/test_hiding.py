"""Hiding and concealment beyond the conformance scenarios (000 Maneuvers > Hide, Search for
Hidden Creatures; 000 Concealment): saves keep the hidden state and the fog, both AI players
cope with fog and hiding, and the greedy player searches for and hides sensibly."""
from __future__ import annotations


from rules.ai.greedy import GreedyPlayer
from rules.ai.play import play_out
from rules.ai.random_player import RandomPlayer
from rules.core.battle import Battle
from rules.core.board import Column
from rules.core.save import dumps, loads
from rules.drawsteel.maneuvers.hide_and_search import is_hidden_from
from rules.drawsteel.scenarios import battle_from_toml

FOG = """
[map]
rows = \"\"\"
. . f f f . . . . .
. . f f f . . . . .
. . . # . . . . . .
\"\"\"

[map.legend]
"f" = { terrain = "fog", conceals = true }
"""


def scene(creatures: str) -> Battle:
    return battle_from_toml(FOG + creatures)


SEEKER = """
[[creature]]
id = "seeker"
side = "heroes"
at = [0, 0]
stamina = 20
intuition = 2
speed = 0

[[creature]]
id = "lurker"
side = "monsters"
at = [3, 0]
stamina = 20
free_strike = 2
hidden_from = ["seeker"]
"""


def test_save_keeps_hidden_state_and_fog():
    battle = scene(SEEKER)
    battle.pending()
    again = loads(dumps(battle))
    assert again.creatures["lurker"].tags["hidden_from"] == ["seeker"]
    assert again.board.column(3, 0).conceals and not again.board.column(0, 0).conceals
    assert is_hidden_from(again, again.creatures["lurker"], again.creatures["seeker"])
    assert Column.from_dict(Column(conceals=True).to_dict()).conceals


def test_greedy_searches_when_its_only_enemy_is_hidden():
    battle = scene(SEEKER)
    decision = battle.pending()
    choice = GreedyPlayer()(battle, decision)
    assert choice.kind == "maneuver" and choice.args["maneuver"] == "search"


def test_greedy_hides_in_fog_when_winded_and_it_cannot_reach_anyone():
    battle = scene("""
[[creature]]
id = "sneak"
side = "heroes"
at = [3, 1]
stamina = 8
max_stamina = 20
speed = 0

[[creature]]
id = "brute"
side = "monsters"
at = [9, 2]
stamina = 20
free_strike = 2
""")
    decision = battle.pending()
    choice = GreedyPlayer()(battle, decision)
    assert choice.kind == "maneuver" and choice.args["maneuver"] == "hide"
    battle.creatures["sneak"].stamina = 20  # unhurt, it does not bother
    choice = GreedyPlayer()(battle, decision)
    assert not (choice.kind == "maneuver" and choice.args["maneuver"] == "hide")


def test_players_finish_battles_with_fog_and_hiding():
    body = """
[[creature]]
id = "a"
side = "heroes"
at = [0, 0]
stamina = 15
conditions = ["invisible"]

[[creature]]
id = "b"
side = "heroes"
at = [0, 1]
stamina = 15

[[creature]]
id = "x"
side = "monsters"
at = [6, 0]
stamina = 15
free_strike = 3

[[creature]]
id = "y"
side = "monsters"
at = [6, 1]
stamina = 15
free_strike = 3
"""
    for seed in range(4):
        for player in (RandomPlayer(seed), GreedyPlayer()):
            battle = scene(body)
            battle.settings["max_rounds"] = 6
            play_out(battle, {"heroes": player, "monsters": RandomPlayer(seed + 10)})
            again = loads(dumps(battle))
            assert again.winner == battle.winner
