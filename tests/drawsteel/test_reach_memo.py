"""Reachable squares remembered across choices (rules/drawsteel/movement/reachable.py) are keyed
by everything the search reads, riders and climbers included: a square a rider fills becomes a
place to stop once the rider is gone (000 Mounted Combat: a rider fills its own square of its
mount's space; 000 Movement: a creature may end its move in a space shared only with creatures
two or more sizes from its own)."""
from __future__ import annotations

from rules.drawsteel.movement.reachable import reachable
from rules.drawsteel.scenarios import battle_from_toml

BOARD = '[map]\nrows = """\n' + ". . . . . . . .\n" * 6 + '"""\n' + """
[[creature]]
id = "titan"
side = "monsters"
size = 3
at = [3, 1]
stamina = 80
free_strike = 4

[[creature]]
id = "imp"
side = "monsters"
climbing = "titan"
at = [4, 2]
stamina = 12
free_strike = 2

[[creature]]
id = "hero"
side = "heroes"
at = [1, 2]
stamina = 20
"""


def test_a_square_a_climber_left_is_open_again_to_a_remembered_search() -> None:
    battle = battle_from_toml(BOARD)
    hero = battle.creatures["hero"]
    square = battle.creatures["imp"].pos
    before = reachable(battle, hero, 5)
    assert square not in before.stoppable  # the imp, near the hero's size, fills it
    battle.creatures["imp"].dead = True
    battle.cache.clear()  # as after the next choice
    assert square in reachable(battle, hero, 5).stoppable
