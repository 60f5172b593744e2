"""The HUD's objective card: one line per objective ("Hold the altar: 2 of 3 rounds"), in its
side's colour, at the top left of the board."""
from __future__ import annotations

from typing import Sequence

import pygame

from rules.core.ruleset import ObjectiveView

from ..render import palette
from ..render.objectives import colour_of
from ..render.text import rounded_box, text

SIZE = 14
PAD = 8


def objective_lines(views: Sequence[ObjectiveView]) -> list[tuple[str, palette.Colour]]:
    """The card's lines: whose objective, and how it stands."""
    out = []
    for v in views:
        who = palette.SIDE_NAMES.get(v.side, v.side)
        out.append((f"{who}: {v.line}", colour_of(v)))
    return out


def draw_objectives_card(surface: pygame.Surface, viewport: pygame.Rect,
                         views: Sequence[ObjectiveView]) -> pygame.Rect | None:
    """Draw the card; returns where it went (None with no objectives)."""
    lines = objective_lines(views)
    if not lines:
        return None
    images = [text(line, SIZE, colour, True) for line, colour in lines]
    w = max(i.get_width() for i in images) + 2 * PAD
    h = sum(i.get_height() + 2 for i in images) + PAD
    box = rounded_box(w, h, (10, 12, 16, 200), 6, (*palette.GOLD, 160))
    rect = box.get_rect(topleft=(viewport.x + 8, viewport.y + 8))
    surface.blit(box, rect)
    y = rect.y + PAD // 2
    for img in images:
        surface.blit(img, (rect.x + PAD, y))
        y += img.get_height() + 2
    return rect
