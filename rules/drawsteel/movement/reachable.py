"""Willing movement on the 3D grid (000 Movement, Move Actions).

One function, `reachable`, answers "where can this creature get to, at what cost, and by which
path?" for the client's overlay, the engine's legal options and the AI alike.

Costs: each step into an adjacent position costs 1, diagonals too; +1 when the destination is
difficult terrain or an enemy's space; climbing and swimming cost double without those movement
types; a prone creature crawls at +1 per square. Walking follows ground that rises or falls at
most one square per step; anything steeper is climbing. Fliers move freely through the air;
burrowers move sideways through dirt. Big creatures move as whole cubes.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.geometry import Cell, cube, space_distance
from ...core.occupancy import Occupancy

WALK, CLIMB, SWIM, FLY, BURROW = "walk", "climb", "swim", "fly", "burrow"
_NOBODY: frozenset[str] = frozenset()
_FLAT = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))

_STEPS: tuple[Cell, ...] = tuple(
    (dx, dy, dz) for dz in (0, 1, -1) for dx in (-1, 0, 1) for dy in (-1, 0, 1)
    if (dx, dy, dz) != (0, 0, 0)
)


@dataclass
class Reach:
    """Everything a creature can reach: cost and the previous position on the cheapest path."""
    start: Cell
    cost: dict[Cell, int] = field(default_factory=dict)
    parent: dict[Cell, Cell] = field(default_factory=dict)
    stance: dict[Cell, str] = field(default_factory=dict)
    stoppable: set[Cell] = field(default_factory=set)
    _ends: tuple[Cell, ...] | None = field(default=None, repr=False, compare=False)
    """`destinations()` worked out once (a Reach is never changed once the search is done)."""

    def path_to(self, pos: Cell) -> list[Cell]:
        path = [pos]
        while path[-1] != self.start:
            path.append(self.parent[path[-1]])
        path.reverse()
        return path

    def destinations(self) -> list[Cell]:
        """Where the move may end (not the start), cheapest first, then by position."""
        if self._ends is None:
            cost, start = self.cost, self.start
            ranked = sorted([(cost[p], p) for p in self.stoppable if p != start])  # no two alike
            self._ends = tuple([p for _, p in ranked])
        return list(self._ends)


class Terrain:
    """Per-call cache of what each position means for one creature."""

    def __init__(self, battle: Battle, mover: Creature) -> None:
        self.battle = battle
        self.board = battle.board
        self.mover = mover
        self.n = mover.squares
        self._occ: Occupancy | None = None
        self.objects = battle.object_cells()
        self.can_fly = mover.can(FLY) and not mover.has("prone")
        self.can_burrow = mover.can(BURROW)
        self.prone = mover.has("prone")
        self.climb_cost = 1 if mover.can("climb") else 2
        self.jump = max(1, mover.char("might"), mover.char("agility"))
        self.swim_cost = 1 if mover.can("swim") else 2
        self._difficult: dict[Cell, bool] = {}
        self._overlaps: dict[Cell, set[str]] | None = None
        self._riders: dict[Cell, set[str]] | None = None
        # Stances, footprints, rings and damaging ground depend on the board, the objects and
        # the mover's size and movement alone (never on other creatures): every search with
        # the same of those shares them.
        self._stance: dict[Cell, str | None]
        self._fp: dict[tuple[int, int], tuple]
        self._rings: dict[tuple[int, int], tuple[int, frozenset[int]]]
        self._damaging: dict[Cell, bool]
        self.object_columns: dict[tuple[int, int], set[int]]
        self._edges: dict[Cell, tuple]
        """Position -> the steps out of it the ground allows (see `_edges_from`)."""
        (self._stance, self._fp, self._rings, self._damaging, self.object_columns,
         edge_tables) = _shared_facts(self.board, self.objects, self.n, self.can_fly,
                                      self.can_burrow, self.prone)
        mode = (self.climb_cost, self.swim_cost)
        self._edges = edge_tables.get(mode) or edge_tables.setdefault(mode, {})
        self._jump_table: dict[Cell, tuple] = edge_tables.setdefault(("jumps", self.jump), {})
        """Position -> the long jumps from it with no enemy about (see `_jumps`)."""
        self.open_above = _highest_ground(self.board) if not self.objects else None
        """With no objects on the board: the height from which nothing can fill a corner."""

    @property
    def occ(self) -> Occupancy:
        if self._occ is None:
            self._occ = self.battle.occupancy(exclude=self.mover.id)
        return self._occ

    def solid(self, cell: Cell) -> bool:
        return self.board.is_solid(cell) or cell in self.objects

    def stance(self, pos: Cell) -> str | None:
        """How the creature would be holding itself at `pos`, or None if it cannot be there."""
        s = self._stance.get(pos, "?")
        if s == "?":
            s = self._compute_stance(pos)
            self._stance[pos] = s
        return s

    def _footprint(self, x: int, y: int) -> tuple:
        """(lowest ground, highest ground, all dirt, liquid columns, object z-levels, heights of
        difficult ground) under a space whose corner column is (x, y)."""
        key = (x, y)
        fp = self._fp.get(key)
        if fp is None:
            ground = _ground_facts(self.board, x, y, self.n)
            obj_z: set[int] = set()
            if self.object_columns:
                for cx in range(x, x + self.n):
                    for cy in range(y, y + self.n):
                        obj_z |= self.object_columns.get((cx, cy), set())
            fp = ground[:4] + (obj_z, ground[4])
            self._fp[key] = fp
        return fp

    def _compute_stance(self, pos: Cell) -> str | None:
        board, n = self.board, self.n
        x, y, z = pos
        if not (0 <= x and 0 <= y and x + n <= board.width and y + n <= board.height
                and 0 <= z and z + n <= board.sky):
            return None
        gmin, gmax, dirt, wet, obj_z, _ = self._footprint(x, y)
        if obj_z and any(z <= k < z + n for k in obj_z):
            return None
        if gmax > z:
            if not (self.can_burrow and dirt):
                return None
            return BURROW
        if wet and any(lo < z + n and z < hi for lo, hi in wet):
            return None if self.prone else SWIM
        if gmax == z or (z - 1) in obj_z:
            return WALK
        if self.can_fly:
            return FLY
        if not self.prone and self._clinging(pos):
            return CLIMB
        return None

    def space_blocked(self, pos: Cell) -> bool:
        """Would a space placed here overlap ground or an object?"""
        x, y, z = pos
        n = self.n
        if not (0 <= x and 0 <= y and x + n <= self.board.width and y + n <= self.board.height):
            return True
        _, gmax, _, _, obj_z, _ = self._footprint(x, y)
        return gmax > z or any(z <= k < z + n for k in obj_z)

    def _clinging(self, pos: Cell) -> bool:
        """A wall or object beside the space to hold on to."""
        x, y, z = pos
        top, ring_objects = self._ring(x, y)
        if top > z:
            return True
        n = self.n
        return any(z <= k < z + n for k in ring_objects)

    def _ring(self, x: int, y: int) -> tuple[int, frozenset[int]]:
        """Highest ground and object heights in the columns around a footprint (cached)."""
        found = self._rings.get((x, y))
        if found is None:
            top, ring = _ring_facts(self.board, x, y, self.n)
            objs: set[int] = set()
            if self.object_columns:
                for column in ring:
                    objs |= self.object_columns.get(column, set())
            found = (top, frozenset(objs))
            self._rings[(x, y)] = found
        return found

    def difficult(self, pos: Cell) -> bool:
        """Standing on difficult ground, or entering a space an enemy fills."""
        hit = self._difficult.get(pos)
        if hit is None:
            hit = self._compute_difficult(pos)
            self._difficult[pos] = hit
        return hit

    def _compute_difficult(self, pos: Cell) -> bool:
        x, y, z = pos
        if z in self._footprint(x, y)[5]:
            return True
        return self.enemy_in(pos)

    @property
    def overlaps(self) -> dict[Cell, set[str]]:
        """Origin -> ids of the creatures a space placed there would overlap (computed once)."""
        if self._overlaps is None:
            n = self.n
            table: dict[Cell, set[str]] = {}
            for (cx, cy, cz), cid in self.occ.pairs():
                for i in range(n):
                    for j in range(n):
                        for k in range(n):
                            table.setdefault((cx - i, cy - j, cz - k), set()).add(cid)
            self._overlaps = table
        return self._overlaps

    def damaging(self, pos: Cell) -> bool:
        """Touching damaging ground (standing on it or wading in its liquid)."""
        hit = self._damaging.get(pos)
        if hit is None:
            hit = self._damaging[pos] = damaging_under(self.board, pos, self.n)
        return hit

    def others_in(self, pos: Cell) -> set[str]:
        return self.overlaps.get(pos, _NOBODY)

    def enemy_in(self, pos: Cell) -> bool:
        others = self.overlaps.get(pos)
        if not others:
            return False
        side = self.mover.side
        creatures = self.battle.creatures
        return any(creatures[o].side != side for o in others)

    def can_stop(self, pos: Cell) -> bool:
        """No ending in another creature's space unless sizes differ by two or more; a rider or
        climber fills its own square of its carrier's space (000 Mounted Combat)."""
        rank = self.mover.rank
        creatures = self.battle.creatures
        if not all(abs(creatures[o].rank - rank) >= 2 for o in self.others_in(pos)):
            return False
        riders = self.riders.get(pos)
        return not riders or all(abs(creatures[o].rank - rank) >= 2 for o in riders)

    @property
    def riders(self) -> dict[Cell, set[str]]:
        """Origin -> the riders and climbers a space placed there would overlap. The battle's
        occupancy leaves them out (their carrier fills the space for moving through and for
        collisions), but nobody close to their size may stop in their square."""
        if self._riders is None:
            mover = self.mover
            table: dict[Cell, set[str]] = {}
            for c in self.battle.creatures.values():
                if not c.carrier or c.dead or c.removed or c.id == mover.id or c.carrier == mover.id:
                    continue
                for cx, cy, cz in c.cells:
                    for cell in cube((cx - self.n + 1, cy - self.n + 1, cz - self.n + 1), self.n):
                        table.setdefault(cell, set()).add(c.id)
            self._riders = table
        return self._riders

    def corner_cut(self, pos: Cell, d: Cell) -> bool:
        """A diagonal step may not squeeze past a wall or object filling the corner."""
        dx, dy, dz = d
        if dx == 0 or dy == 0:
            return False
        x, y, z = pos
        top = max(z, z + dz)
        n = self.n
        if self.open_above is not None and top >= self.open_above:  # only the board's edge can
            width, height = self.board.width, self.board.height
            return not (0 <= x + dx and x + dx + n <= width and 0 <= y and y + n <= height and
                        0 <= x and x + n <= width and 0 <= y + dy and y + dy + n <= height)
        dug_in = self.can_burrow and self.stance(pos) == BURROW
        for sx, sy in ((x + dx, y), (x, y + dy)):
            if not (0 <= sx and 0 <= sy and sx + n <= self.board.width and sy + n <= self.board.height):
                return True
            gmin, gmax, dirt, wet, obj_z, _ = self._footprint(sx, sy)
            if obj_z and any(top <= k < top + n for k in obj_z):
                return True
            if gmax > top and not (dug_in and dirt):
                return True
        return False


