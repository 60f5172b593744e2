"""Who an ability can reach: distance, area and target kind (000 Abilities in combat).

`target_sets` lists every distinct set of targets one use of an ability could affect from where
the user stands. Single-target abilities give one set per target; areas give one set per
placement that catches somebody, with duplicates removed.
"""
from __future__ import annotations

from itertools import combinations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.geometry import Cell, cube, space_distance
from ...core.sight import line_of_effect
from ...core.targets import object_target
from ..maneuvers.hide_and_search import single_target_hidden
from ..position.line_of_effect import sees
from ..content.model import Ability


def targetable(c: Creature) -> bool:
    return not (c.dead or c.removed)


def _fits_kind(user: Creature, other: Creature, kind: str) -> bool:
    if kind in ("enemy", "each_enemy"):
        return other.side != user.side
    if kind in ("ally", "each_ally"):
        return other.side == user.side and other.id != user.id
    return other.id != user.id


def _sees(battle: Battle, user: Creature, other: Creature, objects: dict) -> bool:
    return sees(battle, user, other, objects)


def reach_of(battle: Battle, user: Creature, ability: Ability) -> int:
    """An ability's reach; a monster's free strikes reach as far as its signature ability's
    melee or ranged distance when that is longer (RULES-NOTES Monster free strikes)."""
    reach = ability.distance.reach
    if user.hero or ability.id not in ("melee_free_strike", "ranged_free_strike") or not user.abilities:
        return reach
    signature = battle.abilities.get(user.abilities[0])
    kind = "melee" if ability.id == "melee_free_strike" else "ranged"
    if signature is not None and signature.distance.kind == kind:
        reach = max(reach, signature.distance.reach)
    return reach


def target_sets(battle: Battle, user: Creature, ability: Ability) -> list[tuple[str, ...]]:
    dist, tgt = ability.distance, ability.target
    if tgt.kind == "self" or dist.kind == "self" and tgt.kind not in ("each_enemy", "each_ally", "each_creature"):
        return [(user.id,)]
    objects = battle.object_cells()
    if dist.kind in ("melee", "ranged"):
        return _single_target_sets(battle, user, ability, objects)
    if dist.kind == "burst":
        area = set(burst_cells(user, dist.reach))
        found = _in_area(battle, user, ability, area, objects)
        return [found] if found or ability.zone is not None else []
    if dist.kind == "cube":
        return _cube_sets(battle, user, ability, objects)
    if dist.kind == "line":
        return _line_sets(battle, user, ability, objects)
    return []


def _single_target_sets(battle: Battle, user: Creature, ability: Ability,
                        objects: dict) -> list[tuple[str, ...]]:
    reach = reach_of(battle, user, ability)
    kind = ability.target.kind
    found: list[str] = []
    for other in battle.creatures.values():
        if not targetable(other) or not _fits_kind(user, other, kind):
            continue
        if single_target_hidden(battle, user, other):
            continue
        if space_distance(user.pos, user.squares, other.pos, other.squares) > reach:
            continue
        if _sees(battle, user, other, objects):
            found.append(other.id)
    if kind == "creature_or_object":
        for obj in battle.objects.values():
            if space_distance(user.pos, user.squares, obj.origin, obj.size) <= reach and \
                    line_of_effect(battle, user.pos, user.squares, obj.origin, obj.size, {}):
                found.append(object_target(obj.id))
    count = max(1, ability.target.count)
    if count == 1 or len(found) <= 1:
        return [(t,) for t in found]
    size = min(count, len(found))
    return [tuple(group) for group in combinations(found, size)]


def burst_cells(user: Creature, reach: int) -> list[Cell]:
    x, y, z = user.pos
    n = user.squares
    return [(i, j, k) for i in range(x - reach, x + n + reach)
            for j in range(y - reach, y + n + reach)
            for k in range(z - reach, z + n + reach)]


def _in_area(battle: Battle, user: Creature, ability: Ability, area: set[Cell],
             objects: dict) -> tuple[str, ...]:
    kind = ability.target.kind
    hits = []
    for other in battle.creatures.values():
        if not targetable(other) or other.id == user.id or not _fits_kind(user, other, kind):
            continue
        if any(cell in area for cell in other.cells) and _sees(battle, user, other, objects):
            hits.append(other.id)
    return tuple(hits)


def _cube_sets(battle: Battle, user: Creature, ability: Ability,
               objects: dict) -> list[tuple[str, ...]]:
    side, within = ability.distance.reach, ability.distance.within
    seen: dict[tuple[str, ...], None] = {}
    for other in battle.creatures.values():
        if not targetable(other) or other.id == user.id:
            continue
        if space_distance(user.pos, user.squares, other.pos, other.squares) > within + side:
            continue
        for cx, cy, cz in other.cells:
            for dx in range(side):
                for dy in range(side):
                    origin = (cx - dx, cy - dy, cz)
                    if space_distance(user.pos, user.squares, origin, side) > within:
                        continue
                    found = _in_area(battle, user, ability, set(cube(origin, side)), objects)
                    if found:
                        seen.setdefault(tuple(sorted(found)), None)
    return list(seen)


def _line_sets(battle: Battle, user: Creature, ability: Ability,
               objects: dict) -> list[tuple[str, ...]]:
    length, width = ability.distance.reach, ability.distance.width
    seen: dict[tuple[str, ...], None] = {}
    x, y, z = user.pos
    n = user.squares
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            if dx == dy == 0:
                continue
            start = (x + (n if dx > 0 else -1 if dx < 0 else 0),
                     y + (n if dy > 0 else -1 if dy < 0 else 0), z)
            cells: set[Cell] = set()
            for i in range(length):
                bx, by = start[0] + dx * i, start[1] + dy * i
                for w in range(width):
                    ox, oy = (w, 0) if dx == 0 else (0, w) if dy == 0 else (w, 0)
                    for h in range(max(width, n)):
                        cells.add((bx + ox, by + oy, z + h))
            found = _in_area(battle, user, ability, cells, objects)
            if found:
                seen.setdefault(tuple(sorted(found)), None)
    return list(seen)
