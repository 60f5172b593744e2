"""Emblems of Cards & Zones' heroes, beasts and folk (its tavern bruiser and sea reavers are
drawn in three_dice.py). Each draws on a `Pen` in coordinates from 0 to 1; the portrait's disc
is the circle of radius 0.5 about the centre."""
from __future__ import annotations

import math

from .parts import DARK, STEEL, WOOD, arrow, big_head, hooded_face, spider, wolf_head
from .pen import Emblem, Pen


def _veteran(pen: Pen) -> None:
    """An old soldier's face in a mail coif, grey moustache and a scar across the cheek."""
    mail = (150, 154, 160)
    pen.poly([(0.22, 0.90), (0.24, 0.36), (0.36, 0.16), (0.64, 0.16), (0.76, 0.36), (0.78, 0.90)], mail)
    for y in (0.26, 0.40, 0.54, 0.68, 0.82):
        for k in range(6):
            pen.circle((0.28 + k * 0.088, y), 0.014, (110, 114, 120), 0)
    pen.ellipse((0.34, 0.28, 0.32, 0.42), (210, 160, 120))
    pen.circle((0.44, 0.44), 0.02, DARK, 0)
    pen.circle((0.56, 0.44), 0.02, DARK, 0)
    pen.poly([(0.38, 0.58), (0.50, 0.54), (0.62, 0.58), (0.60, 0.62), (0.50, 0.58), (0.40, 0.62)], (200, 200, 200), 4)
    pen.line((0.58, 0.38), (0.64, 0.54), (170, 90, 80), 0.014)


def _fen_hunter(pen: Pen) -> None:
    """A straw target with one arrow in its heart: she never misses twice."""
    for r, colour in ((0.34, (230, 220, 190)), (0.25, (200, 60, 50)), (0.16, (230, 220, 190)), (0.07, (200, 60, 50))):
        pen.circle((0.46, 0.54), r, colour, 6 if r > 0.3 else 0)
    arrow(pen, (0.86, 0.14), (0.50, 0.50), (170, 130, 80), (70, 130, 80))


def _scholar(pen: Pen) -> None:
    """An open book of lore with a flame leaping from its pages."""
    pen.poly([(0.50, 0.14), (0.62, 0.30), (0.60, 0.46), (0.50, 0.54), (0.40, 0.46), (0.38, 0.30), (0.46, 0.34)],
             (255, 130, 40))
    pen.poly([(0.50, 0.30), (0.56, 0.40), (0.50, 0.50), (0.44, 0.42)], (255, 220, 110), 0)
    pen.poly([(0.10, 0.56), (0.50, 0.62), (0.50, 0.86), (0.10, 0.80)], (236, 226, 200))
    pen.poly([(0.90, 0.56), (0.50, 0.62), (0.50, 0.86), (0.90, 0.80)], (226, 214, 186))
    for y in (0.66, 0.72):
        pen.line((0.16, y - 0.02), (0.44, y + 0.02), (140, 120, 100), 0.01)
        pen.line((0.56, y + 0.02), (0.84, y - 0.02), (140, 120, 100), 0.01)
    pen.thick((0.10, 0.84), (0.90, 0.84), (120, 60, 40), 0.04)


def _brawler(pen: Pen) -> None:
    """Two fists bound in dock rope, knuckles forward."""
    skin = (200, 140, 100)
    for x in (0.30, 0.70):
        pen.poly([(x - 0.16, 0.30), (x + 0.16, 0.30), (x + 0.18, 0.62), (x - 0.16, 0.64)], skin)
        for k in range(4):
            pen.line((x - 0.16 + k * 0.08, 0.30), (x - 0.16 + k * 0.08, 0.44), (150, 100, 70), 0.012)
        for y in (0.50, 0.58):
            pen.thick((x - 0.17, y), (x + 0.17, y + 0.02), (220, 200, 150), 0.04)
        pen.thick((x, 0.64), (x, 0.90), skin, 0.20)


def _grey_wolf(pen: Pen) -> None:
    """A grey pack wolf, pale-muzzled and amber-eyed."""
    wolf_head(pen, (150, 150, 156), (250, 180, 60), (210, 210, 214))


def _marsh_troll(pen: Pen) -> None:
    """A hulking bog troll: green hide, a long drooping nose and weed hanging from its brow."""
    big_head(pen, (90, 130, 80), (60, 90, 50), (255, 230, 80), (230, 220, 180))
    pen.poly([(0.46, 0.46), (0.54, 0.46), (0.58, 0.66), (0.50, 0.70), (0.42, 0.66)], (110, 150, 96), 5)
    for x in (0.30, 0.44, 0.58, 0.70):
        pen.stroke([(x, 0.18), (x - 0.02, 0.28), (x + 0.01, 0.34)], (60, 110, 50), 0.03, 0)


def _adder(pen: Pen) -> None:
    """A coiled marsh adder, head raised and tongue out."""
    scale = (110, 120, 60)
    for r, c in ((0.30, scale), (0.20, (140, 150, 80)), (0.10, scale)):
        pen.circle((0.50, 0.62), r, c, 6)
    pen.stroke([(0.62, 0.40), (0.60, 0.26), (0.50, 0.18)], scale, 0.10, 6)
    pen.ellipse((0.34, 0.10, 0.20, 0.14), (130, 140, 70))
    pen.circle((0.40, 0.15), 0.018, (255, 220, 60), 0)
    pen.stroke([(0.34, 0.18), (0.26, 0.20), (0.22, 0.16)], (220, 60, 70), 0.015, 0)
    for k in range(6):
        a = math.radians(k * 60)
        pen.circle((0.50 + 0.25 * math.cos(a), 0.62 + 0.25 * math.sin(a)), 0.025, (70, 60, 30), 0)


