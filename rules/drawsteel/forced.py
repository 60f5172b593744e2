"""Forced movement (000 Forced Movement): push, pull and slide, with slams, hurls and falls.

A push or pull is a straight line: the same unit step repeated, each step taking the target
farther from (push) or closer to (pull) the source. A slide may take any path. None of them
move a target up or down unless the effect is vertical (or the target is flying), but a
sideways move follows ground that rises or falls one square per square. Forced movement ignores
difficult terrain, so the squares counted are squares moved.

The forcer picks the direction and distance (`ds.force` asks); the target's stability is
subtracted first and a bigger creature moving a smaller one with a melee weapon ability adds 1.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core.battle import Battle, step
from ..core.creature import Creature
from ..core.decisions import Decision, Option
from ..core.events import ForceMoved, HurledThrough, Note, Slammed
from ..core.geometry import Cell, NEIGHBOURS_2D, NEIGHBOURS_3D, cube, footprint, space_distance
from .carried import after_forced, carry, follow
from .damage import apply_damage
from .falling import fall, fall_damage, needs_to_fall
from .model import Ability, ForcedMove
from .movement import damaging_under
from .terrain_effects import enter_damaging_terrain
from .zones import entering, on_moved_into

HURL_COST = {"glass": 1, "wood": 3, "stone": 6, "metal": 9}
HURL_DAMAGE = {"glass": 3, "wood": 5, "stone": 8, "metal": 11}
DIRECTION_NAMES = {(0, -1): "north", (1, -1): "north-east", (1, 0): "east", (1, 1): "south-east",
                   (0, 1): "south", (-1, 1): "south-west", (-1, 0): "west", (-1, -1): "north-west"}


def forced_distance(source: Creature, target: Creature, forced: ForcedMove,
                    ability: Ability | None) -> int:
    """The distance after big-versus-little and stability (never below 0)."""
    distance = forced.distance
    if ability is not None and ability.has("melee") and ability.has("weapon") and source.rank > target.rank:
        distance += 1
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
    from .movement import Terrain
    return Terrain(battle, c).stance(c.pos) == "walk"


def _underground(battle: Battle, c: Creature) -> bool:
    return all(battle.board.is_solid(cell) for cell in c.cells)


def straight_plans(battle: Battle, source: Creature, target: Creature, movement: str,
                   distance: int, vertical: bool) -> list[tuple[str, Plan]]:
    """Every straight-line move a push or pull (or a slide in a straight line) allows."""
    dirs = NEIGHBOURS_3D if vertical else tuple((dx, dy, 0) for dx, dy in NEIGHBOURS_2D)
    out: list[tuple[str, Plan]] = []
    for d in dirs:
        pos = target.pos
        for k in range(1, distance + 1):
            nxt = _settle(battle, target, pos, (pos[0] + d[0], pos[1] + d[1], pos[2] + d[2]), vertical)
            assert nxt is not None
            before = space_distance(source.pos, source.squares, pos, target.squares)
            after = space_distance(source.pos, source.squares, nxt, target.squares)
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


def slide_plans(battle: Battle, target: Creature, distance: int, vertical: bool) -> list[tuple[str, Plan]]:
    """Slides may take any route (000 Forced Movement > Slide). Routes are listed by what they
    lead to: each place the target can end, once per distinct set of hazards crossed on the way,
    plus every way of ending the slide against something (a slam). The shortest route is kept
    for each; the order is by length, then position."""
    dirs = NEIGHBOURS_3D if vertical else tuple((dx, dy, 0) for dx, dy in NEIGHBOURS_2D)
    occ = battle.occupancy(exclude=target.id)
    objects = battle.object_cells()
    start = target.pos
    found: dict[tuple, tuple[str, list[Cell]]] = {}
    frontier: list[tuple[Cell, tuple[Cell, ...], list[Cell]]] = [(start, (), [])]
    seen = {(start, ())}
    for _ in range(distance):
        layer: dict[tuple, tuple[int, tuple[Cell, tuple[Cell, ...], list[Cell]]]] = {}
        hits: dict[tuple, tuple[int, str, list[Cell]]] = {}
        for pos, hazards, steps in frontier:
            for d in dirs:
                q = _settle(battle, target, pos, (pos[0] + d[0], pos[1] + d[1], pos[2] + d[2]), vertical)
                if q is None:
                    continue
                path = steps + [d]
                bends = _bends(path)
                hit = _obstacle(battle, target, q, occ, objects)
                if hit:
                    key = ("hit", pos, hazards, hit)
                    if key not in found and (key not in hits or bends < hits[key][0]):
                        hits[key] = (bends, f"into {hit}", path)
                    continue
                crossed = hazards + ((q,) if damaging_under(battle.board, q, target.squares) else ())
                if (q, crossed) in seen:
                    continue
                if (q, crossed) not in layer or bends < layer[(q, crossed)][0]:
                    layer[(q, crossed)] = (bends, (q, crossed, path))
        for key, (_, what, path) in hits.items():
            found[key] = (what, path)
        frontier = []
        for (q, crossed), (_, state) in layer.items():
            seen.add((q, crossed))
            found[("at", q, crossed)] = (_where(q) + (" across hazards" if crossed else ""), state[2])
            frontier.append(state)
    ordered = sorted(found.values(), key=lambda item: (len(item[1]), item[0]))
    return [(f"slide {len(steps)} {what}", Plan(steps)) for what, steps in ordered]


def _bends(steps: list[Cell]) -> int:
    """How many times a route changes direction (straighter routes are preferred)."""
    return sum(1 for a, b in zip(steps, steps[1:]) if a != b)


def _where(pos: Cell) -> str:
    return f"to {pos[0]},{pos[1]},{pos[2]}"


def _obstacle(battle: Battle, target: Creature, q: Cell, occ: dict, objects: dict) -> str:
    """What stops a target entering `q`: a creature's or object's name, 'a wall', or ''."""
    cells = cube(q, target.squares)
    if any(battle.board.is_solid(cell) for cell in cells):
        return "a wall"
    for cell in cells:
        if cell in objects:
            obj = battle.objects[objects[cell]]
            return obj.name or f"the {obj.material} object"
        if cell in occ:
            return battle.creatures[occ[cell]].name
    return ""


def _settle(battle: Battle, target: Creature, pos: Cell, q: Cell, vertical: bool) -> Cell | None:
    """Adjust a sideways step for slopes: follow ground within one square up or down."""
    if vertical:
        return q
    ground_here = battle.board.footprint_ground(pos, target.squares) if _inside(battle, pos, target) else 0
    if not _inside(battle, q, target):
        return q
    ground = battle.board.footprint_ground(q, target.squares)
    standing = pos[2] == ground_here
    if standing and abs(ground - pos[2]) <= 1 and ground <= pos[2] + 1:
        return (q[0], q[1], ground) if ground >= pos[2] - 1 else q
    return q


def _inside(battle: Battle, pos: Cell, target: Creature) -> bool:
    n = target.squares
    return 0 <= pos[0] and 0 <= pos[1] and pos[0] + n <= battle.board.width and pos[1] + n <= battle.board.height


@step("ds.force")
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
    if movement == "slide":
        return slide_plans(battle, target, distance, vertical)
    return straight_plans(battle, source, target, movement, distance, vertical)


def execute(battle: Battle, source: Creature, target: Creature, movement: str, distance: int,
            vertical: bool, steps: list[Cell]) -> None:
    """Carry out a forced move square by square, with every collision, hurl and fall.

    The path is told in segments: whenever something happens on the way (a hurl, damaging
    terrain, a slam) the squares moved so far are emitted first, then what happened.
    """
    if not vertical and target.can("burrow") and _underground(battle, target):
        battle.emit(Note(f"{target.name} is dug in: the ground absorbs the shove", target.id))
        apply_damage(battle, target, len(steps), "untyped", source.id)
        return
    mover = _Segments(battle, source, target, movement, vertical)
    remaining = distance
    start_z = target.pos[2]
    for d in steps:
        if remaining <= 0:
            break
        nxt = _settle(battle, target, target.pos, (target.pos[0] + d[0], target.pos[1] + d[1],
                                                   target.pos[2] + d[2]), vertical)
        assert nxt is not None
        outcome, remaining = _collide(battle, mover, nxt, remaining, vertical, d, start_z)
        if outcome == "stop":
            break
        before, target.pos = target.pos, nxt
        carry(battle, target, before)
        mover.path.append(nxt)
        if damaging_under(battle.board, nxt, target.squares):
            mover.flush()
            enter_damaging_terrain(battle, target, "terrain")
        if entering(battle, target, before):
            mover.flush()
            on_moved_into(battle, target, before)
    mover.flush()
    after_forced(battle, target, mover.total)
    from .grabbing import check_grabs
    check_grabs(battle)
    if target.aloft and (not target.can("fly") or _standing(battle, target)):
        target.aloft = False
    if needs_to_fall(battle, target):
        if target.can("fly") and not target.has("prone"):
            target.aloft = True
        else:
            fall(battle, target)


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
            self.battle.emit(ForceMoved(self.target.id, self.source.id, self.movement,
                                        tuple(self.path), len(self.path) - 1, self.vertical))
            follow(self.battle, self.target, self.path)
        self.path = [self.target.pos]


def _space_clear(battle: Battle, target: Creature, pos: Cell) -> bool:
    occ = battle.occupancy(exclude=target.id)
    objects = battle.object_cells()
    return not any(c in occ or c in objects or battle.board.is_solid(c) for c in cube(pos, target.squares))


def _collide(battle: Battle, mover: _Segments, nxt: Cell, remaining: int, vertical: bool,
             d: Cell, start_z: int) -> tuple[str, int]:
    """Enter the next square: ('', remaining - 1) when free, ('stop', 0) after a slam, or
    ('', what is left) after breaking through an object."""
    source, target = mover.source, mover.target
    cells = cube(nxt, target.squares)
    solid = any(battle.board.is_solid(c) for c in cells)
    burrowing = target.can("burrow") and vertical and all(
        battle.board.is_burrowable(c) or not battle.board.is_solid(c) for c in cells)
    if solid and not burrowing:
        mover.flush()
        _slam_ground(battle, source, target, nxt, remaining, d, start_z)
        return "stop", 0
    objects = battle.object_cells()
    hit_objects = sorted({objects[c] for c in cells if c in objects})
    if hit_objects:
        mover.flush()
        return _hit_objects(battle, source, target, nxt, remaining, hit_objects)
    occ = battle.occupancy(exclude=target.id)
    hit_creatures = sorted({occ[c] for c in cells if c in occ})
    if hit_creatures:
        mover.flush()
        _slam_creatures(battle, source, target, nxt, remaining, hit_creatures)
        return "stop", 0
    return "", remaining - 1


def _slam_ground(battle: Battle, source: Creature, target: Creature, at: Cell, remaining: int,
                 d: Cell, start_z: int) -> None:
    damage = 2 + remaining
    battle.emit(Slammed(target.id, "ground", "terrain", at, damage))
    apply_damage(battle, target, damage, "untyped", source.id)
    if d[2] < 0:
        height = start_z - target.pos[2]
        _, fall_dmg = fall_damage(height, 0, False)
        if fall_dmg:
            apply_damage(battle, target, fall_dmg, "untyped", "falling")


def _slam_creatures(battle: Battle, source: Creature, target: Creature, at: Cell,
                    remaining: int, others: list[str]) -> None:
    """Both sides take 1 per remaining square; the moved creature only once however many it hits."""
    battle.emit(Slammed(target.id, ",".join(others), "creature", at, remaining, remaining))
    apply_damage(battle, target, remaining, "untyped", source.id)
    for oid in others:
        apply_damage(battle, battle.creatures[oid], remaining, "untyped", source.id)


def _hit_objects(battle: Battle, source: Creature, target: Creature, at: Cell, remaining: int,
                 oids: list[str]) -> tuple[str, int]:
    """Hurl through the object if enough movement remains (000 Hurling Through Objects),
    otherwise slam into it (000 Slamming Into Objects)."""
    from ..core.events import ObjectDestroyed
    from .actions import damage_object
    obj = battle.objects[oids[0]]
    cost = HURL_COST.get(obj.material, 3)
    if remaining >= cost:
        damage = HURL_DAMAGE.get(obj.material, 5)
        battle.emit(HurledThrough(target.id, obj.id, obj.material, at, cost, damage))
        battle.objects.pop(obj.id)
        battle.emit(ObjectDestroyed(obj.id, obj.material, obj.cells))
        apply_damage(battle, target, damage, "untyped", source.id)
        left = remaining - cost
        if len(oids) > 1 or not _space_clear(battle, target, at):
            return "stop", 0
        return ("", left) if left > 0 else ("", 0)
    if obj.size >= target.squares:
        damage = 2 + remaining
        battle.emit(Slammed(target.id, obj.id, "object", at, damage))
        apply_damage(battle, target, damage, "untyped", source.id)
    else:
        battle.emit(Slammed(target.id, obj.id, "object", at, remaining, remaining))
        apply_damage(battle, target, remaining, "untyped", source.id)
        damage_object(battle, obj.id, remaining)
    return "stop", 0
