"""Where a creature can get to on the grid with the movement it has: the reach search every
grid ruleset with simple movement shares (Brighter Worlds, Olde Swords Reign; Draw Steel has
its own, with jumps, swimming stances and shifting).

Walkers step to a neighbouring square (diagonals count 1); a step up or down of two or three
levels is a clamber costing one extra square per level beyond the first, and higher walls and
drops are for climbers only (who pay nothing extra); difficult ground and water cost 2 unless
the creature swims; nobody walks into burning ground willingly. Fliers keep one square above the
ground and ignore it, but cannot pass over a foe's head or end a move right on top of anyone.
Burrowers may dig down into earth, move beneath it and come up again, one square each. Allies
can be passed through, foes cannot; nobody ends a move in another creature's space.
"""
from __future__ import annotations

import heapq
from dataclasses import dataclass, field

from .battle import Battle
from .creature import Creature
from .geometry import Cell, cube, footprint

FLIGHT_LIFT = 1
"""A flier moves and stands this many squares above the highest ground under it."""
MAX_CLAMBER = 3
"""Anyone can clamber up or down a step this many levels high (one extra square of movement per
level beyond the first); creatures that climb scale any height at no extra cost."""
NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1))


@dataclass
class Reach:
    """Cost and way of moving ("walk", "fly", "burrow") of every position reached, and the
    cheapest way there (`path_to`)."""
    start: Cell
    cost: dict[Cell, int] = field(default_factory=dict)
    stance: dict[Cell, str] = field(default_factory=dict)
    came_from: dict[Cell, Cell] = field(default_factory=dict)
    stops: set[Cell] = field(default_factory=set)

    def destinations(self) -> list[Cell]:
        """Where the move may end (not the start, not another creature's space), in order."""
        return sorted(p for p in self.cost if p != self.start and p in self.stops)

    def path_to(self, pos: Cell) -> list[Cell]:
        out = [pos]
        while out[-1] != self.start:
            out.append(self.came_from[out[-1]])
        return out[::-1]


def underground(battle: Battle, c: Creature) -> bool:
    """Entirely beneath the surface (a burrower's mound)."""
    return c.pos[2] + c.squares <= battle.board.footprint_ground(c.pos, c.squares)


def surface_position(battle: Battle, c: Creature, x: int, y: int) -> Cell:
    z = battle.board.footprint_ground((x, y, 0), c.squares)
    return (x, y, z + FLIGHT_LIFT if c.can("fly") else z)


def reachable(battle: Battle, c: Creature, budget: int) -> Reach:
    """Every position within `budget` squares of movement (cached until the next choice)."""
    key = ("grid_reach", c.id, c.pos, budget)
    found = battle.cache.get(key)
    if found is None:
        found = battle.cache[key] = _search(battle, c, budget)
    return found


def way_to(battle: Battle, c: Creature, budget: int, goal: Cell) -> Reach:
    """The cheapest way to `goal` within `budget`: a Reach whose `stops` hold `goal` if the move
    may end there (and nothing otherwise), and whose `path_to(goal)` is the path `reachable`
    gives. The search stops once `goal` is settled, so a short move is cheap."""
    found = battle.cache.get(("grid_reach", c.id, c.pos, budget))
    if found is not None:
        return found
    return _search(battle, c, budget, goal)


def _search(battle: Battle, c: Creature, budget: int, goal: Cell | None = None) -> Reach:
    """Dijkstra over the squares (every step costs at least 1, so a square's cost and the way
    there are final once it leaves the queue; with a `goal`, the search ends there)."""
    reach = Reach(c.pos)
    reach.cost[c.pos] = 0
    reach.stance[c.pos] = "burrow" if underground(battle, c) else ("fly" if c.can("fly") else "walk")
    occupied, foes = _blockers(battle, c)
    ground = _ground_table(battle, c)
    objects = battle.object_cells()
    n = c.squares
    foe_tops = _column_tops(battle, c, foes_only=True) if c.can("fly") else {}
    queue: list[tuple[int, Cell]] = [(0, c.pos)]
    while queue:
        spent, pos = heapq.heappop(queue)
        if spent > reach.cost.get(pos, budget + 1):
            continue
        if pos == goal:
            break
        for nxt, step, stance in _steps(battle, c, pos, reach.stance[pos], ground, objects, foes, foe_tops):
            total = spent + step
            if total <= budget and total < reach.cost.get(nxt, budget + 1):
                reach.cost[nxt], reach.stance[nxt], reach.came_from[nxt] = total, stance, pos
                heapq.heappush(queue, (total, nxt))
    ends = reach.cost if goal is None else [goal] if goal in reach.cost else []
    reach.stops = {p for p in ends if not any(cell in occupied for cell in cube(p, n))}
    if c.can("fly"):
        tops = _column_tops(battle, c, foes_only=False)
        reach.stops = {p for p in reach.stops if p == c.pos or not _above(p, n, tops)}
    return reach


def _column_tops(battle: Battle, c: Creature, foes_only: bool) -> dict[tuple[int, int], int]:
    """The highest cell each other creature (or each foe) fills, by column."""
    tops: dict[tuple[int, int], int] = {}
    for other in battle.creatures.values():
        if other.id == c.id or other.dead or other.removed or (foes_only and other.side == c.side):
            continue
        top = other.pos[2] + other.squares - 1
        for col in footprint(other.pos, other.squares):
            tops[col] = max(top, tops.get(col, top))
    return tops


