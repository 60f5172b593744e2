"""Objectives on the board: each area outlined in its side's colour (green once met, grey once
failed) with its name, the thing to get marked with a gold diamond, the objects it is about
ringed. The ruleset says what they are (`Ruleset.objectives`); this only draws them."""
from __future__ import annotations

from typing import Sequence

import pygame

from rules.core.ruleset import ObjectiveView

from . import overlays, palette
from .text import label

MET: palette.Colour = (110, 230, 140)
FAILED: palette.Colour = (130, 130, 140)


def colour_of(view: ObjectiveView) -> palette.Colour:
    if view.status == "met":
        return MET
    if view.status == "failed":
        return FAILED
    return palette.GOLD if view.side == "heroes" else palette.SIDE_COLOURS["monsters"]


def draw_objectives(surface: pygame.Surface, camera, views: Sequence[ObjectiveView],
                    object_squares: dict[str, set[tuple[int, int]]]) -> None:
    """Every objective's area, thing and objects, under the creatures."""
    for view in views:
        colour = colour_of(view)
        area = set(view.squares)
        if area:
            overlays.tint_squares(surface, camera, area, colour, alpha=35, border=False)
            overlays.outline_region(surface, camera, area, colour, width=3)
            x, y = min(area, key=lambda s: (s[1], s[0]))
            sx, sy = camera.to_screen(x, y)
            size = max(11, min(14, camera.cell // 3))
            label(surface, view.name, (sx + camera.cell // 2, sy - size // 2 - 2), size, colour)
        for x, y in view.item:
            overlays.diamond(surface, camera, x, y, 1, palette.GOLD, True)
        for oid in view.objects:
            squares = object_squares.get(oid)
            if squares:
                overlays.outline_region(surface, camera, squares, colour, width=2)
