"""Forced movement (000 Forced Movement): push, pull and slide, with slams, hurls and falls.

A push or pull is a straight line: the same unit step repeated, each step taking the target
farther from (push) or closer to (pull) the source. A slide may take any path. None of them
move a target up or down unless the effect is vertical (or the target is flying), but a
sideways move follows ground that rises or falls one square per square. Forced movement ignores
difficult terrain, so the squares counted are squares moved.

The forcer picks the direction and distance (`ds.force` asks); a foe's stability is
subtracted first (an ally moved by its own side waives it) and a bigger creature moving a smaller one with a melee weapon ability adds 1.
What the move means to others (riders carried and knocked off, damaging terrain and zones, grabs
coming apart, hidden creatures seen) is theirs to do: the move fires the `force_stepped`,
`entered`, `path_told`, `force_moved`, `places_changed` and `move_ended` hooks.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...core.battle import Battle
from ...core.board import Board
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.events import ForceMoved, HurledThrough, Note, ObjectDestroyed, Slammed
from ...core.geometry import Cell, NEIGHBOURS_2D, NEIGHBOURS_3D, cube, space_distance
from ..movement.claw_dirt import IN_GROUND, set_in_ground
from ..harm.damage import apply_damage, damage_object, hold_deaths, release_deaths
from ..events import ForceAbsorbed
from ..movement.falling import fall, land_after_drop, needs_to_fall
from ..hooks import ENTERED, FORCE_MOVED, FORCE_STEPPED, MOVE_ENDED, PATH_TOLD, PLACES_CHANGED
from ..content.model import Ability, ForcedMove
from ..movement.reachable import Terrain, damaging_under
from ..position.line_of_effect import underground
from ..heroes import class_resources
from ..position.directions import heading

HURL_COST = {"glass": 1, "wood": 3, "stone": 6, "metal": 9}
HURL_DAMAGE = {"glass": 3, "wood": 5, "stone": 8, "metal": 11}
DIRECTION_NAMES = {(0, -1): "north", (1, -1): "north-east", (1, 0): "east", (1, 1): "south-east",
                   (0, 1): "south", (-1, 1): "south-west", (-1, 0): "west", (-1, -1): "north-west"}


def forced_distance(source: Creature, target: Creature, forced: ForcedMove,
                    ability: Ability | None) -> int:
    """The distance after big-versus-little and the stability the target chooses to use.

    Stability is the target's to use or not (000 Forced Movement > Stability: it "can reduce"
    the move). Against a foe it uses all of it: a shorter cap only takes routes away from the
    forcer, who can still pick any shorter move, so using less never helps. Moved by its own
    side it uses none: the same player picks the route, and a longer cap only adds routes (an
    ally can be slid all the way to safety)."""
    distance = forced.distance
    if ability is not None and ability.has("melee") and ability.has("weapon") and source.rank > target.rank:
        distance += 1
    if source.side == target.side:
        return distance
    return max(0, distance - max(0, target.stability))


def push_forced_move(battle: Battle, source: Creature, target: Creature, forced: ForcedMove,
                     ability: Ability | None) -> None:
    """Queue a forced move of `target` by `source` (resolved by the `ds.force` step)."""
    if target.has("restrained"):
        battle.emit(Note(f"{target.name} is restrained and cannot be moved", target.id))
        return
    holder = target.condition("grabbed")
    if holder is not None and holder.source != source.id:
        battle.emit(Note(f"{target.name} is held fast; only its grabber can move it", target.id))
        return
    distance = forced_distance(source, target, forced, ability)
    if distance == 0 < forced.distance and source.side != target.side:  # said, not left silent
        battle.emit(Note(f"{target.name} stands firm: stability {target.stability} stops the {forced.kind}",
                         target.id))
    battle.push({"step": "ds.force", "source": source.id, "target": target.id,
                 "movement": forced.kind, "distance": distance,
                 "vertical": forced.vertical or target.aloft})


@dataclass
class Plan:
    """One way to carry out a forced move: the unit steps in order."""
    steps: list[Cell] = field(default_factory=list)

    def key(self) -> list[list[int]]:
        return [list(s) for s in self.steps]


def _standing(battle: Battle, c: Creature) -> bool:
    return Terrain(battle, c).stance(c.pos) == "walk"


def straight_plans(battle: Battle, source: Creature, target: Creature, movement: str,
                   distance: int, vertical: bool) -> list[tuple[str, Plan]]:
    """Every straight-line move a push or pull (or a slide in a straight line) allows."""
    dirs = NEIGHBOURS_3D if vertical else tuple((dx, dy, 0) for dx, dy in NEIGHBOURS_2D)
    out: list[tuple[str, Plan]] = []
    at, n, size = source.pos, source.squares, target.squares
    for d in dirs:
        pos = target.pos
        for k in range(1, distance + 1):
            nxt = settle_step(battle, target, pos, (pos[0] + d[0], pos[1] + d[1], pos[2] + d[2]), vertical)
            assert nxt is not None
            before = space_distance(at, n, pos, size)
            after = space_distance(at, n, nxt, size)
            if movement == "push" and after <= before:
                break
            if movement == "pull" and after >= before and not _into_source(source, target, nxt):
                break
            pos = nxt
            out.append((_describe(movement, d, k), Plan([d] * k)))
    return out


def _into_source(source: Creature, target: Creature, nxt: Cell) -> bool:
    return space_distance(source.pos, source.squares, nxt, target.squares) == 0


def _describe(movement: str, d: Cell, k: int) -> str:
    name = DIRECTION_NAMES.get((d[0], d[1]), "")
    if d[2]:
        name = ("up" if d[2] > 0 else "down") + (f" and {name}" if name else "")
    return f"{movement} {k} {name}".strip()


def slide_plans(battle: Battle, target: Creature, distance: int, vertical: bool,
                break_through: bool = True) -> list[tuple[str, Plan]]:
    """Slides may take any route (000 Forced Movement > Slide). Routes are listed by what they
    lead to: each place the target can end, once per distinct set of hazards crossed and objects
    broken on the way, plus every way of ending the slide against something (a slam). A creature
    slid into mundane objects it has the squares left to break goes through them and may slide
    on with what remains (000 Forced Movement > Hurling Through Objects); `break_through=False`
    (a slid object) stops at them. The shortest route is kept for each; the order is by length,
    then position."""
    dirs = NEIGHBOURS_3D if vertical else tuple((dx, dy, 0) for dx, dy in NEIGHBOURS_2D)
    search = _SlideSearch(battle, target, break_through)
    found: dict[tuple, tuple[str, list[Cell], str]] = {}
    """key -> (what the route leads to, in words; its steps; the text that orders equal lengths)"""
    start: _SlideState = (target.pos, (), frozenset())
    buckets: dict[int, dict[_SlideState, tuple[int, list[Cell]]]] = {0: {start: (0, [])}}
    seen = {start}
    for spent in range(distance):
        hits: dict[tuple, tuple[int, str, list[Cell]]] = {}
        for (pos, hazards, broken), (_, steps) in buckets.pop(spent, {}).items():
            for d in dirs:
                q = settle_step(battle, target, pos, (pos[0] + d[0], pos[1] + d[1], pos[2] + d[2]), vertical)
                if q is None:
                    continue
                path = steps + [d]
                bends = _bends(path)
                hit, cost, now_broken = search.enter(pos, q, d, broken, distance - spent)
                if hit:
                    key = ("hit", pos, hazards, now_broken, hit)
                    if key not in found and (key not in hits or bends < hits[key][0]):
                        hits[key] = (bends, f"into {hit}" + search.through(now_broken), path)
                    continue
                crossed = hazards + ((q,) if damaging_under(battle.board, q, target.squares) else ())
                state = (q, crossed, now_broken)
                bucket = buckets.setdefault(spent + cost, {})
                if state not in seen and (state not in bucket or bends < bucket[state][0]):
                    bucket[state] = (bends, path)
        for key, (_, what, path) in hits.items():
            found[key] = (what, path, what)
        ahead = buckets.get(spent + 1, {})
        for state in [st for st in ahead if st in seen]:  # reached before with more squares left
            del ahead[state]
        for state, (_, path) in ahead.items():
            seen.add(state)
            q, crossed, broken = state
            tail = search.through(broken) + (" across hazards" if crossed else "")
            found[("at", q, crossed, broken)] = (
                f"ending {heading(target.pos, q)}" + tail, path, _order_key(q) + tail)
    ordered = sorted(found.values(), key=lambda item: (len(item[1]), item[2]))
    return [(f"slide {len(steps)} {what}", Plan(steps)) for what, steps, _ in ordered]


_SlideState = tuple[Cell, tuple[Cell, ...], frozenset[str]]
"""Where a slide has got to, the damaging squares it crossed and the objects it broke."""


class _SlideSearch:
    """What entering a square costs a slid creature: walls, objects and creatures in the way."""

    def __init__(self, battle: Battle, target: Creature, break_through: bool) -> None:
        self.battle, self.target, self.break_through = battle, target, break_through
        self.occ = battle.occupancy(exclude=target.id)
        self.objects = battle.object_cells()

    def enter(self, pos: Cell, q: Cell, d: Cell, broken: frozenset[str],
              budget: int) -> tuple[str, int, frozenset[str]]:
        """(what stops the target, squares spent, objects broken so far) for one step."""
        battle, cells = self.battle, cube(q, self.target.squares)
        if any(battle.board.is_solid(cell) for cell in cells):
            return "a wall", 0, broken
        in_way = sorted({self.objects[c] for c in cells if c in self.objects} - broken,
                        key=lambda oid: (HURL_COST.get(battle.objects[oid].material, 3), oid))
        cost = 0
        for oid in in_way:
            obj = battle.objects[oid]
            price = HURL_COST.get(obj.material, 3) * _squares_in_the_way(battle, self.target, q, d, obj)
            if not self.break_through or budget - cost < price:
                return obj.name or f"the {obj.material} object", 0, broken
            cost += price
            broken = broken | {oid}
        for cell in cells:
            if cell in self.occ:
                return battle.creatures[self.occ[cell]].name, 0, broken
        return "", max(cost, 1), broken

    def through(self, broken: frozenset[str]) -> str:
        names = [self.battle.objects[oid].name or f"the {self.battle.objects[oid].material}"
                 for oid in sorted(broken)]
        return f" through {', '.join(names)}" if names else ""


def _bends(steps: list[Cell]) -> int:
    """How many times a route changes direction (straighter routes are preferred)."""
    return sum(1 for a, b in zip(steps, steps[1:]) if a != b)


def _order_key(pos: Cell) -> str:
    """How routes of equal length are ordered (by where they end, written out: the order the
    AI has always seen them in, so its choices among equals stay the same)."""
    return f"to {pos[0]},{pos[1]},{pos[2]}"


def settle_step(battle: Battle, target: Creature, pos: Cell, q: Cell, vertical: bool) -> Cell | None:
    """Adjust a sideways step for slopes: follow ground within one square up or down."""
    if vertical:
        return q
    board, n = battle.board, target.squares
    ground_here = board.footprint_ground(pos, n) if _inside(board, pos, n) else 0
    if not _inside(board, q, n):
        return q
    ground = board.footprint_ground(q, n)
    standing = pos[2] == ground_here
    if standing and abs(ground - pos[2]) <= 1 and ground <= pos[2] + 1:
        return (q[0], q[1], ground) if ground >= pos[2] - 1 else q
    return q


def _inside(board: Board, pos: Cell, n: int) -> bool:
    """Does a space of size n at `pos` lie within the board's edges?"""
    return 0 <= pos[0] and 0 <= pos[1] and pos[0] + n <= board.width and pos[1] + n <= board.height


