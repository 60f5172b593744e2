"""The falling geometry in rules/core that every grid ruleset shares: where a straight drop
stops (000 Movement > Falling; Falling Onto Another Creature) and the nearest free space to stand."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from rules.core.battle import Battle
from rules.core.board import Board
from rules.core.creature import Creature
from rules.core.dice import Dice
from rules.core.falling_geometry import landing, nearest_free_spaces, standing_space, supported
from rules.core.geometry import cube


def _battle(*creatures: Creature) -> Battle:
    return Battle("drawsteel", Board.flat(8, 8), {c.id: c for c in creatures}, ["a", "b"], Dice(0))


def test_a_drop_stops_on_the_ground_or_on_a_creature_below():
    """Falling: a creature high above the floor comes down to it; Falling Onto Another
    Creature: one that drops onto a creature stops on top of it."""
    faller = Creature("f", "F", "a", pos=(2, 2, 6))
    assert landing(_battle(faller), faller) == ((2, 2, 0), "")
    below = Creature("b", "B", "b", pos=(2, 2, 0))
    assert landing(_battle(faller, below), faller) == ((2, 2, 1), "b")


def test_supported_on_the_floor_but_not_in_the_air():
    c = Creature("c", "C", "a", pos=(1, 1, 0))
    battle = _battle(c)
    assert supported(battle, c, (1, 1, 0)) and not supported(battle, c, (1, 1, 3))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 7), st.integers(0, 7), st.sampled_from(["1M", "2", "3"]))
def test_the_nearest_free_spaces_are_free_on_the_board_and_equally_near(x, y, size):
    blocker = Creature("b", "B", "b", size="2", pos=(3, 3, 0))
    mover = Creature("m", "M", "a", size=size, pos=(x, y, 0))
    battle = _battle(blocker, mover)
    spaces = nearest_free_spaces(battle, mover, (x, y, 0))
    assert spaces
    taken = set(blocker.cells)
    rings = {max(abs(p[0] - x), abs(p[1] - y)) for p in spaces}
    assert len(rings) == 1
    for p in spaces:
        assert not set(cube(p, mover.squares)) & taken
        assert standing_space(battle, mover, p[0], p[1], battle.occupancy("m"), {}) == p
