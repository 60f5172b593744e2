"""Who fills which square: the occupancy map a battle builds for movement and placement.

Two creatures two or more sizes apart may share squares (a hero inside a horse's space). The map
is a plain `dict` from cell to one creature's id, so the common questions ("is this square
taken?", "who is here?") stay as cheap as a dictionary look-up; the squares that more than one
creature fills are kept apart in `shared`, so nobody sharing a square is ever forgotten.
"""
from __future__ import annotations

from typing import Iterable, Iterator

from .geometry import Cell


class Occupancy(dict[Cell, str]):
    """Cell -> the id of a creature filling it (the one listed last where several do).

    `shared` holds, for each square two or more creatures fill, all their ids in the order the
    battle lists its creatures; it is empty (and costs nothing) while nobody shares."""
    __slots__ = ("shared",)

    def __init__(self) -> None:
        super().__init__()
        self.shared: dict[Cell, tuple[str, ...]] = {}

    @classmethod
    def build(cls, spaces: Iterable[tuple[str, tuple[Cell, ...]]]) -> "Occupancy":
        """The map of these (id, cells) spaces."""
        occ = cls()
        listed = list(spaces)
        filled = 0
        for cid, cells in listed:
            filled += len(cells)
            for cell in cells:
                occ[cell] = cid
        if filled != len(occ):  # some square holds more than one creature
            every: dict[Cell, list[str]] = {}
            for cid, cells in listed:
                for cell in cells:
                    every.setdefault(cell, []).append(cid)
            occ.shared = {cell: tuple(ids) for cell, ids in every.items() if len(ids) > 1}
        return occ

    def occupants(self, cell: Cell) -> tuple[str, ...]:
        """Every creature filling this square (none, one, or those sharing it)."""
        if self.shared:
            found = self.shared.get(cell)
            if found is not None:
                return found
        cid = self.get(cell)
        return (cid,) if cid is not None else ()

    def pairs(self) -> Iterator[tuple[Cell, str]]:
        """(cell, id) for every creature in every square it fills, sharers included."""
        shared = self.shared
        for cell, cid in self.items():
            if shared and cell in shared:
                for other in shared[cell]:
                    yield cell, other
            else:
                yield cell, cid
