"""The zone board: the battle's zones and the links between them, answering how far apart two
zones are, where a creature can get to, and what lies within range.

Three counts, all in zones:

- `distance(a, b)`: moves to get from a to b (adjacent links cost 1, detached ones their
  distance; inaccessible links cannot be crossed); None when there is no way.
- `zone_range(a, b)`: how many zones apart a and b are for ranged attacks and line of effect:
  every link counts, inaccessible ones too (ships out of reach still shoot at each other).
- `reachable(name, moves)`: every zone within that many moves, with its cost.

The board never changes once made: an event that links two zones (`connect`) gives a new board,
so battles copied for look-ahead can share one safely.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Collection, Iterable, Mapping

from . import layout
from .errors import ZoneError
from .links import ADJACENT, LINK_KINDS, ZoneLink
from .paths import costs_from
from .serial import read_board
from .zone import Square, Zone


@dataclass(frozen=True)
class ZoneBoard:
    zones: tuple[Zone, ...]
    links: tuple[ZoneLink, ...] = ()
    _by_name: dict[str, Zone] = field(init=False, repr=False, compare=False)
    _by_cell: dict[Square, str] = field(init=False, repr=False, compare=False)
    _links_of: dict[str, list[ZoneLink]] = field(init=False, repr=False, compare=False)
    _cache: dict[Any, Any] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_name: dict[str, Zone] = {}
        by_cell: dict[Square, str] = {}
        for n, zone in enumerate(self.zones, 1):
            _check_zone(zone, n, by_name, by_cell)
        links_of: dict[str, list[ZoneLink]] = {name: [] for name in by_name}
        pairs: set[frozenset[str]] = set()
        for n, link in enumerate(self.links, 1):
            _check_link(link, n, by_name, pairs)
            links_of[link.a].append(link)
            links_of[link.b].append(link)
        object.__setattr__(self, "_by_name", by_name)
        object.__setattr__(self, "_by_cell", by_cell)
        object.__setattr__(self, "_links_of", links_of)
        object.__setattr__(self, "_cache", {})

    # ------------------------------------------------------------------ look-ups
    @property
    def names(self) -> tuple[str, ...]:
        return tuple(z.name for z in self.zones)

    def zone(self, name: str) -> Zone:
        found = self._by_name.get(name)
        if found is None:
            raise ZoneError(f"unknown zone {name!r}")
        return found

    def zone_at(self, cell: tuple[int, ...]) -> Zone | None:
        """The zone holding this square ((x, y) or (x, y, z)), or None outside every zone."""
        name = self._by_cell.get((cell[0], cell[1]))
        return self._by_name[name] if name is not None else None

    def zone_of(self, creature: Any) -> Zone | None:
        """The zone a creature is in: the one holding its position."""
        return self.zone_at(creature.pos)

    def link(self, a: str, b: str) -> ZoneLink | None:
        """The link between two zones, whatever its kind, or None."""
        self.zone(a)
        self.zone(b)
        return next((k for k in self._links_of[a] if k.other(a) == b), None)

    def neighbours(self, name: str) -> tuple[str, ...]:
        """Zones one move away (linked as adjacent)."""
        self.zone(name)
        return tuple(k.other(name) for k in self._links_of[name] if k.kind == ADJACENT)

    def linked(self, name: str) -> tuple[ZoneLink, ...]:
        """Every link of this zone, whatever its kind."""
        self.zone(name)
        return tuple(self._links_of[name])

    # ------------------------------------------------------------------ counting in zones
    def moves_from(self, name: str) -> Mapping[str, int]:
        """Moves from this zone to every zone one can get to."""
        key = ("moves", name)
        if key not in self._cache:
            self.zone(name)
            self._cache[key] = costs_from(name, self._links_of, lambda k: k.moves)
        return self._cache[key]

    def spans_from(self, name: str) -> Mapping[str, int]:
        """Zones apart, for range, from this zone to every zone linked to it at all."""
        key = ("span", name)
        if key not in self._cache:
            self.zone(name)
            self._cache[key] = costs_from(name, self._links_of, lambda k: k.span)
        return self._cache[key]

    def distance(self, a: str, b: str) -> int | None:
        """Moves from a to b (0 within one zone), or None when b cannot be reached."""
        self.zone(b)
        return self.moves_from(a).get(b)

    def reachable(self, name: str, moves: int) -> dict[str, int]:
        """Every zone within `moves` moves of this one, with what it costs to get there."""
        return {z: c for z, c in self.moves_from(name).items() if c <= moves}

    def zone_range(self, a: str, b: str) -> int | None:
        """How many zones apart a and b are for range (0: the same zone), None if unlinked."""
        self.zone(b)
        return self.spans_from(a).get(b)

    def in_range(self, a: str, b: str, low: int, high: int) -> bool:
        """Whether b lies between `low` and `high` zones from a (a weapon's range band)."""
        span = self.zone_range(a, b)
        return span is not None and low <= span <= high

    def line_of_effect(self, a: str, b: str) -> bool:
        """Whether anything in a can be aimed at b at all (some chain of links joins them)."""
        return self.zone_range(a, b) is not None

    def in_reach(self, name: str, low: int, high: int) -> tuple[str, ...]:
        """Every zone within a range band of this one, in board order."""
        spans = self.spans_from(name)
        return tuple(z for z in self.names if z in spans and low <= spans[z] <= high)

    # ------------------------------------------------------------------ events
    def connect(self, a: str, b: str) -> "ZoneBoard":
        """A new board on which a and b are adjacent (grappling hooks, a bridge lowered...)."""
        if a == b:
            raise ZoneError(f"zone {a!r} cannot be linked to itself")
        self.zone(a)
        self.zone(b)
        kept = tuple(k for k in self.links if k.pair != frozenset((a, b)))
        return replace(self, links=kept + (ZoneLink(a, b, ADJACENT, 1),))

    # ------------------------------------------------------------------ creatures
    def creatures_in(self, name: str, battle: Any) -> list[Any]:
        """The creatures in the fight standing in this zone (the dead and removed left out)."""
        zone = self.zone(name)
        return [c for c in battle.creatures.values()
                if not c.dead and not c.removed and c.pos in zone]

    def free_cell(self, name: str, occupied: Collection[Square], size: int = 1) -> Square | None:
        """A square in the zone where a creature of this size fits clear of `occupied`."""
        return layout.free_cell(self.zone(name), occupied, size)

    def off_board(self, width: int, height: int) -> str:
        """'' when every zone lies on a board of this size, else a sentence naming the first
        zone reaching off it (a save's zones must fit its board)."""
        for n, zone in enumerate(self.zones, 1):
            outside = sorted(c for c in zone.cells if not (0 <= c[0] < width and 0 <= c[1] < height))
            if outside:
                return (f"zones[{n}]: zone {zone.name!r} reaches off the {width} x {height} board "
                        f"at {outside[0]}")
        return ""

    # ------------------------------------------------------------------ saves
    def to_dict(self) -> dict:
        return {"zones": [z.to_dict() for z in self.zones],
                "links": [k.to_dict() for k in self.links]}

    @staticmethod
    def from_dict(data: Any) -> "ZoneBoard":
        """The board a save holds; ZoneError names the first bad place in one line."""
        zones, links = read_board(data)
        return ZoneBoard(zones, links)


def _check_zone(zone: Zone, n: int, by_name: dict[str, Zone], by_cell: dict[Square, str]) -> None:
    if not zone.name.strip():
        raise ZoneError(f"zones[{n}]: a zone needs a name")
    if zone.name in by_name:
        raise ZoneError(f"zones[{n}]: two zones are named {zone.name!r}")
    if zone.cover < 0:
        raise ZoneError(f"zones[{n}]: cover must be 0 or more, not {zone.cover}")
    for cell in zone.cells:
        if cell in by_cell:
            raise ZoneError(f"zones[{n}]: {zone.name!r} overlaps {by_cell[cell]!r} at {cell}")
        by_cell[cell] = zone.name
    by_name[zone.name] = zone


def _check_link(link: ZoneLink, n: int, by_name: Mapping[str, Zone], pairs: set) -> None:
    where = f"links[{n}]"
    for end in (link.a, link.b):
        if end not in by_name:
            raise ZoneError(f"{where}: unknown zone {end!r}")
    if link.a == link.b:
        raise ZoneError(f"{where}: zone {link.a!r} is linked to itself")
    if link.kind not in LINK_KINDS:
        raise ZoneError(f"{where}: unknown kind {link.kind!r} (use {', '.join(LINK_KINDS)})")
    if link.distance < 1:
        raise ZoneError(f"{where}: distance must be 1 or more, not {link.distance}")
    if link.pair in pairs:
        raise ZoneError(f"{where}: {link.a!r} and {link.b!r} are linked twice")
    pairs.add(link.pair)


def board_of(zones: Iterable[Zone], links: Iterable[ZoneLink] = ()) -> ZoneBoard:
    return ZoneBoard(tuple(zones), tuple(links))
