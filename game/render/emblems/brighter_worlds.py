"""Emblems of Brighter Worlds' heroes and monsters (its cinder acolyte wears the Forge-cult's,
from pyre_cult.py). Each draws on a `Pen` in coordinates from 0 to 1; the portrait's disc is
the circle of radius 0.5 about the centre."""
from __future__ import annotations

import math

from .parts import DARK, STEEL, WOOD, arrow, big_head, blade, bow, hooded_face, spider
from .pen import Colour, Emblem, Pen

ROOK = (40, 40, 48)


def _bridge_warden(pen: Pen) -> None:
    """A patched tower shield bearing a stone bridge: a warden very hard to move."""
    pen.poly([(0.22, 0.14), (0.78, 0.14), (0.78, 0.80), (0.50, 0.92), (0.22, 0.80)], (110, 90, 70))
    pen.poly([(0.28, 0.20), (0.72, 0.20), (0.72, 0.76), (0.50, 0.86), (0.28, 0.76)], (150, 120, 90), 0)
    pen.poly([(0.30, 0.60), (0.30, 0.46), (0.70, 0.46), (0.70, 0.60), (0.62, 0.60), (0.60, 0.54), (0.56, 0.52),
              (0.44, 0.52), (0.40, 0.54), (0.38, 0.60)], (200, 196, 186), 5)
    pen.poly([(0.56, 0.22), (0.70, 0.22), (0.70, 0.36), (0.56, 0.36)], (130, 140, 90), 4)
    for x, y in ((0.58, 0.29), (0.68, 0.29)):
        pen.line((x, y - 0.03), (x, y + 0.03), (60, 50, 40), 0.01)


def _reed_hunter(pen: Pen) -> None:
    """A marsh hunter's longbow at full draw with a reed-fletched arrow, and cattails behind."""
    for x in (0.16, 0.24, 0.84):
        pen.thick((x, 0.96), (x, 0.30), (110, 140, 70), 0.025)
        pen.ellipse((x - 0.03, 0.24, 0.06, 0.14), (120, 80, 50))
    bow(pen, (0.40, 0.50), 0.74, WOOD, (236, 230, 210))
    arrow(pen, (0.40, 0.50), (0.86, 0.50), (190, 170, 100), (150, 180, 90))


def _storm_caller(pen: Pen) -> None:
    """A thundercloud with a bolt of lightning, and the quill that writes down the weather."""
    cloud = (150, 156, 176)
    for x, y, r in ((0.34, 0.40, 0.14), (0.52, 0.32, 0.18), (0.70, 0.42, 0.13), (0.50, 0.46, 0.14)):
        pen.circle((x, y), r, cloud)
    pen.poly([(0.24, 0.42), (0.80, 0.42), (0.80, 0.54), (0.24, 0.54)], cloud, 0)
    pen.poly([(0.52, 0.52), (0.42, 0.72), (0.52, 0.70), (0.44, 0.92), (0.64, 0.64), (0.54, 0.66), (0.60, 0.52)],
             (255, 230, 90), 5)
    pen.poly([(0.16, 0.92), (0.22, 0.70), (0.30, 0.56), (0.32, 0.66), (0.24, 0.80)], (240, 240, 246), 4)


def _twin_blades(pen: Pen) -> None:
    """Two curved river-town sabres crossed, gilt hilts low."""
    for flip in (1, -1):
        x0 = 0.5 - 0.30 * flip
        pen.stroke([(x0, 0.84), (0.5 - 0.06 * flip, 0.50), (0.5 + 0.22 * flip, 0.22), (0.5 + 0.30 * flip, 0.14)],
                   STEEL, 0.055, 6)
        pen.thick((x0 - 0.08, 0.80 - 0.06 * flip), (x0 + 0.08, 0.80 + 0.06 * flip), (220, 180, 60), 0.035)
        pen.circle((x0 - 0.04 * flip, 0.90), 0.035, (220, 180, 60))


def _drover(pen: Pen) -> None:
    """A drover's spear with a coiled whip hung on it."""
    pen.thick((0.26, 0.92), (0.66, 0.16), WOOD, 0.045)
    pen.poly([(0.66, 0.16), (0.76, 0.04), (0.74, 0.20), (0.70, 0.22)], STEEL, 5)
    whip = (110, 70, 40)
    for r in (0.18, 0.14, 0.10):
        pen.circle((0.54, 0.58), r, whip, 5)
        pen.circle((0.54, 0.58), r - 0.025, (150, 120, 80), 0)
    pen.stroke([(0.66, 0.70), (0.78, 0.84), (0.88, 0.80)], whip, 0.025, 4)