def _hearth_drake(pen: Pen) -> None:
    """A dog-sized oven lizard in profile, breathing a tongue of fire."""
    hide = (170, 80, 50)
    pen.poly([(0.10, 0.44), (0.22, 0.30), (0.44, 0.28), (0.58, 0.38), (0.52, 0.52), (0.30, 0.56), (0.14, 0.54)], hide)
    pen.poly([(0.30, 0.30), (0.34, 0.18), (0.40, 0.29)], hide, 5)
    pen.poly([(0.20, 0.32), (0.22, 0.22), (0.27, 0.31)], hide, 5)
    pen.circle((0.40, 0.38), 0.03, (255, 230, 90), 4)
    pen.poly([(0.56, 0.42), (0.74, 0.30), (0.70, 0.40), (0.92, 0.38), (0.76, 0.48), (0.90, 0.58),
              (0.70, 0.54), (0.56, 0.48)], (255, 150, 40), 5)
    pen.poly([(0.58, 0.44), (0.72, 0.40), (0.80, 0.46), (0.70, 0.50)], (255, 230, 120), 0)
    pen.poly([(0.14, 0.54), (0.30, 0.56), (0.36, 0.86), (0.20, 0.86)], hide)
    for x in (0.20, 0.26, 0.32):
        pen.poly([(x, 0.60), (x + 0.03, 0.54), (x + 0.06, 0.60)], (200, 110, 70), 0)


def _wraith(pen: Pen) -> None:
    """A drowned sailor's shade: a sea-pale face with hollow eyes and weed trailing from its hair."""
    pale = (170, 220, 214)
    pen.poly([(0.30, 0.30), (0.50, 0.14), (0.70, 0.30), (0.74, 0.66), (0.66, 0.90), (0.58, 0.78),
              (0.50, 0.92), (0.42, 0.78), (0.34, 0.90), (0.26, 0.66)], pale)
    pen.ellipse((0.36, 0.36, 0.10, 0.14), (20, 40, 50), 0)
    pen.ellipse((0.54, 0.36, 0.10, 0.14), (20, 40, 50), 0)
    pen.ellipse((0.44, 0.58, 0.12, 0.14), (20, 40, 50), 0)
    for x in (0.30, 0.40, 0.62, 0.72):
        pen.stroke([(x, 0.24), (x - 0.04, 0.40), (x + 0.01, 0.54)], (60, 110, 80), 0.03, 0)
    for pt in ((0.22, 0.80), (0.80, 0.74)):
        pen.circle(pt, 0.025, (200, 240, 255), 4)


def _cook(pen: Pen) -> None:
    """A cook's tall hat and a meat cleaver."""
    pen.poly([(0.30, 0.48), (0.70, 0.48), (0.68, 0.60), (0.32, 0.60)], (240, 240, 236))
    for x, y in ((0.34, 0.34), (0.50, 0.24), (0.66, 0.34)):
        pen.circle((x, y), 0.13, (246, 246, 242))
    pen.poly([(0.30, 0.36), (0.70, 0.36), (0.70, 0.52), (0.30, 0.52)], (246, 246, 242), 0)
    pen.poly([(0.26, 0.64), (0.62, 0.64), (0.62, 0.80), (0.30, 0.84)], STEEL)
    pen.circle((0.34, 0.70), 0.025, (120, 120, 130), 0)
    pen.thick((0.62, 0.72), (0.86, 0.72), WOOD, 0.06)


def _hedge_cultist(pen: Pen) -> None:
    """A hedge cultist in a rough brown hood, a mask of bark and a crown of thorned twigs."""
    for side in (-1, 1):
        pen.stroke([(0.5 + side * 0.12, 0.24), (0.5 + side * 0.22, 0.08), (0.5 + side * 0.30, 0.06)],
                   (90, 70, 40), 0.03, 5)
        pen.stroke([(0.5 + side * 0.18, 0.16), (0.5 + side * 0.10, 0.04)], (90, 70, 40), 0.025, 5)
    hooded_face(pen, (110, 84, 50), (150, 120, 80), (140, 255, 120))
    pen.thick((0.40, 0.56), (0.60, 0.56), (100, 76, 50), 0.02)


def _cave_spider(pen: Pen) -> None:
    """A small cave spider dropping on its thread."""
    pen.line((0.50, 0.0), (0.50, 0.34), (230, 230, 240), 0.012)
    spider(pen, (0.50, 0.50), 1.0, (60, 50, 60), (80, 70, 80), (255, 80, 60))
    pen.poly([(0.46, 0.62), (0.54, 0.62), (0.50, 0.72)], (200, 60, 50), 0)


EMBLEMS: dict[str, Emblem] = {
    "brannoc_vey": ((110, 100, 110), _veteran),
    "sella_marsh": ((80, 110, 90), _fen_hunter),
    "orrin_thale": ((110, 80, 120), _scholar),
    "kestra_dunn": ((60, 110, 130), _brawler),
    "grey_wolf": ((90, 100, 120), _grey_wolf),
    "marsh_troll": ((64, 96, 70), _marsh_troll),
    "mire_adder": ((120, 110, 60), _adder),
    "hearth_drake": ((150, 60, 40), _hearth_drake),
    "hollow_wraith": ((40, 80, 90), _wraith),
    "tavern_cook": ((150, 90, 60), _cook),
    "hedge_cultist": ((90, 80, 50), _hedge_cultist),
    "cave_spider": ((70, 60, 90), _cave_spider),
}
