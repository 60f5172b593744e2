"""The colour-blind-safe palette: side colours that differ in brightness as well as hue (a pale
sky blue against a dark vermilion, from the Okabe-Ito set, told apart by red-green colour-blind
players and in greyscale), and a shape marker on every token (a square for the first side, a
triangle for the second), so a side can be read without colour at all.

`apply(colour_blind)` switches the shared palette (`game.render.palette`) in place, so every
drawing that asks `palette.side_colour` follows, and drops the token pictures drawn so far.
"""
from __future__ import annotations

from .render import palette

Colour = tuple[int, int, int]

STANDARD_COLOURS: dict[str, Colour] = dict(palette.SIDE_COLOURS)
STANDARD_DARK: dict[str, Colour] = dict(palette.SIDE_DARK)
SAFE_COLOURS: dict[str, Colour] = {"heroes": (140, 210, 250), "monsters": (190, 64, 0)}
SAFE_DARK: dict[str, Colour] = {"heroes": (40, 92, 130), "monsters": (92, 36, 0)}
SAFE_MARKERS: dict[str, str] = {"heroes": "square", "monsters": "triangle"}


def luminance(colour: Colour) -> float:
    """Relative luminance (0 black .. 1 white), as WCAG defines it."""
    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def apply(colour_blind: bool) -> None:
    """Use the colour-blind-safe palette (True) or the standard one."""
    palette.SIDE_COLOURS.clear()
    palette.SIDE_COLOURS.update(SAFE_COLOURS if colour_blind else STANDARD_COLOURS)
    palette.SIDE_DARK.clear()
    palette.SIDE_DARK.update(SAFE_DARK if colour_blind else STANDARD_DARK)
    palette.SIDE_MARKERS.clear()
    if colour_blind:
        palette.SIDE_MARKERS.update(SAFE_MARKERS)
    from .render.tokens import token_image
    token_image.cache_clear()
