"""Cached text images (with an optional dark outline so they read on any ground)."""
from __future__ import annotations

from functools import lru_cache

import pygame

from ..assets import font

Colour = tuple[int, int, int]
FALLBACKS = str.maketrans({"→": "->", "←": "<-", "≥": ">=", "≤": "<="})
"""Characters the game's font has no letter for, spelt with ones it has (a ruleset's texts may
use them: "STR d8 → d6")."""


@lru_cache(maxsize=2048)
def text(value: str, size: int, colour: Colour = (255, 255, 255), bold: bool = False,
         outline: Colour | None = None) -> pygame.Surface:
    """A rendered string; with `outline`, the letters get a one-pixel border of that colour."""
    f = font(size, bold)
    value = value.translate(FALLBACKS)
    face = f.render(value, True, colour)
    if outline is None:
        return face
    edge = f.render(value, True, outline)
    out = pygame.Surface((face.get_width() + 2, face.get_height() + 2), pygame.SRCALPHA)
    for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2), (0, 0), (2, 2), (0, 2), (2, 0)):
        out.blit(edge, (dx, dy))
    out.blit(face, (1, 1))
    return out


def blit_centred(surface: pygame.Surface, image: pygame.Surface, centre: tuple[float, float]) -> None:
    surface.blit(image, image.get_rect(center=(int(centre[0]), int(centre[1]))))


@lru_cache(maxsize=256)
def rounded_box(w: int, h: int, colour: tuple[int, int, int, int], radius: int = 6,
                border: tuple[int, int, int, int] | None = None) -> pygame.Surface:
    """A translucent rounded rectangle used behind badges and labels."""
    box = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    pygame.draw.rect(box, colour, box.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(box, border, box.get_rect(), 1, border_radius=radius)
    return box


def label(surface: pygame.Surface, value: str, centre: tuple[float, float], size: int,
          colour: Colour = (255, 255, 255), bg: tuple[int, int, int, int] = (0, 0, 0, 170),
          bold: bool = True) -> pygame.Rect:
    """Text on a small rounded dark box, centred at a point but kept inside the drawing area
    (the surface's clip), so a caption near an edge is moved in, not cut; returns the box
    rectangle."""
    img = text(value, size, colour, bold)
    box = rounded_box(img.get_width() + 8, img.get_height() + 2, bg, 5)
    rect = box.get_rect(center=(int(centre[0]), int(centre[1]))).clamp(surface.get_clip())
    surface.blit(box, rect)
    surface.blit(img, img.get_rect(center=rect.center))
    return rect
