"""Original token portraits, drawn from simple shapes.

`portrait(template_id, size)` paints a round portrait: a tinted disc and an emblem for the
creature. Known creatures get their own emblem; anything else gets a crest with its initials.
`tools/make_tokens.py` saves these as PNGs under assets/tokens/; the client loads the PNGs and
falls back to painting at run time for creatures that have none.
"""
from __future__ import annotations

import math
from typing import Callable

import pygame

Point = tuple[float, float]
Colour = tuple[int, int, int]
WORK = 512
"""Portraits are painted at this size and scaled down, which smooths their edges."""

OUTLINE = (24, 20, 18)


class Pen:
    """Draws on a square canvas using coordinates from 0 to 1."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.s = surface
        self.n = surface.get_width()

    def p(self, pt: Point) -> tuple[int, int]:
        return (int(pt[0] * self.n), int(pt[1] * self.n))

    def poly(self, pts: list[Point], colour: Colour, outline: int = 10) -> None:
        scaled = [self.p(q) for q in pts]
        if outline:
            pygame.draw.polygon(self.s, OUTLINE, scaled, 0)
            pygame.draw.lines(self.s, OUTLINE, True, scaled, outline * 2)
        pygame.draw.polygon(self.s, colour, scaled)

    def circle(self, c: Point, r: float, colour: Colour, outline: int = 10) -> None:
        if outline:
            pygame.draw.circle(self.s, OUTLINE, self.p(c), int(r * self.n) + outline)
        pygame.draw.circle(self.s, colour, self.p(c), int(r * self.n))

    def ellipse(self, box: tuple[float, float, float, float], colour: Colour, outline: int = 10) -> None:
        x, y, w, h = box
        rect = pygame.Rect(int(x * self.n), int(y * self.n), int(w * self.n), int(h * self.n))
        if outline:
            pygame.draw.ellipse(self.s, OUTLINE, rect.inflate(outline * 2, outline * 2))
        pygame.draw.ellipse(self.s, colour, rect)

    def line(self, a: Point, b: Point, colour: Colour, width: float) -> None:
        pygame.draw.line(self.s, colour, self.p(a), self.p(b), max(1, int(width * self.n)))

    def thick(self, a: Point, b: Point, colour: Colour, width: float) -> None:
        """A thick bar with a dark outline, drawn as a polygon so the ends are square."""
        ax, ay = a
        bx, by = b
        length = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = -(by - ay) / length * width / 2, (bx - ax) / length * width / 2
        self.poly([(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)],
                  colour)


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


# ------------------------------------------------------------------ emblems

def _hammer(pen: Pen) -> None:
    pen.thick((0.30, 0.80), (0.62, 0.36), (150, 100, 60), 0.07)
    pen.poly([(0.44, 0.16), (0.80, 0.42), (0.70, 0.56), (0.34, 0.30)], (178, 182, 190))
    pen.poly([(0.44, 0.16), (0.80, 0.42), (0.76, 0.47), (0.40, 0.21)], (224, 228, 234), 0)
    pen.circle((0.30, 0.80), 0.045, (120, 80, 50))
    pen.poly([(0.20, 0.58), (0.30, 0.50), (0.26, 0.62)], (255, 150, 60), 4)


def _daggers(pen: Pen) -> None:
    for flip in (1, -1):
        cx = 0.5
        a = (cx - 0.26 * flip, 0.22)
        b = (cx + 0.14 * flip, 0.66)
        pen.poly([a, (cx - 0.22 * flip, 0.20), (b[0] + 0.03 * flip, b[1] - 0.05), (b[0] - 0.02 * flip, b[1] + 0.02)],
                 (214, 222, 232))
        pen.thick((b[0] - 0.07 * flip, b[1] - 0.06), (b[0] + 0.06 * flip, b[1] + 0.07), (90, 70, 60), 0.05)
        pen.thick((b[0], b[1]), (b[0] + 0.10 * flip, b[1] + 0.12), (60, 110, 140), 0.05)
    for i in range(3):
        y = 0.80 + i * 0.0
        pts = [(0.24 + 0.1 * k, y + (0.03 if k % 2 else -0.03)) for k in range(6)]
        for a, b in zip(pts, pts[1:]):
            pen.line(a, b, (140, 210, 255), 0.025)


def _flame(pen: Pen) -> None:
    pen.poly([(0.50, 0.12), (0.66, 0.34), (0.74, 0.56), (0.66, 0.76), (0.50, 0.84), (0.34, 0.76),
              (0.26, 0.56), (0.36, 0.40), (0.42, 0.50), (0.46, 0.30)], (255, 120, 40))
    pen.poly([(0.52, 0.36), (0.62, 0.54), (0.60, 0.70), (0.50, 0.76), (0.40, 0.70), (0.40, 0.56),
              (0.47, 0.60)], (255, 210, 90), 0)
    pen.circle((0.50, 0.68), 0.05, (255, 250, 220), 0)
    for ang in (200, 250, 290, 340):
        r = math.radians(ang)
        pen.circle((0.5 + 0.38 * math.cos(r), 0.5 + 0.38 * math.sin(r)), 0.022, (200, 230, 255), 4)


def _shield(pen: Pen) -> None:
    pen.poly([(0.24, 0.20), (0.76, 0.20), (0.74, 0.52), (0.50, 0.84), (0.26, 0.52)], (70, 110, 170))
    pen.poly([(0.30, 0.25), (0.70, 0.25), (0.69, 0.50), (0.50, 0.76), (0.31, 0.50)], (96, 140, 200), 0)
    pen.poly([(0.32, 0.50), (0.50, 0.36), (0.68, 0.50), (0.68, 0.60), (0.50, 0.46), (0.32, 0.60)],
             (236, 210, 120), 5)
    pen.circle((0.50, 0.64), 0.05, (236, 210, 120), 5)
    pen.poly([(0.62, 0.20), (0.70, 0.20), (0.64, 0.30)], (40, 40, 40), 0)


def _skulk(pen: Pen) -> None:
    pen.poly([(0.22, 0.26), (0.36, 0.40), (0.30, 0.46)], (90, 120, 60))
    pen.poly([(0.78, 0.26), (0.64, 0.40), (0.70, 0.46)], (90, 120, 60))
    pen.ellipse((0.26, 0.32, 0.48, 0.48), (98, 132, 66))
    pen.ellipse((0.34, 0.44, 0.12, 0.09), (250, 220, 60), 5)
    pen.ellipse((0.54, 0.44, 0.12, 0.09), (250, 220, 60), 5)
    pen.ellipse((0.385, 0.46, 0.03, 0.05), (20, 20, 20), 0)
    pen.ellipse((0.585, 0.46, 0.03, 0.05), (20, 20, 20), 0)
    pen.poly([(0.40, 0.64), (0.60, 0.64), (0.56, 0.70), (0.44, 0.70)], (40, 30, 30), 4)
    pen.poly([(0.44, 0.64), (0.47, 0.68), (0.50, 0.64)], (240, 240, 220), 0)
    pen.thick((0.74, 0.80), (0.84, 0.56), (120, 90, 60), 0.035)
    pen.poly([(0.84, 0.56), (0.80, 0.48), (0.88, 0.50), (0.86, 0.58)], (170, 150, 120), 4)


def _warden(pen: Pen) -> None:
    pen.poly([(0.30, 0.84), (0.32, 0.40), (0.40, 0.22), (0.60, 0.22), (0.68, 0.40), (0.70, 0.84)],
             (110, 84, 52))
    for y in (0.34, 0.48, 0.62, 0.76):
        pen.line((0.36, y), (0.64, y + 0.03), (80, 58, 36), 0.018)
    for side in (-1, 1):
        for y in (0.32, 0.50, 0.68):
            x = 0.5 + side * 0.19
            pen.poly([(x, y), (x + side * 0.12, y - 0.04), (x, y + 0.05)], (150, 170, 80), 4)
    pen.ellipse((0.41, 0.30, 0.07, 0.05), (255, 200, 80), 4)
    pen.ellipse((0.52, 0.30, 0.07, 0.05), (255, 200, 80), 4)


def _bullock(pen: Pen) -> None:
    pen.poly([(0.28, 0.34), (0.12, 0.22), (0.10, 0.10), (0.22, 0.18), (0.36, 0.30)], (255, 150, 60))
    pen.poly([(0.72, 0.34), (0.88, 0.22), (0.90, 0.10), (0.78, 0.18), (0.64, 0.30)], (255, 150, 60))
    pen.poly([(0.26, 0.32), (0.74, 0.32), (0.70, 0.62), (0.60, 0.82), (0.40, 0.82), (0.30, 0.62)],
             (96, 60, 44))
    pen.ellipse((0.38, 0.64, 0.24, 0.16), (150, 100, 84))
    pen.ellipse((0.43, 0.69, 0.04, 0.05), (30, 20, 20), 0)
    pen.ellipse((0.53, 0.69, 0.04, 0.05), (30, 20, 20), 0)
    pen.ellipse((0.33, 0.42, 0.09, 0.06), (255, 120, 40), 4)
    pen.ellipse((0.58, 0.42, 0.09, 0.06), (255, 120, 40), 4)
    pen.circle((0.24, 0.62), 0.03, (120, 120, 120), 0)
    pen.circle((0.20, 0.56), 0.02, (150, 150, 150), 0)


def _shrike(pen: Pen) -> None:
    wing = (70, 64, 96)
    pen.poly([(0.50, 0.46), (0.08, 0.30), (0.16, 0.42), (0.10, 0.46), (0.22, 0.52), (0.18, 0.58),
              (0.44, 0.60)], wing)
    pen.poly([(0.50, 0.46), (0.92, 0.30), (0.84, 0.42), (0.90, 0.46), (0.78, 0.52), (0.82, 0.58),
              (0.56, 0.60)], wing)
    pen.poly([(0.44, 0.40), (0.50, 0.30), (0.56, 0.40), (0.56, 0.70), (0.50, 0.86), (0.44, 0.70)],
             (110, 100, 140))
    pen.poly([(0.50, 0.24), (0.46, 0.34), (0.54, 0.34)], (240, 190, 70), 4)
    pen.circle((0.47, 0.36), 0.015, (255, 240, 200), 0)
    pen.circle((0.53, 0.36), 0.015, (255, 240, 200), 0)


def _delver(pen: Pen) -> None:
    pen.circle((0.50, 0.52), 0.34, (120, 96, 80))
    pen.circle((0.50, 0.54), 0.22, (60, 20, 30))
    for k in range(12):
        a = math.radians(k * 30)
        r1, r2 = 0.22, 0.13
        base1 = (0.5 + r1 * math.cos(a - 0.2), 0.54 + r1 * math.sin(a - 0.2))
        base2 = (0.5 + r1 * math.cos(a + 0.2), 0.54 + r1 * math.sin(a + 0.2))
        tip = (0.5 + r2 * math.cos(a), 0.54 + r2 * math.sin(a))
        pen.poly([base1, tip, base2], (236, 228, 200), 3)
    for k in range(7):
        a = math.radians(200 + k * 23)
        pen.circle((0.5 + 0.31 * math.cos(a), 0.52 + 0.31 * math.sin(a)), 0.03, (150, 124, 104), 4)


def _strider(pen: Pen) -> None:
    mane = (200, 196, 188)
    for k in range(5):  # the ash-pale mane, tufts falling down the neck
        y = 0.20 + k * 0.11
        pen.poly([(0.56, y), (0.80 - k * 0.02, y + 0.04), (0.60, y + 0.12)], mane, 5)
    pen.poly([(0.56, 0.18), (0.66, 0.30), (0.64, 0.84), (0.44, 0.84), (0.40, 0.56), (0.22, 0.66),
              (0.14, 0.58), (0.20, 0.44), (0.38, 0.24)], (108, 96, 88))
    pen.poly([(0.44, 0.20), (0.50, 0.06), (0.54, 0.20)], (108, 96, 88), 6)
    pen.circle((0.40, 0.36), 0.035, (255, 170, 70), 4)
    pen.circle((0.19, 0.57), 0.02, (30, 24, 22), 0)
    pen.line((0.30, 0.52), (0.40, 0.46), (255, 150, 60), 0.02)


EMBLEMS: dict[str, tuple[Colour, Callable[[Pen], None]]] = {
    "korrin": ((186, 120, 72), _hammer),
    "sefa": ((70, 150, 170), _daggers),
    "maelis": ((140, 80, 150), _flame),
    "hollis": ((170, 150, 90), _shield),
    "mirefang_skulk": ((70, 100, 60), _skulk),
    "briarback_warden": ((80, 110, 60), _warden),
    "cinderhorn_bullock": ((150, 70, 40), _bullock),
    "duskwing_shrike": ((90, 80, 130), _shrike),
    "hollowjaw_delver": ((110, 84, 60), _delver),
    "ashmane_strider": ((120, 110, 100), _strider),
}


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
