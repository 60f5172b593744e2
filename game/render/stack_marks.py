"""The head-count badge a stack of creatures wears ("x3" at the top-right corner of its biggest
space, clear of a rider's seat at the top left), so
a player knows to hover it for everyone standing there."""
from __future__ import annotations

import pygame

from ..view import ViewState
from .stacks import StackLayout, footprint
from .text import text

STACK_COLOUR = (236, 200, 90)


def draw_stack_badges(surface: pygame.Surface, camera, view: ViewState, stacks: StackLayout) -> None:
    """One badge per stack, at the top-right corner of its biggest creature's space."""
    if camera.cell < 20:
        return
    size = max(9, min(15, camera.cell // 4))
    for stack in stacks.stacks:
        biggest = view.creatures.get(stack[0])
        if biggest is None:
            continue
        x, y, n = footprint(biggest)
        sx, sy = camera.to_screen(x + n, y)
        img = text(f"\u00d7{len(stack)}", size, (20, 16, 8), True)
        rect = img.get_rect().inflate(6, 2)
        rect.topright = (sx - 1, sy + 1)
        pygame.draw.rect(surface, (10, 10, 14), rect.inflate(2, 2), border_radius=rect.h // 2)
        pygame.draw.rect(surface, STACK_COLOUR, rect, border_radius=rect.h // 2)
        surface.blit(img, img.get_rect(center=rect.center))
