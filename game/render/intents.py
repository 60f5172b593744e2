"""Declared intents on the board: a dashed white arrow (amber for a dash) to the square a
creature will move to (its footprint outlined there in its side's colour), then an arrow from where it will stand to whoever it aims at (red for
an attack, violet with a star icon for a spell, green for help, amber for a grapple, shove or disarm), or a round
icon at its square for an action aimed at nobody (dodge, disengage, hide, dash ...), each with a
short caption. A preview (an option in focus, not yet declared) is drawn thinner."""
from __future__ import annotations

import math
from typing import Iterable

import pygame

from ..intents import Intent
from ..view import ViewState
from . import palette
from .text import label

FAMILY_COLOURS = {"attack": (255, 84, 72), "spell": (196, 128, 255), "ally": (110, 230, 140),
                  "stunt": (255, 176, 60), "self": (235, 235, 245)}
ICON_GLYPHS = {"dodge": "D", "disengage": "X", "hide": "H", "dash": ">>", "pick_up": "W",
               "ready": "R", "improvise": "?", "cast": "*"}


def _centre(x: float, y: float, n: int) -> tuple[float, float]:
    return (x + n / 2, y + n / 2)


def _arrow(surface: pygame.Surface, camera, a: tuple[float, float], b: tuple[float, float], colour,
           width: int, dashed: bool, gap: float) -> None:
    """An arrow between two board points, stopping `gap` squares short of the end."""
    (ax, ay), (bx, by) = camera.to_screen(*a), camera.to_screen(*b)
    length = math.hypot(bx - ax, by - ay)
    if length < 4:
        return
    ux, uy = (bx - ax) / length, (by - ay) / length
    short = min(length * 0.5, gap * camera.cell)
    ex, ey = bx - ux * short, by - uy * short
    head = max(8, camera.cell // 4)
    body_end = (ex - ux * head * 0.8, ey - uy * head * 0.8)
    for w, c in ((width + 3, (0, 0, 0)), (width, colour)):
        if dashed:
            _dashes(surface, c, (ax, ay), body_end, w, max(6, camera.cell // 5))
        else:
            pygame.draw.line(surface, c, (ax, ay), body_end, w)
    tip = [(ex, ey), (ex - ux * head - uy * head * 0.55, ey - uy * head + ux * head * 0.55),
           (ex - ux * head + uy * head * 0.55, ey - uy * head - ux * head * 0.55)]
    pygame.draw.polygon(surface, (0, 0, 0), tip, 0)
    pygame.draw.polygon(surface, colour, [(x - ux * 1.5, y - uy * 1.5) for x, y in tip], 0)


def _dashes(surface: pygame.Surface, colour, a, b, width: int, step: int) -> None:
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    if length < 1:
        return
    n = max(1, int(length // step))
    for i in range(0, n, 2):
        t0, t1 = i / n, min(1.0, (i + 1) / n)
        pygame.draw.line(surface, colour, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                         (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), width)


def _icon(surface: pygame.Surface, camera, at: tuple[float, float], glyph: str, colour) -> None:
    cx, cy = camera.to_screen(*at)
    r = max(9, camera.cell // 4)
    pygame.draw.circle(surface, (0, 0, 0), (cx, cy), r + 2)
    pygame.draw.circle(surface, palette.shade(colour, 0.45), (cx, cy), r)
    pygame.draw.circle(surface, colour, (cx, cy), r, 2)
    label(surface, glyph, (cx, cy), max(10, r), colour, (0, 0, 0, 0))


def draw_intents(surface: pygame.Surface, camera, view: ViewState, intents: Iterable[Intent],
                 captions: dict[str, str]) -> None:
    """Every intent's arrows and icons, then their captions on top, each just above the square the
    creature will act from (keyed by creature id; a preview's caption by 'preview')."""
    later: list[tuple[str, tuple[float, float], tuple[int, int, int]]] = []
    for intent in intents:
        c = view.creatures.get(intent.creature)
        if c is None or c.dead:
            continue
        n = c.squares
        width = max(2, camera.cell // (16 if intent.preview else 11))
        start = _centre(c.x, c.y, n)
        stand = _centre(intent.to[0], intent.to[1], n) if intent.to is not None else start
        if intent.to is not None:
            _move(surface, camera, intent, start, n, width)
        colour = FAMILY_COLOURS[intent.family]
        target = view.creatures.get(intent.target) if intent.family != "self" else None
        if target is not None:
            end = _centre(target.x, target.y, target.squares)
            _arrow(surface, camera, stand, end, colour, width + 1, intent.preview, 0.42)
            if intent.family == "spell":  # a spell also wears its icon, half way along
                _icon(surface, camera, ((stand[0] + end[0]) / 2, (stand[1] + end[1]) / 2), "*", colour)
        elif intent.action or intent.dash:
            glyph = ICON_GLYPHS.get(intent.action or "dash", intent.action[:1].upper())
            _icon(surface, camera, (stand[0] + n * 0.32, stand[1] - n * 0.32), glyph, colour)
        words = captions.get("preview" if intent.preview else intent.creature, "")
        if words:
            later.append((words, (stand[0], stand[1] - n / 2 - 0.05), colour))
    size = max(11, min(14, camera.cell // 4))
    for words, (x, y), colour in later:
        label(surface, words, camera.to_screen(x, y), size, colour)


def _move(surface: pygame.Surface, camera, intent: Intent, start: tuple[float, float], n: int,
          width: int) -> None:
    """A dashed white arrow (amber for a dash) to the space the creature will stand on (`n`
    squares a side), outlined in its side's colour."""
    x, y = intent.to[0], intent.to[1]  # type: ignore[index]
    rect = camera.cell_rect(x, y, n).inflate(-4, -4)
    side = palette.side_colour(intent.side)
    pygame.draw.rect(surface, (0, 0, 0), rect, 4, border_radius=6)
    pygame.draw.rect(surface, side, rect, 2, border_radius=6)
    colour = palette.REACH_FAR if intent.dash else palette.PATH
    _arrow(surface, camera, start, _centre(x, y, n), colour, max(2, width - 1), True, 0.3)
