"""The greedy AI pursues and defends the Save Another and Escort objectives (000 Objective
Endings > Save Another, Escort): a hero frees a captive it stands by, heroes walk to a bound
captive, a charge heads for its destination, and the Director's creatures go after the charge."""
from __future__ import annotations

from rules.ai.greedy import GreedyPlayer
from rules.ai.play import play_out
from rules.drawsteel.objectives.advice import objective_pulls
from rules.drawsteel.scenarios import battle_from_toml

BOARD = '''
[map]
rows = """
. . . . . . . . . .
. . . . . . . . . .
. . . . . . . . . .
. . . . . . . . . .
"""
'''
HERO = '''
[[creature]]
id = "korrin"
template = "korrin"
side = "heroes"
at = [{x}, {y}]
'''
POACHER = '''
[[creature]]
id = "poacher"
side = "monsters"
at = [9, 3]
stamina = 12
free_strike = 3
'''


def _save(hero_at: tuple[int, int]) -> str:
    return BOARD + '''
[[objective]]
goal = "save"
name = "Free the griffon"
allies = ["griffon"]

[[creature]]
id = "griffon"
side = "heroes"
kind = "monster"
at = [4, 1]
stamina = 30
''' + HERO.format(x=hero_at[0], y=hero_at[1]) + POACHER


def _escort() -> str:
    return BOARD + '''
[[objective]]
goal = "escort"
name = "See the envoy to the gate"
allies = ["envoy"]
area = [9, 0, 9, 3]

[[creature]]
id = "envoy"
side = "heroes"
kind = "monster"
at = [0, 1]
stamina = 20
speed = 5
''' + HERO.format(x=0, y=2) + '''
[[creature]]
id = "poacher"
side = "monsters"
at = [6, 3]
stamina = 60
free_strike = 3
'''


def test_greedy_hero_beside_a_captive_frees_it() -> None:
    battle = battle_from_toml(_save((3, 1)))
    decision = battle.pending()
    assert decision is not None and decision.creature == "korrin"
    choice = GreedyPlayer()(battle, decision)
    assert choice.kind == "free_captive" and choice.args["target"] == "griffon"


def test_heroes_are_drawn_to_a_bound_captive_and_guards_stay_by_it() -> None:
    battle = battle_from_toml(_save((0, 3)))
    hero, poacher = battle.creatures["korrin"], battle.creatures["poacher"]
    near, far = objective_pulls(battle, hero, [(3, 1, 0), (0, 3, 0)])
    assert near > far
    close, away = objective_pulls(battle, poacher, [(5, 1, 0), (9, 3, 0)])
    assert close > away


def test_greedy_heroes_free_the_captive_in_play() -> None:
    freed = 0
    for seed in range(4):
        battle = battle_from_toml(_save((0, 3)))
        battle.dice.state = seed or battle.dice.state
        battle = play_out(battle, {"heroes": GreedyPlayer(), "monsters": GreedyPlayer()})
        freed += any(e.kind == "captive_freed" for e in battle.events)
    assert freed >= 3


def test_charge_heads_for_its_destination_and_foes_go_after_it() -> None:
    battle = battle_from_toml(_escort())
    envoy, poacher = battle.creatures["envoy"], battle.creatures["poacher"]
    ahead, behind = objective_pulls(battle, envoy, [(5, 1, 0), (0, 0, 0)])
    assert ahead > behind
    at_envoy, off = objective_pulls(battle, poacher, [(1, 1, 0), (9, 3, 0)])
    assert at_envoy > off


def test_greedy_charge_reaches_the_gate_in_play() -> None:
    battle = battle_from_toml(_escort())
    battle = play_out(battle, {"heroes": GreedyPlayer(), "monsters": GreedyPlayer()})
    met = [e for e in battle.events if e.kind == "objective_met"]
    assert battle.winner == "heroes" and [e.name for e in met] == ["See the envoy to the gate"]


