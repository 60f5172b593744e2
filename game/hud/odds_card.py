"""The odds card over the board: an ability's roll, and against each target its edges and banes
(or the ruleset's own word for the net modifier, such as "enhanced"), why, and each tier's
chance and outcome, or, for a ruleset without tiers, its bands of outcomes ("Wound 25%"), all as
the ruleset's forecast gives them."""
from __future__ import annotations

import pygame

from rules.core.forecast import AbilityPreview, TargetOdds

from ..render import palette
from ..render.text import rounded_box, text

NET_WORDS = {2: "double edge", 1: "edge", 0: "no edge or bane", -1: "bane", -2: "double bane"}
TIER_COLOURS = {1: (170, 120, 90), 2: (200, 170, 80), 3: (110, 200, 120)}
BAND_COLOURS = ((140, 160, 180), (215, 195, 95), (240, 150, 60), (240, 105, 60), (235, 65, 65), (215, 45, 110))
"""Bar colours of a ruleset's outcome bands, in the order it lists them (from the mildest
outcome to the worst, a ramp from grey to crimson, spread over however many it gives)."""


def band_colour(i: int, n: int) -> tuple[int, int, int]:
    """The colour of band `i` of `n`: the first takes the ramp's mildest colour, the last its
    worst, those between are spread evenly."""
    last = len(BAND_COLOURS) - 1
    return BAND_COLOURS[0 if n <= 1 else round(i * last / (n - 1))]
GOOD, BAD = (140, 230, 150), (255, 150, 140)


def modifier_words(t: TargetOdds) -> str:
    """The net modifier against a target: the ruleset's word when it gives one, else the edges
    and banes."""
    if t.modifier:
        return t.modifier
    net = min(t.edges, 2) - min(t.banes, 2)
    return NET_WORDS[max(-2, min(2, net))]


DROP_FLAGS = ("KILL", "DOWN")
"""Flags a ruleset puts on a tier that takes the target out (`TargetOdds.drops`)."""


def outcome_rows(t: TargetOdds, rolls: bool) -> list[tuple[str, float, str, tuple]]:
    """(label, chance, outcome, colour) of each bar drawn for a target: its bands when the
    ruleset gives them, else its three tiers (none when nothing is rolled)."""
    if t.bands:
        return [(label, chance, outcome, band_colour(i, len(t.bands)))
                for i, (label, chance, outcome) in enumerate(t.bands)]
    if not rolls:
        return []
    flags = t.drops or ("",) * len(t.outcomes)
    return [(f"T{tier}", chance, f"{outcome} - {flag}" if flag else outcome, TIER_COLOURS[tier])
            for tier, (chance, outcome, flag) in enumerate(zip(t.chances, t.outcomes, flags), start=1)]


def draw_odds(surface: pygame.Surface, view: pygame.Rect, odds: AbilityPreview, locked: bool) -> None:
    """Draw the card in the bottom-left corner of the board's viewport `view`."""
    lines: list[tuple[str, int, tuple, bool]] = [(odds.name + ("  (selected)" if locked else ""), 16, palette.GOLD, True),
                                                 (odds.roll, 13, palette.TEXT_DIM, False)]
    if odds.always:
        lines.append((odds.always, 13, palette.TEXT, False))
    width = 460
    height = 14 + sum(line[1] + 6 for line in lines)
    for t in odds.targets:
        height += 24 + 16 * len(t.reasons) + 22 * len(outcome_rows(t, odds.rolls)) + 6
    rect = pygame.Rect(view.x + 10, view.bottom - height - 10, width, height)
    surface.blit(rounded_box(rect.w, rect.h, (12, 14, 20, 235), 8, (255, 206, 84, 255)), rect)
    y = rect.y + 8
    for value, size, colour, bold in lines:
        surface.blit(text(value[:70], size, colour, bold), (rect.x + 10, y))
        y += size + 6
    for t in odds.targets:
        surface.blit(text(f"vs {t.name}: {modifier_words(t)}", 14, palette.TEXT, True), (rect.x + 10, y))
        y += 22
        for why in t.reasons:
            colour = GOOD if why.startswith("+") else BAD if why.startswith("-") else palette.TEXT_DIM
            surface.blit(text(why[:72], 12, colour), (rect.x + 18, y))
            y += 16
        rows = outcome_rows(t, odds.rolls)
        label_w = max((text(r[0], 13, palette.TEXT, True).get_width() for r in rows), default=0)
        for label, chance, outcome, colour in rows:
            _bar(surface, rect.x + 10, y, label, label_w, chance, outcome, colour, rect.right - 10)
            y += 22
        y += 6


def _bar(surface: pygame.Surface, x: int, y: int, label: str, label_w: int, chance: float, outcome: str,
         colour: tuple, right: int) -> None:
    """One outcome: its label, a bar as long as its chance, the percentage and what happens."""
    surface.blit(text(label, 13, palette.TEXT, True), (x, y + 1))
    bar = pygame.Rect(x + max(26, label_w + 8), y + 4, 90, 12)
    pygame.draw.rect(surface, (40, 40, 48), bar)
    pygame.draw.rect(surface, colour, (bar.x, bar.y, int(bar.w * max(0.0, min(1.0, chance))), bar.h))
    surface.blit(text(f"{round(chance * 100)}%", 13, palette.TEXT, True), (bar.right + 6, y + 1))
    words, flag = outcome, ""
    for word in DROP_FLAGS:
        if outcome.endswith(f" - {word}"):
            words, flag = outcome[: -len(word) - 3], word
    if flag:  # the tier that takes the target out, in red at the right edge
        badge = text(flag, 12, BAD, True)
        right -= badge.get_width() + 6
        surface.blit(badge, (right + 6, y + 2))
    room = right - (bar.right + 48)
    while words and text(words, 12, palette.TEXT_DIM).get_width() > room:
        words = words[:-2] + "…" if len(words) > 2 else ""
    if words:
        surface.blit(text(words, 12, palette.TEXT_DIM), (bar.right + 48, y + 2))
