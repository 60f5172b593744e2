"""Emblems of the Hollowdeep brood. Each draws on a `Pen` in coordinates
from 0 to 1; the portrait's disc is the circle of radius 0.5 about the centre."""
from __future__ import annotations

import math

from .pen import Emblem, Pen


def _delver(pen: Pen) -> None:
    pen.circle((0.50, 0.52), 0.34, (120, 96, 80))
    pen.circle((0.50, 0.54), 0.22, (60, 20, 30))
    for k in range(12):
        a = math.radians(k * 30)
        r1, r2 = 0.22, 0.13
        base1 = (0.5 + r1 * math.cos(a - 0.2), 0.54 + r1 * math.sin(a - 0.2))
        base2 = (0.5 + r1 * math.cos(a + 0.2), 0.54 + r1 * math.sin(a + 0.2))
        tip = (0.5 + r2 * math.cos(a), 0.54 + r2 * math.sin(a))
        pen.poly([base1, tip, base2], (236, 228, 200), 3)
    for k in range(7):
        a = math.radians(200 + k * 23)
        pen.circle((0.5 + 0.31 * math.cos(a), 0.52 + 0.31 * math.sin(a)), 0.03, (150, 124, 104), 4)


GRUB = (230, 214, 190)
CHITIN = (70, 56, 84)


def _grub(pen: Pen) -> None:
    """A pale larva curled round on itself, its ring of grinding teeth open at the front."""
    for k in range(7):
        a = math.radians(150 + k * 34)
        r = 0.22 - k * 0.008
        c = (0.52 + 0.18 * math.cos(a), 0.50 + 0.18 * math.sin(a))
        shade = GRUB if k % 2 else (208, 190, 166)
        pen.circle(c, r * 0.62, shade)
    pen.circle((0.32, 0.60), 0.14, GRUB)
    pen.circle((0.28, 0.64), 0.085, (110, 40, 40))
    for k in range(8):
        a = math.radians(k * 45)
        tip = (0.28 + 0.045 * math.cos(a), 0.64 + 0.045 * math.sin(a))
        base1 = (0.28 + 0.085 * math.cos(a - 0.3), 0.64 + 0.085 * math.sin(a - 0.3))
        base2 = (0.28 + 0.085 * math.cos(a + 0.3), 0.64 + 0.085 * math.sin(a + 0.3))
        pen.poly([base1, tip, base2], (250, 246, 230), 0)


def _stalker(pen: Pen) -> None:
    """An eyeless cave hunter with too many legs, curling down from the ceiling: a long
    plated body, a blind head and two great pale fangs."""
    body = [(0.80, 0.12), (0.72, 0.24), (0.60, 0.32), (0.48, 0.40), (0.40, 0.50)]
    for x, y in body:
        for side in (-1, 1):
            pen.stroke([(x, y), (x + side * 0.16, y - 0.04), (x + side * 0.20, y + 0.08)],
                       (176, 166, 196), 0.03, 5)
    for k, (x, y) in enumerate(body):
        pen.circle((x, y), 0.10 - 0.004 * k, (96, 90, 120) if k % 2 else (80, 76, 104))
    pen.ellipse((0.20, 0.52, 0.34, 0.26), (112, 106, 138))
    pen.ellipse((0.26, 0.55, 0.14, 0.07), (150, 144, 176), 0)
    pen.poly([(0.24, 0.70), (0.32, 0.74), (0.24, 0.92), (0.19, 0.80)], (240, 236, 220), 6)
    pen.poly([(0.50, 0.70), (0.42, 0.74), (0.50, 0.92), (0.55, 0.80)], (240, 236, 220), 6)


def _weaver(pen: Pen) -> None:
    """A cart-sized spider at the heart of its web, a cluster of red eyes on its head."""
    silk = (230, 230, 240)
    for k in range(8):
        a = math.radians(k * 45 + 22)
        pen.line((0.5, 0.5), (0.5 + 0.5 * math.cos(a), 0.5 + 0.5 * math.sin(a)), silk, 0.008)
    for r in (0.2, 0.31, 0.42):
        pts = [(0.5 + r * math.cos(math.radians(k * 45 + 22)), 0.5 + r * math.sin(math.radians(k * 45 + 22)))
               for k in range(9)]
        for a, b in zip(pts, pts[1:]):
            pen.line(a, b, silk, 0.008)
    for side in (-1, 1):
        for k in range(4):
            y = 0.38 + k * 0.08
            knee = (0.5 + side * 0.26, y - 0.16 + 0.06 * k)
            foot = (0.5 + side * (0.36 - 0.02 * k), y + 0.02 + 0.08 * k)
            pen.stroke([(0.5, 0.48), knee, foot], CHITIN, 0.035, 5)
    pen.ellipse((0.36, 0.50, 0.28, 0.32), (100, 70, 110))
    pen.poly([(0.46, 0.58), (0.54, 0.58), (0.50, 0.74)], (220, 160, 60), 0)
    pen.circle((0.50, 0.42), 0.11, CHITIN)
    for pt, r in (((0.46, 0.40), 0.025), ((0.54, 0.40), 0.025), ((0.42, 0.45), 0.016), ((0.58, 0.45), 0.016)):
        pen.circle(pt, r, (255, 60, 50), 0)