def _ground_facts(board, x: int, y: int, n: int) -> tuple:
    """Board-level cache: (lowest, highest ground, all dirt, wet columns, difficult heights)."""
    key = ("fp", x, y, n)
    found = board.derived.get(key)
    if found is None:
        cols = [board.column(cx, cy) for cx in range(x, x + n) for cy in range(y, y + n)]
        found = (min(c.ground for c in cols), max(c.ground for c in cols),
                 all(c.burrowable for c in cols),
                 tuple((c.ground, c.ground + c.liquid) for c in cols if c.liquid),
                 frozenset(c.ground for c in cols if c.difficult))
        board.derived[key] = found
    return found


_SHARED_FACTS = "terrain_facts"
_SHARED_FACTS_SIZE = 64
"""Bundles of terrain facts kept per board (the memo starts afresh when full)."""


def _shared_facts(board, objects: dict[Cell, str], n: int, can_fly: bool, can_burrow: bool,
                  prone: bool) -> tuple:
    """Board-level cache: the fact tables a `Terrain` fills for one size, set of movement
    flags and set of object cells (stances, footprints, rings, damaging ground, object columns,
    and the steps out of each position for each pair of climbing and swimming costs)."""
    memo = board.derived.get(_SHARED_FACTS)
    if memo is None:
        memo = board.derived[_SHARED_FACTS] = {}
    key = (n, can_fly, can_burrow, prone, tuple(objects))
    found = memo.get(key)
    if found is None:
        columns: dict[tuple[int, int], set[int]] = {}
        for ox, oy, oz in objects:
            columns.setdefault((ox, oy), set()).add(oz)
        if len(memo) >= _SHARED_FACTS_SIZE:
            memo.clear()
        found = memo[key] = ({}, {}, {}, {}, columns, {})
    return found


