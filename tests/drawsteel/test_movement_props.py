"""Willing movement (rules/drawsteel/movement.py `reachable`) against seed 000 "Movement".

Hypothesis builds small random boards - ground heights 0-3, difficult columns, walls, dirt,
shallow water, objects - and random movers (sizes 1T..2, speeds 0-6, extra movement types,
sometimes prone) among other creatures, then checks what `reachable` reports.
"""
from __future__ import annotations

import heapq

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from rules.core.battle import Battle
from rules.core.board import Board, BoardObject, Column
from rules.core.creature import Condition
from rules.drawsteel.creature import DrawSteelCreature as Creature
from rules.core.dice import Dice
from rules.core.geometry import cell_distance, cube, size_rank, size_squares
from rules.drawsteel.movement import reachable as movement
from rules.drawsteel.movement.reachable import Terrain, movement_speed, reachable, step_cost

SIZES = ("1T", "1S", "1M", "1L", "2")
STEPS = tuple((dx, dy, dz) for dx in (-1, 0, 1) for dy in (-1, 0, 1) for dz in (-1, 0, 1)
              if (dx, dy, dz) != (0, 0, 0))
PROPS = settings(max_examples=60, deadline=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


# ---------------------------------------------------------------- building boards

@st.composite
def columns(draw):
    kind = draw(st.sampled_from(["floor"] * 6 + ["difficult"] * 2
                                + ["wall", "dirt", "water", "embers"]))
    ground = draw(st.integers(0, 3))
    if kind == "wall":
        return Column(ground=6, terrain="wall")
    if kind == "difficult":
        return Column(ground=ground, terrain="rubble", difficult=True)
    if kind == "dirt":
        return Column(ground=ground, terrain="dirt", material="dirt",
                      difficult=draw(st.booleans()))
    if kind == "embers":
        return Column(ground=ground, terrain="embers", damage=3, damage_type="fire")
    if kind == "water":
        return Column(ground=ground, terrain="water", liquid=draw(st.integers(1, 2)))
    return Column(ground=ground)


def standing_spots(board: Board, n: int, blocked: set) -> list:
    """Positions where a size-n space stands on the ground without touching an object/creature."""
    spots = []
    for x in range(board.width - n + 1):
        for y in range(board.height - n + 1):
            z = board.footprint_ground((x, y, 0), n)
            if set(cube((x, y, z), n)) & blocked:
                continue
            spots.append((x, y, z))
    return spots


@st.composite
def scenes(draw, flat: bool = False):
    """(battle, mover, budget, shift) on a random small board."""
    w, h = draw(st.integers(3, 6)), draw(st.integers(3, 6))
    if flat:
        cols = [Column(ground=0, difficult=draw(st.integers(0, 4)) == 0) for _ in range(w * h)]
    else:
        cols = [draw(columns()) for _ in range(w * h)]
    board = Board(w, h, cols)
    objects: dict[str, BoardObject] = {}
    if not flat:
        for i in range(draw(st.integers(0, 2))):
            x, y = draw(st.integers(0, w - 1)), draw(st.integers(0, h - 1))
            z = board.ground(x, y) + draw(st.integers(0, 1))
            objects[f"obj{i}"] = BoardObject(f"obj{i}", draw(st.sampled_from(["wood", "stone"])),
                                             (x, y, z))
    blocked = {c for o in objects.values() for c in o.cells}
    size = draw(st.sampled_from(SIZES))
    n = size_squares(size)
    spots = standing_spots(board, n, blocked)
    if not spots:
        spots = standing_spots(board, n, set())
        objects.clear()
        blocked = set()
    extra = () if flat else tuple(t for t in ("fly", "climb", "swim", "burrow")
                                  if draw(st.integers(0, 3)) == 0)
    chars = {} if flat else {"might": draw(st.integers(0, 3)), "agility": draw(st.integers(-1, 3))}
    mover = Creature(id="mover", name="Mover", side="heroes", size=size,
                     pos=draw(st.sampled_from(spots)), speed=6, movement=("walk",) + extra,
                     characteristics=chars)
    if not flat and draw(st.integers(0, 5)) == 0:
        mover.conditions.append(Condition("prone", "until_removed"))
    creatures = {"mover": mover}
    taken = set(mover.cells) | blocked
    for i in range(draw(st.integers(0, 3))):
        osize = draw(st.sampled_from(SIZES))
        ospots = standing_spots(board, size_squares(osize), taken)
        if not ospots:
            continue
        other = Creature(id=f"c{i}", name=f"C{i}", side=draw(st.sampled_from(["heroes", "monsters"])),
                         size=osize, pos=draw(st.sampled_from(ospots)))
        creatures[other.id] = other
        taken |= set(other.cells)
    battle = Battle("drawsteel", board, creatures, ["heroes", "monsters"], Dice(0),
                    objects=objects)
    budget = draw(st.integers(0, 6))
    shift = draw(st.integers(0, 4)) == 0
    return battle, mover, budget, shift


def terrain(battle: Battle, mover: Creature) -> Terrain:
    """The mover's view of the board; wherever it starts counts as standing (it is there)."""
    t = Terrain(battle, mover)
    if t.stance(mover.pos) is None:
        t._stance[mover.pos] = "walk"
    return t


def jump_cost(t: Terrain, a, b, shift: bool) -> int | None:
    """The cost of a long jump from a to b, or None if it is not one (000 Movement > Jump:
    up to Might or Agility squares, minimum 1, in a straight line; not out of difficult or
    damaging terrain; from and onto the ground)."""
    dx, dy, dz = b[0] - a[0], b[1] - a[1], b[2] - a[2]
    k = max(abs(dx), abs(dy))
    if k < 2 or abs(dz) > 1 or shift or t.prone:
        return None
    if dx not in (0, k, -k) or dy not in (0, k, -k):
        return None
    if k > max(1, t.mover.char("might"), t.mover.char("agility")):
        return None
    if t.difficult(a) or t.damaging(a) or t.stance(a) != "walk" or t.stance(b) != "walk":
        return None
    return k + (1 if t.difficult(b) else 0)


def dijkstra(battle: Battle, mover: Creature, budget: int, shift: bool) -> dict:
    """Independent cheapest-cost search over the same one-step rule (`step_cost`) plus the
    engine's list of long jumps from each square."""
    t = terrain(battle, mover)
    start = mover.pos
    best = {start: 0}
    if shift and (t.difficult(start) or t.damaging(start)):
        return best
    heap = [(0, start)]
    while heap:
        cost, pos = heapq.heappop(heap)
        if cost > best.get(pos, 1 << 30):
            continue
        for d in STEPS:
            nxt = (pos[0] + d[0], pos[1] + d[1], pos[2] + d[2])
            c = step_cost(t, pos, nxt, d, shift)
            if c is None:
                continue
            total = cost + c
            if total <= budget and total < best.get(nxt, 1 << 30):
                best[nxt] = total
                heapq.heappush(heap, (total, nxt))
        if t.stance(pos) == "walk" and not shift:
            for nxt, c in movement._jumps(t, pos, movement._enemy_spaces(t)):
                assert c == jump_cost(t, pos, nxt, shift)
                if cost + c <= budget and cost + c < best.get(nxt, 1 << 30):
                    best[nxt] = cost + c
                    heapq.heappush(heap, (cost + c, nxt))
    return best


# ---------------------------------------------------------------- properties on random boards

@PROPS
@given(scenes())
def test_cost_never_exceeds_budget(scene):
    """000 Movement > Can't Exceed Speed: a move never spends more squares than allowed."""
    battle, mover, budget, shift = scene
    reach = reachable(battle, mover, budget, shift)
    assert reach.cost[mover.pos] == 0
    assert all(0 <= c <= budget for c in reach.cost.values())
    assert reach.stoppable <= set(reach.cost)


@PROPS
@given(scenes())
def test_paths_are_connected_single_steps(scene):
    """000 Movement: a move goes square by square into adjacent squares (diagonals included),
    from the start - or, 000 Movement > Jump, by a long jump of up to Might or Agility squares."""
    battle, mover, budget, shift = scene
    reach = reachable(battle, mover, budget, shift)
    t = terrain(battle, mover)
    for pos in reach.cost:
        path = reach.path_to(pos)
        assert path[0] == mover.pos and path[-1] == pos
        assert len(set(path)) == len(path)
        for a, b in zip(path, path[1:]):
            assert cell_distance(a, b) == 1 or jump_cost(t, a, b, shift) is not None


@PROPS
@given(scenes())
def test_path_cost_matches_step_costs(scene):
    """000 Movement (each adjacent square costs 1; Difficult Terrain +1; Climb or Swim double;
    Crawl +1): the reported cost is the sum of the one-step costs along the reported path."""
    battle, mover, budget, shift = scene
    reach = reachable(battle, mover, budget, shift)
    t = terrain(battle, mover)
    for pos, cost in reach.cost.items():
        path = reach.path_to(pos)
        total = 0
        for a, b in zip(path, path[1:]):
            if cell_distance(a, b) == 1:
                c = step_cost(t, a, b, (b[0] - a[0], b[1] - a[1], b[2] - a[2]), shift)
            else:
                c = jump_cost(t, a, b, shift)
            assert c is not None and c >= 1
            total += c
        assert total == cost


@PROPS
@given(scenes())
def test_costs_are_the_cheapest(scene):
    """000 Movement: a creature may take any route, so what it can reach within its speed (and
    the cost shown) is exactly the cheapest route's - checked against an independent search."""
    battle, mover, budget, shift = scene
    reach = reachable(battle, mover, budget, shift)
    assert reach.cost == dijkstra(battle, mover, budget, shift)


@PROPS
@given(scenes())
def test_never_inside_ground_or_objects(scene):
    """000 Movement > Burrow (only burrowers move through dirt, never stone) and objects: no
    reachable space overlaps solid ground (unless burrowing through dirt) or an object, or
    leaves the board."""
    battle, mover, budget, shift = scene
    reach = reachable(battle, mover, budget, shift)
    board = battle.board
    objects = battle.object_cells()
    n = mover.squares
    for pos in reach.cost:
        cells = cube(pos, n)
        assert not any(c in objects for c in cells), pos
        for c in cells:
            assert board.inside(c[0], c[1]) and c[2] >= 0
            if board.is_solid(c):
                assert mover.can("burrow") and board.is_burrowable(c), (pos, c)


@PROPS
@given(scenes())
def test_stoppable_never_shares_space_with_similar_size(scene):
    """000 Movement: "You can't stop moving in any other creature's space ... unless that
    creature's size is two or more sizes greater or smaller than your own." Every other reachable
    space is a place to stop."""
    battle, mover, budget, shift = scene
    reach = reachable(battle, mover, budget, shift)
    others = [c for c in battle.creatures.values() if c.id != mover.id]
    for pos in reach.cost:
        mine = set(cube(pos, mover.squares))
        clash = any(mine & set(o.cells) and abs(size_rank(o.size) - size_rank(mover.size)) < 2
                    for o in others)
        assert (pos in reach.stoppable) == (not clash), pos


@PROPS
@given(scenes())
def test_shift_never_enters_difficult_or_damaging(scene):
    """000 Movement > Shifting: "You can't shift into or while within difficult terrain or
    damaging terrain"."""
    battle, mover, budget, shift = scene
    reach = reachable(battle, mover, budget, True)
    t = terrain(battle, mover)
    for pos in reach.cost:
        if pos != mover.pos:
            assert not t.difficult(pos) and not t.damaging(pos)
    if t.difficult(mover.pos):
        assert set(reach.cost) == {mover.pos}


@PROPS
@given(scenes())
def test_only_fliers_hang_in_the_air(scene):
    """000 Movement > Fly: only a creature with "fly" can "remain in midair"; everyone else is
    on the ground, clinging to a wall, in liquid or burrowing at every square of a move."""
    battle, mover, budget, shift = scene
    reach = reachable(battle, mover, budget, shift)
    for pos, stance in reach.stance.items():
        if pos == mover.pos:
            continue
        if stance == "fly":
            assert mover.can("fly") and not mover.has("prone")
        if stance == "burrow":
            assert mover.can("burrow")


@PROPS
@given(scenes())
def test_prone_creatures_only_crawl(scene):
    """RULES-NOTES Prone / 000 Movement > Crawl: a prone creature crawls at +1 a square and
    "cannot climb, jump, swim or fly"."""
    battle, mover, budget, shift = scene
    if not mover.has("prone"):
        return
    reach = reachable(battle, mover, budget, shift)
    for pos, stance in reach.stance.items():
        if pos != mover.pos:
            assert stance not in ("climb", "fly", "swim"), (pos, stance)
            assert reach.cost[pos] >= 2


# ---------------------------------------------------------------- flat boards

def flat_battle(w: int, h: int, size: str = "1M", start=(0, 0, 0), difficult=(), others=(),
                walls=()) -> tuple[Battle, Creature]:
    board = Board.flat(w, h)
    for x, y in difficult:
        board.set_column(x, y, Column(ground=0, terrain="rubble", difficult=True))
    for x, y in walls:
        board.set_column(x, y, Column(ground=6, terrain="wall"))
    mover = Creature(id="mover", name="Mover", side="heroes", size=size, pos=start, speed=10)
    creatures = {"mover": mover}
    for i, (side, osize, pos) in enumerate(others):
        creatures[f"c{i}"] = Creature(id=f"c{i}", name=f"C{i}", side=side, size=osize, pos=pos)
    return Battle("drawsteel", board, creatures, ["heroes", "monsters"], Dice(0)), mover


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 9), st.integers(2, 9), st.sampled_from(SIZES), st.integers(0, 8),
       st.data())
