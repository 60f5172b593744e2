"""How two zones touch: side by side, apart by some moves, or cut off from each other.

- adjacent: one move takes you across;
- detached: reaching the other zone takes `distance` moves (perhaps several turns);
- inaccessible: nobody can move across until something links the two (a ship grappling
  another), but the zones still see each other `distance` zones apart for ranged attacks.
"""
from __future__ import annotations

from dataclasses import dataclass

ADJACENT = "adjacent"
DETACHED = "detached"
INACCESSIBLE = "inaccessible"
LINK_KINDS = (ADJACENT, DETACHED, INACCESSIBLE)


@dataclass(frozen=True)
class ZoneLink:
    """A link between zones `a` and `b` (the order means nothing)."""
    a: str
    b: str
    kind: str = ADJACENT
    distance: int = 1
    """Moves to cross (detached), or zones apart for range (inaccessible); adjacent is 1."""

    def __post_init__(self) -> None:
        if self.kind == ADJACENT and self.distance != 1:
            object.__setattr__(self, "distance", 1)

    @property
    def pair(self) -> frozenset[str]:
        return frozenset((self.a, self.b))

    @property
    def moves(self) -> int | None:
        """Moves it takes to cross, or None when it cannot be crossed."""
        if self.kind == ADJACENT:
            return 1
        if self.kind == DETACHED:
            return max(1, self.distance)
        return None

    @property
    def span(self) -> int:
        """How many zones apart the two ends are for range and line of effect."""
        return 1 if self.kind == ADJACENT else max(1, self.distance)

    def other(self, name: str) -> str:
        return self.b if name == self.a else self.a

    def to_dict(self) -> dict:
        out: dict = {"a": self.a, "b": self.b, "kind": self.kind}
        if self.kind != ADJACENT:
            out["distance"] = self.distance
        return out
