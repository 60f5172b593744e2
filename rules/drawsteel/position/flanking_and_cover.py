"""Positional advantages (000 Flanking, Cover, High Ground; RULES-NOTES squeezing).

Flanking: the line between the centres of two allies adjacent to the same enemy crosses the
enemy's space through opposite sides or opposite corners. Cover: at least half of the points
sampled on the target's form are hidden from the attacker by walls or objects.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.geometry import cells_on_segment, centre, cube, space_distance, spaces_adjacent
from ...core.sight import geometry_memo
from ..harm.conditions import can_take_triggered
from .line_of_effect import sees

EPS = 1e-6


def _sides_at(px: float, py: float, x0: float, y0: float, x1: float, y1: float) -> set[str]:
    sides = set()
    if abs(px - x0) < EPS:
        sides.add("W")
    if abs(px - x1) < EPS:
        sides.add("E")
    if abs(py - y0) < EPS:
        sides.add("N")
    if abs(py - y1) < EPS:
        sides.add("S")
    return sides


OPPOSITE = {"W": "E", "E": "W", "N": "S", "S": "N"}


def crosses_opposite_sides(a: tuple[float, float], b: tuple[float, float],
                           box: tuple[float, float, float, float]) -> bool:
    """Does segment a-b pass through the square `box` (x0, y0, x1, y1) via opposite sides or
    opposite corners?"""
    x0, y0, x1, y1 = box
    dx, dy = b[0] - a[0], b[1] - a[1]
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, a[0] - x0), (dx, x1 - a[0]), (-dy, a[1] - y0), (dy, y1 - a[1])):
        if abs(p) < EPS:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 > t1 - EPS:
        return False
    enter = _sides_at(a[0] + dx * t0, a[1] + dy * t0, x0, y0, x1, y1)
    leave = _sides_at(a[0] + dx * t1, a[1] + dy * t1, x0, y0, x1, y1)
    return any(OPPOSITE[s] in leave for s in enter)


def flanking(battle: Battle, user: Creature, target: Creature) -> Creature | None:
    """An ally that flanks `target` together with `user`, if any."""
    if not spaces_adjacent(user.pos, user.squares, target.pos, target.squares):
        return None
    if not can_take_triggered(user) or not _sees(battle, user, target):
        return None
    n = target.squares
    box = (target.pos[0], target.pos[1], target.pos[0] + n, target.pos[1] + n)
    ua = centre(user.pos, user.squares)
    for ally in battle.allies_of(user):
        if not can_take_triggered(ally):
            continue
        if not spaces_adjacent(ally.pos, ally.squares, target.pos, target.squares):
            continue
        aa = centre(ally.pos, ally.squares)
        if crosses_opposite_sides((ua[0], ua[1]), (aa[0], aa[1]), box) and _sees(battle, ally, target):
            return ally
    return None


def _sees(battle: Battle, a: Creature, b: Creature) -> bool:
    return sees(battle, a, b)


def has_cover(battle: Battle, user: Creature, target: Creature) -> bool:
    """At least half of the target's form is hidden from the attacker by solid things."""
    objects = battle.object_cells()
    memo = geometry_memo(battle.board, "cover")
    key = (tuple(user.pos), user.squares, tuple(target.pos), target.squares, tuple(objects))
    found = memo.get(key)
    if found is None:
        found = memo[key] = _has_cover(battle, user, target, objects)
    return found


def _has_cover(battle: Battle, user: Creature, target: Creature, objects: dict) -> bool:
    eye = centre(user.pos, user.squares)
    points = _form_points(target)
    own = set(cube(user.pos, user.squares)) | set(target.cells)
    hidden = 0
    for point in points:
        for cell in cells_on_segment(eye, point):
            if cell in own:
                continue
            if battle.board.is_solid(cell) or cell in objects:
                hidden += 1
                break
    return hidden * 2 >= len(points)


def _form_points(c: Creature) -> list[tuple[float, float, float]]:
    """Sample points on a creature's form: for one square, its centre and four points toward
    its sides; for bigger creatures, the centre of every square of their space."""
    if c.squares == 1:
        x, y, z = centre(c.pos, 1)
        r = 0.35
        return [(x, y, z), (x - r, y, z), (x + r, y, z), (x, y - r, z), (x, y + r, z)]
    return [(cx + 0.5, cy + 0.5, cz + 0.5) for cx, cy, cz in c.cells]


def squeezed(battle: Battle, c: Creature) -> bool:
    """Sharing a space with a creature within one size (000 Movement): bane on rolls."""
    cid, carrier, rank, pos, n = c.id, c.carrier, c.rank, c.pos, c.squares
    for other in battle.creatures.values():
        if other.id == cid or other.dead or other.removed or carrier == other.id \
                or other.carrier == cid:
            continue
        if space_distance(other.pos, other.squares, pos, n) == 0 and abs(other.rank - rank) < 2:
            return True  # the two spaces share a square
    return False