def _highest_ground(board) -> int:
    """Board-level cache: the highest ground of any column."""
    found = board.derived.get("highest")
    if found is None:
        found = board.derived["highest"] = max((c.ground for c in board.columns), default=0)
    return found


def _ring_facts(board, x: int, y: int, n: int) -> tuple[int, tuple[tuple[int, int], ...]]:
    """Board-level cache: highest ground around a footprint, and the ring's columns."""
    key = ("ring", x, y, n)
    found = board.derived.get(key)
    if found is None:
        top = -1
        ring = []
        for i in range(-1, n + 1):
            for cx, cy in ((x + i, y - 1), (x + i, y + n), (x - 1, y + i), (x + n, y + i)):
                if board.inside(cx, cy):
                    top = max(top, board.column(cx, cy).ground)
                    ring.append((cx, cy))
        found = (top, tuple(ring))
        board.derived[key] = found
    return found


def damaging_under(board, pos: Cell, n: int) -> bool:
    """True when a space of size n at pos stands on or sits in damaging terrain."""
    x, y, z = pos
    for cx in range(x, x + n):
        for cy in range(y, y + n):
            col = board.column(cx, cy)
            if col.damaging and col.ground <= z <= col.ground + col.liquid:
                return True
    return False


def step_cost(t: Terrain, frm: Cell, to: Cell, d: Cell, shift: bool) -> int | None:
    """The cost of one step, or None when the step is not allowed."""
    s_from, s_to = t.stance(frm), t.stance(to)
    if s_to is None or s_from is None:
        return None
    return stance_step_cost(t, s_from, s_to, frm, to, d, shift)


