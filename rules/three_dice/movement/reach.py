"""Where a creature can get to on the grid with the movement it has (003 Movement and
Positioning; a square is 5 feet).

- Its budget is its greatest speed (003 Different Movement Speeds), in squares.
- Hindered movement costs two squares a square: difficult ground or water (for walkers),
  crawling while prone (003 Knocked Down), squeezing through a crawlway (003 Tight Spaces) and
  moving through another creature's space (003 Moving Around Other Creatures). Hindrances do
  not add up: a hindered square costs 2.
- Allies can be passed through; a hostile creature only when it is at least two sizes larger
  or smaller; nobody ends a move in another creature's space.
- A step up of two or three levels is a clamber (one extra square per level beyond the first);
  higher walls stop walkers. Fliers keep one square above the ground and pass over anything.
- A burrower digs through earth as the shared grid reach lets it (`rules.core.grid_reach`).
"""
from __future__ import annotations

import heapq

from ...core.battle import Battle
from ...core.geometry import footprint
from ...core.grid_reach import FLIGHT_LIFT, MAX_CLAMBER, NEIGHBOURS, Reach, reachable as core_reach
from ..creature import ThreeDiceCreature
from .tight import FITS, TIGHT_TERRAIN


def budget(c: ThreeDiceCreature) -> int:
    return c.best_speed // 5


def passable(mover: ThreeDiceCreature, other: ThreeDiceCreature) -> bool:
    return other.side == mover.side or abs(other.rank - mover.rank) >= 2


def reachable(battle: Battle, c: ThreeDiceCreature, squares: int) -> Reach:
    key = ("td_reach", c.id, c.pos, squares, c.has("prone"))
    found = battle.cache.get(key)
    if found is None:
        found = battle.cache[key] = _search(battle, c, squares)
    return found


def _spaces(battle: Battle, c: ThreeDiceCreature) -> tuple[dict, set]:
    """2D square -> the creature filling it; squares no one may pass."""
    filled: dict[tuple[int, int], ThreeDiceCreature] = {}
    walls: set[tuple[int, int]] = set()
    for o in battle.creatures.values():
        if o.id == c.id or o.dead or o.removed or o.tags.get("burrowed"):
            continue
        for sq in footprint(o.pos, o.squares):
            filled[sq] = o  # type: ignore[assignment]
            if not passable(c, o):  # type: ignore[arg-type]
                walls.add(sq)
    for obj in battle.objects.values():
        walls.update((cell[0], cell[1]) for cell in obj.cells)
    return filled, walls


def _search(battle: Battle, c: ThreeDiceCreature, squares: int) -> Reach:
    if c.tags.get("burrowed"):
        return core_reach(battle, c, squares)
    n, fly = c.squares, c.can("fly") and c.fly_speed > 0
    table = _footprints(battle, n)
    filled, walls = _spaces(battle, c)
    start = c.pos
    reach = Reach(start, {start: 0}, {start: "fly" if c.aloft else "walk"})
    stance = "fly" if fly else "walk"
    heap = [(0, start)]
    while heap:
        cost, pos = heapq.heappop(heap)
        if cost > reach.cost.get(pos, 1 << 30):
            continue
        for nxt, extra in _steps(c, pos, fly, table, filled, walls):
            total = cost + extra
            if total <= squares and total < reach.cost.get(nxt, 1 << 30):
                reach.cost[nxt] = total
                reach.stance[nxt] = stance
                reach.came_from[nxt] = pos
                heapq.heappush(heap, (total, nxt))
    for pos in reach.cost:
        if not any(sq in filled for sq in footprint(pos, n)) and not table[(pos[0], pos[1])][2]:
            reach.stops.add(pos)
    if c.can("burrow") and c.burrow_speed > 0:
        _add_digging(battle, c, squares, reach)
    return reach


def _footprints(battle: Battle, n: int) -> dict:
    """(x, y) -> (ground, any crawlway, any burning, any rough) under an n-square footprint;
    worked out once per board (its columns never change in a battle)."""
    board = battle.board
    key = ("td_footprints", n)
    table = board.derived.get(key)
    if table is None:
        table = {}
        for x in range(board.width - n + 1):
            for y in range(board.height - n + 1):
                cols = [board.column(cx, cy) for cx, cy in footprint((x, y, 0), n)]
                table[(x, y)] = (max(col.ground for col in cols),
                                 any(col.terrain == TIGHT_TERRAIN for col in cols),
                                 any(col.damaging for col in cols),
                                 any(col.difficult or col.liquid for col in cols))
        board.derived[key] = table
    return table


def _steps(c: ThreeDiceCreature, pos: tuple, fly: bool, table: dict, filled: dict, walls: set):
    """Each square one step from `pos` the creature may enter, with what the step costs."""
    n = c.squares
    over = c.rank - FITS
    prone = c.has("prone")
    climb = c.can("climb")
    x, y, z0 = pos
    for dx, dy in NEIGHBOURS:
        xy = (x + dx, y + dy)
        info = table.get(xy)
        if info is None:
            continue
        ground, tight, burning, rough = info
        if n == 1:
            if xy in walls:
                continue
            crowded = xy in filled
        else:
            cells = footprint((xy[0], xy[1], 0), n)
            if any(sq in walls for sq in cells):
                continue
            crowded = any(sq in filled for sq in cells)
        z = ground + FLIGHT_LIFT if fly else ground
        rise = abs(z - z0)
        if (not fly and (burning or (rise > MAX_CLAMBER and not climb))) or (tight and over >= 2):
            continue
        hindered = prone or crowded or (tight and over == 1) or (not fly and rough)
        clamber = 0 if fly or rise <= 1 or climb else rise - 1
        yield (xy[0], xy[1], z), (2 if hindered else 1) + clamber


def _add_digging(battle: Battle, c: ThreeDiceCreature, squares: int, reach: Reach) -> None:
    dug = core_reach(battle, c, squares)
    for pos, cost in dug.cost.items():
        if dug.stance.get(pos) == "burrow" and cost < reach.cost.get(pos, 1 << 30):
            reach.cost[pos] = cost
            reach.stance[pos] = "burrow"
            reach.came_from[pos] = dug.came_from.get(pos, dug.start)
            if pos in dug.stops:
                reach.stops.add(pos)
            _keep_way(dug, reach, pos)


def _keep_way(dug: Reach, reach: Reach, pos: tuple) -> None:
    """Copy the dug way back to the start where the walking search has no way of its own."""
    step = dug.came_from.get(pos)
    while step is not None and step != dug.start and step not in reach.cost:
        reach.cost[step] = dug.cost[step]
        reach.stance[step] = dug.stance[step]
        reach.came_from[step] = dug.came_from[step]
        step = dug.came_from.get(step)