def force_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    source = battle.creatures[frame["source"]]
    target = battle.creatures[frame["target"]]
    distance, movement, vertical = frame["distance"], frame["movement"], frame["vertical"]
    if distance <= 0 or target.removed:
        battle.pop()
        return None
    if choice is None:
        plans = plans_for(battle, source, target, movement, distance, vertical)
        options = [Option("force_move", {"steps": []}, f"Leave {target.name} where it is")]
        options += [Option("force_move", {"steps": p.key()}, f"{label.capitalize()}")
                    for label, p in plans]
        return Decision("force_move", source.side, tuple(options),
                        f"{source.name} moves {target.name} ({movement} {distance})",
                        creature=source.id, default=min(1, len(options) - 1) if options else 0,
                        info={"target": target.id})
    battle.pop()
    steps = [tuple(s) for s in choice.args["steps"]]
    if steps:
        execute(battle, source, target, movement, distance, vertical, steps)  # type: ignore[arg-type]
    return None


def plans_for(battle: Battle, source: Creature, target: Creature, movement: str,
              distance: int, vertical: bool) -> list[tuple[str, Plan]]:
    if absorbs_forced_move(battle, target, vertical):
        return [(f"{movement} {k}: {target.name} stays dug in and takes {k} damage",
                 Plan([(0, 0, 0)] * k)) for k in range(1, distance + 1)]
    if movement == "slide":
        return slide_plans(battle, target, distance, vertical)
    return straight_plans(battle, source, target, movement, distance, vertical)