def test_flat_board_cost_is_chebyshev(w, h, size, budget, data):
    """000 Movement: "All squares adjacent to your character cost 1 movement to move into. No,
    there's no Pythagorean theorem on the grid" - on open flat ground, reaching (dx, dy) costs
    max(|dx|, |dy|), for every size of creature."""
    n = size_squares(size)
    if n > min(w, h):
        return
    sx = data.draw(st.integers(0, w - n))
    sy = data.draw(st.integers(0, h - n))
    battle, mover = flat_battle(w, h, size, (sx, sy, 0))
    reach = reachable(battle, mover, budget)
    expected = {(x, y, 0): max(abs(x - sx), abs(y - sy))
                for x in range(w - n + 1) for y in range(h - n + 1)
                if max(abs(x - sx), abs(y - sy)) <= budget}
    assert reach.cost == expected
    assert reach.stoppable == set(expected)


@st.composite
def flat_scenes(draw):
    w, h = draw(st.integers(3, 7)), draw(st.integers(3, 7))
    difficult = {(x, y) for x in range(w) for y in range(h) if draw(st.integers(0, 3)) == 0}
    size = draw(st.sampled_from(("1S", "1M", "2")))
    n = size_squares(size)
    start = (draw(st.integers(0, w - n)), draw(st.integers(0, h - n)), 0)
    taken = set(cube(start, n))
    others = []
    for _ in range(draw(st.integers(0, 3))):
        osize = draw(st.sampled_from(("1T", "1M", "2")))
        on = size_squares(osize)
        pos = (draw(st.integers(0, w - on)), draw(st.integers(0, h - on)), 0)
        if set(cube(pos, on)) & taken:
            continue
        taken |= set(cube(pos, on))
        others.append((draw(st.sampled_from(["heroes", "monsters"])), osize, pos))
    return w, h, size, start, difficult, others, draw(st.integers(0, 7))


