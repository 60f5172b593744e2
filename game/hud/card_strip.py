"""The card strip: a ruleset's turn order (`Ruleset.turn_strip`) drawn as a row of small cards
across the top of the board. Each card shows its number, who acts on it (a group sharing one
card once, "x3"), and where the round is: cards already played are dimmed with a tick, the card
being played is lifted with a gold edge, those to come wait in full colour. Creatures out of
the fight are struck through. Nothing is drawn for a ruleset that gives no strip."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

import pygame

from rules.core.ruleset import StripCard

from ..render import palette
from ..render.text import rounded_box, text
from ..view import ViewState

CARD_W, CARD_H, GAP = 66, 46, 4
LIFT = 5
"""Pixels the card being played stands above the others."""
NAME_LEN = 9


@dataclass(frozen=True)
class StripEntry:
    """One card as drawn: its number, a short name of who holds it, their side, how many of
    them are still in the fight, and the card's state ("done", "now", "waiting")."""
    number: int
    name: str
    side: str
    count: int
    standing: int
    state: str
    names: str


def short_name(name: str, first_side: bool) -> str:
    """A name that fits on a card: no trailing number, and when long, a hero's first word or a
    creature's last word ("Brannoc Vey" -> "Brannoc", "Tavern Bruiser 2" -> "Bruiser")."""
    base = re.sub(r"\s+\d+$", "", name).strip()
    if len(base) <= NAME_LEN:
        return base
    words = base.split()
    word = words[0] if first_side else words[-1]
    return word if len(word) <= NAME_LEN else word[:NAME_LEN - 1] + "."


def strip_entries(cards: Sequence[StripCard], view: ViewState, first_side: str) -> list[StripEntry]:
    """The cards as the strip draws them, read against the view (names, sides, who is out)."""
    out = []
    for card in cards:
        shown = [view.creatures[cid] for cid in card.holders if cid in view.creatures]
        if not shown:
            continue
        lead = shown[0]
        standing = sum(1 for c in shown if not c.out)
        out.append(StripEntry(card.number, short_name(lead.name, lead.side == first_side), lead.side,
                              len(shown), standing, card.state, ", ".join(c.name for c in shown)))
    return out


def strip_rects(entries: Sequence[StripEntry], area: pygame.Rect) -> list[pygame.Rect]:
    """Where each card goes: a row from the board's top-left corner, narrower cards when many."""
    n = max(1, len(entries))
    width = max(40, min(CARD_W, (area.w - 16 - GAP * n) // n))
    return [pygame.Rect(area.x + 8 + i * (width + GAP), area.y + 6 + LIFT, width, CARD_H)
            for i in range(len(entries))]


def draw_card_strip(surface: pygame.Surface, area: pygame.Rect, entries: Sequence[StripEntry]) -> list[pygame.Rect]:
    """Draw the strip inside the board's viewport `area`; returns each card's rectangle."""
    rects = strip_rects(entries, area)
    for entry, rect in zip(entries, rects):
        _card(surface, entry, rect.move(0, -LIFT) if entry.state == "now" else rect)
    return rects


def _card(surface: pygame.Surface, e: StripEntry, rect: pygame.Rect) -> None:
    side = palette.side_colour(e.side)
    done, now = e.state == "done", e.state == "now"
    face = (44, 44, 52, 215) if done else (26, 28, 36, 240)
    edge = (*palette.GOLD, 255) if now else (*palette.shade(side, 0.55 if done else 1.0), 255)
    surface.blit(rounded_box(rect.w, rect.h, face, 6, edge), rect)
    if now:
        pygame.draw.rect(surface, palette.GOLD, rect, 2, border_radius=6)
    pygame.draw.rect(surface, palette.shade(side, 0.5 if done else 1.0), (rect.x + 3, rect.y + 3, 4, rect.h - 6),
                     border_radius=2)
    number = text(str(e.number), 20, palette.TEXT_DIM if done else palette.GOLD if now else palette.TEXT, True)
    surface.blit(number, (rect.x + 11, rect.y + 1))
    if e.count > 1:
        many = text(f"{e.standing}/{e.count}" if e.standing < e.count else f"x{e.count}", 12, palette.TEXT, True)
        surface.blit(many, (rect.right - many.get_width() - 5, rect.y + 5))
    if done:
        _tick(surface, rect.right - 14, rect.y + 26)
    name = text(e.name, 11, palette.TEXT_DIM if done or not e.standing else palette.TEXT)
    spot = (rect.x + 9, rect.bottom - name.get_height() - 3)
    surface.blit(name, spot)
    if not e.standing:
        y = spot[1] + name.get_height() // 2
        pygame.draw.line(surface, (235, 90, 80), (spot[0] - 1, y), (spot[0] + name.get_width() + 1, y), 2)


def _tick(surface: pygame.Surface, x: int, y: int) -> None:
    pygame.draw.lines(surface, (130, 220, 140), False, [(x, y), (x + 4, y + 4), (x + 10, y - 4)], 2)


def card_at(entries: Sequence[StripEntry], rects: Sequence[pygame.Rect], pos: tuple[int, int]) -> StripEntry | None:
    """The card under a point (for its tooltip), if any."""
    for entry, rect in zip(entries, rects):
        if rect.inflate(0, LIFT * 2).collidepoint(pos):
            return entry
    return None


def card_tooltip(e: StripEntry) -> str:
    """What hovering a card tells: its number, who holds it, and where the round is."""
    when = {"done": "has acted this round", "now": "acting now", "waiting": "still to act"}.get(e.state, "")
    out = f" ({e.count - e.standing} out of the fight)" if e.standing < e.count else ""
    return f"<b>Card {e.number}</b>: {e.names}{out}<br>{when}"


class CardStrip:
    """The strip on the battle screen: read from the battle whenever no animation is running
    (so it never runs ahead of what the board shows), drawn every frame."""

    def __init__(self) -> None:
        self.entries: list[StripEntry] = []
        self.rects: list[pygame.Rect] = []

    def draw(self, surface: pygame.Surface, area: pygame.Rect, battle, view: ViewState, busy: bool) -> None:
        if not busy:
            cards = battle.rules.turn_strip(battle)
            self.entries = strip_entries(cards, view, battle.sides[0]) if cards else []
        self.rects = draw_card_strip(surface, area, self.entries) if self.entries else []

    def tooltip_at(self, pos: tuple[int, int]) -> str:
        found = card_at(self.entries, self.rects, pos)
        return card_tooltip(found) if found is not None else ""
