"""A creature on the battle board, as every ruleset sees it: who it is, where it stands, how it
moves and what ails it.

A ruleset's own statistics (its measure of health, its attributes, its resources) live in its
own subclass of `Creature` (the ruleset's block of fields), named on its `Ruleset` as
`creature_type`. Saves keep those fields apart under "stats".
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, TypeVar

from .geometry import Cell, cube, size_rank, size_squares

_new = object.__new__
MOVEMENT_TYPES = ("walk", "fly", "hover", "burrow", "climb", "swim", "teleport")
_SQUARES = {size: size_squares(size) for size in ("1T", "1S", "1M", "1L", "2", "3", "4", "5")}
"""`size_squares` of the common sizes, looked up (the AI asks a creature's size very often)."""
_RANKS = {size: size_rank(size) for size in _SQUARES}
"""`size_rank` of the common sizes, looked up likewise."""


@dataclass(slots=True)
class Condition:
    """A condition or other lasting effect on a creature.

    `duration` is "eot" (until the end of the creature's next turn, or this turn if it is the
    creature's own), "save" (save ends), "end_of_encounter" or "until_removed".

    A condition is never changed once made (its `data` neither): look-ahead copies of a creature
    share its conditions, each copy with a list of its own. A rule that changes a condition puts
    a new one in its place in the list.
    """
    name: str
    duration: str = "eot"
    source: str = ""
    ends_after_turn_of: str = ""
    data: dict = field(default_factory=dict)

    def copy(self) -> "Condition":
        c = _new(Condition)  # every field set here: no __init__ (look-ahead copies many)
        c.name, c.duration, c.source, c.ends_after_turn_of = (
            self.name, self.duration, self.source, self.ends_after_turn_of)
        c.data = dict(self.data) if self.data else {}
        return c

    def to_dict(self) -> dict:
        return {"name": self.name, "duration": self.duration, "source": self.source,
                "ends_after_turn_of": self.ends_after_turn_of, "data": dict(self.data)}

    @staticmethod
    def from_dict(d: dict) -> "Condition":
        return Condition(str(d["name"]), str(d.get("duration", "eot")), str(d.get("source", "")),
                         str(d.get("ends_after_turn_of", "")), dict(d.get("data", {})))


@dataclass(slots=True)
class Creature:
    """What every ruleset knows of a creature (no system's statistics)."""
    id: str
    name: str
    side: str
    size: str = "1M"
    pos: Cell = (0, 0, 0)
    movement: tuple[str, ...] = ("walk",)
    abilities: tuple[str, ...] = ()
    conditions: list[Condition] = field(default_factory=list)
    template: str = ""
    aloft: bool = False
    dead: bool = False
    unconscious: bool = False
    removed: bool = False
    tags: dict[str, Any] = field(default_factory=dict)

    # ------------------------------------------------------------------ geometry
    @property
    def squares(self) -> int:
        try:
            return _SQUARES[self.size]
        except KeyError:  # an uncommon size: worked out
            return size_squares(self.size)

    @property
    def rank(self) -> int:
        found = _RANKS.get(self.size)
        return found if found is not None else size_rank(self.size)

    @property
    def cells(self) -> tuple[Cell, ...]:
        n = _SQUARES.get(self.size)
        if n == 1:  # most creatures: `cube` of one square, without the calls
            x, y, z = self.pos
            return ((x, y, z),)
        return cube(self.pos, n if n is not None else size_squares(self.size))

    # ------------------------------------------------------------------ state
    @property
    def active(self) -> bool:
        """Still in the fight: alive, conscious and on the board."""
        return not (self.dead or self.unconscious or self.removed)

    @property
    def carrier(self) -> str:
        """Id of the creature this one rides or clings to ('' when on its own feet).

        A carried creature's space lies inside its carrier's space; the pair never block each
        other and only the carrier counts as filling those squares."""
        tags = self.tags
        if not tags or ("riding" not in tags and "climbing" not in tags):  # most ride nothing
            return ""
        return str(tags.get("riding") or tags.get("climbing") or "")

    def can(self, movement_type: str) -> bool:
        return movement_type in self.movement

    def has(self, condition: str) -> bool:
        for c in self.conditions:  # a loop, not any(): asked very often, mostly of none
            if c.name == condition:
                return True
        return False

    def condition(self, name: str) -> Condition | None:
        for c in self.conditions:
            if c.name == name:
                return c
        return None

    # ------------------------------------------------------------------ copies and data
    def copy(self: C) -> C:
        """An independent copy (the list of conditions and the tags copied; the conditions
        themselves and other tables shared, never mutated)."""
        cls = type(self)
        copier = _COPIERS.get(cls)
        if copier is None:
            copier = _COPIERS[cls] = _make_copier(cls)
            if "copy" not in cls.__dict__:  # later copies call it straight (it checks the class)
                cls.copy = copier  # type: ignore[method-assign]
        return copier(self)

    def to_dict(self) -> dict:
        """Plain data: the shared fields, and the ruleset's own fields under "stats"."""
        out: dict[str, Any] = {}
        stats: dict[str, Any] = {}
        for name in field_names(type(self)):
            v = getattr(self, name)
            if name == "conditions":
                v = [c.to_dict() for c in v]
            elif isinstance(v, tuple):
                v = list(v)
            elif isinstance(v, dict):
                v = dict(v)
            (out if name in CORE_FIELDS else stats)[name] = v
        if stats or type(self) is not Creature:
            out["stats"] = stats
        return out

    @classmethod
    def from_dict(cls: type[C], d: dict) -> C:
        """The creature `to_dict` gave (of this class, which holds the ruleset's statistics)."""
        kw = {k: v for k, v in d.items() if k != "stats"}
        stats = d.get("stats", {})
        if not isinstance(stats, dict):
            raise ValueError("creature stats should be a table")
        clash = set(kw) & set(stats)
        if clash or set(stats) & CORE_FIELDS:
            raise ValueError(f"creature stats repeat shared fields {sorted(clash or set(stats) & CORE_FIELDS)}")
        kw.update(stats)
        unknown = set(kw) - set(field_names(cls))
        if unknown:
            raise ValueError(f"unknown creature fields {sorted(unknown)}")
        kw["pos"] = tuple(kw.get("pos", (0, 0, 0)))
        kw["movement"] = tuple(kw.get("movement", ("walk",)))
        kw["abilities"] = tuple(kw.get("abilities", ()))
        kw["conditions"] = [Condition.from_dict(c) for c in kw.get("conditions", [])]
        return cls(**kw)


C = TypeVar("C", bound=Creature)
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def field_names(cls: type) -> tuple[str, ...]:
    """The dataclass fields of a creature class, worked out once per class."""
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in fields(cls))
    return names


_COPIERS: dict[type, Any] = {}


def _make_copier(cls: type) -> Any:
    """`copy` for one creature class, written out field by field once: look-ahead copies every
    creature thousands of times a battle, and a loop of getattr/setattr over the field names
    costs several times as much. The source is built from the class's own field names only."""
    lines = ["def copy(self):", "    if type(self) is not cls:", "        return generic(self)",
             "    c = new(cls)"]
    for name in field_names(cls):
        if name == "conditions":
            lines.append("    c.conditions = self.conditions[:]")  # the conditions are shared
        elif name == "tags":
            lines.append("    c.tags = dict(self.tags) if self.tags else {}")
        elif name.isidentifier():
            lines.append(f"    c.{name} = self.{name}")
    lines.append("    return c")
    namespace: dict[str, Any] = {"new": cls.__new__, "cls": cls, "generic": Creature.copy}
    exec("\n".join(lines), namespace)  # noqa: S102 - source made above from identifiers only
    return namespace["copy"]


CORE_FIELDS = frozenset(field_names(Creature))
