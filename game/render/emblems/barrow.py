"""Emblems of the Barrow dead. Each draws on a `Pen` in coordinates
from 0 to 1; the portrait's disc is the circle of radius 0.5 about the centre."""
from __future__ import annotations

from .pen import Emblem, Pen


EMBLEMS: dict[str, Emblem] = {
}
