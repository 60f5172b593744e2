"""Small zone boards shared by the zone tests (no tests of its own)."""
from __future__ import annotations

from rules.core.zones import ADJACENT, DETACHED, INACCESSIBLE, Zone, ZoneBoard, ZoneLink, board_of


def strip(name: str, x0: int, width: int = 3, height: int = 3, **props) -> Zone:
    """A rectangular zone of squares starting at column x0."""
    return Zone(name, frozenset((x, y) for x in range(x0, x0 + width) for y in range(height)), **props)


def field_board() -> ZoneBoard:
    """An open field in four zones: road - ford - hill, the wood beside the ford (003: an open
    field is usually three or four zones)."""
    return board_of(
        [strip("road", 0), strip("ford", 3, difficult=True), strip("hill", 6, cover=3),
         strip("wood", 9, dark=True, difficult=True)],
        [ZoneLink("road", "ford", ADJACENT), ZoneLink("ford", "hill", ADJACENT),
         ZoneLink("ford", "wood", ADJACENT)])


def ships_board() -> ZoneBoard:
    """Two ships, each of two zones, out of each other's reach two zones apart; a rowing boat
    three moves off the first ship."""
    return board_of(
        [strip("quarterdeck", 0), strip("main deck", 3), strip("forecastle", 8), strip("waist", 11),
         strip("boat", 20, 2, 2)],
        [ZoneLink("quarterdeck", "main deck"), ZoneLink("forecastle", "waist"),
         ZoneLink("main deck", "forecastle", INACCESSIBLE, 2),
         ZoneLink("quarterdeck", "boat", DETACHED, 3)])
