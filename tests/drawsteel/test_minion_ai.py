"""The greedy AI runs a squad sensibly (RULES-NOTES Minions): once the squad's roll is known it
spreads its strikes when a fresh target takes the tier's damage, and gangs up with free strikes
to finish a foe."""
from __future__ import annotations

import tomllib

from rules.ai.greedy import GreedyPlayer
from rules.drawsteel.scenarios.format import parse_scenario
from rules.drawsteel.scenarios.runner import build_battle

SETUP = """
title = "squad AI"
cites = "RULES-NOTES Minions"
first_side = "monsters"

[map]
rows = '''
. . . . .
. . . . .
. . . . .
'''

[[ability]]
id = "jab"
name = "Jab"
action = "main"
keywords = ["melee", "strike", "weapon"]
distance = "melee 1"
target = "one creature"
roll = ["might"]
tier1 = { damage = 2 }
tier2 = { damage = 4 }
tier3 = { damage = 6 }

[[creature]]
id = "ada"
side = "heroes"
at = [1, 0]
stamina = 30
max_stamina = 30
stability = 5

[[creature]]
id = "bo"
side = "heroes"
at = [1, 2]
stamina = BO
max_stamina = 30
stability = 5

[[creature]]
id = "g1"
side = "monsters"
at = [2, 1]
stamina = 5
free_strike = 2
abilities = ["jab"]
squad = "gob"

[[creature]]
id = "g2"
side = "monsters"
at = [0, 1]
stamina = 5
free_strike = 2
abilities = ["jab"]
squad = "gob"

[expect]
"ada.stamina" = 30
"""


def _after_first_strike(bo_stamina: int, dice: tuple[int, int], first_target: str):
    """g1 has struck `first_target` with the squad's roll; g2's turn waits."""
    battle = build_battle(parse_scenario(tomllib.loads(SETUP.replace("BO", str(bo_stamina)))))
    battle.settings["ask_knock_out"] = False
    battle.dice.queue(*dice)
    while (d := battle.pending()).kind != "turn":
        battle.choose(next(o for o in d.options if o.args.get("creature") == "g1"))
    battle.choose(next(o for o in battle.pending().options if o.kind == "ability"
                       and o.args["ability"] == "jab" and o.args["targets"] == [first_target]))
    while battle.pending().kind != "turn":
        battle.choose(0)  # the tier as rolled
    battle.choose(next(o for o in battle.pending().options if o.kind == "end_turn"))
    while battle.pending().kind != "turn":
        battle.choose(0)
    assert battle.pending().creature == "g2"
    return battle


def _g2_strikes(battle) -> list[str]:
    player = GreedyPlayer()
    while battle.pending() and battle.pending().creature == "g2":
        option = player(battle, battle.pending())
        if option.kind in ("ability", "charge", "end_turn"):
            return list(option.args.get("targets", []))
        battle.choose(option)
    return []


def test_a_known_good_roll_is_spread_over_fresh_targets() -> None:
    battle = _after_first_strike(30, (7, 7), "ada")  # tier 2: 4 damage to a fresh target
    assert _g2_strikes(battle) == ["bo"]


def test_minions_gang_up_to_finish_a_foe() -> None:
    battle = _after_first_strike(6, (7, 7), "bo")  # bo at 2 after the strike: a free strike fells it
    assert _g2_strikes(battle) == ["bo"]


def test_the_forecast_knows_the_squads_roll_and_a_joining_minion() -> None:
    battle = _after_first_strike(30, (7, 7), "ada")
    ada = battle.rules.forecast.ability_preview(battle, "g2", "jab", ["ada"])
    assert ada.roll.startswith("The squad's roll: 7 + 7")
    assert ada.targets[0].chances == (0.0, 1.0, 0.0)
    assert ada.targets[0].outcomes[1] == "2 damage (joins the squad's strike)"
    bo = battle.rules.forecast.ability_preview(battle, "g2", "jab", ["bo"])
    assert bo.targets[0].outcomes[1] == "4 damage"
