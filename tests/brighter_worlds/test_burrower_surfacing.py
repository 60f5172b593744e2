"""A burrower coming up out of the earth needs a free space: never inside an object standing on
the ground above it (docs/rules-decisions.md, Moving on the grid: nobody ends a move in another
creature's or an object's space; found by the fuzzer on Hollowdeep Warren)."""
from __future__ import annotations

from rules.brighter_worlds.content.loader import default_content
from rules.brighter_worlds.setup import creature_from_template, new_battle
from rules.core.board import Board, BoardObject, Column
from rules.core.grid_reach import reachable


def test_no_surfacing_into_an_object():
    earth = Column(ground=2, terrain="dirt", material="dirt")
    board = Board(4, 1, [earth] * 4, name="Tunnel")
    board.objects = [BoardObject("stalagmite", "stone", (2, 0, 2), name="stalagmite")]
    t = default_content().creatures
    hero = creature_from_template(t["oswin_harrowgate"], "oswin", "heroes")
    hero.pos = (0, 0, 2)
    borer = creature_from_template(t["mire_gnawer"], "gnawer", "monsters")
    borer.movement = ("walk", "burrow")
    borer.pos = (3, 0, 1)
    borer.tags["burrowed"] = True
    battle = new_battle(board, [hero, borer], seed=1)
    reach = reachable(battle, borer, 8)
    assert (2, 0, 2) not in reach.cost
    assert (1, 0, 2) in reach.destinations()
