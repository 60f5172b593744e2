"""The roster in the side panel: both sides' creatures with their health bars, who has acted and
whose turn it is, drawn from the view as one picture. A creature whose ruleset gives badges
("STR d8", "Armor 1") gets a taller row with them on a second line; one that fled or
surrendered is marked so, not as dead."""
from __future__ import annotations

import pygame

from ..render import palette
from ..render.text import rounded_box, text
from ..render.tokens import token_image
from ..view import CreatureView, ViewState

ROW = 24
"""Height of one creature's row, in pixels."""
BADGE_LINE = 12
"""Extra height of a row that shows badges under the name."""


def row_height(c: CreatureView, lined: bool = True) -> int:
    return ROW + (BADGE_LINE if lined and c.vitals.badges else 0)


def badge_lines(view: ViewState, sides: list[str], height: int) -> frozenset[str]:
    """Whose rows show their badges: everyone's when the picture has room for every row so,
    else only the row of the creature whose turn it is, else nobody's (the tooltip still
    shows them): a creature's row is never pushed out of the picture by badges."""
    members = [c for c in view.creatures.values() if c.side in sides]
    plain = 8 + len(sides) * 28 + ROW * len(members)
    everyone = frozenset(c.id for c in members if c.vitals.badges)
    for lined in (everyone, everyone & {view.current}):
        if plain + BADGE_LINE * len(lined) <= height:
            return lined
    return frozenset()


def rows_needed(view: ViewState) -> int:
    """How many plain rows' height the roster needs to show every creature."""
    return -(-sum(row_height(c) for c in view.creatures.values()) // ROW)


def status_tag(c: CreatureView) -> str:
    """The word shown instead of the bar's value once a creature is out of the fight."""
    if c.dead:
        return "dead"
    if c.left:
        return c.left
    return "KO" if c.unconscious else ""


def roster_key(view: ViewState) -> tuple:
    """Everything about the creatures the picture shows (it is redrawn when this changes)."""
    return tuple((c.id, c.vitals, c.dead, c.unconscious, c.left) for c in view.creatures.values())


def render_roster(size: tuple[int, int], view: ViewState, sides: list[str], who: dict[str, str],
                  selectable: frozenset[str], focus: frozenset[str]
                  ) -> tuple[pygame.Surface, list[tuple[pygame.Rect, str]]]:
    """The roster picture of this size, and each row's rectangle (in the picture) with its
    creature id."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    lined = badge_lines(view, sides, size[1])
    x0, y = 8, 8
    rows: list[tuple[pygame.Rect, str]] = []
    for side in sides:
        members = [c for c in view.creatures.values() if c.side == side]
        standing = sum(1 for c in members if not c.out)
        head = f"{palette.SIDE_NAMES.get(side, side)} ({who.get(side, '')}) {standing}/{len(members)}"
        image.blit(text(head, 15, palette.side_colour(side), True), (x0, y))
        y += 24
        for c in members:
            tall = c.id in lined
            rect = pygame.Rect(x0 - 4, y - 1, size[0] - 14, row_height(c, tall) - 2)
            if rect.bottom > image.get_height():
                break
            rows.append((rect, c.id))
            _row(image, view, c, rect, c.id in selectable, c.id in focus, tall)
            y += row_height(c, tall)
        y += 4
    return image, rows


def _row(surface: pygame.Surface, view: ViewState, c: CreatureView, rect: pygame.Rect,
         selectable: bool, focused: bool, badges: bool = True) -> None:
    if c.id == view.current:
        surface.blit(rounded_box(rect.w, rect.h, (255, 206, 84, 60), 4), rect)
    elif focused:
        surface.blit(rounded_box(rect.w, rect.h, (255, 255, 255, 50), 4), rect)
    elif selectable:
        surface.blit(rounded_box(rect.w, rect.h, (*palette.side_colour(c.side), 40), 4), rect)
    icon = token_image(c.template, c.name, c.side, 20, "grey" if c.out else "")
    surface.blit(icon, (rect.x + 4, rect.y + 1))
    colour = palette.TEXT_DIM if c.dead or c.left or c.id in view.acted else palette.TEXT
    name = c.name if len(c.name) <= 22 else c.name[:21] + "…"
    surface.blit(text(name, 13, colour), (rect.x + 28, rect.y + 3))
    bar = pygame.Rect(rect.right - 110, rect.y + 7, 62, 8)
    vitals = c.vitals
    if c.left:  # gone from the board: the word in place of the bar
        surface.blit(text(c.left, 12, colour, True), (bar.x, rect.y + 3))
    else:
        pygame.draw.rect(surface, (60, 20, 20), bar)
        frac = max(0.0, min(1.0, vitals.current / max(1, vitals.maximum)))
        fill = bar.copy()
        fill.w = int(bar.w * frac)
        pygame.draw.rect(surface, (70, 200, 90) if not c.worn else (230, 150, 40), fill)
        tag = status_tag(c) or f"{vitals.current}"
        surface.blit(text(tag, 12, colour), (rect.right - 44, rect.y + 3))
    if badges and vitals.badges:
        line = "  ".join(vitals.badges)
        while len(line) > 1 and text(line, 10, palette.TEXT_DIM).get_width() > rect.w - 34:
            line = line[:-2] + "…"
        surface.blit(text(line, 10, palette.TEXT_DIM), (rect.x + 28, rect.y + ROW - 5))
    if c.id in view.acted and not c.out:
        pygame.draw.lines(surface, (90, 190, 110), False,
                          [(rect.right - 14, rect.y + 11), (rect.right - 10, rect.y + 15), (rect.right - 3, rect.y + 6)], 2)
