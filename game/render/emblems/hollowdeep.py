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


EMBLEMS: dict[str, Emblem] = {
    "hollowjaw_delver": ((110, 84, 60), _delver),
}