def _above(pos: Cell, n: int, tops: dict[tuple[int, int], int]) -> bool:
    """A flier's space sits right on top of a creature (one square above its head or less):
    as good as sharing its space."""
    return any(pos[2] <= tops[col] + 1 for col in footprint(pos, n) if col in tops)


def _over_head(pos: Cell, tops: dict[tuple[int, int], int]) -> bool:
    """`_above` for a one-square space (the common case, asked for every step a flier takes)."""
    top = tops.get((pos[0], pos[1]))
    return top is not None and pos[2] <= top + 1


def _ground_table(battle: Battle, c: Creature) -> dict[tuple[int, int], tuple[Cell, int]]:
    """For every footprint corner on the board: where the creature would stand there and what a
    step onto it costs (0: it cannot go there), ignoring creatures and objects. The table is kept
    with the board's other facts (`Board.derived`, per size and way of moving), so boards with
    equal terrain share it (a loaded save too) and a board whose columns change gets a new one."""
    board = battle.board
    fly, swim, n = c.can("fly"), c.can("swim"), c.squares
    key = ("grid_reach_ground", n, fly, swim)
    found = board.derived.get(key)
    if found is not None:
        return found
    table: dict[tuple[int, int], tuple[Cell, int]] = {}
    for x in range(board.width - n + 1):
        for y in range(board.height - n + 1):
            cols = [board.column(fx, fy) for fx, fy in footprint((x, y, 0), n)]
            z = max(col.ground for col in cols) + (FLIGHT_LIFT if fly else 0)
            cost = 1
            if z + n > board.sky:
                cost = 0
            elif not fly:
                if any(col.damaging for col in cols):
                    cost = 0
                elif any(col.difficult for col in cols) or (any(col.liquid for col in cols) and not swim):
                    cost = 2
            table[(x, y)] = ((x, y, z), cost)
    board.derived[key] = table
    return table


def _blockers(battle: Battle, c: Creature) -> tuple[set[Cell], set[Cell]]:
    """(cells filled by any other creature, cells filled by the creature's foes)."""
    occupied: set[Cell] = set()
    foes: set[Cell] = set()
    for other in battle.creatures.values():
        if other.id == c.id or other.dead or other.removed:
            continue
        cells = other.cells
        occupied.update(cells)
        if other.side != c.side:
            foes.update(cells)
    return occupied, foes


def _steps(battle: Battle, c: Creature, pos: Cell, stance: str, ground: dict, objects: dict,
           foes: set[Cell], foe_tops: dict[tuple[int, int], int]) -> list[tuple[Cell, int, str]]:
    """The steps out of `pos`: (where to, what it costs, the way of moving), in a fixed order."""
    out: list[tuple[Cell, int, str]] = []
    if c.can("burrow"):
        out.extend(_dig_steps(battle, c, pos, stance, objects, foes))
    if stance == "burrow":
        return out
    n = c.squares
    x, y, z = pos
    fly, climber = c.can("fly"), c.can("climb")
    for dx, dy in NEIGHBOURS:
        spot = ground.get((x + dx, y + dy))
        if spot is None or not spot[1]:
            continue
        nxt, cost = spot
        rise = abs(nxt[2] - z)
        if fly:
            if foe_tops and (_over_head(nxt, foe_tops) if n == 1 else _above(nxt, n, foe_tops)):
                continue
        elif rise > MAX_CLAMBER and not climber:
            continue
        if n == 1:
            if nxt in objects or nxt in foes:
                continue
        elif any(cell in objects or cell in foes for cell in cube(nxt, n)):
            continue
        if fly:
            out.append((nxt, cost, "fly"))
        elif rise > 1:
            out.append((nxt, cost if climber else cost + rise - 1, "climb"))
        else:
            out.append((nxt, cost, "walk"))
    return out


def _dig_steps(battle: Battle, c: Creature, pos: Cell, stance: str, objects: dict, foes: set[Cell]):
    """Down into earth, along beneath it, and back up (each one square of movement) into a
    space free of ground, objects and foes."""
    board = battle.board
    n = c.squares
    x, y, z = pos
    if stance != "burrow":
        if _earth(battle, x, y, n):
            yield (x, y, board.footprint_ground(pos, n) - n), 1, "burrow"
        return
    up = surface_position(battle, c, x, y)
    if not any(board.is_solid(cell) or cell in objects or cell in foes for cell in cube(up, n)):
        yield up, 1, "walk"
    for dx, dy in NEIGHBOURS:
        nx, ny = x + dx, y + dy
        if 0 <= nx and 0 <= ny and nx + n <= board.width and ny + n <= board.height \
                and _earth(battle, nx, ny, n):
            yield (nx, ny, board.footprint_ground((nx, ny, 0), n) - n), 1, "burrow"


def _earth(battle: Battle, x: int, y: int, n: int) -> bool:
    """Every column under the footprint is diggable earth at least as deep as the creature."""
    board = battle.board
    cols = [board.column(fx, fy) for fx, fy in footprint((x, y, 0), n)]
    return all(col.burrowable and col.ground >= n and not col.liquid for col in cols)
