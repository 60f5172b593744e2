"""The odds card over the board: an ability's roll, and against each target its edges and banes,
why, and each tier's chance and outcome, all as the ruleset's forecast gives them."""
from __future__ import annotations

import pygame

from rules.core.forecast import AbilityPreview

from ..render import palette
from ..render.text import rounded_box, text

NET_WORDS = {2: "double edge", 1: "edge", 0: "no edge or bane", -1: "bane", -2: "double bane"}
TIER_COLOURS = {1: (170, 120, 90), 2: (200, 170, 80), 3: (110, 200, 120)}


def draw_odds(surface: pygame.Surface, view: pygame.Rect, odds: AbilityPreview, locked: bool) -> None:
    """Draw the card in the bottom-left corner of the board's viewport `view`."""
    lines: list[tuple[str, int, tuple, bool]] = [(odds.name + ("  (selected)" if locked else ""), 16, palette.GOLD, True),
                                                 (odds.roll, 13, palette.TEXT_DIM, False)]
    if odds.always:
        lines.append((odds.always, 13, palette.TEXT, False))
    width = 460
    height = 14 + sum(line[1] + 6 for line in lines)
    for t in odds.targets:
        height += 24 + 16 * len(t.reasons) + (3 * 22 if odds.rolls else 0) + 6
    rect = pygame.Rect(view.x + 10, view.bottom - height - 10, width, height)
    surface.blit(rounded_box(rect.w, rect.h, (12, 14, 20, 235), 8, (255, 206, 84, 255)), rect)
    y = rect.y + 8
    for value, size, colour, bold in lines:
        surface.blit(text(value[:70], size, colour, bold), (rect.x + 10, y))
        y += size + 6
    for t in odds.targets:
        net = min(t.edges, 2) - min(t.banes, 2)
        state = NET_WORDS[max(-2, min(2, net))]
        surface.blit(text(f"vs {t.name}: {state}", 14, palette.TEXT, True), (rect.x + 10, y))
        y += 22
        for why in t.reasons:
            colour = (140, 230, 150) if why.startswith("+") else (255, 150, 140)
            surface.blit(text(why[:72], 12, colour), (rect.x + 18, y))
            y += 16
        if odds.rolls:
            for tier, (chance, outcome) in enumerate(zip(t.chances, t.outcomes), start=1):
                _tier_bar(surface, rect.x + 10, y, tier, chance, outcome)
                y += 22
        y += 6


def _tier_bar(surface: pygame.Surface, x: int, y: int, tier: int, chance: float, outcome: str) -> None:
    surface.blit(text(f"T{tier}", 13, palette.TEXT, True), (x, y + 1))
    bar = pygame.Rect(x + 26, y + 4, 90, 12)
    pygame.draw.rect(surface, (40, 40, 48), bar)
    pygame.draw.rect(surface, TIER_COLOURS[tier], (bar.x, bar.y, int(bar.w * chance), bar.h))
    surface.blit(text(f"{round(chance * 100)}%", 13, palette.TEXT, True), (bar.right + 6, y + 1))
    surface.blit(text(outcome[:48], 12, palette.TEXT_DIM), (bar.right + 48, y + 2))