@settings(max_examples=80, deadline=None)
@given(flat_scenes())
def test_difficult_terrain_and_enemies_add_exactly_one(scene):
    """000 Movement > Difficult Terrain: "It costs 1 additional square of movement to enter a
    square of difficult terrain"; 000 Movement: an enemy's space is difficult terrain, an ally's
    is moved through freely. On flat ground the cost is the cheapest route at 1 per square plus 1
    for each difficult (or enemy-filled) space entered."""
    w, h, size, start, difficult, others, budget = scene
    battle, mover = flat_battle(w, h, size, start, difficult, others)
    n = mover.squares
    enemy_cells = {c for cid, o in battle.creatures.items()
                   if cid != "mover" and o.side != mover.side for c in o.cells}

    def enter_cost(pos):
        hard = any((x, y) in difficult for x in range(pos[0], pos[0] + n)
                   for y in range(pos[1], pos[1] + n))
        hard = hard or bool(set(cube(pos, n)) & enemy_cells)
        return 2 if hard else 1

    best = {start: 0}
    heap = [(0, start)]
    while heap:
        cost, pos = heapq.heappop(heap)
        if cost > best[pos]:
            continue
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                nxt = (pos[0] + dx, pos[1] + dy, 0)
                if (dx, dy) == (0, 0) or not (0 <= nxt[0] <= w - n and 0 <= nxt[1] <= h - n):
                    continue
                total = cost + enter_cost(nxt)
                if total <= budget and total < best.get(nxt, 99):
                    best[nxt] = total
                    heapq.heappush(heap, (total, nxt))
    assert reachable(battle, mover, budget).cost == best


