"""Who an attack can reach: melee within reach, ranged within range and in sight, blasts
around a point in sight (004 Blast: everyone in the area), dual weapons split between two
neighbours (004 Dual Wielding). A creature beneath the ground can neither attack nor be
attacked; nor can one that has left the fight."""
from __future__ import annotations

from typing import Iterator

from ...core.battle import Battle
from ...core.geometry import Cell, space_distance
from ...core.sight import line_of_effect
from ..content.model import Attack
from ..creature import BrighterCreature


def can_attack(c: BrighterCreature) -> bool:
    return c.active and not c.tags.get("burrowed")


def targetable(t: BrighterCreature) -> bool:
    return not (t.dead or t.removed or t.tags.get("burrowed"))


def in_reach(battle: Battle, c: BrighterCreature, attack: Attack, t: BrighterCreature,
             at: Cell | None = None) -> bool:
    pos = at if at is not None else c.pos
    d = space_distance(pos, c.squares, t.pos, t.squares)
    if d < 1 or d > attack.distance.reach:
        return False
    return line_of_effect(battle, pos, c.squares, t.pos, t.squares)


def single_targets(battle: Battle, c: BrighterCreature, attack: Attack,
                   at: Cell | None = None) -> list[BrighterCreature]:
    """Enemies a melee or ranged attack can hit from here (or from `at`); incapacitated foes
    count, for a finishing blow."""
    return [t for t in battle.creatures.values()
            if t.side != c.side and targetable(t) and in_reach(battle, c, attack, t, at)]  # type: ignore[misc]


def blast_points(battle: Battle, c: BrighterCreature, attack: Attack) -> Iterator[tuple[Cell, list[str]]]:
    """Each point a blast can be centred on that catches at least one enemy, with everyone it
    catches (friend or foe, the user never); points catching the same set are given once."""
    radius, within = attack.distance.reach, attack.distance.within
    if within == 0:
        caught = _caught(battle, c, c.pos, c.squares, radius)
        if any(battle.creatures[t].side != c.side for t in caught):
            yield c.pos, caught
        return
    seen: set[tuple[str, ...]] = set()
    for t in battle.creatures.values():
        if t.side == c.side or not targetable(t):
            continue
        for point in _points_near(t.pos, t.squares, radius):
            if space_distance(c.pos, c.squares, point, 1) > within:
                continue
            if not battle.board.inside(point[0], point[1]) or battle.board.is_solid(point):
                continue
            if not line_of_effect(battle, c.pos, c.squares, point, 1):
                continue
            caught = _caught(battle, c, point, 1, radius)
            key = tuple(sorted(caught))
            if caught and key not in seen:
                seen.add(key)
                yield point, caught


def _points_near(pos: Cell, n: int, radius: int) -> Iterator[Cell]:
    x, y, z = pos
    for px in range(x - radius, x + n + radius):
        for py in range(y - radius, y + n + radius):
            yield (px, py, z)


def _caught(battle: Battle, c: BrighterCreature, point: Cell, size: int, radius: int) -> list[str]:
    out = []
    for t in battle.creatures.values():
        if t.id == c.id or not targetable(t):
            continue
        if space_distance(point, size, t.pos, t.squares) <= radius \
                and line_of_effect(battle, point, size, t.pos, t.squares):
            out.append(t.id)
    return sorted(out)
