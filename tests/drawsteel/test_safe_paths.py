"""Among equally cheap paths the walk avoids damaging terrain (docs/rules-decisions.md, Movement;
000 Damaging Terrain)."""
from __future__ import annotations

from rules.core.board import Board, Column
from rules.drawsteel.creature import DrawSteelCreature as Creature
from rules.drawsteel.movement.reachable import damaging_under, reachable
from rules.drawsteel.round.starting_combat import new_battle

EMBERS = Column(ground=0, terrain="embers", damage=3, damage_type="fire")


def test_equal_cost_path_avoids_embers() -> None:
    board = Board.flat(6, 3)
    for x in range(1, 5):
        board.set_column(x, 0, EMBERS)
    walker = Creature("w", "Walker", "heroes", pos=(0, 0, 0), speed=5)
    battle = new_battle(board, [walker], {}, 1)
    reach = reachable(battle, walker, 5)
    path = reach.path_to((5, 0, 0))
    assert reach.cost[(5, 0, 0)] == 5
    assert not any(damaging_under(board, p, 1) for p in path[1:]), path