def test_one_difficult_square_costs_two():
    """000 Movement > Difficult Terrain: entering rubble costs 2; leaving it costs 1."""
    battle, mover = flat_battle(5, 1, difficult=[(1, 0)])
    reach = reachable(battle, mover, 5)
    assert [reach.cost.get((x, 0, 0)) for x in range(5)] == [0, 2, 3, 4, 5]


def test_ally_space_is_free_enemy_space_is_difficult():
    """000 Movement: "You can move freely through an ally's space. You can move through an
    enemy's space, but that space is difficult terrain." Neither can be a place to stop."""
    ally = [("heroes", "1M", (1, 0, 0))]
    battle, mover = flat_battle(4, 1, others=ally)
    reach = reachable(battle, mover, 3)
    assert reach.cost[(1, 0, 0)] == 1 and reach.cost[(2, 0, 0)] == 2
    assert (1, 0, 0) not in reach.stoppable and (2, 0, 0) in reach.stoppable
    enemy = [("monsters", "1M", (1, 0, 0))]
    battle, mover = flat_battle(4, 1, others=enemy)
    reach = reachable(battle, mover, 3)
    assert reach.cost[(1, 0, 0)] == 2 and reach.cost[(2, 0, 0)] == 3
    assert (1, 0, 0) not in reach.stoppable


