"""Colours shared by the board, the tokens and the interface."""
from __future__ import annotations

Colour = tuple[int, int, int]

SIDE_COLOURS: dict[str, Colour] = {"heroes": (64, 156, 255), "monsters": (232, 72, 64)}
SIDE_DARK: dict[str, Colour] = {"heroes": (22, 58, 110), "monsters": (104, 26, 24)}
SIDE_NAMES: dict[str, str] = {"heroes": "Heroes", "monsters": "Monsters"}
SIDE_MARKERS: dict[str, str] = {}
"""Side -> a shape drawn on its tokens ("square", "triangle"); empty unless the colour-blind
palette is chosen (game.settings_palette)."""
NEUTRAL: Colour = (200, 200, 200)

BACKDROP: Colour = (18, 20, 26)
PANEL: Colour = (28, 31, 40)
TEXT: Colour = (232, 232, 236)
TEXT_DIM: Colour = (150, 154, 166)
GOLD: Colour = (255, 206, 84)
CURRENT: Colour = (255, 214, 90)

TERRAIN: dict[str, Colour] = {
    "floor": (150, 143, 128),
    "dirt": (140, 120, 94),
    "grass": (96, 128, 70),
    "sand": (190, 170, 120),
    "rubble": (128, 118, 104),
    "wall": (92, 90, 98),
    "stone": (120, 118, 122),
    "wood": (136, 100, 64),
    "metal": (112, 120, 130),
    "water": (60, 110, 150),
    "embers": (120, 60, 40),
    "lava": (170, 60, 20),
    "acid": (90, 140, 40),
    "ice": (190, 215, 230),
    "mud": (94, 78, 56),
}
MATERIAL_FALLBACK: dict[str, Colour] = {"stone": (140, 136, 128), "dirt": (132, 104, 72),
                                        "wood": (136, 100, 64), "metal": (112, 120, 130)}
WATER: Colour = (48, 112, 168)
DAMAGE_GLOW: dict[str, Colour] = {"fire": (255, 120, 40), "acid": (150, 230, 60),
                                  "cold": (150, 210, 255), "lightning": (255, 240, 120),
                                  "poison": (150, 220, 90), "corruption": (170, 90, 200)}
DAMAGE_GLOW_DEFAULT: Colour = (255, 90, 90)

OBJECT_COLOURS: dict[str, Colour] = {"glass": (170, 220, 240), "wood": (150, 104, 58),
                                     "stone": (150, 146, 140), "metal": (110, 118, 128)}

REACH: Colour = (90, 200, 255)
REACH_FAR: Colour = (255, 176, 60)
REACH_SECOND: Colour = (185, 230, 255)
"""The pale rest of a turn's two-move range (a second move paid with the main action)."""
PATH: Colour = (255, 255, 255)
TARGET: Colour = (255, 84, 84)
ALLY_TARGET: Colour = (110, 230, 140)
AREA: Colour = (255, 140, 60)
FORCE: Colour = (200, 120, 255)
DANGER: Colour = (255, 60, 60)
ZONE: Colour = (255, 140, 40)
"""Lingering areas left by abilities (embers and the like)."""

CONDITION_COLOURS: dict[str, Colour] = {
    "prone": (220, 180, 80), "slowed": (90, 170, 255), "dazed": (210, 140, 255),
    "weakened": (170, 170, 170), "frightened": (255, 230, 120), "taunted": (255, 120, 80),
    "grabbed": (120, 220, 200), "restrained": (60, 200, 160), "bleeding": (220, 40, 60),
    "surprised": (255, 255, 255), "invisible": (190, 200, 255),
}
CONDITION_GLYPHS: dict[str, str] = {
    "prone": "Pr", "slowed": "Sl", "dazed": "Dz", "weakened": "Wk", "frightened": "Fr",
    "taunted": "Ta", "grabbed": "Gr", "restrained": "Rs", "bleeding": "Bl", "surprised": "Su",
    "invisible": "In",
}
HIDDEN: Colour = (170, 180, 220)
"""Badge and floating text for hidden creatures."""
FOG: tuple[int, int, int, int] = (200, 205, 215, 110)
"""The pale wash over squares that conceal (fog, darkness, smoke)."""


def shade(colour: Colour, factor: float) -> Colour:
    """Brighten (factor > 1) or darken (factor < 1) a colour, clamped to 0..255."""
    return tuple(max(0, min(255, int(c * factor))) for c in colour)  # type: ignore[return-value]


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """Blend from a (t=0) to b (t=1)."""
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


def side_colour(side: str) -> Colour:
    return SIDE_COLOURS.get(side, NEUTRAL)
