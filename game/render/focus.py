"""The focused target, marked on the board while a person chooses one: pulsing corner brackets
around its token (red for a foe of the one acting, green for a friend), over everything else,
so it stands out even inside a stack or under a lifted flier."""
from __future__ import annotations

import math

import pygame

from ..view import ViewState
from . import palette
from .tokens import Marks, drawn_size, token_centre


def draw_focus(surface: pygame.Surface, camera, view: ViewState, marks: Marks, time: float) -> None:
    actor = view.creatures.get(marks.current)
    for cid in marks.targets:
        c = view.creatures.get(cid)
        if c is None or c.dead:
            continue
        friend = actor is not None and actor.side == c.side
        colour = palette.ALLY_TARGET if friend else palette.TARGET
        cx, cy = token_centre(camera, c, view.height_above_ground(c), marks)
        half = drawn_size(c, camera.cell, marks) // 2 + 6 + int(3 * (0.5 + 0.5 * math.sin(time * 6.0)))
        brackets(surface, pygame.Rect(cx - half, cy - half, 2 * half, 2 * half), colour)


def brackets(surface: pygame.Surface, rect: pygame.Rect, colour, width: int = 3) -> None:
    """Four corner brackets around `rect`, with a dark edge so they read on any ground."""
    arm = max(6, rect.w // 4)
    for dark, w in (((12, 12, 16), width + 2), (colour, width)):
        for (x, y), (dx, dy) in ((rect.topleft, (1, 1)), (rect.topright, (-1, 1)),
                                 (rect.bottomleft, (1, -1)), (rect.bottomright, (-1, -1))):
            pygame.draw.line(surface, dark, (x, y), (x + dx * arm, y), w)
            pygame.draw.line(surface, dark, (x, y), (x, y + dy * arm), w)
