"""Pieces several emblems are built from: beasts' heads, weapons and faces, each drawn in the
emblems' coordinates (0 to 1) with colours given by the emblem that uses it."""
from __future__ import annotations

import math

from .pen import Colour, Pen, Point

STEEL = (206, 212, 222)
WOOD = (140, 98, 58)
DARK = (24, 20, 18)


def wolf_head(pen: Pen, fur: Colour, eye: Colour, muzzle: Colour) -> None:
    """A wolf's head face-on: tall ears, a long muzzle and a dark nose."""
    pen.poly([(0.24, 0.40), (0.22, 0.12), (0.40, 0.28)], fur)
    pen.poly([(0.76, 0.40), (0.78, 0.12), (0.60, 0.28)], fur)
    pen.poly([(0.26, 0.20), (0.33, 0.30), (0.28, 0.34)], (200, 150, 150), 0)
    pen.poly([(0.74, 0.20), (0.67, 0.30), (0.72, 0.34)], (200, 150, 150), 0)
    pen.poly([(0.20, 0.42), (0.34, 0.26), (0.66, 0.26), (0.80, 0.42), (0.72, 0.62), (0.60, 0.86),
              (0.40, 0.86), (0.28, 0.62)], fur)
    pen.poly([(0.40, 0.52), (0.60, 0.52), (0.58, 0.84), (0.42, 0.84)], muzzle, 0)
    pen.poly([(0.32, 0.42), (0.44, 0.46), (0.34, 0.48)], eye, 4)
    pen.poly([(0.68, 0.42), (0.56, 0.46), (0.66, 0.48)], eye, 4)
    pen.ellipse((0.43, 0.76, 0.14, 0.08), DARK, 0)


def bat(pen: Pen, wing: Colour, body: Colour, eye: Colour) -> None:
    """A bat with its wings spread, scalloped along their lower edge."""
    for side in (-1, 1):
        pts: list[Point] = [(0.5 + side * 0.08, 0.40), (0.5 + side * 0.30, 0.22), (0.5 + side * 0.44, 0.34)]
        for k in range(3):
            x = 0.5 + side * (0.44 - 0.12 * k)
            pts += [(x - side * 0.06, 0.52 - 0.02 * k), (x - side * 0.12, 0.60 - 0.04 * k)]
        pts.append((0.5 + side * 0.08, 0.58))
        pen.poly(pts, wing)
    pen.poly([(0.42, 0.30), (0.40, 0.16), (0.48, 0.28)], body, 5)
    pen.poly([(0.58, 0.30), (0.60, 0.16), (0.52, 0.28)], body, 5)
    pen.ellipse((0.38, 0.26, 0.24, 0.44), body)
    pen.circle((0.45, 0.36), 0.025, eye, 0)
    pen.circle((0.55, 0.36), 0.025, eye, 0)
    pen.poly([(0.46, 0.44), (0.48, 0.49), (0.50, 0.44)], (250, 250, 240), 0)
    pen.poly([(0.50, 0.44), (0.52, 0.49), (0.54, 0.44)], (250, 250, 240), 0)


def spider(pen: Pen, centre: Point, scale: float, body: Colour, legs: Colour, eye: Colour) -> None:
    """A spider seen from above, eight bent legs round a round head and a bigger abdomen."""
    cx, cy = centre
    for side in (-1, 1):
        for k in range(4):
            y = cy - 0.06 * scale + k * 0.07 * scale
            knee = (cx + side * 0.24 * scale, y - (0.16 - 0.07 * k) * scale)
            foot = (cx + side * (0.36 - 0.02 * k) * scale, y + (0.04 + 0.08 * k) * scale)
            pen.stroke([(cx, cy), knee, foot], legs, 0.035 * scale, 5)
    pen.ellipse((cx - 0.15 * scale, cy + 0.02 * scale, 0.30 * scale, 0.34 * scale), body)
    pen.circle((cx, cy - 0.06 * scale), 0.11 * scale, body)
    pen.circle((cx - 0.04 * scale, cy - 0.08 * scale), 0.025 * scale, eye, 0)
    pen.circle((cx + 0.04 * scale, cy - 0.08 * scale), 0.025 * scale, eye, 0)


def big_head(pen: Pen, skin: Colour, brow: Colour, eye: Colour, tusk: Colour) -> None:
    """A broad, heavy-jawed brute's head (ogre, troll): small eyes under one brow, tusks jutting
    up from the lower jaw."""
    pen.poly([(0.22, 0.40), (0.12, 0.34), (0.22, 0.50)], skin, 6)
    pen.poly([(0.78, 0.40), (0.88, 0.34), (0.78, 0.50)], skin, 6)
    pen.poly([(0.30, 0.18), (0.70, 0.18), (0.80, 0.40), (0.80, 0.66), (0.66, 0.86), (0.34, 0.86),
              (0.20, 0.66), (0.20, 0.40)], skin)
    pen.poly([(0.26, 0.36), (0.74, 0.36), (0.72, 0.44), (0.28, 0.44)], brow, 5)
    pen.circle((0.38, 0.49), 0.03, eye, 4)
    pen.circle((0.62, 0.49), 0.03, eye, 4)
    pen.poly([(0.30, 0.66), (0.70, 0.66), (0.66, 0.78), (0.34, 0.78)], DARK, 0)
    pen.poly([(0.34, 0.78), (0.38, 0.60), (0.42, 0.78)], tusk, 4)
    pen.poly([(0.58, 0.78), (0.62, 0.60), (0.66, 0.78)], tusk, 4)


