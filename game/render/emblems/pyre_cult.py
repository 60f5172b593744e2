"""Emblems of the Forge-cult of the Pyre. Each draws on a `Pen` in coordinates
from 0 to 1; the portrait's disc is the circle of radius 0.5 about the centre."""
from __future__ import annotations

from .pen import Emblem, Pen


def _bullock(pen: Pen) -> None:
    pen.poly([(0.28, 0.34), (0.12, 0.22), (0.10, 0.10), (0.22, 0.18), (0.36, 0.30)], (255, 150, 60))
    pen.poly([(0.72, 0.34), (0.88, 0.22), (0.90, 0.10), (0.78, 0.18), (0.64, 0.30)], (255, 150, 60))
    pen.poly([(0.26, 0.32), (0.74, 0.32), (0.70, 0.62), (0.60, 0.82), (0.40, 0.82), (0.30, 0.62)],
             (96, 60, 44))
    pen.ellipse((0.38, 0.64, 0.24, 0.16), (150, 100, 84))
    pen.ellipse((0.43, 0.69, 0.04, 0.05), (30, 20, 20), 0)
    pen.ellipse((0.53, 0.69, 0.04, 0.05), (30, 20, 20), 0)
    pen.ellipse((0.33, 0.42, 0.09, 0.06), (255, 120, 40), 4)
    pen.ellipse((0.58, 0.42, 0.09, 0.06), (255, 120, 40), 4)
    pen.circle((0.24, 0.62), 0.03, (120, 120, 120), 0)
    pen.circle((0.20, 0.56), 0.02, (150, 150, 150), 0)


EMBLEMS: dict[str, Emblem] = {
    "cinderhorn_bullock": ((150, 70, 40), _bullock),
}