def _mosshide_troll(pen: Pen) -> None:
    """A stone-grey bridge troll's head with moss growing in the cracks of its hide."""
    big_head(pen, (130, 126, 116), (96, 92, 86), (255, 200, 60), (236, 226, 196))
    for pt, r in (((0.30, 0.26), 0.06), ((0.66, 0.24), 0.05), ((0.74, 0.56), 0.05), ((0.26, 0.60), 0.04)):
        pen.circle(pt, r, (90, 150, 70), 4)
    pen.line((0.40, 0.20), (0.46, 0.34), (80, 76, 70), 0.012)


def _rook_bird(pen: Pen, colour: Colour) -> None:
    """The Rooks' sign: a black rook's head in profile with a pale beak."""
    pen.poly([(0.24, 0.86), (0.22, 0.50), (0.34, 0.30), (0.54, 0.24), (0.66, 0.32), (0.64, 0.56), (0.52, 0.86)], colour)
    pen.poly([(0.60, 0.30), (0.90, 0.40), (0.62, 0.48)], (200, 196, 186), 5)
    pen.circle((0.52, 0.36), 0.03, (240, 240, 240), 0)
    pen.circle((0.52, 0.36), 0.014, DARK, 0)


def _rook_captain(pen: Pen) -> None:
    """The brigands' rook in a captain's feathered cap."""
    _rook_bird(pen, ROOK)
    pen.poly([(0.20, 0.30), (0.30, 0.14), (0.58, 0.12), (0.66, 0.26)], (150, 40, 40))
    pen.poly([(0.30, 0.16), (0.10, 0.04), (0.20, 0.18)], (240, 220, 120), 4)


def _rook_cutthroat(pen: Pen) -> None:
    """The brigands' rook with a knife held in its beak."""
    _rook_bird(pen, ROOK)
    blade(pen, (0.62, 0.56), (0.92, 0.74), 0.05)


def _rook_slinger(pen: Pen) -> None:
    """The brigands' rook and a sling whirling a stone."""
    _rook_bird(pen, ROOK)
    pen.stroke([(0.58, 0.90), (0.72, 0.70), (0.84, 0.64)], (160, 120, 80), 0.025, 4)
    pen.stroke([(0.58, 0.90), (0.80, 0.82), (0.88, 0.72)], (160, 120, 80), 0.025, 4)
    pen.circle((0.86, 0.68), 0.05, (170, 170, 160), 4)


def _harrier(pen: Pen) -> None:
    """A grey raptor diving, wings swept back and talons forward."""
    wing = (140, 140, 150)
    pen.poly([(0.50, 0.50), (0.10, 0.16), (0.22, 0.40), (0.38, 0.56)], wing)
    pen.poly([(0.50, 0.50), (0.90, 0.16), (0.78, 0.40), (0.62, 0.56)], wing)
    pen.poly([(0.42, 0.30), (0.58, 0.30), (0.60, 0.66), (0.50, 0.80), (0.40, 0.66)], (170, 170, 176))
    pen.poly([(0.46, 0.80), (0.50, 0.92), (0.54, 0.80)], (230, 190, 80), 4)
    pen.circle((0.45, 0.72), 0.02, (255, 220, 60), 0)
    pen.circle((0.55, 0.72), 0.02, (255, 220, 60), 0)
    for x in (0.40, 0.60):
        pen.stroke([(x, 0.30), (x, 0.18), (x + (0.04 if x < 0.5 else -0.04), 0.14)], (230, 190, 80), 0.02, 4)


def _auroch(pen: Pen) -> None:
    """A soot-black wild ox with wide pale horns and embers glowing in the cracks of its hide."""
    horn = (226, 216, 190)
    pen.poly([(0.30, 0.36), (0.06, 0.30), (0.04, 0.16), (0.14, 0.26), (0.32, 0.28)], horn)
    pen.poly([(0.70, 0.36), (0.94, 0.30), (0.96, 0.16), (0.86, 0.26), (0.68, 0.28)], horn)
    pen.poly([(0.26, 0.28), (0.74, 0.28), (0.72, 0.60), (0.62, 0.86), (0.38, 0.86), (0.28, 0.60)], (44, 40, 40))
    pen.ellipse((0.38, 0.66, 0.24, 0.16), (70, 62, 60))
    pen.circle((0.38, 0.44), 0.03, (255, 150, 50), 4)
    pen.circle((0.62, 0.44), 0.03, (255, 150, 50), 4)
    pen.stroke([(0.46, 0.30), (0.50, 0.40), (0.46, 0.50)], (255, 120, 40), 0.015, 0)
    pen.stroke([(0.64, 0.54), (0.60, 0.62)], (255, 120, 40), 0.015, 0)


def _whisperer(pen: Pen) -> None:
    """A pale shape in a rotted choir robe, its mouth open in a song that talks you out of
    living."""
    hooded_face(pen, (70, 70, 90), (210, 214, 210), (20, 20, 30))
    pen.ellipse((0.45, 0.52, 0.10, 0.12), (20, 20, 30), 0)
    for x in (0.40, 0.60):
        pen.stroke([(x, 0.56), (x - 0.01, 0.66), (x + 0.01, 0.72)], (170, 190, 200), 0.015, 0)
    pen.poly([(0.30, 0.80), (0.70, 0.80), (0.66, 0.90), (0.34, 0.90)], (230, 226, 210), 4)