def _map_battle(goal: str, squares: list[list[int]]):
    """A battle whose map's objectives layer carries one `goal` objective over `squares`."""
    from rules.drawsteel.objectives.setup import KEY, install
    battle = battle_from_toml(BOARD + '''
[[creature]]
id = "villager"
side = "heroes"
kind = "monster"
at = [4, 1]
stamina = 10
''' + HERO.format(x=0, y=2) + POACHER)
    battle.settings["map_objectives"] = [{"id": 7, "name": "", "goal": goal, "side": "heroes",
                                          "rounds": 0, "text": "", "squares": squares,
                                          "objects": []}]
    battle.data.pop(KEY, None)
    install(battle)
    return battle


def test_a_map_save_binds_the_sides_non_heroes_in_its_area() -> None:
    # maps/README.md objectives layer: a save's captives are its side's non-heroes in the area
    from rules.drawsteel.objectives.setup import objectives
    battle = _map_battle("save", [[4, 1], [5, 1]])
    (o,) = objectives(battle)
    assert o["allies"] == ["villager"]
    assert battle.creatures["villager"].has("restrained")
    assert not battle.creatures["korrin"].has("restrained")


def test_a_map_save_with_nobody_in_its_area_is_left_out() -> None:
    from rules.drawsteel.objectives.setup import objectives
    assert objectives(_map_battle("save", [[8, 0]])) == []


def test_a_map_escort_takes_the_sides_non_heroes_as_charges() -> None:
    from rules.drawsteel.objectives.setup import objectives
    (o,) = objectives(_map_battle("escort", [[9, 0], [9, 1]]))
    assert o["allies"] == ["villager"] and o["goal"] == "escort"


ENCOUNTER = '''
[encounter.test_rescue]
name = "Rescue at the ford"

[[encounter.test_rescue.slot]]
creature = "korrin"
side = "heroes"

[[encounter.test_rescue.slot]]
creature = "sefa"
side = "heroes"

[[encounter.test_rescue.slot]]
creature = "mirefang_skulk"
side = "heroes"
label = "Prisoner"

[[encounter.test_rescue.slot]]
creature = "mirefang_skulk"
side = "monsters"
count = 2
label = "Skulk"

[[encounter.test_rescue.objective]]
goal = "save"
name = "Free the prisoner"
allies = ["Prisoner"]
ending = "The prisoner limps free and the skulks melt into the reeds."
'''


def test_an_encounter_save_is_played_through_by_greedy_sides(tmp_path) -> None:
    from rules.core.registry import get_ruleset
    from rules.drawsteel.content.skirmish import encounter_battle
    path = tmp_path / "rescue.toml"
    path.write_text(ENCOUNTER)
    content = get_ruleset("drawsteel").check_content([path])
    objectives = [o.to_data() for o in content.encounters["test_rescue"].objectives]
    assert objectives[0]["allies"] == ["mirefang_skulk"]
    for seed in range(3):
        battle = encounter_battle("test_rescue", seed, content=content,
                                  settings={"objectives": objectives, "max_rounds": 12})
        captive = [c for c in battle.creatures.values() if c.side == "heroes" and not c.hero]
        assert [c.has("restrained") for c in captive] == [True]
        battle = play_out(battle, {"heroes": GreedyPlayer(), "monsters": GreedyPlayer()})
        assert battle.winner in ("heroes", "monsters", "draw")


def test_the_screen_is_shown_where_captives_wait_and_how_many_are_free() -> None:
    from rules.core.registry import get_ruleset
    battle = _map_battle("save", [[4, 1]])
    (view,) = get_ruleset("drawsteel").objectives(battle)
    assert view.item == ((4, 1),) and view.progress == "0 of 1 freed"


def test_a_bound_captive_survives_a_save() -> None:
    from rules.core.save import dumps, loads
    battle = battle_from_toml(_save((0, 3)))
    again = loads(dumps(battle))
    assert again.creatures["griffon"].has("restrained")
    assert again.creatures["griffon"].tags == battle.creatures["griffon"].tags
    assert again.data["objectives"] == battle.data["objectives"]