def execute(battle: Battle, source: Creature, target: Creature, movement: str, distance: int,
            vertical: bool, steps: list[Cell]) -> None:
    """Carry out a forced move square by square, with every collision, hurl and fall.

    The path is told in segments: whenever something happens on the way (a hurl, damaging
    terrain, a slam) the squares moved so far are emitted first, then what happened. Every
    death during the move (the target's or anyone's) waits until the move, and any fall at its
    end, is over (000 Forced Movement > Death Effects and Forced Movement).
    """
    hold_deaths(battle)
    if absorbs_forced_move(battle, target, vertical):
        _absorb(battle, source, target, movement, len(steps))
    else:
        _travel(battle, source, target, movement, distance, vertical, steps)
    release_deaths(battle)


def absorbs_forced_move(battle: Battle, target: Creature, vertical: bool) -> bool:
    """A burrower completely underground is not moved by forced movement that is not vertical
    (000 Movement > Burrowing Forced Movement)."""
    return not vertical and target.can("burrow") and underground(battle, target)


def _absorb(battle: Battle, source: Creature, target: Creature, movement: str, squares: int) -> None:
    battle.emit(ForceAbsorbed(target.id, source.id, movement, target.pos, squares))
    apply_damage(battle, target, squares, "untyped", source.id)


