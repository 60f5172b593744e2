"""Fog squares and hidden or invisible creatures look different (000 Concealment,
Maneuvers > Hide); maps without them are drawn as before."""
from __future__ import annotations

import pygame

from game.camera import Camera
from game.render.board import BoardRenderer, describe_square
from game.render.tokens import Marks, draw_creatures
from game.view import ViewState
from rules.core.board import Board, Column

from test_golden import creature

CELL = 48


def frame(board: Board, creatures: list) -> pygame.Surface:
    view = ViewState(board)
    view.creatures = {c.id: c for c in creatures}
    surface = pygame.Surface((board.width * CELL, board.height * CELL))
    camera = Camera(surface.get_rect(), (board.width, board.height), CELL)
    camera.x = camera.y = 0
    BoardRenderer(board).draw(surface, camera)
    draw_creatures(surface, camera, view, Marks())
    return surface


def fog_board() -> Board:
    board = Board.flat(6, 2)
    board.set_column(4, 0, Column(terrain="floor", conceals=True))
    return board


def test_fog_squares_are_tinted_and_described():
    surface = frame(fog_board(), [])
    plain, fog = surface.get_at((1 * CELL + 5, 5)), surface.get_at((4 * CELL + 5, 5))
    assert plain != fog
    assert "concealment" in describe_square(fog_board(), 4, 0)
    assert "concealment" not in describe_square(fog_board(), 1, 0)


def test_hidden_and_invisible_tokens_are_see_through():
    board = Board.flat(6, 2)
    seen = frame(board, [creature("a", "1M", 0, 0, z=0)])
    hidden = frame(board, [creature("a", "1M", 0, 0, z=0, hidden=True)])
    ghost = frame(board, [creature("a", "1M", 0, 0, z=0, conditions=["invisible"])])
    empty = frame(board, [])
    centre = (CELL // 2, CELL // 2 - 6)

    def gap(a, b):
        return sum(abs(x - y) for x, y in zip(a.get_at(centre)[:3], b.get_at(centre)[:3]))
    assert 0 < gap(hidden, empty) < gap(seen, empty)
    assert 0 < gap(ghost, empty) < gap(seen, empty)
    assert pygame.image.tobytes(hidden, "RGB") != pygame.image.tobytes(ghost, "RGB")  # the badge
