"""Breakable objects on the board: crates, glass panes, stone pillars, iron grates."""
from __future__ import annotations

from functools import lru_cache

import pygame

from ..view import ObjectView
from . import palette
from .tokens import fast


@lru_cache(maxsize=256)
def object_image(material: str, px: int, damaged: bool) -> pygame.Surface:
    """A square picture of an object `px` pixels across, cracked when damaged."""
    surf = pygame.Surface((px, px), pygame.SRCALPHA)
    base = palette.OBJECT_COLOURS.get(material, (140, 140, 140))
    inset = max(1, px // 10)
    rect = pygame.Rect(inset, inset, px - 2 * inset, px - 2 * inset)
    dark = palette.shade(base, 0.55)
    light = palette.shade(base, 1.35)
    line = max(1, px // 20)
    if material == "wood":
        pygame.draw.rect(surf, dark, rect.inflate(2, 2), border_radius=2)
        pygame.draw.rect(surf, base, rect)
        for k in range(1, 4):
            y = rect.y + rect.h * k // 4
            pygame.draw.line(surf, dark, (rect.x, y), (rect.right - 1, y), line)
        pygame.draw.line(surf, palette.shade(base, 0.75), rect.topleft, rect.bottomright, line * 2)
        pygame.draw.rect(surf, palette.shade(base, 0.7), rect, line * 2)
    elif material == "glass":
        pane = pygame.Surface(rect.size, pygame.SRCALPHA)
        pane.fill((*base, 140))
        surf.blit(pane, rect)
        pygame.draw.rect(surf, (230, 250, 255), rect, line)
        pygame.draw.line(surf, (255, 255, 255), (rect.x + rect.w // 4, rect.bottom - rect.h // 5),
                         (rect.right - rect.w // 5, rect.y + rect.h // 4), line)
    elif material == "metal":
        pygame.draw.rect(surf, dark, rect.inflate(2, 2))
        pygame.draw.rect(surf, base, rect, line * 2)
        for k in range(1, 4):
            x = rect.x + rect.w * k // 4
            y = rect.y + rect.h * k // 4
            pygame.draw.line(surf, light, (x, rect.y), (x, rect.bottom - 1), line)
            pygame.draw.line(surf, light, (rect.x, y), (rect.right - 1, y), line)
    else:
        centre = rect.center
        pygame.draw.circle(surf, dark, centre, rect.w // 2 + 1)
        pygame.draw.circle(surf, base, centre, rect.w // 2 - line)
        pygame.draw.circle(surf, light, centre, rect.w // 3, line)
        pygame.draw.circle(surf, palette.shade(base, 1.1), (centre[0] - rect.w // 8, centre[1] - rect.w // 8), rect.w // 6)
    if damaged:
        c = (20, 16, 14)
        pygame.draw.lines(surf, c, False, [(rect.x + rect.w * 0.2, rect.y + rect.h * 0.3),
                                           (rect.x + rect.w * 0.45, rect.y + rect.h * 0.5),
                                           (rect.x + rect.w * 0.4, rect.y + rect.h * 0.75),
                                           (rect.x + rect.w * 0.7, rect.y + rect.h * 0.85)], max(1, line))
    return fast(surf)


@lru_cache(maxsize=64)
def _shadow(px: int) -> pygame.Surface:
    surf = pygame.Surface((px, px), pygame.SRCALPHA)
    inset = max(1, px // 8)
    pygame.draw.rect(surf, (0, 0, 0, 90), surf.get_rect().inflate(-inset * 2, -inset * 2), border_radius=max(1, px // 10))
    return surf


def draw_objects(surface: pygame.Surface, camera, objects: dict[str, ObjectView]) -> None:
    clip = surface.get_clip()
    surface.set_clip(camera.viewport)
    for o in objects.values():
        rect = camera.cell_rect(o.x, o.y, o.size)
        if not rect.colliderect(camera.viewport):
            continue
        surface.blit(_shadow(rect.w), (rect.x + rect.w // 6, rect.y + rect.h // 6))
        img = object_image(o.material, rect.w, o.vitals.current < o.vitals.maximum)
        if o.alpha < 0.99:
            img = img.copy()
            img.set_alpha(int(255 * o.alpha))
        surface.blit(img, rect)
    surface.set_clip(clip)
