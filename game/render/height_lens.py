"""Heights read as numbers where the pointer is: the hovered square's height, and how much
higher or lower each nearby square is ("+5", "-2"), so a cliff reads as a drop of so many
squares rather than a change of colour."""
from __future__ import annotations

import pygame

from rules.core.board import Board

from .text import text

RADIUS = 2
"""How far around the pointer the differences are labelled, in squares."""
UP = (150, 220, 255)
DOWN = (255, 190, 120)


def relative_heights(board: Board, square: tuple[int, int], radius: int = RADIUS) -> dict[tuple[int, int], int]:
    """Nearby squares whose ground differs from the hovered one's, with the difference."""
    x0, y0 = square
    here = board.ground(x0, y0)
    out = {}
    for y in range(y0 - radius, y0 + radius + 1):
        for x in range(x0 - radius, x0 + radius + 1):
            if board.inside(x, y) and (x, y) != square and board.ground(x, y) != here:
                out[(x, y)] = board.ground(x, y) - here
    return out


def draw_height_lens(surface: pygame.Surface, camera, board: Board, square: tuple[int, int],
                     label: bool = True) -> None:
    """The differences around the hovered square, and (with `label`) its own height."""
    if not board.inside(*square) or camera.cell < 24:
        return
    size = _size(camera)
    for (x, y), d in relative_heights(board, square).items():
        words = f"+{d}" if d > 0 else f"\u2212{-d}"
        _pill(surface, camera.to_screen(x + 0.5, y + 0.5), words, size, UP if d > 0 else DOWN)
    if label:
        draw_height_label(surface, camera, board, square)


def draw_height_label(surface: pygame.Surface, camera, board: Board, square: tuple[int, int]) -> None:
    """The hovered square's own height, on a pill at its top (drawn over the hover outline,
    which would otherwise cut the pill where it is wider than the square)."""
    if not board.inside(*square) or camera.cell < 24:
        return
    size = _size(camera)
    sx, sy = camera.to_screen(*square)
    _pill(surface, (sx + camera.cell // 2, sy + size), f"height {board.ground(*square)}", size, (255, 255, 255))


def _size(camera) -> int:
    return max(9, min(14, camera.cell // 4))


def _pill(surface: pygame.Surface, centre: tuple[int, int], label: str, size: int, colour) -> None:
    img = text(label, size, colour, True)
    rect = img.get_rect(center=centre).inflate(6, 2)
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(box, (8, 8, 12, 190), box.get_rect(), border_radius=rect.h // 2)
    surface.blit(box, rect)
    surface.blit(img, img.get_rect(center=rect.center))
