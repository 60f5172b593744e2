"""Before the roll, each tier's forced movement is shown whole (issue 20 point 1: Into the
Breach shows where a push leaves its target before the attack is made)."""
from __future__ import annotations

from rules.drawsteel import forecast
from rules.drawsteel.scenarios.inline import battle_from_toml

CLIFF = '''
[map]
rows = """
. . . . . .
. . . 0 0 0
. . . . . .
"""

[map.legend]
"0" = { ground = 0 }
"." = { ground = 4 }

[[ability]]
id = "heave"
name = "Heave"
action = "main"
keywords = ["melee", "strike", "weapon"]
distance = "melee 1"
target = "one creature"
roll = ["might"]
tier1 = { damage = 1 }
tier2 = { damage = 2, push = 1 }
tier3 = { damage = 30, push = 2 }

[[creature]]
id = "brute"
side = "heroes"
at = [1, 1, 4]
stamina = 30
might = 2
abilities = ["heave"]

[[creature]]
id = "bandit"
side = "monsters"
at = [2, 1, 4]
stamina = 10
'''


def _odds():
    battle = battle_from_toml(CLIFF)
    battle.pending()
    return battle, forecast.ability_preview(battle, "brute", "heave", ["bandit"]).targets[0]


def test_each_tier_shows_where_its_push_can_leave_the_target() -> None:
    """000 Forced Movement > Push: a push moves the target straight away from the pusher, up to
    the tier's distance; tier 1 pushes nothing, tier 2 one square."""
    _, odds = _odds()
    assert odds.forces[0] == ()
    ends = {p.end[:2] for p in odds.forces[1]}
    assert (3, 1) in ends and all(abs(x - 2) <= 1 and abs(y - 1) <= 1 for x, y in ends)


def test_a_push_off_the_ledge_is_shown_with_its_fall_before_the_roll() -> None:
    """000 Movement > Falling: pushed east off the 4-high ground into the pit, the bandit falls
    4 squares and takes the fall's damage; the preview says so for tier 2 before any roll."""
    _, odds = _odds()
    east = [p for p in odds.forces[1] if p.end[:2] == (3, 1)]
    assert east and east[0].fall is not None and east[0].fall[0] == 4
    assert east[0].damage.get("bandit", 0) == east[0].fall[1] > 0


def test_a_tier_that_kills_moves_nothing() -> None:
    """000 Forced Movement: a creature the damage kills is not there to be moved; tier 3's 30
    damage kills the bandit, so it shows no forced-move outcome."""
    _, odds = _odds()
    assert odds.drops[2] == "KILL" and odds.forces[2] == ()


def test_the_preview_leaves_the_battle_as_it_was() -> None:
    battle, _ = _odds()
    assert battle.creatures["bandit"].pos == (2, 1, 4) and battle.pending().kind == "turn"
