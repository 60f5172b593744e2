"""The `battle_zones` layer of a Tiled map turned into a zone board (`rules.core.zones`).

`tiled.py` (the one module that reads Tiled files) hands over each object of the layer as a
`ZoneShape`: its object id, name, the squares whose centres it covers and its properties. This
module checks them and links them up; every problem is one line naming the file, the object and
where it is:

- a zone needs a name, and no two zones share one;
- zones may not overlap;
- `links`, `detached` and `inaccessible` are comma lists of other zones' names (each link may be
  written on either zone, or both, if both say the same); `distance` is how many moves a
  detached link takes, or how many zones apart an inaccessible one counts for range;
- `cover` is a whole number of 0 or more, `dark` and `difficult` true or false, `hazard` a word;
- every zone can be walked to from the others through adjacent or detached links, unless its
  group is cut off by an inaccessible link on purpose (two ships before the grappling hooks fly).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from rules.core.readers import hint
from rules.core.zones import ADJACENT, DETACHED, INACCESSIBLE, Zone, ZoneBoard, ZoneLink

from .mapmodel import BATTLE_ZONE_LAYER, SPAWN_LAYER, LoadedMap, Problem, Square

LIST_KEYS = {"links": ADJACENT, "detached": DETACHED, "inaccessible": INACCESSIBLE}
HAZARD_WORD = re.compile(r"[a-z][a-z -]{0,30}")


@dataclass(frozen=True)
class ZoneShape:
    """One object of the battle_zones layer, as drawn."""
    id: int
    name: str
    squares: tuple[Square, ...]
    props: Mapping[str, Any]
    pos: Square

    @property
    def label(self) -> str:
        return f"zone {self.name!r} (object {self.id})" if self.name else f"zone (object {self.id})"


@dataclass(frozen=True)
class _Read:
    """A shape's properties once checked."""
    shape: ZoneShape
    zone: Zone
    lists: dict[str, tuple[str, ...]]
    distance: int


class _Checker:
    def __init__(self, file: str) -> None:
        self.file = file
        self.problems: list[Problem] = []

    def error(self, shape: ZoneShape, text: str, pos: Square | None = None) -> None:
        self.problems.append(Problem(self.file, f"{shape.label} {text}", BATTLE_ZONE_LAYER,
                                     pos or shape.pos))


def build_zone_board(file: str, shapes: list[ZoneShape],
                     unread: Iterable[str] = ()) -> tuple[ZoneBoard | None, list[Problem]]:
    """The zone board the shapes make, or None with the problems found. `unread` names zones
    on the layer whose shapes could not be read (already reported): links to them are not
    reported again as links to unknown zones."""
    check = _Checker(file)
    named = _named(check, shapes)
    read = [r for r in (_read(check, s) for s in named) if r is not None]
    _overlaps(check, read)
    links = _links(check, read, set(unread) | {s.name for s in named})
    if not shapes and not check.problems:
        check.problems.append(Problem(file, "the battle_zones layer has no zones (the map is "
                                      "played without them)", BATTLE_ZONE_LAYER, warning=True))
    if check.problems or not read:
        return None, check.problems
    board = ZoneBoard(tuple(r.zone for r in read), tuple(links))
    _cut_off(check, read, board)
    return (None if check.problems else board), check.problems


def _named(check: _Checker, shapes: list[ZoneShape]) -> list[ZoneShape]:
    seen: dict[str, ZoneShape] = {}
    for shape in shapes:
        if not shape.name.strip():
            check.error(shape, "needs a name (set the object's Name)")
        elif "," in shape.name:
            check.error(shape, "has a comma in its name, so no link list can name it")
        elif shape.name in seen:
            check.error(shape, f"has the same name as object {seen[shape.name].id}")
        else:
            seen[shape.name] = shape
    return list(seen.values())


def _read(check: _Checker, shape: ZoneShape) -> _Read | None:
    props = shape.props
    values = {"cover": _whole(props.get("cover", 0)), "distance": _whole(props.get("distance", 2)),
              "dark": _flag(props.get("dark", False)),
              "difficult": _flag(props.get("difficult", False)),
              "hazard": str(props.get("hazard") or "").strip().lower()}
    bad = _bad_values(props, values)
    for text in bad:
        check.error(shape, text)
    if bad:
        return None
    lists = {key: _names(props.get(key, "")) for key in LIST_KEYS}
    zone = Zone(shape.name, frozenset(shape.squares), values["cover"], values["dark"],
                values["difficult"], values["hazard"] or None)
    return _Read(shape, zone, lists, values["distance"])


