"""Laying tokens out inside a zone so that none overlaps another.

A zone is abstract (where in it a creature stands does not matter to the rules), so the board
picks a spot: the free square nearest the zone's middle, ties broken in reading order. A
creature of size N needs an N x N block of the zone's squares, all free.
"""
from __future__ import annotations

from typing import Collection

from .zone import Square, Zone


def spots(zone: Zone) -> list[Square]:
    """The zone's squares from its middle outwards (the order tokens are laid out in)."""
    cx, cy = zone.centre
    return sorted(zone.cells, key=lambda c: ((c[0] + 0.5 - cx) ** 2 + (c[1] + 0.5 - cy) ** 2,
                                              c[1], c[0]))


def free_cell(zone: Zone, occupied: Collection[Square], size: int = 1) -> Square | None:
    """Where a creature of this size can stand in the zone without overlapping `occupied`
    (its corner square), or None when the zone has no room left."""
    for x, y in spots(zone):
        block = [(x + i, y + j) for j in range(size) for i in range(size)]
        if all(c in zone.cells and c not in occupied for c in block):
            return (x, y)
    return None


def lay_out(zone: Zone, sizes: list[int], occupied: Collection[Square] = ()) -> list[Square | None]:
    """Corner squares for several creatures placed in turn (None for one that does not fit)."""
    taken = set(occupied)
    out: list[Square | None] = []
    for size in sizes:
        spot = free_cell(zone, taken, size)
        out.append(spot)
        if spot is not None:
            taken.update((spot[0] + i, spot[1] + j) for j in range(size) for i in range(size))
    return out
