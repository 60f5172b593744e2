"""Weapons lying on the board (seed 001: knocked away by a Disarm or dropped in a fumble): a
small blade on the square, tinted with its owner's side, until the owner picks it up."""
from __future__ import annotations

import pygame

from ..view import ViewState
from . import palette


def draw_loose_weapons(surface: pygame.Surface, camera, view: ViewState) -> None:
    for owner, (x, y, _) in view.loose_weapons.items():
        c = view.creatures.get(owner)
        colour = palette.side_colour(c.side) if c is not None else palette.NEUTRAL
        rect = camera.cell_rect(x, y)
        if not camera.viewport.colliderect(rect):
            continue
        _blade(surface, rect, colour)


def _blade(surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
    """A short sword lying corner to corner, with a crossguard in the owner's colour."""
    inset = rect.w // 5
    tip = (rect.right - inset, rect.top + inset)
    hilt = (rect.left + inset, rect.bottom - inset)
    guard = (hilt[0] + (tip[0] - hilt[0]) // 4, hilt[1] + (tip[1] - hilt[1]) // 4)
    width = max(2, rect.w // 12)
    pygame.draw.line(surface, (0, 0, 0), hilt, tip, width + 2)
    pygame.draw.line(surface, (225, 228, 235), guard, tip, width)
    pygame.draw.line(surface, (120, 84, 50), hilt, guard, width)
    arm = max(3, rect.w // 7)
    ends = [(guard[0] - arm, guard[1] - arm), (guard[0] + arm, guard[1] + arm)]
    pygame.draw.line(surface, (0, 0, 0), *ends, width + 2)
    pygame.draw.line(surface, colour, *ends, width)


def weapon_note(view: ViewState, x: int, y: int) -> str:
    """For the hover read-out: whose weapon lies on this square ('' for none)."""
    owners = [view.creatures[o].name if o in view.creatures else o
              for o, at in view.loose_weapons.items() if at[:2] == (x, y)]
    return " · ".join(f"{name}'s weapon lies here" for name in owners)
