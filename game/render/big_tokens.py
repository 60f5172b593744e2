"""Tokens for creatures of size 2 and up: a rounded square that fills the whole space.

A round token inside a 2 x 2 or 3 x 3 space leaves its corners empty, so the creature looks
smaller than the squares it holds. A big creature's token is therefore a rounded square in its
side's colour, the portrait filling it, with a faint grid of the squares it covers.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from . import palette
from .side_marker import side_marker

FILL = 0.96
"""How much of its space a big token covers (a thin gap shows the squares around it)."""


def big_token_size(squares: int, cell: int) -> int:
    """Pixels across the token of a creature `squares` squares wide."""
    return max(6, int(squares * cell * FILL))


def corner_radius(side_px: int) -> int:
    return max(3, side_px // 7)


@lru_cache(maxsize=256)
def big_token_image(portrait: pygame.Surface, side: str, px: int, squares: int, variant: str = "") -> pygame.Surface:
    """The square token: side-coloured frame, portrait, square seams; 'dim' darkens it (has
    acted), 'grey' and 'dead' grey it, 'prone' lays it on its side."""
    ring = max(3, px // (9 * squares))
    radius = corner_radius(px)
    colour = palette.side_colour(side)
    if variant == "grey":
        colour = palette.shade(colour, 0.55)
    out = pygame.Surface((px, px), pygame.SRCALPHA)
    rect = out.get_rect()
    pygame.draw.rect(out, (12, 12, 16), rect, border_radius=radius)
    pygame.draw.rect(out, colour, rect.inflate(-2, -2), border_radius=radius)
    inner = rect.inflate(-2 * ring, -2 * ring)
    out.blit(_rounded_face(portrait, inner.w, max(2, radius - ring), variant in ("grey", "dead")), inner)
    _seams(out, inner, squares, colour)
    pygame.draw.rect(out, palette.shade(colour, 1.3), rect.inflate(-2, -2), 1, border_radius=radius)
    if palette.SIDE_MARKERS.get(side):
        side_marker(out, palette.SIDE_MARKERS[side], colour, min(px, 64))
    if variant == "dim":
        shade = pygame.Surface((px, px), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 105), rect, border_radius=radius)
        out.blit(shade, (0, 0))
    if variant == "prone":
        out = pygame.transform.rotate(out, 90)
    return out


def _rounded_face(portrait: pygame.Surface, size: int, radius: int, grey: bool) -> pygame.Surface:
    face = pygame.transform.smoothscale(portrait, (size, size))
    if grey:
        face = pygame.transform.grayscale(face)
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out = face.convert_alpha() if pygame.display.get_surface() is not None else face.copy()
    out = out if out.get_flags() & pygame.SRCALPHA else _with_alpha(out)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def _with_alpha(face: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(face.get_size(), pygame.SRCALPHA)
    out.blit(face, (0, 0))
    return out


def _seams(out: pygame.Surface, inner: pygame.Rect, squares: int, colour) -> None:
    """Faint lines where the squares of the space meet, so its size can be counted."""
    seam = pygame.Surface(inner.size, pygame.SRCALPHA)
    tone = (*palette.shade(colour, 1.4), 70)
    for k in range(1, squares):
        at = inner.w * k // squares
        pygame.draw.line(seam, tone, (at, 0), (at, inner.h), 1)
        pygame.draw.line(seam, tone, (0, at), (inner.w, at), 1)
    out.blit(seam, inner)
