"""The pen token emblems are drawn with: shapes on a square canvas in coordinates from 0 to 1,
each with a dark outline so it reads at token size."""
from __future__ import annotations

import math
from typing import Callable

import pygame

Point = tuple[float, float]
Colour = tuple[int, int, int]
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

    def stroke(self, pts: list[Point], colour: Colour, width: float, outline: int = 8) -> None:
        """An open line through `pts`, `width` wide (a fraction of the canvas), with round joints
        and a dark edge."""
        w = max(1, int(width * self.n))
        scaled = [self.p(q) for q in pts]
        passes = ([(OUTLINE, w + 2 * outline)] if outline else []) + [(colour, w)]
        for c, wide in passes:
            pygame.draw.lines(self.s, c, False, scaled, wide)
            for q in scaled:
                pygame.draw.circle(self.s, c, q, wide // 2)


Emblem = tuple[Colour, Callable[[Pen], None]]
"""A creature's emblem: the tint of its portrait's ground and the function that draws it."""