def stance_step_cost(t: Terrain, s_from: str, s_to: str, frm: Cell, to: Cell, d: Cell,
               shift: bool) -> int | None:
    """`step_cost` once both stances are known."""
    found = ground_step(t, s_from, s_to, frm, to, d)
    if found is None:
        return None
    cost, rough, hurts = found
    if rough or t.enemy_in(to):  # difficult: rough ground or an enemy's space
        if shift:
            return None
        cost += 1
    if shift and hurts:
        return None
    return cost


def ground_step(t: Terrain, s_from: str, s_to: str, frm: Cell, to: Cell,
                d: Cell) -> tuple[int, bool, bool] | None:
    """What a step costs before other creatures are counted: (cost, onto difficult ground,
    into damaging ground), or None when the ground forbids it. Depends only on what the
    shared terrain facts depend on, plus the mover's climbing and swimming costs."""
    dx, dy, dz = d
    if s_to is BURROW or s_from is BURROW:
        if dz:
            return None
    elif s_from is WALK and s_to is WALK:
        pass
    elif t.can_fly and (s_from is FLY or s_to is FLY):
        pass
    elif s_from is SWIM or s_to is SWIM:
        pass
    elif s_to is not CLIMB and s_from is not CLIMB and not dx and not dy:
        return None
    if dx and dy and t.corner_cut(frm, d):
        return None
    cost = 1
    if s_to is CLIMB or (s_from is CLIMB and dz):
        if t.prone:
            return None
        cost = t.climb_cost
    elif s_to is SWIM and not t.can_fly:
        cost = t.swim_cost
    if t.prone:
        cost += 1
    return cost, to[2] in t._footprint(to[0], to[1])[5], t.damaging(to)


def _edges_from(t: Terrain, pos: Cell) -> tuple:
    """The steps the ground allows out of `pos`, in `_STEPS` order: (to, stance there, cost,
    onto difficult ground, into damaging ground). Kept in the shared terrain facts."""
    found = t._edges.get(pos)
    if found is None:
        x, y, z = pos
        s_from = t.stance(pos)
        out = []
        for d in _STEPS:
            nxt = (x + d[0], y + d[1], z + d[2])
            s_to = t.stance(nxt)
            if s_to is None:
                continue
            step = ground_step(t, s_from, s_to, pos, nxt, d)
            if step is not None:
                out.append((nxt, s_to) + step)
        found = t._edges[pos] = tuple(out)
    return found