def test_can_stop_in_space_of_creature_two_sizes_apart():
    """000 Movement: a 1M creature may end its move in a size 2 creature's space (two sizes
    apart: 1M, 1L, 2), but not in a 1L's (one size apart)."""
    battle, mover = flat_battle(4, 4, others=[("heroes", "2", (1, 1, 0))])
    assert (1, 1, 0) in reachable(battle, mover, 3).stoppable
    battle, mover = flat_battle(4, 4, others=[("heroes", "1L", (1, 1, 0))])
    assert (1, 1, 0) not in reachable(battle, mover, 3).stoppable
    battle, mover = flat_battle(4, 4, size="1T", others=[("monsters", "1M", (1, 1, 0))])
    assert (1, 1, 0) in reachable(battle, mover, 3).stoppable


def test_cannot_cut_corners_of_walls():
    """000 Movement > Can't Cut Corners: no diagonal step past a wall filling the corner
    (docs/rules-decisions.md: one wall square is enough); creatures never block corners."""
    battle, mover = flat_battle(3, 3, walls=[(1, 0)])
    reach = reachable(battle, mover, 4)
    assert reach.cost[(1, 1, 0)] == 2
    assert reach.cost[(0, 1, 0)] == 1
    battle, mover = flat_battle(3, 3, others=[("monsters", "1M", (1, 0, 0))])
    assert reachable(battle, mover, 4).cost[(1, 1, 0)] == 1


def test_prone_crawl_costs_double():
    """000 Movement > Crawl: "costs you 1 additional square of movement for every square"."""
    battle, mover = flat_battle(5, 5)
    mover.conditions.append(Condition("prone", "until_removed"))
    reach = reachable(battle, mover, 4)
    assert reach.cost[(1, 1, 0)] == 2 and reach.cost[(2, 0, 0)] == 4
    assert (3, 0, 0) not in reach.cost


def _ledge_battle(movement_types):
    board = Board.flat(2, 1)
    board.set_column(1, 0, Column(ground=3))
    mover = Creature(id="mover", name="M", side="heroes", pos=(0, 0, 0), speed=10,
                     movement=movement_types)
    return Battle("drawsteel", board, {"mover": mover}, ["heroes", "monsters"], Dice(0)), mover


def test_climbing_costs_double_without_climb():
    """000 Movement > Climb or Swim: climbing costs 2 per square without "climb" in the speed
    entry, 1 with it (a 3-square ledge: 6 vs 3); a walker steps up 1-square slopes for 1."""
    battle, mover = _ledge_battle(("walk",))
    assert reachable(battle, mover, 10).cost[(1, 0, 3)] == 6
    battle, mover = _ledge_battle(("walk", "climb"))
    assert reachable(battle, mover, 10).cost[(1, 0, 3)] == 3
    board = Board.flat(3, 1)
    board.set_column(1, 0, Column(ground=1))
    board.set_column(2, 0, Column(ground=2))
    mover = Creature(id="mover", name="M", side="heroes", pos=(0, 0, 0))
    battle = Battle("drawsteel", board, {"mover": mover}, ["heroes", "monsters"], Dice(0))
    assert reachable(battle, mover, 5).cost[(2, 0, 2)] == 2


