"""Heights read as heights (issue 20, point 2): contour lines between height levels that
thicken with the drop, a shadow on the low side, and the height with the differences around
it under the pointer. The heights themselves are the board's (000 Combat > Set the Map; 000
Movement > High Ground and > Falling make them matter). Golden image:
`STEELGRID_REGOLD=1 pytest tests/client/test_elevation.py`, then look at it."""
from __future__ import annotations

import pygame

from game.camera import Camera
from game.render.board import BoardRenderer, contour_width
from game.render.height_lens import draw_height_lens, relative_heights
from rules.core.board import Board, Column

CELL = 48


def terraces() -> Board:
    """Five columns of ground rising 0, 1, 2, 4, 7 from west to east, on 10 x 5 squares."""
    heights = [0, 0, 1, 1, 2, 2, 4, 4, 7, 7]
    columns = [Column(ground=heights[x], terrain="floor", material="stone") for _ in range(5) for x in range(10)]
    return Board(10, 5, columns, name="Terraces")


def picture(hover: tuple[int, int] | None = None) -> pygame.Surface:
    board = terraces()
    surface = pygame.Surface((board.width * CELL, board.height * CELL))
    camera = Camera(surface.get_rect(), (board.width, board.height), CELL)
    camera.x = camera.y = 0
    BoardRenderer(board).draw(surface, camera)
    if hover is not None:
        draw_height_lens(surface, camera, board, hover)
    return surface


def _darkness(colour) -> int:
    return 765 - (colour.r + colour.g + colour.b)


def test_contour_lines_thicken_with_the_drop():
    widths = [contour_width(d) for d in (1, 2, 3, 5, 7)]
    assert widths == sorted(widths) and widths[0] == 1 and widths[-1] >= 3


def test_the_line_between_two_levels_is_darker_than_the_ground_on_either_side():
    """The edge between height 4 and 7 (x = 8) is a dark line, not only a change of colour."""
    surface = picture()
    y = int(2.5 * CELL)
    edge = surface.get_at((8 * CELL - 2, y))
    low = surface.get_at((int(7.5 * CELL), y + 7))
    high = surface.get_at((int(8.5 * CELL), y + 7))
    assert _darkness(edge) > _darkness(low) + 100 and _darkness(edge) > _darkness(high) + 100


def test_hovering_labels_the_height_and_the_differences_around_it():
    """000 Movement > High Ground: a player needs to see how much higher the ground is."""
    near = relative_heights(terraces(), (6, 2))
    assert near[(8, 2)] == 3 and near[(4, 2)] == -2 and (7, 2) not in near
    assert picture(hover=(6, 2)).get_at((int(8.5 * CELL), int(2.5 * CELL))) != picture().get_at((int(8.5 * CELL), int(2.5 * CELL)))


def test_elevation_golden(golden):
    golden(picture(hover=(6, 2)), "elevation")
