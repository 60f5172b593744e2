"""The small shape at a token's upper right that names its side without colour (the
colour-blind-safe palette's square and triangle, game/settings_palette.py)."""
from __future__ import annotations

import pygame


def side_marker(out: pygame.Surface, shape: str, colour, diameter: int) -> None:
    """A small shape at the upper right of `out` naming its side without colour, sized for a
    token `diameter` across."""
    r = max(4, diameter // 7)
    cx, cy = out.get_width() - r - 1, r + 1
    if shape == "triangle":
        points = [(cx, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    else:
        points = [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    pygame.draw.polygon(out, colour, points)
    pygame.draw.polygon(out, (255, 255, 255), points, max(1, r // 3))
