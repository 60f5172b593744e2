"""A pool of six-sided dice drawn as dice: each die a small rounded square with its pips, the
successes (sixes) gold and ringed, the others grey, and a caption naming the roll and how many
successes came up against how many were needed."""
from __future__ import annotations

from typing import Sequence

import pygame

from . import palette
from .text import rounded_box, text

SUCCESS_FACE = 6
PIPS = {1: ((1, 1),), 2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)),
        4: ((0, 0), (2, 0), (0, 2), (2, 2)), 5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
        6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2))}
"""Where each face's pips sit on a 3 x 3 grid."""
HIT_FACE, HIT_EDGE, HIT_PIP = (250, 206, 84), (255, 245, 200), (60, 36, 10)
MISS_FACE, MISS_EDGE, MISS_PIP = (92, 96, 108), (130, 134, 148), (30, 30, 36)


def draw_die(surface: pygame.Surface, face: int, rect: pygame.Rect) -> None:
    """One die showing `face`; a success is gold with a bright edge."""
    hit = face == SUCCESS_FACE
    pygame.draw.rect(surface, HIT_FACE if hit else MISS_FACE, rect, border_radius=max(2, rect.w // 5))
    pygame.draw.rect(surface, HIT_EDGE if hit else MISS_EDGE, rect, 2 if hit else 1, border_radius=max(2, rect.w // 5))
    step = rect.w / 4
    r = max(1, int(rect.w / 10))
    for gx, gy in PIPS.get(face, ()):
        centre = (int(rect.x + step * (gx + 1)), int(rect.y + step * (gy + 1)))
        pygame.draw.circle(surface, HIT_PIP if hit else MISS_PIP, centre, r)


def dice_row_width(n: int, size: int, gap: int = 4) -> int:
    return max(0, n * size + (n - 1) * gap)


def draw_dice(surface: pygame.Surface, faces: Sequence[int], topleft: tuple[int, int], size: int = 22,
              gap: int = 4) -> pygame.Rect:
    """A row of dice, successes first (so they read at a glance); returns the row's rectangle."""
    ordered = sorted(faces, key=lambda f: (f != SUCCESS_FACE, -f))
    x, y = topleft
    for i, face in enumerate(ordered):
        draw_die(surface, int(face), pygame.Rect(x + i * (size + gap), y, size, size))
    return pygame.Rect(x, y, dice_row_width(len(ordered), size, gap), size)


def pool_caption(who: str, purpose: str, successes: int, needed: int) -> str:
    """"Brannoc Vey: strike at Hearth Drake - 1 success (1 needed)"."""
    words = f"{successes} success{'es' if successes != 1 else ''}"
    if needed:
        words += f" ({needed} needed)"
    return f"{who}: {purpose} - {words}"


def pool_picture(faces: Sequence[int], caption: str, colour=palette.TEXT, size: int = 22,
                 alpha: int = 225) -> pygame.Surface:
    """The caption over the dice on a dark card, ready to blit."""
    words = text(caption, 15, colour, True)
    row_w = dice_row_width(len(faces), size)
    w = max(words.get_width(), row_w) + 20
    h = words.get_height() + size + 16
    card = rounded_box(w, h, (10, 12, 18, alpha), 8, (*palette.GOLD, alpha)).copy()
    card.blit(words, ((w - words.get_width()) // 2, 5))
    draw_dice(card, faces, ((w - row_w) // 2, words.get_height() + 9), size)
    return card