def _deepmother(pen: Pen) -> None:
    """The vast grub-queen rearing out of her tunnel: a crown of dark chitin, a row of small
    eyes and a gaping toothed maw on a pale, ridged body."""
    pen.ellipse((0.06, 0.76, 0.88, 0.20), (80, 58, 40))
    flesh = (226, 184, 180)
    pen.poly([(0.14, 0.88), (0.22, 0.56), (0.30, 0.34), (0.70, 0.34), (0.78, 0.56), (0.86, 0.88)], flesh)
    pen.ellipse((0.26, 0.18, 0.48, 0.36), flesh)
    for x, h in ((0.30, 0.14), (0.40, 0.08), (0.50, 0.05), (0.60, 0.08), (0.70, 0.14)):
        pen.poly([(x - 0.06, 0.26), (x, h), (x + 0.06, 0.26)], (90, 50, 110), 5)
    pen.poly([(0.27, 0.24), (0.73, 0.24), (0.74, 0.30), (0.26, 0.30)], (90, 50, 110), 5)
    for y in (0.70, 0.80):
        pen.stroke([(0.22, y), (0.50, y + 0.04), (0.78, y)], (180, 130, 130), 0.014, 0)
    for k in range(5):
        pen.circle((0.34 + k * 0.08, 0.36 + 0.02 * abs(k - 2)), 0.022, (255, 220, 90), 4)
    pen.circle((0.50, 0.56), 0.12, (90, 20, 40))
    pen.circle((0.50, 0.56), 0.06, (30, 6, 14), 0)
    for k in range(8):
        a = math.radians(k * 45)
        base1 = (0.5 + 0.12 * math.cos(a - 0.28), 0.56 + 0.12 * math.sin(a - 0.28))
        base2 = (0.5 + 0.12 * math.cos(a + 0.28), 0.56 + 0.12 * math.sin(a + 0.28))
        pen.poly([base1, (0.5 + 0.06 * math.cos(a), 0.56 + 0.06 * math.sin(a)), base2], (244, 236, 210), 3)


def _cocooned_miner(pen: Pen) -> None:
    """A miner the weaver has wound in grey silk: a pale cocoon with strands across it, a
    frightened face peering out and a dented miner's cap with its lamp."""
    silk = (214, 212, 204)
    pen.ellipse((0.24, 0.14, 0.52, 0.78), silk)
    for y in (0.46, 0.56, 0.66, 0.76):
        pen.stroke([(0.27, y - 0.04), (0.50, y + 0.03), (0.73, y - 0.04)], (168, 166, 160), 0.014, 0)
    pen.ellipse((0.36, 0.24, 0.28, 0.22), (226, 180, 140))
    pen.circle((0.44, 0.34), 0.022, (40, 30, 30), 0)
    pen.circle((0.56, 0.34), 0.022, (40, 30, 30), 0)
    pen.ellipse((0.46, 0.39, 0.08, 0.04), (120, 60, 50), 0)
    pen.poly([(0.33, 0.27), (0.36, 0.17), (0.64, 0.17), (0.67, 0.27)], (150, 120, 60), 5)
    pen.circle((0.50, 0.19), 0.04, (255, 236, 140), 4)


EMBLEMS: dict[str, Emblem] = {
    "hollowjaw_delver": ((110, 84, 60), _delver),
    "tunnel_grub": ((120, 100, 84), _grub),
    "gloomfang_stalker": ((62, 70, 100), _stalker),
    "chitin_weaver": ((112, 100, 132), _weaver),
    "the_deepmother": ((110, 50, 70), _deepmother),
    "cocooned_miner": ((84, 98, 92), _cocooned_miner),
}
