"""Why a target cannot be picked, drawn: the line from the user to the target, clear up to
where something solid cuts it (a cross marks the spot) and red beyond; a dashed amber line with
the count of squares when the target is simply too far."""
from __future__ import annotations

import math

import pygame

from rules.core.threat import TargetBlock

from .text import label

CLEAR = (255, 255, 255)
BLOCKED = (255, 70, 60)
TOO_FAR = (255, 180, 60)


def draw_sight_line(surface: pygame.Surface, camera, block: TargetBlock) -> None:
    a = camera.to_screen(block.start[0], block.start[1])
    b = camera.to_screen(block.end[0], block.end[1])
    size = max(10, min(14, camera.cell // 4))
    if block.blocked_at is None:
        _dashed(surface, a, b, TOO_FAR, 3)
        label(surface, block.reason, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 - size), size, TOO_FAR)
        return
    x, y, _ = block.blocked_at
    cut = camera.to_screen(x + 0.5, y + 0.5)
    _line(surface, a, cut, CLEAR, 3)
    _dashed(surface, cut, b, BLOCKED, 3)
    _cross(surface, cut, max(6, camera.cell // 5))
    label(surface, block.reason, (cut[0], cut[1] - camera.cell // 2 - size), size, BLOCKED)


def _line(surface: pygame.Surface, a, b, colour, width: int) -> None:
    pygame.draw.line(surface, (10, 10, 14), a, b, width + 2)
    pygame.draw.line(surface, colour, a, b, width)


def _dashed(surface: pygame.Surface, a, b, colour, width: int, dash: int = 10) -> None:
    length = math.dist(a, b)
    if length < 1:
        return
    steps = max(1, int(length // dash))
    for i in range(0, steps, 2):
        p = (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps)
        q = (a[0] + (b[0] - a[0]) * min(steps, i + 1) / steps, a[1] + (b[1] - a[1]) * min(steps, i + 1) / steps)
        _line(surface, p, q, colour, width)


def _cross(surface: pygame.Surface, centre, r: int) -> None:
    x, y = centre
    for colour, w in (((10, 10, 14), 6), (BLOCKED, 4)):
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), w)
        pygame.draw.line(surface, colour, (x + r, y - r), (x - r, y + r), w)