@pytest.mark.parametrize("conditions,speed,expected", [
    ((), 5, 5), (("slowed",), 5, 2), (("slowed",), 1, 1), (("grabbed",), 5, 0),
    (("restrained",), 6, 0), (("slowed", "grabbed"), 5, 0)])
def test_movement_speed_conditions(conditions, speed, expected):
    """RULES-NOTES conditions: slowed = speed 2 unless lower; grabbed and restrained = speed 0.
    000 Can't Exceed Speed: the current speed is the cap."""
    c = Creature(id="c", name="C", side="heroes", speed=speed,
                 conditions=[Condition(x, "eot") for x in conditions])
    assert movement_speed(c) == expected


def _strip(columns_, movement_types, size="1M"):
    board = Board(len(columns_), 1, list(columns_))
    mover = Creature(id="mover", name="M", side="heroes", size=size, pos=(0, 0, 0), speed=10,
                     movement=movement_types)
    return Battle("drawsteel", board, {"mover": mover}, ["heroes", "monsters"], Dice(0)), mover


def test_burrowers_move_sideways_through_dirt_not_stone():
    """000 Movement > Burrow: a burrower "can move through dirt horizontally" but "can't move
    through more solid ground, such as stone"; others never enter the ground."""
    floor, dirt, stone = Column(ground=0), Column(ground=2, material="dirt"), Column(ground=2)
    battle, mover = _strip([floor, dirt, floor], ("walk", "burrow"))
    reach = reachable(battle, mover, 4)
    assert reach.stance[(1, 0, 0)] == "burrow" and reach.cost[(2, 0, 0)] == 2
    battle, mover = _strip([floor, stone, floor], ("walk", "burrow"))
    assert (1, 0, 0) not in reachable(battle, mover, 4).cost
    battle, mover = _strip([floor, dirt, floor], ("walk",))
    assert (1, 0, 0) not in reachable(battle, mover, 4).cost


def test_swimming_costs_double_without_swim():
    """000 Movement > Climb or Swim: without "swim" in its speed entry "each square of ...
    swimming costs 2 squares of movement" (docs/rules-decisions.md: a space with any liquid in it
    is swimming). Crossing a 2-deep pool: 2 a square without swim, 1 with it."""
    floor, pool = Column(ground=0), Column(ground=0, terrain="water", liquid=2)
    battle, mover = _strip([floor, pool, pool, floor], ("walk", "swim"))
    assert reachable(battle, mover, 8).cost[(2, 0, 0)] == 2
    battle, mover = _strip([floor, pool, pool, floor], ("walk",))
    reach = reachable(battle, mover, 8)
    assert reach.cost[(1, 0, 0)] == 2
    assert reach.cost[(2, 0, 0)] == 4


def test_prone_creature_cannot_swim():
    """RULES-NOTES Prone: a prone creature "cannot climb, jump, swim or fly"; with any liquid
    in a space being swimming (docs/rules-decisions.md), a prone creature stays out of the pool."""
    floor, pool = Column(ground=0), Column(ground=0, terrain="water", liquid=3)
    battle, mover = _strip([floor, pool, pool], ("walk",))
    mover.conditions.append(Condition("prone", "until_removed"))
    reach = reachable(battle, mover, 8)
    assert set(reach.cost) == {(0, 0, 0)}
    battle, mover = _strip([floor, pool, pool], ("walk", "swim"))
    assert reachable(battle, mover, 8).stance[(1, 0, 1)] == "swim"


@PROPS
@given(scenes())
def test_remembered_jumps_are_the_jumps_worked_out_afresh(scene):
    """000 Movement > Jump: the long jumps kept with the shared terrain facts (worked out with
    nobody about) are the jumps read afresh with every enemy's space counted as difficult, from
    every square the mover can reach, the first time and when remembered."""
    battle, mover, budget, shift = scene
    reach = reachable(battle, mover, max(budget, 3), False)
    for _ in range(2):
        t = terrain(battle, mover)
        enemies = movement._enemy_spaces(t)
        for pos in reach.cost:
            if t.stance(pos) == "walk":
                assert movement._jumps(t, pos, enemies) == movement._jumps_with(t, pos, t.difficult)
