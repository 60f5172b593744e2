"""The grid reach search's ground table (where a creature stands on each square and what a step
there costs) follows the board's terrain: boards with equal terrain share one, as a loaded save
does with the battle it came from, and a board whose columns change gets a fresh one
(docs/rules-decisions.md, Moving on the grid: difficult ground costs 2 per square)."""
from __future__ import annotations

from rules.brighter_worlds.content.loader import default_content
from rules.brighter_worlds.setup import creature_from_template, new_battle
from rules.core.battle import Battle
from rules.core.board import Board, Column
from rules.core.grid_reach import reachable
from rules.core.save import dumps, loads

MUD = Column(terrain="mud", difficult=True)


def _walker_on(board: Board) -> Battle:
    hero = creature_from_template(default_content().creatures["oswin_harrowgate"], "oswin", "heroes")
    hero.pos = (0, 0, 0)
    return new_battle(board, [hero], seed=1)


def test_equal_boards_share_a_ground_table_and_a_changed_board_gets_its_own() -> None:
    board = Board.flat(6, 1)
    battle = _walker_on(board)
    assert reachable(battle, battle.creatures["oswin"], 8).cost[(5, 0, 0)] == 5
    again = loads(dumps(battle))
    assert again.board is not board and again.board.derived is board.derived
    board.set_column(3, 0, MUD)
    muddy = _walker_on(board)
    assert reachable(muddy, muddy.creatures["oswin"], 8).cost[(5, 0, 0)] == 6
    assert reachable(again, again.creatures["oswin"], 8).cost[(5, 0, 0)] == 5