def reachable(battle: Battle, mover: Creature, budget: int, shift: bool = False) -> Reach:
    """Every position `mover` can reach spending at most `budget` movement, with paths.

    Results are cached on the battle until its next choice (the client, the option list and
    the move itself all ask the same question)."""
    key = ("reach", mover.id, mover.pos, budget, shift)
    found = battle.cache.get(key)
    if found is None:
        # Across choices and look-ahead copies the same question often comes back with nothing
        # that matters to it changed: remember answers on the board (shared by every copy),
        # keyed by everything the search reads.
        memo = battle.board.derived.get(_REACH_MEMO)
        if memo is None:
            memo = battle.board.derived[_REACH_MEMO] = {}
        state = _reach_state(battle, mover, budget, shift)
        found = memo.get(state)
        if found is None:
            found = _reachable(battle, mover, budget, shift)
            if len(memo) >= _REACH_MEMO_SIZE:
                memo.clear()
            memo[state] = found
        battle.cache[key] = found
    return found


_REACH_MEMO = "reach_memo"
_REACH_MEMO_SIZE = 512
"""Reachable-squares answers kept per board (the memo starts afresh when full)."""


def _reach_state(battle: Battle, mover: Creature, budget: int, shift: bool) -> tuple:
    """Everything `_reachable` reads: the mover (where, its size, side, movement types, prone,
    jump, what carries it), the spaces of the others (with their sides and sizes), the riders and
    climbers (whose squares nobody near their size may stop in: `Terrain.can_stop`) and objects,
    the budget. The board is the memo's owner; an answer is never changed by those who ask (a
    Reach is read only)."""
    occ = battle.occupancy(exclude=mover.id)
    creatures = battle.creatures
    others = tuple((cell, cid, creatures[cid].side, creatures[cid].size) for cell, cid in occ.items())
    riders = tuple((c.id, c.pos, c.size) for c in creatures.values()
                   if c.carrier and not c.dead and not c.removed and c.id != mover.id and c.carrier != mover.id)
    return (mover.id, mover.pos, mover.size, mover.side, mover.movement, mover.has("prone"),
            mover.char("might"), mover.char("agility"), mover.carrier, budget, shift, others, riders,
            tuple(battle.object_cells()))


def _reachable(battle: Battle, mover: Creature, budget: int, shift: bool) -> Reach:
    t = Terrain(battle, mover)
    start = mover.pos
    reach = Reach(start)
    if t.stance(start) is None:  # standing somewhere it could not move to: as if walking,
        t._stance = dict(t._stance)  # for this search only (the shared table stays true)
        t._stance[start] = WALK
        t._edges = {}  # steps into and out of the start differ for this search too
        t._jump_table = {}
    reach.cost[start] = 0
    reach.stance[start] = t.stance(start) or WALK
    if shift and (t.difficult(start) or t.damaging(start)):
        reach.stoppable.add(start)
        return reach
    buckets: list[list[Cell]] = [[] for _ in range(budget + 1)]
    buckets[0].append(start)
    cost_of = reach.cost
    hazards: dict[Cell, int] = {start: 0}
    """Damaging squares entered on the way: among equally cheap paths the safest is kept."""
    stances = t._stance
    edge_table = t._edges
    enemies = _enemy_spaces(t)
    parent, stance_of = reach.parent, reach.stance
    jumper = t.jump > 1 and not shift
    for cost_here in range(budget):  # every step costs at least 1: nothing leads on from `budget`
        cheapest = cost_here + 1
        for pos in buckets[cost_here]:
            if cost_of[pos] != cost_here:
                continue
            burns_here = hazards[pos]
            edges = edge_table.get(pos)
            if edges is None:
                edges = _edges_from(t, pos)
            for nxt, s_to, c, rough, hurts in edges:
                known = cost_of.get(nxt)
                if known is not None and known < cheapest:
                    continue
                if rough or nxt in enemies:  # difficult: rough ground or an enemy's space
                    if shift:
                        continue
                    c += 1
                elif shift and hurts:
                    continue
                total = cost_here + c
                if total > budget:
                    continue
                burns = burns_here + 1 if hurts else burns_here
                if known is not None and (known < total or (known == total and hazards[nxt] <= burns)):
                    continue
                hazards[nxt] = burns
                parent[nxt] = pos
                stance_of[nxt] = s_to
                if known != total:
                    cost_of[nxt] = total
                    buckets[total].append(nxt)
            if jumper and stances[pos] is WALK:
                for nxt, c in _jumps(t, pos, enemies):
                    total = cost_here + c
                    if total <= budget and cost_of.get(nxt, budget + 1) > total:
                        hazards[nxt] = burns_here + (1 if t.damaging(nxt) else 0)
                        cost_of[nxt] = total
                        reach.parent[nxt] = pos
                        reach.stance[nxt] = WALK
                        buckets[total].append(nxt)
    if t.occ:
        overlaps, riders = t.overlaps, t.riders  # only squares in one of these can be refused
        reach.stoppable = {p for p in reach.cost
                           if (p not in overlaps and p not in riders) or t.can_stop(p)}
    else:
        reach.stoppable = set(reach.cost)
    return reach


