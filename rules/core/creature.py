"""A creature on the battle board: its stats, where it stands and what ails it."""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from .geometry import Cell, cube, size_rank, size_squares

CHARACTERISTICS = ("might", "agility", "reason", "intuition", "presence")
MOVEMENT_TYPES = ("walk", "fly", "hover", "burrow", "climb", "swim", "teleport")
IMMUNE_ALL = 1_000_000
"""An immunity of "all" is stored as this large number."""


@dataclass(slots=True)
class Condition:
    """A condition or other lasting effect on a creature.

    `duration` is "eot" (until the end of the creature's next turn, or this turn if it is the
    creature's own), "save" (save ends), "end_of_encounter" or "until_removed".
    """
    name: str
    duration: str = "eot"
    source: str = ""
    ends_after_turn_of: str = ""
    data: dict = field(default_factory=dict)

    def copy(self) -> "Condition":
        return Condition(self.name, self.duration, self.source, self.ends_after_turn_of,
                         dict(self.data) if self.data else {})

    def to_dict(self) -> dict:
        return {"name": self.name, "duration": self.duration, "source": self.source,
                "ends_after_turn_of": self.ends_after_turn_of, "data": dict(self.data)}

    @staticmethod
    def from_dict(d: dict) -> "Condition":
        return Condition(str(d["name"]), str(d.get("duration", "eot")), str(d.get("source", "")),
                         str(d.get("ends_after_turn_of", "")), dict(d.get("data", {})))


@dataclass(slots=True)
class Creature:
    id: str
    name: str
    side: str
    size: str = "1M"
    pos: Cell = (0, 0, 0)
    max_stamina: int = 10
    stamina: int = 10
    temp_stamina: int = 0
    speed: int = 5
    stability: int = 0
    characteristics: dict[str, int] = field(default_factory=dict)
    movement: tuple[str, ...] = ("walk",)
    hero: bool = False
    level: int = 1
    recoveries: int = 0
    free_strike: int = 0
    immunities: dict[str, int] = field(default_factory=dict)
    weaknesses: dict[str, int] = field(default_factory=dict)
    abilities: tuple[str, ...] = ()
    conditions: list[Condition] = field(default_factory=list)
    template: str = ""
    role: str = ""
    organization: str = ""
    ev: int = 0
    resource_name: str = ""
    resource: int = 0
    resource_per_turn: int = 0
    surges: int = 0
    victories: int = 0
    aloft: bool = False
    dead: bool = False
    unconscious: bool = False
    removed: bool = False
    triggered_used: bool = False
    tags: dict[str, Any] = field(default_factory=dict)

    # ------------------------------------------------------------------ geometry
    @property
    def squares(self) -> int:
        return size_squares(self.size)

    @property
    def rank(self) -> int:
        return size_rank(self.size)

    @property
    def cells(self) -> tuple[Cell, ...]:
        return cube(self.pos, size_squares(self.size))

    # ------------------------------------------------------------------ stats
    def char(self, name: str) -> int:
        return self.characteristics.get(name, 0)

    @property
    def winded_value(self) -> int:
        return self.max_stamina // 2

    @property
    def recovery_value(self) -> int:
        """A third of the Stamina maximum. Director-controlled creatures have no Recoveries, but
        when a hero's help would let one spend a Recovery it regains this same third (000
        Stamina > Director-Controlled Creatures > No Recoveries)."""
        return self.max_stamina // 3

    @property
    def winded(self) -> bool:
        return self.stamina <= self.winded_value and not self.dead

    @property
    def dying(self) -> bool:
        return self.hero and self.stamina <= 0 and not self.dead

    @property
    def active(self) -> bool:
        """Still in the fight: alive, conscious and on the board."""
        return not (self.dead or self.unconscious or self.removed)

    @property
    def carrier(self) -> str:
        """Id of the creature this one rides or clings to ('' when on its own feet).

        A carried creature's space lies inside its carrier's space; the pair never block each
        other and only the carrier counts as filling those squares."""
        return str(self.tags.get("riding") or self.tags.get("climbing") or "")

    def can(self, movement_type: str) -> bool:
        return movement_type in self.movement

    def has(self, condition: str) -> bool:
        return any(c.name == condition for c in self.conditions)

    def condition(self, name: str) -> Condition | None:
        for c in self.conditions:
            if c.name == name:
                return c
        return None

    # ------------------------------------------------------------------ copies and data
    def copy(self) -> "Creature":
        """An independent copy (conditions and tags copied; other tables shared, never mutated)."""
        c = Creature.__new__(Creature)
        for name in _FIELD_NAMES:
            setattr(c, name, getattr(self, name))
        c.conditions = [x.copy() for x in self.conditions] if self.conditions else []
        c.tags = dict(self.tags) if self.tags else {}
        return c

    def to_dict(self) -> dict:
        out: dict[str, Any] = {}
        for f in fields(self):
            v = getattr(self, f.name)
            if f.name == "conditions":
                v = [c.to_dict() for c in v]
            elif isinstance(v, tuple):
                v = list(v)
            elif isinstance(v, dict):
                v = dict(v)
            out[f.name] = v
        return out

    @staticmethod
    def from_dict(d: dict) -> "Creature":
        names = {f.name for f in fields(Creature)}
        unknown = set(d) - names
        if unknown:
            raise ValueError(f"unknown creature fields {sorted(unknown)}")
        kw = dict(d)
        kw["pos"] = tuple(kw.get("pos", (0, 0, 0)))
        kw["movement"] = tuple(kw.get("movement", ("walk",)))
        kw["abilities"] = tuple(kw.get("abilities", ()))
        kw["conditions"] = [Condition.from_dict(c) for c in kw.get("conditions", [])]
        return Creature(**kw)


_FIELD_NAMES = tuple(f.name for f in fields(Creature))
