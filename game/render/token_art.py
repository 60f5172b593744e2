"""Original token portraits, drawn from simple shapes.

`portrait(template_id, size)` paints a round portrait: a tinted disc and an emblem for the
creature. Known creatures get their own emblem (game/render/emblems/, one module a faction);
anything else gets a crest with its initials.
`tools/make_tokens.py` saves these as PNGs under assets/tokens/; the client loads the PNGs and
falls back to painting at run time for creatures that have none.
"""
from __future__ import annotations

import pygame

from .emblems import EMBLEMS, Pen

Colour = tuple[int, int, int]
WORK = 512
"""Portraits are painted at this size and scaled down, which smooths their edges."""


def _radial(size: int, inner: Colour, outer: Colour) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    steps = 48
    for i in range(steps, 0, -1):
        t = i / steps
        colour = tuple(int(o + (n - o) * (1 - t) ** 1.2) for n, o in zip(inner, outer))
        pygame.draw.circle(surf, colour, (size // 2, int(size * 0.44)), int(size * 0.5 * t * 1.15))
    return surf


def _disc_mask(surf: pygame.Surface) -> pygame.Surface:
    size = surf.get_width()
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (size // 2, size // 2), size // 2)
    out = surf.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def _initials(name: str) -> str:
    words = [w for w in name.replace("_", " ").split() if w]
    return "".join(w[0] for w in words[:2]).upper() or "?"


def _crest(pen: Pen, text: str, tint: Colour) -> None:
    pen.poly([(0.26, 0.22), (0.74, 0.22), (0.72, 0.56), (0.50, 0.80), (0.28, 0.56)],
             tuple(min(255, c + 40) for c in tint))  # type: ignore[arg-type]
    font = pygame.font.Font(None, int(pen.n * 0.30))
    label = font.render(text, True, (250, 246, 236))
    pen.s.blit(label, label.get_rect(center=(pen.n // 2, int(pen.n * 0.47))))


def _tint_for(key: str) -> Colour:
    h = sum((i + 1) * ord(ch) for i, ch in enumerate(key)) % 360
    colour = pygame.Color(0)
    colour.hsva = (h, 45, 60, 100)
    return (colour.r, colour.g, colour.b)


def portrait(template_id: str, size: int = 256, name: str = "") -> pygame.Surface:
    """A round portrait for a creature template, `size` pixels across, with transparency."""
    if not pygame.font.get_init():
        pygame.font.init()
    tint, emblem = EMBLEMS.get(template_id, (_tint_for(template_id or name), None))
    inner = tuple(min(255, int(c * 1.5) + 30) for c in tint)
    canvas = _radial(WORK, inner, tuple(int(c * 0.45) for c in tint))  # type: ignore[arg-type]
    pen = Pen(canvas)
    if emblem is not None:
        emblem(pen)
    else:
        _crest(pen, _initials(name or template_id), tint)
    shine = pygame.Surface((WORK, WORK), pygame.SRCALPHA)
    pygame.draw.ellipse(shine, (255, 255, 255, 34), (WORK * 0.16, WORK * 0.04, WORK * 0.68, WORK * 0.34))
    canvas.blit(shine, (0, 0))
    return pygame.transform.smoothscale(_disc_mask(canvas), (size, size))
