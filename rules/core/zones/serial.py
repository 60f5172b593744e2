"""Reading a zone board back from a save's plain data, checking every field on the way, so a
damaged save is refused in one line naming the place instead of failing later."""
from __future__ import annotations

from typing import Any

from ..readers import ContentError, check_keys, check_whole, choice, flag, name, path, show, table
from .errors import ZoneError
from .links import ADJACENT, LINK_KINDS, ZoneLink
from .zone import Square, Zone

MAX_ZONES = 256
MAX_SQUARE = 4096
"""No zone square lies further out than this (boards are far smaller)."""


def read_board(data: Any) -> tuple[tuple[Zone, ...], tuple[ZoneLink, ...]]:
    try:
        top = table(data, "")
        check_keys(top, ("zones", "links"), "")
        zones = _list(top.get("zones", []), "zones")
        links = _list(top.get("links", []), "links")
        if len(zones) > MAX_ZONES:
            raise ZoneError(f"zones: more than {MAX_ZONES} zones")
        return (tuple(_zone(z, path("zones", n)) for n, z in enumerate(zones, 1)),
                tuple(_link(k, path("links", n)) for n, k in enumerate(links, 1)))
    except ContentError as exc:
        raise ZoneError(str(exc)) from None


def _list(value: Any, where: str) -> list:
    if not isinstance(value, list):
        raise ZoneError(f"{where}: should be a list, not {show(value)}")
    return value


def _zone(value: Any, where: str) -> Zone:
    tbl = table(value, where)
    check_keys(tbl, ("name", "cells", "cover", "dark", "difficult", "hazard"), where)
    hazard = tbl.get("hazard")
    if hazard is not None and (not isinstance(hazard, str) or not hazard.strip()):
        raise ZoneError(f"{path(where, 'hazard')}: should be a word such as 'fire', not {show(hazard)}")
    cells = _list(tbl.get("cells", []), path(where, "cells"))
    return Zone(name=name(tbl, "name", where),
                cells=frozenset(_square(c, path(path(where, "cells"), n)) for n, c in enumerate(cells, 1)),
                cover=check_whole(tbl.get("cover", 0), path(where, "cover"), 0, 1000),
                dark=flag(tbl, "dark", where), difficult=flag(tbl, "difficult", where),
                hazard=hazard)


def _square(value: Any, where: str) -> Square:
    if not isinstance(value, list) or len(value) != 2:
        raise ZoneError(f"{where}: a square is [x, y], not {show(value)}")
    return (check_whole(value[0], where, 0, MAX_SQUARE), check_whole(value[1], where, 0, MAX_SQUARE))


def _link(value: Any, where: str) -> ZoneLink:
    tbl = table(value, where)
    check_keys(tbl, ("a", "b", "kind", "distance"), where)
    return ZoneLink(a=name(tbl, "a", where), b=name(tbl, "b", where),
                    kind=choice(tbl, "kind", where, LINK_KINDS, ADJACENT, "kind"),
                    distance=check_whole(tbl.get("distance", 1), path(where, "distance"), 1, 1000))
