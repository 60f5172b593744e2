"""Creatures that share squares, laid out so none hides another.

The rules let some creatures overlap: a rider on its mount, a flier over a walker, a small
creature inside the space of one at least two sizes bigger. On the board such a group is a
*stack*. Within a stack the bigger tokens are drawn first, so the smaller ones sit on top of
them; creatures with exactly the same footprint are fanned out side by side and drawn a little
smaller; and the stack wears one badge with its head count.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Sequence

from ..view import CreatureView

FAN_SCALE = 0.74
"""How big a fanned-out token is drawn, as a share of its normal size."""
FAN_SPREAD = 0.34
"""How far apart two fanned-out tokens sit is 1.5 times this, in squares (per square of their
size); more of them sit closer, spilling a little past the space's edges."""


@dataclass
class StackLayout:
    """Where each creature of a stack is drawn, relative to its own space."""
    offsets: dict[str, tuple[float, float]] = field(default_factory=dict)
    """Creature id -> (dx, dy) in squares, for fanned-out tokens."""
    scales: dict[str, float] = field(default_factory=dict)
    """Creature id -> a size factor (fanned-out tokens are drawn smaller)."""
    rank: dict[str, int] = field(default_factory=dict)
    """Creature id -> its place in its stack's drawing order (bigger first)."""
    stacks: list[list[str]] = field(default_factory=list)
    """The groups of two or more creatures whose spaces overlap, biggest first in each."""

    def offset(self, cid: str) -> tuple[float, float]:
        return self.offsets.get(cid, (0.0, 0.0))

    def scale(self, cid: str) -> float:
        return self.scales.get(cid, 1.0)

    def stack_of(self, cid: str) -> list[str]:
        return next((s for s in self.stacks if cid in s), [])


def footprint(c: CreatureView) -> tuple[int, int, int]:
    """(x, y, squares) of a creature's space, rounded to whole squares."""
    return (int(round(c.x)), int(round(c.y)), c.squares)


def _overlap(a: tuple[int, int, int], b: tuple[int, int, int]) -> bool:
    ax, ay, an = a
    bx, by, bn = b
    return ax < bx + bn and bx < ax + an and ay < by + bn and by < ay + an


def standing(creatures: Iterable[CreatureView]) -> list[CreatureView]:
    """The creatures a stack can hold: alive, on the board and not in the middle of a move."""
    return [c for c in creatures if not c.dead and c.alpha > 0.01 and not c.moving]


def find_stacks(creatures: Iterable[CreatureView]) -> list[list[CreatureView]]:
    """Groups of creatures whose spaces overlap (joined through any shared square)."""
    pool = standing(creatures)
    seen: set[str] = set()
    groups: list[list[CreatureView]] = []
    for c in pool:
        if c.id in seen:
            continue
        group, todo = [], [c]
        seen.add(c.id)
        while todo:
            cur = todo.pop()
            group.append(cur)
            for other in pool:
                if other.id not in seen and _overlap(footprint(cur), footprint(other)):
                    seen.add(other.id)
                    todo.append(other)
        if len(group) > 1:
            groups.append(sorted(group, key=lambda v: (-v.squares, v.z, bool(v.carrier), v.id)))
    return groups


def layout(creatures: Iterable[CreatureView]) -> StackLayout:
    """Offsets, scales and drawing order for every stack among these creatures."""
    out = StackLayout()
    for group in find_stacks(creatures):
        out.stacks.append([c.id for c in group])
        for i, c in enumerate(group):
            out.rank[c.id] = i
        by_space: dict[tuple[int, int, int], list[CreatureView]] = {}
        for c in group:
            by_space.setdefault(footprint(c), []).append(c)
        for space, same in by_space.items():
            if len(same) > 1:
                _fan(out, space[2], same)
    return out


def _fan(out: StackLayout, squares: int, same: list[CreatureView]) -> None:
    """Creatures on exactly the same space: side by side in a row across it, lowest on the left,
    each drawn small enough to leave its neighbours in sight."""
    k = len(same)
    step = squares * min(FAN_SPREAD * 1.5, 1.3 / k)
    for i, c in enumerate(sorted(same, key=lambda v: (v.z, bool(v.carrier), v.id))):
        out.offsets[c.id] = ((i - (k - 1) / 2) * step, 0.0)
        out.scales[c.id] = max(0.4, min(FAN_SCALE, 1.9 / k))


def describe_stack(creatures: Sequence[CreatureView], x: int, y: int, height_of) -> str:
    """Everyone on a square, for the hover read-out: names with how high each is and who rides
    whom ("Korrin Ashbrand riding Ashmane Strider, Duskwing Shrike 4 up")."""
    here = [c for c in standing(creatures) if _overlap(footprint(c), (x, y, 1))]
    if len(here) < 2:
        return ""
    names = {c.id: c.name for c in creatures}
    parts = []
    for c in sorted(here, key=lambda v: (-v.squares, v.z, v.id)):
        bit = c.name
        if c.carrier and c.carrier in names:
            bit += f" riding {names[c.carrier]}"
        up = height_of(c)
        if up > 0.4:
            bit += f" ({int(round(up))} up)"
        elif up < -0.4:
            bit += f" ({int(round(-up))} down)"
        parts.append(bit)
    return f"{len(here)} here: " + ", ".join(parts)
