"""How far a creature has to walk to come to grips with a foe: movement counted along the ground
(around chasms, up ramps, through doorways) instead of in a straight line through walls.

The AI of the grid rulesets uses it to draw creatures that cannot attack yet towards a foe, so
a walker under a cliff goes round by the ramp instead of standing at the foot of the cliff,
staring up at an archer it can never reach. The steps are the shared grid reach's
(`rules.core.grid_reach`): walking, clambering, climbing, swimming and flying, searched backwards
from the spots beside the foe. Other creatures are left out (they will have moved by the time
one gets there); objects count.
"""
from __future__ import annotations

import heapq
from typing import Iterable

from .battle import Battle
from .creature import Creature
from .geometry import Cell, space_distance
from .grid_reach import _ground_table, _steps

FAR = 10_000
"""The cost given to a spot from which the foe cannot be reached at all."""
LIMIT = 80
"""Walks longer than this are not followed (a foe that far off counts as unreachable)."""
_GRAPHS: dict[tuple, tuple] = {}
_FIELDS: dict[tuple, tuple] = {}


def walk_to_foe(battle: Battle, c: Creature, pos: Cell, foe: Creature, reach: int = 1,
                field: dict[Cell, int] | None = None) -> int:
    """The movement `c` would spend to get from `pos` to a spot within `reach` squares of
    `foe` (0 when already there; FAR when no walk gets there). `field` is the foe's
    `walk_field`, when the caller already has it."""
    if space_distance(pos, c.squares, foe.pos, foe.squares) <= reach:
        return 0
    if field is None:
        field = walk_field(battle, c, foe, reach)
    found = field.get(pos)
    if found is None:
        found = field.get(_standing(battle, c, pos), FAR)
    return found


def walk_field(battle: Battle, c: Creature, foe: Creature, reach: int = 1) -> dict[Cell, int]:
    """The cost of the walk from every spot on the board to a spot within `reach` of `foe`,
    for a creature moving as `c` does (kept per walk graph and foe space)."""
    into = _graph(battle, c)
    key = (id(into), foe.pos, foe.squares, reach)
    found = _FIELDS.get(key)
    if found is not None and found[0] is into:
        return found[1]
    field = _search(into, _beside(battle, c, foe, reach))
    if len(_FIELDS) > 512:
        _FIELDS.clear()
    _FIELDS[key] = (into, field)
    return field


def _moving(c: Creature) -> tuple:
    return (c.squares, c.can("fly"), c.can("climb"), c.can("swim"))


def _graph(battle: Battle, c: Creature) -> dict[Cell, list[tuple[Cell, int]]]:
    """For every spot on the ground (or in the air, for a flier), the spots a step leads to it
    from, with the cost of that step: the walk graph run backwards. Burrowing is left out (a
    burrower walks the surface like anyone). Kept per board, way of moving and objects."""
    per_choice = ("walk_graph", _moving(c))
    found = battle.cache.get(per_choice)
    if found is not None:
        return found
    objects = battle.object_cells()
    key = (id(battle.board), _moving(c), frozenset(objects))
    kept = _GRAPHS.get(key)
    if kept is not None and kept[0] is battle.board:
        battle.cache[per_choice] = kept[1]
        return kept[1]
    walker = _Walker(c)
    ground = _ground_table(battle, c)
    into: dict[Cell, list[tuple[Cell, int]]] = {}
    for spot, cost in ground.values():
        if not cost:
            continue
        for nxt, step, _ in _steps(battle, walker, spot, "walk", ground, objects, set(), {}):  # type: ignore[arg-type]
            into.setdefault(nxt, []).append((spot, step))
    if len(_GRAPHS) > 32:
        _GRAPHS.clear()
    _GRAPHS[key] = (battle.board, into)
    battle.cache[per_choice] = into
    return into


class _Walker:
    """A creature's way of moving without its burrowing (the graph keeps to the surface)."""

    def __init__(self, c: Creature) -> None:
        self.squares = c.squares
        self._c = c

    def can(self, mode: str) -> bool:
        return mode != "burrow" and self._c.can(mode)


def _beside(battle: Battle, c: Creature, foe: Creature, reach: int) -> list[Cell]:
    """Every spot on the ground (or in the air, for a flier) from which `foe` is within reach."""
    ground = _ground_table(battle, c)
    x0, y0, _ = foe.pos
    span = reach + c.squares
    out = []
    for x in range(x0 - span, x0 + foe.squares + reach + 1):
        for y in range(y0 - span, y0 + foe.squares + reach + 1):
            spot = ground.get((x, y))
            if spot is not None and spot[1] and 1 <= space_distance(spot[0], c.squares, foe.pos, foe.squares) <= reach:
                out.append(spot[0])
    return out


def _search(into: dict[Cell, list[tuple[Cell, int]]], goals: Iterable[Cell]) -> dict[Cell, int]:
    cost: dict[Cell, int] = {}
    queue: list[tuple[int, Cell]] = []
    for g in goals:
        cost[g] = 0
        queue.append((0, g))
    heapq.heapify(queue)
    while queue:
        spent, pos = heapq.heappop(queue)
        if spent > cost[pos]:
            continue
        for before, step in into.get(pos, ()):
            total = spent + step
            if total <= LIMIT and total < cost.get(before, LIMIT + 1):
                cost[before] = total
                heapq.heappush(queue, (total, before))
    return cost


def _standing(battle: Battle, c: Creature, pos: Cell) -> Cell:
    """Where the search puts a creature standing over (x, y): its own place, when the creature
    is somewhere else (aloft on a mount, say)."""
    spot = _ground_table(battle, c).get((pos[0], pos[1]))
    return spot[0] if spot is not None else pos