def hooded_face(pen: Pen, hood: Colour, skin: Colour, eye: Colour) -> None:
    """A face in the shadow of a hood that falls to the shoulders."""
    pen.poly([(0.50, 0.10), (0.72, 0.24), (0.82, 0.70), (0.74, 0.90), (0.26, 0.90), (0.18, 0.70),
              (0.28, 0.24)], hood)
    pen.ellipse((0.34, 0.28, 0.32, 0.40), (40, 30, 28), 0)
    pen.ellipse((0.37, 0.33, 0.26, 0.34), skin, 0)
    pen.circle((0.44, 0.46), 0.022, eye, 0)
    pen.circle((0.56, 0.46), 0.022, eye, 0)


def goblin_head(pen: Pen, skin: Colour, eye: Colour) -> None:
    """A goblin's head: wide ears swept out, a sharp nose and a grin of small teeth."""
    pen.poly([(0.30, 0.44), (0.06, 0.30), (0.30, 0.58)], skin)
    pen.poly([(0.70, 0.44), (0.94, 0.30), (0.70, 0.58)], skin)
    pen.ellipse((0.28, 0.26, 0.44, 0.50), skin)
    pen.poly([(0.34, 0.42), (0.46, 0.47), (0.34, 0.49)], eye, 4)
    pen.poly([(0.66, 0.42), (0.54, 0.47), (0.66, 0.49)], eye, 4)
    pen.poly([(0.50, 0.48), (0.55, 0.58), (0.47, 0.58)], skin, 4)
    pen.poly([(0.38, 0.64), (0.62, 0.64), (0.56, 0.70), (0.44, 0.70)], DARK, 0)
    for x in (0.42, 0.48, 0.54):
        pen.poly([(x, 0.64), (x + 0.04, 0.64), (x + 0.02, 0.68)], (240, 236, 210), 0)


def bow(pen: Pen, grip: Point, height: float, wood: Colour, string: Colour) -> None:
    """A bow standing upright, bellied to the right, its string straight."""
    x, y = grip
    top, bottom = (x, y - height / 2), (x, y + height / 2)
    pen.stroke([top, (x + height * 0.20, y - height * 0.30), (x + height * 0.26, y),
                (x + height * 0.20, y + height * 0.30), bottom], wood, 0.04, 5)
    pen.line(top, bottom, string, 0.012)


def arrow(pen: Pen, tail: Point, tip: Point, shaft: Colour, fletch: Colour) -> None:
    """An arrow from its fletching to its steel point."""
    pen.thick(tail, tip, shaft, 0.025)
    ang = math.atan2(tip[1] - tail[1], tip[0] - tail[0])
    head = [(tip[0] + 0.06 * math.cos(ang), tip[1] + 0.06 * math.sin(ang)),
            (tip[0] + 0.035 * math.cos(ang + 2.2), tip[1] + 0.035 * math.sin(ang + 2.2)),
            (tip[0] + 0.035 * math.cos(ang - 2.2), tip[1] + 0.035 * math.sin(ang - 2.2))]
    pen.poly(head, STEEL, 4)
    for turn in (2.6, -2.6):
        a = (tail[0] + 0.03 * math.cos(ang), tail[1] + 0.03 * math.sin(ang))
        pen.poly([a, (a[0] + 0.07 * math.cos(ang + turn), a[1] + 0.07 * math.sin(ang + turn)),
                  (tail[0], tail[1])], fletch, 3)


def blade(pen: Pen, hilt: Point, tip: Point, width: float, metal: Colour = STEEL,
          guard: Colour = (150, 120, 60)) -> None:
    """A straight blade from its hilt to its point, with a crossguard and a grip."""
    ang = math.atan2(tip[1] - hilt[1], tip[0] - hilt[0])
    c, s = math.cos(ang), math.sin(ang)
    nx, ny = -s * width / 2, c * width / 2
    near = (tip[0] - c * width * 1.2, tip[1] - s * width * 1.2)
    pen.poly([(hilt[0] + nx, hilt[1] + ny), (near[0] + nx, near[1] + ny), tip,
              (near[0] - nx, near[1] - ny), (hilt[0] - nx, hilt[1] - ny)], metal)
    pen.thick((hilt[0] + nx * 2.6, hilt[1] + ny * 2.6), (hilt[0] - nx * 2.6, hilt[1] - ny * 2.6), guard,
              width * 0.7)
    pen.thick(hilt, (hilt[0] - c * 0.12, hilt[1] - s * 0.12), (80, 56, 40), width * 0.7)
    pen.circle((hilt[0] - c * 0.14, hilt[1] - s * 0.14), width * 0.5, guard, 4)


def skull(pen: Pen, centre: Point, r: float, bone: Colour, sockets: Colour) -> None:
    """A skull face-on: round cranium, two sockets, a nose hole and a row of teeth."""
    x, y = centre
    pen.circle((x, y), r, bone)
    pen.poly([(x - r * 0.6, y + r * 0.5), (x + r * 0.6, y + r * 0.5), (x + r * 0.5, y + r * 1.2),
              (x - r * 0.5, y + r * 1.2)], bone)
    pen.circle((x - r * 0.42, y + r * 0.1), r * 0.26, sockets, 0)
    pen.circle((x + r * 0.42, y + r * 0.1), r * 0.26, sockets, 0)
    pen.poly([(x, y + r * 0.42), (x - r * 0.12, y + r * 0.62), (x + r * 0.12, y + r * 0.62)], sockets, 0)
    for k in (-1, 0, 1):
        pen.line((x + k * r * 0.22, y + r * 0.82), (x + k * r * 0.22, y + r * 1.15), sockets, r * 0.06)