def _drowned_thrall(pen: Pen) -> None:
    """A bloated, blue-grey sailor's face, barnacles on the brow and weed in the hair."""
    pen.ellipse((0.24, 0.22, 0.52, 0.62), (130, 160, 160))
    for x in (0.30, 0.42, 0.56, 0.68):
        pen.stroke([(x, 0.20), (x - 0.03, 0.36), (x + 0.01, 0.48)], (50, 100, 70), 0.035, 4)
    pen.circle((0.40, 0.52), 0.04, (240, 240, 220), 4)
    pen.circle((0.60, 0.52), 0.04, (240, 240, 220), 4)
    pen.ellipse((0.42, 0.66, 0.16, 0.08), (50, 60, 70), 0)
    for pt in ((0.32, 0.32), (0.36, 0.28), (0.66, 0.30)):
        pen.circle(pt, 0.02, (220, 214, 190), 3)


def _gloomweb(pen: Pen) -> None:
    """A cart-long spider lashing a line of silk out ahead of it."""
    pen.stroke([(0.50, 0.60), (0.70, 0.30), (0.86, 0.16)], (236, 236, 244), 0.02, 0)
    spider(pen, (0.46, 0.52), 1.1, (50, 60, 80), (70, 80, 100), (180, 255, 200))


def _gravelmaw(pen: Pen) -> None:
    """A blind armoured grub face-on, plated head and a mouth of grinding stones."""
    plate = (120, 110, 100)
    pen.circle((0.50, 0.54), 0.36, (96, 88, 80))
    for k in range(3):
        pen.poly([(0.18 + k * 0.02, 0.30 + k * 0.10), (0.82 - k * 0.02, 0.30 + k * 0.10),
                  (0.80 - k * 0.02, 0.38 + k * 0.10), (0.20 + k * 0.02, 0.38 + k * 0.10)], plate, 5)
    pen.circle((0.50, 0.70), 0.14, (50, 30, 30))
    for k in range(6):
        a = math.radians(k * 60 + 30)
        pen.circle((0.50 + 0.09 * math.cos(a), 0.70 + 0.09 * math.sin(a)), 0.035, (170, 164, 150), 3)


def _gnawer(pen: Pen) -> None:
    """A dog-sized swamp rat's head: round ears, beady eyes and two long front teeth."""
    fur = (110, 96, 80)
    pen.circle((0.28, 0.28), 0.11, fur)
    pen.circle((0.72, 0.28), 0.11, fur)
    pen.circle((0.28, 0.28), 0.06, (200, 150, 150), 0)
    pen.circle((0.72, 0.28), 0.06, (200, 150, 150), 0)
    pen.poly([(0.24, 0.40), (0.36, 0.26), (0.64, 0.26), (0.76, 0.40), (0.60, 0.78), (0.50, 0.84), (0.40, 0.78)], fur)
    pen.circle((0.40, 0.44), 0.03, DARK, 0)
    pen.circle((0.60, 0.44), 0.03, DARK, 0)
    pen.circle((0.50, 0.74), 0.04, (200, 120, 120), 4)
    pen.poly([(0.46, 0.80), (0.54, 0.80), (0.54, 0.90), (0.46, 0.90)], (250, 230, 160), 4)
    for side in (-1, 1):
        pen.line((0.5 + side * 0.06, 0.72), (0.5 + side * 0.26, 0.66), (200, 190, 170), 0.008)


EMBLEMS: dict[str, Emblem] = {
    "oswin_harrowgate": ((120, 110, 90), _bridge_warden),
    "tamsin_reedwhistle": ((70, 120, 110), _reed_hunter),
    "maud_quillfeather": ((60, 70, 120), _storm_caller),
    "ysolde_vantrel": ((150, 60, 60), _twin_blades),
    "garrick_fenmoss": ((130, 110, 70), _drover),
    "mosshide_troll": ((90, 100, 80), _mosshide_troll),
    "rook_captain": ((170, 150, 110), _rook_captain),
    "rook_cutthroat": ((150, 70, 64), _rook_cutthroat),
    "rook_slinger": ((60, 120, 130), _rook_slinger),
    "cragwing_harrier": ((80, 110, 150), _harrier),
    "emberhide_auroch": ((130, 50, 30), _auroch),
    "hollow_whisperer": ((70, 60, 80), _whisperer),
    "drowned_thrall": ((50, 90, 100), _drowned_thrall),
    "gloomweb_spinner": ((60, 70, 100), _gloomweb),
    "gravelmaw_borer": ((120, 96, 70), _gravelmaw),
    "mire_gnawer": ((90, 110, 70), _gnawer),
}