def _enemy_spaces(t: Terrain) -> set[Cell] | dict:
    """Origins where the mover's space would overlap an enemy's (entering costs 1 more)."""
    if not t.occ:
        return {}
    side, creatures = t.mover.side, t.battle.creatures
    return {pos for pos, ids in t.overlaps.items() if any(creatures[o].side != side for o in ids)}


def _jumps(t: Terrain, pos: Cell, enemies: set[Cell] | dict | None = None) -> list[tuple[Cell, int]]:
    """Long jumps from `pos` (000 Movement Types > Jump): up to Might or Agility squares (at
    least 1) in a straight line, clearing 1 square of height, never out of difficult or damaging
    terrain. Only jumps that cross something a walk could not are listed.

    An enemy's space counts as difficult, so the jumps are worked out once with nobody about
    (kept with the shared terrain facts), along with every square whose difficulty they read,
    and afresh only when an enemy fills one of those squares (`enemies`: `_enemy_spaces`, which a
    search works out once for all its squares)."""
    if enemies is None:
        enemies = _enemy_spaces(t)
    found = t._jump_table.get(pos)
    if found is None:
        watched: list[Cell] = []

        def ground_only(cell: Cell) -> bool:
            watched.append(cell)
            return cell[2] in t._footprint(cell[0], cell[1])[5]
        jumps = _jumps_with(t, pos, ground_only)
        found = t._jump_table[pos] = (jumps, tuple(watched))
    jumps, watched_cells = found
    if enemies and not enemies.isdisjoint(watched_cells):  # `t.enemy_in` of each, at C speed
        return _jumps_with(t, pos, t.difficult)
    return jumps


def _jumps_with(t: Terrain, pos: Cell, difficult: Callable[[Cell], bool]) -> list[tuple[Cell, int]]:
    """`_jumps`, reading difficult squares with `difficult`."""
    if t.prone or difficult(pos) or t.damaging(pos):
        return []
    out = []
    x, y, z = pos
    for dx, dy in _FLAT:
        for k in range(2, t.jump + 1):
            mid = (x + dx * (k - 1), y + dy * (k - 1), z)
            if t.stance(mid) is WALK and not difficult(mid) and not t.damaging(mid):
                break
            if any(t.space_blocked((x + dx * i, y + dy * i, z)) and
                   t.space_blocked((x + dx * i, y + dy * i, z + 1)) for i in range(1, k)):
                break
            for dz in (0, 1, -1):
                land = (x + dx * k, y + dy * k, z + dz)
                if t.stance(land) is WALK:
                    out.append((land, k + (1 if difficult(land) else 0)))
                    break
    return out


def movement_speed(c: Creature) -> int:
    """Current speed after conditions: slowed caps it at 2; grabbed, restrained, KO'd or in the
    middle of a long fall (nothing to walk on) makes it 0."""
    if c.has("grabbed") or c.has("restrained") or c.unconscious or "falling_far" in c.tags \
            or "in_ground" in c.tags:  # a non-burrower in dirt moves only by Claw Dirt
        return 0
    speed = c.speed
    if c.has("slowed"):
        speed = min(speed, 2)
    return max(speed, 0)


def closes_on_fear(battle: Battle, c: Creature, path: list) -> bool:
    """Would this path bring a frightened creature closer to what it fears (RULES-NOTES)? A
    frightened creature never willingly moves closer to the source of its fear."""
    fear = c.condition("frightened")
    source = battle.creatures.get(fear.source) if fear else None
    if source is None or source.dead:
        return False
    start = space_distance(c.pos, c.squares, source.pos, source.squares)
    return any(space_distance(q, c.squares, source.pos, source.squares) < start for q in path)
