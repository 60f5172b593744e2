"""How a group that shares one bar (a Draw Steel minion squad) reads as a group on the board.

Every member always wears the group's lettered badge, in a colour of its own so two squads
never look alike; the group's captain wears the same letter under a gold crown. When the
pointer rests on a member or the captain, or one of them is taking its turn, the whole group
lights up: a ring in the group's colour round each of them and a thin line from the one in
focus to each of the others, so members standing apart are seen to belong together.
"""
from __future__ import annotations

from typing import Iterable

import pygame

from ..view import CreatureView
from .palette import mix

Colour = tuple[int, int, int]
SQUAD_COLOURS: tuple[Colour, ...] = ((120, 60, 150), (30, 130, 120), (190, 110, 20), (40, 90, 170),
                                     (150, 50, 90), (90, 110, 40))
"""One colour a squad letter, in turn (A purple, B teal, C amber ...)."""
LINK_EDGE: Colour = (10, 10, 14)
CROWN: Colour = (255, 206, 84)


def squad_colour(tag: str) -> Colour:
    """The colour of the squad with this letter."""
    index = (ord(tag[:1].upper()) - ord("A")) if tag else 0
    return SQUAD_COLOURS[index % len(SQUAD_COLOURS)]


def squad_light(tag: str) -> Colour:
    """The squad's colour lightened, for the rings and lines that stand out on any ground."""
    return mix(squad_colour(tag), (255, 255, 255), 0.35)


def group_of(c: CreatureView) -> str:
    """The group a creature fights in or leads ('' for none)."""
    return c.vitals.group or c.vitals.leads


def focus_member(creatures: Iterable[CreatureView], hover: str, current: str) -> CreatureView | None:
    """The creature under the pointer if it fights in or leads a group, else the one whose turn
    it is if it does; None when neither does."""
    by_id = {c.id: c for c in creatures}
    for cid in (hover, current):
        c = by_id.get(cid)
        if c is not None and group_of(c) and not c.dead:
            return c
    return None


def members(creatures: Iterable[CreatureView], group: str, side: str) -> list[CreatureView]:
    """The living creatures of one side that fight in or lead `group`."""
    return [c for c in creatures if group and group_of(c) == group and c.side == side and not c.dead]


def draw_links(surface: pygame.Surface, hub: tuple[int, int], spokes: list[tuple[int, int]],
               colour: Colour, cell: int) -> None:
    """Thin lines from the member in focus to each other member, under the tokens."""
    width = max(2, cell // 20)
    for end in spokes:
        pygame.draw.line(surface, LINK_EDGE, hub, end, width + 2)
    for end in spokes:
        pygame.draw.line(surface, colour, hub, end, width)


def crown(surface: pygame.Surface, midbottom: tuple[int, int], width: int) -> None:
    """A small gold crown standing on `midbottom`: the captain's mark over its squad letter."""
    x, y = midbottom
    w, h = max(6, width), max(4, width * 3 // 5)
    left, right, top = x - w // 2, x + w // 2, y - h
    points = [(left, y), (left, top), (left + w // 4, y - h // 2), (x, top - 1), (right - w // 4, y - h // 2),
              (right, top), (right, y)]
    pygame.draw.polygon(surface, CROWN, points)
    pygame.draw.polygon(surface, LINK_EDGE, points, 1)