def _travel(battle: Battle, source: Creature, target: Creature, movement: str, distance: int,
            vertical: bool, steps: list[Cell]) -> None:
    mover = _Segments(battle, source, target, movement, vertical)
    rules = battle.rules
    remaining = distance
    start_z = target.pos[2]
    slammed_down = False
    for d in steps:
        if remaining <= 0:
            break
        nxt = settle_step(battle, target, target.pos, (target.pos[0] + d[0], target.pos[1] + d[1],
                                                   target.pos[2] + d[2]), vertical)
        assert nxt is not None
        outcome, remaining, after = _collide(battle, mover, nxt, remaining, vertical, d, start_z)
        if outcome == "stop":
            slammed_down = d[2] < 0
            break
        before, target.pos = target.pos, nxt
        rules.react(FORCE_STEPPED, battle, target, before)
        mover.path.append(nxt)
        if after:
            mover.flush()
            for act in after:
                act()
        _touch_down(battle, target)
        rules.react(ENTERED, battle, target, before, mover.flush)
    mover.flush()
    rules.react(FORCE_MOVED, battle, target, mover.total)
    rules.react(PLACES_CHANGED, battle)
    _touch_down(battle, target)
    _after_move(battle, target, start_z, vertical and not slammed_down)
    if IN_GROUND in target.tags:  # hauled out of the dirt it clawed into: free to walk again
        set_in_ground(battle, target)
    rules.react(MOVE_ENDED, battle, target)