def _bad_values(props: Mapping[str, Any], values: dict[str, Any]) -> list[str]:
    """What is wrong with the zone's property values, one sentence each."""
    out: list[str] = []
    if values["cover"] is None or values["cover"] < 0:
        out.append(f"cover must be a whole number of 0 or more, not {props.get('cover')!r}")
    if values["distance"] is None or values["distance"] < 1:
        out.append(f"distance must be a whole number of moves, 1 or more, not "
                   f"{props.get('distance')!r}")
    for key in ("dark", "difficult"):
        if values[key] is None:
            out.append(f"{key} must be true or false, not {props.get(key)!r}")
    if values["hazard"] and not HAZARD_WORD.fullmatch(values["hazard"]):
        out.append(f"hazard must be a word such as 'fire', not {props.get('hazard')!r}")
    return out


def _names(value: Any) -> tuple[str, ...]:
    return tuple(dict.fromkeys(part.strip() for part in str(value or "").split(",") if part.strip()))


def _whole(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and re.fullmatch(r"\s*-?\d+\s*", value):
        return int(value)
    return None


def _flag(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    return None


def _overlaps(check: _Checker, read: list[_Read]) -> None:
    owner: dict[Square, _Read] = {}
    for r in read:
        shared = sorted((sq for sq in r.zone.cells if sq in owner), key=lambda s: (s[1], s[0]))
        if shared:
            other = owner[shared[0]].shape
            check.error(r.shape, f"overlaps {other.label}", shared[0])
        for sq in r.zone.cells:
            owner.setdefault(sq, r)


def _links(check: _Checker, read: list[_Read], known: set[str]) -> list[ZoneLink]:
    names = [r.zone.name for r in read]
    found: dict[frozenset[str], tuple[ZoneLink, _Read]] = {}
    for r in read:
        listed: dict[str, str] = {}
        for key, kind in LIST_KEYS.items():
            for other in r.lists[key]:
                if other not in known:
                    check.error(r.shape, f"{key}: unknown zone {other!r} {hint(other, sorted(known))}")
                elif other not in names:
                    continue  # a zone already reported for its shape or its properties
                elif other == r.zone.name:
                    check.error(r.shape, f"{key}: a zone cannot be linked to itself")
                elif other in listed:
                    check.error(r.shape, f"lists {other!r} under both {listed[other]} and {key}")
                else:
                    listed[other] = key
                    _add(check, found, ZoneLink(r.zone.name, other, kind,
                                                1 if kind == ADJACENT else r.distance), r)
    return [link for link, _ in found.values()]


def _add(check: _Checker, found: dict, link: ZoneLink, r: _Read) -> None:
    before = found.get(link.pair)
    if before is None:
        found[link.pair] = (link, r)
        return
    old, owner = before
    if (old.kind, old.distance) != (link.kind, link.distance):
        check.error(r.shape, f"links {link.b!r} as {_says(link)}, but {owner.shape.label} "
                    f"says {_says(old)}")


def _says(link: ZoneLink) -> str:
    return link.kind if link.kind == ADJACENT else f"{link.kind} at distance {link.distance}"


def _cut_off(check: _Checker, read: list[_Read], board: ZoneBoard) -> None:
    """Groups of zones no walker can reach from the first zone, unless an inaccessible link
    says they are cut off on purpose."""
    home = read[0].zone.name
    walkable = set(board.moves_from(home))
    seen = set(walkable)
    for r in read:
        name = r.zone.name
        if name in seen:
            continue
        group = set(board.moves_from(name))
        seen |= group
        meant = any(k.kind == INACCESSIBLE for z in group for k in board.linked(z))
        if not meant:
            check.error(r.shape, f"cannot be reached from zone {home!r}: link it (links or "
                        "detached), or mark the way across as inaccessible")


def spawns_outside_zones(loaded: LoadedMap, file: str) -> list[Problem]:
    """Warn about spawn squares no battle zone covers: a creature starting there would be in no
    zone (maps without a battle_zones layer are not asked)."""
    board = loaded.battle_zones
    if board is None:
        return []
    out: list[Problem] = []
    for spawn in loaded.spawns:
        loose = [sq for sq in spawn.squares if board.zone_at(sq) is None]
        if loose:
            out.append(Problem(file, f"{spawn.label} has squares in no battle zone (a creature "
                               "starting there is in no zone)", SPAWN_LAYER, loose[0], warning=True))
    return out
