"""Before the roll: where each power-roll tier's forced movement could leave a target (issue 20
point 1, as Into the Breach shows a push before the attack). The rules play every way of
carrying out each tier's move (`TargetOdds.forces`); this only draws the ends.

Each end square shows the lowest tier that can put the target there ("T2"); an end that costs
the target something (a fall, a slam, damaging ground, its death) is drawn in the danger colour
with the worst of it in words ("fall 4", "dies")."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from rules.core import forecast as pv

from . import palette
from .text import label

TIER_COLOURS = {1: (200, 200, 200), 2: (255, 206, 84), 3: (120, 230, 140)}


@dataclass
class ForceEnd:
    """One square a tier's forced move can end on."""
    end: tuple[int, int, int]
    tier: int
    n: int
    harm: str
    """What it costs the moved creature in a word or two; '' for nothing."""


def force_ends(odds: pv.TargetOdds, n: int) -> list[ForceEnd]:
    """Every end of the target's forced moves over the tiers, each at the lowest tier that
    reaches it, with the worst outcome any tier's move there has."""
    found: dict[tuple[int, int], ForceEnd] = {}
    for tier, previews in enumerate(odds.forces, 1):
        for p in previews:
            key = (p.end[0], p.end[1])
            harm = _harm(p)
            seen = found.get(key)
            if seen is None:
                found[key] = ForceEnd(tuple(p.end), tier, n, harm)  # type: ignore[arg-type]
            elif harm and not seen.harm:
                seen.harm = harm
    return list(found.values())


def _harm(p: pv.ForcePreview) -> str:
    if p.target in p.deaths:
        return "dies"
    if p.fall is not None and p.fall[0]:
        return f"fall {p.fall[0]}"
    if p.slams:
        return "slam"
    if p.damage.get(p.target, 0):
        return f"{p.damage[p.target]} dmg"
    return ""


def draw(surface: pygame.Surface, camera, ends: list[ForceEnd]) -> None:
    """A ring on each end square, in its tier's colour (danger red when it costs the target),
    with the tier and any harm in words."""
    size = max(11, min(14, camera.cell // 3))
    for e in sorted(ends, key=lambda e: (bool(e.harm), -e.tier)):
        rect = camera.cell_rect(e.end[0], e.end[1], e.n).inflate(-camera.cell // 3, -camera.cell // 3)
        colour = palette.DANGER if e.harm else TIER_COLOURS.get(e.tier, palette.FORCE)
        pygame.draw.ellipse(surface, (0, 0, 0), rect.inflate(4, 4), 2)
        pygame.draw.ellipse(surface, colour, rect, 2)
        caption = f"T{e.tier}" + (f" {e.harm}" if e.harm else "")
        label(surface, caption, rect.center, size, colour)