def _touch_down(battle: Battle, target: Creature) -> None:
    """A flier carried onto the ground (or a non-flier anywhere) is no longer aloft."""
    if target.aloft and (not target.can("fly") or _standing(battle, target)):
        target.aloft = False


def _after_move(battle: Battle, target: Creature, start_z: int, dropped: bool) -> None:
    """Falls at the end: a target left over open space falls, and one force moved downward
    counts the squares it was moved down as part of the fall (000 Movement > Falling)."""
    drop_from = start_z if dropped and target.pos[2] < start_z else None
    if needs_to_fall(battle, target):
        if target.can("fly") and not target.has("prone") and not target.dead:
            target.aloft = True
        else:
            fall(battle, target, from_z=drop_from)
    elif drop_from is not None and not (target.can("fly") and not target.has("prone")):
        land_after_drop(battle, target, drop_from - target.pos[2])


class _Segments:
    """Collects the squares of a forced move and emits them as ForceMoved events in pieces."""

    def __init__(self, battle: Battle, source: Creature, target: Creature, movement: str,
                 vertical: bool) -> None:
        self.battle, self.source, self.target = battle, source, target
        self.movement, self.vertical = movement, vertical
        self.path: list[Cell] = [target.pos]
        self.total = 0

    def flush(self) -> None:
        if len(self.path) > 1:
            self.total += len(self.path) - 1
            if self.battle.record:
                self.battle.emit(ForceMoved(self.target.id, self.source.id, self.movement,
                                            tuple(self.path), len(self.path) - 1, self.vertical))
            self.battle.rules.react(PATH_TOLD, self.battle, self.target, self.path)
        self.path = [self.target.pos]


def _collide(battle: Battle, mover: _Segments, nxt: Cell, remaining: int, vertical: bool,
             d: Cell, start_z: int) -> tuple[str, int, list]:
    """Enter the next square: ('', remaining - 1, []) when free, ('stop', 0, []) after a slam,
    or ('', what is left, actions) after breaking through objects in the way; the actions tell
    the hurls once the target has moved into the square."""
    source, target = mover.source, mover.target
    cells = cube(nxt, target.squares)
    solid = any(battle.board.is_solid(c) for c in cells)
    burrowing = target.can("burrow") and vertical and all(
        battle.board.is_burrowable(c) or not battle.board.is_solid(c) for c in cells)
    if solid and not burrowing:
        mover.flush()
        _slam_solid(battle, source, target, nxt, remaining, d, start_z, "ground", "terrain", 2 + remaining)
        return "stop", 0, []
    hurls: list = []
    spent = 0
    while True:
        objects = battle.object_cells()
        hit_objects = sorted({objects[c] for c in cells if c in objects},
                             key=lambda oid: (HURL_COST.get(battle.objects[oid].material, 3), oid))
        if not hit_objects:
            break
        obj = battle.objects[hit_objects[0]]  # the weakest gives way first
        squares = _squares_in_the_way(battle, target, nxt, d, obj)
        cost = HURL_COST.get(obj.material, 3) * squares
        if remaining < cost:
            mover.flush()
            _run(hurls)
            _slam_object(battle, source, target, nxt, remaining, d, start_z, obj)
            return "stop", 0, []
        remaining -= cost
        spent += cost
        battle.objects.pop(obj.id)
        hurls.append(_hurl(battle, source, target, nxt, obj, cost, squares))
    hit_creatures = battle.overlapping(nxt, target.squares, exclude=target.id)
    if hit_creatures:
        mover.flush()
        _run(hurls)
        _slam_creatures(battle, source, target, nxt, remaining, hit_creatures)
        return "stop", 0, []
    return "", remaining - (0 if spent else 1), hurls


