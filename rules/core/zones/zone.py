"""One battle zone: a named stretch of the grid where a couple of steps bring you to blows.

Its cells are the grid squares it covers; its properties describe what fighting there is like
(spots to take cover behind, darkness, rough ground, a hazard such as fire). The rules of a
system decide what each property does; the engine only carries them.
"""
from __future__ import annotations

from dataclasses import dataclass

Square = tuple[int, int]


@dataclass(frozen=True)
class Zone:
    """A named area of the battle; `cells` are the (x, y) squares it covers."""
    name: str
    cells: frozenset[Square]
    cover: int = 0
    """How many spots in the zone offer cover."""
    dark: bool = False
    difficult: bool = False
    hazard: str | None = None
    """What harms those inside, such as "fire" (None: nothing)."""

    def __contains__(self, cell: object) -> bool:
        return isinstance(cell, tuple) and len(cell) >= 2 and (cell[0], cell[1]) in self.cells

    @property
    def centre(self) -> tuple[float, float]:
        """The middle of its squares (where a label or a marker goes)."""
        if not self.cells:
            return (0.0, 0.0)
        xs = [x + 0.5 for x, _ in self.cells]
        ys = [y + 0.5 for _, y in self.cells]
        return (sum(xs) / len(xs), sum(ys) / len(ys))

    def to_dict(self) -> dict:
        out: dict = {"name": self.name, "cells": [list(c) for c in sorted(self.cells, key=_reading)]}
        if self.cover:
            out["cover"] = self.cover
        if self.dark:
            out["dark"] = True
        if self.difficult:
            out["difficult"] = True
        if self.hazard:
            out["hazard"] = self.hazard
        return out


def _reading(cell: Square) -> tuple[int, int]:
    """Reading order: row by row, left to right."""
    return (cell[1], cell[0])
