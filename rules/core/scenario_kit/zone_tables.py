"""The `[[zone]]` tables of a scenario file, for rulesets that fight in battle zones: a name, a
rectangle of squares on the scenario's map, links (adjacent, detached at a distance, or
inaccessible) and what the zone is like (cover, dark, difficult, a hazard)."""
from __future__ import annotations

from typing import Any

from ..zones.board import ZoneBoard
from ..zones.errors import ZoneError
from ..zones.links import ADJACENT, DETACHED, INACCESSIBLE, ZoneLink
from ..zones.zone import Zone
from .reading import check_keys, choice, fail, flag, number, numbers, path, table_of, text, words

ZONE_KEYS = ("name", "rect", "links", "detached", "inaccessible", "distance", "cover", "dark",
             "difficult", "hazard")
HAZARDS = ("fire",)


def read_zones(items: list[Any], board: Any) -> ZoneBoard:
    """The zone board the tables describe; a one-line `ScenarioError` names the first problem."""
    zones: list[Zone] = []
    links: dict[frozenset, ZoneLink] = {}
    for n, item in enumerate(items, 1):
        where = path("zone", n)
        table = table_of(item, where)
        check_keys(table, ZONE_KEYS, where)
        name = text(table, "name", where)
        rect = numbers(table.get("rect"), path(where, "rect"), lo=0)
        if len(rect) != 4 or rect[2] < rect[0] or rect[3] < rect[1] or rect[2] >= board.width \
                or rect[3] >= board.height:
            fail(path(where, "rect"), f"expected [x0, y0, x1, y1] inside the {board.width} x "
                                      f"{board.height} map, got {list(rect)}")
        cells = frozenset((x, y) for x in range(rect[0], rect[2] + 1) for y in range(rect[1], rect[3] + 1))
        hazard = choice(table, "hazard", where, HAZARDS, what="hazard") if "hazard" in table else None
        zones.append(Zone(name, cells, number(table, "cover", where, 0, lo=0, hi=10),
                          flag(table, "dark", where), flag(table, "difficult", where), hazard))
        distance = number(table, "distance", where, 2, lo=1, hi=10)
        for kind, key in ((ADJACENT, "links"), (DETACHED, "detached"), (INACCESSIBLE, "inaccessible")):
            for other in words(table, key, where, None, what="zone"):
                links[frozenset((name, other))] = ZoneLink(name, other, kind, distance)
    try:
        return ZoneBoard(tuple(zones), tuple(links.values()))
    except ZoneError as exc:
        fail("zone", str(exc))