def _run(actions: list) -> None:
    for act in actions:
        act()


def _squares_in_the_way(battle: Battle, target: Creature, at: Cell, d: Cell, obj) -> int:
    """How many squares of the object the target's space passes through going on in direction
    `d` from `at` until it is clear of the object (at least 1)."""
    cells = set(obj.cells)
    swept: set[Cell] = set()
    pos = at
    for _ in range(obj.size + target.squares):
        here = cells.intersection(cube(pos, target.squares))
        if not here:
            break
        swept |= here
        pos = (pos[0] + d[0], pos[1] + d[1], pos[2] + d[2])
    return max(1, len(swept))


def _hurl(battle: Battle, source: Creature, target: Creature, at: Cell, obj, cost: int,
          squares: int):
    """The events of breaking through an object, told once the target is in its square
    (000 Forced Movement > Hurling Through Objects): the damage is per square broken."""
    damage = HURL_DAMAGE.get(obj.material, 5) * squares

    def tell() -> None:
        battle.emit(HurledThrough(target.id, obj.id, obj.material, at, cost, damage))
        battle.emit(ObjectDestroyed(obj.id, obj.material, obj.cells))
        apply_damage(battle, target, damage, "untyped", source.id)
    return tell


def _slam_solid(battle: Battle, source: Creature, target: Creature, at: Cell, remaining: int,
                d: Cell, start_z: int, into: str, into_kind: str, damage: int) -> None:
    """Slamming into the ground or an object that does not break: 2 + the squares left, and a
    target driven downward into it also takes falling damage for the squares it was moved
    down, as if its Agility were 0 (000 Forced Movement > Slamming Into Objects)."""
    if battle.record:  # look-ahead copies keep no log: no event to build
        battle.emit(Slammed(target.id, into, into_kind, at, damage))
    class_resources.after_slam(battle, source, target)
    apply_damage(battle, target, damage, "untyped", source.id)
    if d[2] < 0:
        land_after_drop(battle, target, start_z - target.pos[2], agility=0)


def _slam_creatures(battle: Battle, source: Creature, target: Creature, at: Cell,
                    remaining: int, others: list[str]) -> None:
    """Both sides take 1 per remaining square; the moved creature only once however many it hits."""
    if battle.record:
        battle.emit(Slammed(target.id, ",".join(others), "creature", at, remaining, remaining))
    class_resources.after_slam(battle, source, target)
    apply_damage(battle, target, remaining, "untyped", source.id)
    for oid in others:
        apply_damage(battle, battle.creatures[oid], remaining, "untyped", source.id)


def _slam_object(battle: Battle, source: Creature, target: Creature, at: Cell, remaining: int,
                 d: Cell, start_z: int, obj) -> None:
    """Too few squares left to break through (000 Slamming Into Objects). An object at least
    the target's size stops it like a wall; a smaller one is hit like a creature (both take 1
    per square left), and if it breaks the target stays where it was."""
    if obj.size >= target.squares:
        _slam_solid(battle, source, target, at, remaining, d, start_z, obj.id, "object", 2 + remaining)
        return
    battle.emit(Slammed(target.id, obj.id, "object", at, remaining, remaining))
    class_resources.after_slam(battle, source, target)
    apply_damage(battle, target, remaining, "untyped", source.id)
    broke = damage_object(battle, obj.id, remaining)
    if d[2] < 0 and not broke:
        land_after_drop(battle, target, start_z - target.pos[2], agility=0)
