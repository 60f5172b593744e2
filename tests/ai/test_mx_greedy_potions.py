"""The greedy player drinks a healing potion when it matters (000 Maneuvers > Use Consumable)."""
from __future__ import annotations

from test_greedy_tactics import decide, scene

LONE_HERO = '[map]\nrows = """\n. . . . . . . . . .\n"""\n' + """
[[creature]]
id = "hero"
side = "heroes"
kind = "hero"
at = [0, 0]
stamina = 30
recoveries = 0
consumables = { healing_potion = 1 }

[[creature]]
id = "ogre"
side = "monsters"
at = [9, 0]
stamina = 30
free_strike = 3
"""


def test_drinks_a_potion_when_low_without_recoveries() -> None:
    battle = scene(LONE_HERO, "")
    battle.creatures["hero"].stamina = 5
    _, choice = decide(battle)
    assert choice.args.get("maneuver") == "use_consumable", choice.label


def test_keeps_the_potion_while_not_winded() -> None:
    battle = scene(LONE_HERO, "")
    battle.creatures["hero"].stamina = 25
    _, choice = decide(battle)
    assert choice.args.get("maneuver") != "use_consumable", choice.label
