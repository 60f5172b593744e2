"""Force-moving objects (000 Forced Movement > Slamming Into Creatures, Tracking Object
Forced-Movement Damage, Hurling Through Objects).

An object can be pushed, pulled or slid like a creature. When it runs into creatures its
movement ends and each creature takes 1 damage per square left; the object takes that damage
too, but only once however many smaller creatures it hits. When it runs into the ground, a wall
or another object it takes the damage a creature would: 2 plus 1 per square left against
something that holds, or it smashes through a weaker object it has the movement to break
(the moved object taking the hurl damage). An object left over open space drops, and an object
falling on a creature hurts it as a falling creature would. Objects ignore terrain.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator

from ...core.battle import Battle
from ...core.board import BoardObject
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.events import HurledThrough, ObjectDamaged, ObjectDestroyed, ObjectForceMoved, Slammed
from ...core.geometry import Cell, cube, footprint, size_rank
from ...core.targets import object_target
from ..harm.damage import apply_damage, damage_object
from ...core.falling_geometry import nearest_free_space
from ..movement.falling import fall_damage
from .forced_movement import HURL_COST, HURL_DAMAGE, settle_step, slide_plans, straight_plans

OBJECT_SIZES = {1: "1M", 2: "2", 3: "3", 4: "4", 5: "5"}


@dataclass
class ObjectBody:
    """Stands in for an object in the movement planners written for creatures."""
    id: str
    pos: Cell
    squares: int
    size: str
    aloft: bool = False
    stability: int = 0

    @property
    def cells(self) -> tuple[Cell, ...]:
        return cube(self.pos, self.squares)

    @property
    def rank(self) -> int:
        return size_rank(self.size)

    def can(self, movement: str) -> bool:
        return False

    def has(self, condition: str) -> bool:
        return False


def body_of(obj: BoardObject) -> ObjectBody:
    return ObjectBody(object_target(obj.id), obj.origin, obj.size, OBJECT_SIZES.get(obj.size, "5"))


@contextmanager
def lifted(battle: Battle, oid: str) -> Iterator[BoardObject]:
    """Take the object off the board while its own path is worked out or walked (a copy of
    it, free to change: objects are shared with look-ahead copies, see `Battle.own_object`)."""
    obj = battle.objects.pop(oid).copy()
    try:
        yield obj
    finally:
        if obj.stamina > 0:
            battle.objects[oid] = obj


def push_object_move(battle: Battle, source: Creature, oid: str, kind: str, distance: int,
                     vertical: bool = False) -> None:
    """Queue a forced move of an object (resolved by the `ds.force_object` step)."""
    if distance > 0 and oid in battle.objects:
        battle.push({"step": "ds.force_object", "source": source.id, "object": oid,
                     "movement": kind, "distance": distance, "vertical": vertical})


def object_plans(battle: Battle, source: Creature, oid: str, kind: str, distance: int,
                 vertical: bool) -> list[tuple[str, list[Cell]]]:
    with lifted(battle, oid) as obj:
        body = body_of(obj)
        if kind == "slide":
            plans = slide_plans(battle, body, distance, vertical, break_through=False)  # type: ignore[arg-type]
        else:
            plans = straight_plans(battle, source, body, kind, distance, vertical)  # type: ignore[arg-type]
    return [(label, plan.steps) for label, plan in plans]


def force_object_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    source = battle.creatures[frame["source"]]
    oid = frame["object"]
    if oid not in battle.objects:
        battle.pop()
        return None
    obj = battle.objects[oid]
    name = obj.name or f"the {obj.material} object"
    if choice is None:
        plans = object_plans(battle, source, oid, frame["movement"], frame["distance"], frame["vertical"])
        options = [Option("force_move", {"steps": []}, f"Leave {name} where it is")]
        options += [Option("force_move", {"steps": [list(s) for s in steps]}, label.capitalize())
                    for label, steps in plans]
        return Decision("force_move", source.side, tuple(options),
                        f"{source.name} moves {name} ({frame['movement']} {frame['distance']})",
                        creature=source.id, default=min(1, len(options) - 1),
                        info={"target": object_target(oid)})
    battle.pop()
    steps = [tuple(s) for s in choice.args["steps"]]
    if steps:
        move_object(battle, source, oid, frame["distance"], frame["vertical"], steps)  # type: ignore[arg-type]
    return None


def move_object(battle: Battle, source: Creature, oid: str, distance: int, vertical: bool,
                steps: list[Cell]) -> None:
    """Walk the object along its steps, stopping at the first thing it hits."""
    with lifted(battle, oid) as obj:
        body = body_of(obj)
        path = [obj.origin]
        remaining = distance
        for d in steps:
            if remaining <= 0:
                break
            nxt = settle_step(battle, body, obj.origin, (obj.origin[0] + d[0], obj.origin[1] + d[1],
                                                     obj.origin[2] + d[2]), vertical)  # type: ignore[arg-type]
            assert nxt is not None
            verdict, remaining, hurl = _enter(battle, source, obj, nxt, remaining, path)
            if verdict == "stop":
                break
            obj.origin = nxt
            path.append(nxt)
            if hurl is not None:  # told once the object is in the broken one's square
                _emit_path(battle, source, obj, path)
                _tell_hurl(battle, obj, hurl)
        _emit_path(battle, source, obj, path)
        if obj.stamina > 0:
            _drop(battle, source, obj)


def _emit_path(battle: Battle, source: Creature, obj: BoardObject, path: list[Cell]) -> None:
    if len(path) > 1:
        battle.emit(ObjectForceMoved(obj.id, source.id, tuple(path)))
    path[:] = [obj.origin]


def _enter(battle: Battle, source: Creature, obj: BoardObject, nxt: Cell, remaining: int,
           path: list[Cell]) -> tuple[str, int, dict | None]:
    cells = cube(nxt, obj.size)
    if any(battle.board.is_solid(c) for c in cells):
        _emit_path(battle, source, obj, path)
        battle.emit(Slammed(object_target(obj.id), "ground", "terrain", nxt, 2 + remaining))
        _hurt(battle, obj, 2 + remaining)
        return "stop", 0, None
    others = battle.object_cells()
    hit = sorted({others[c] for c in cells if c in others})
    if hit:
        _emit_path(battle, source, obj, path)
        return _into_object(battle, obj, battle.objects[hit[0]], nxt, remaining, len(hit) > 1)
    occ = battle.occupancy()
    creatures = sorted({cid for c in cells for cid in occ.occupants(c)})
    if creatures:
        _emit_path(battle, source, obj, path)
        battle.emit(Slammed(object_target(obj.id), ",".join(creatures), "creature", nxt,
                            remaining, remaining))
        for cid in creatures:
            apply_damage(battle, battle.creatures[cid], remaining, "untyped", source.id)
        _hurt(battle, obj, remaining)
        return "stop", 0, None
    return "", remaining - 1, None


def _into_object(battle: Battle, obj: BoardObject, other: BoardObject, at: Cell, remaining: int,
                 several: bool) -> tuple[str, int, dict | None]:
    """The moved object breaks through a weaker one it has the movement for, else slams it."""
    cost = HURL_COST.get(other.material, 3)
    me = object_target(obj.id)
    if remaining >= cost:
        battle.objects.pop(other.id)
        hurl = {"other": other.to_dict(), "at": list(at), "cost": cost}
        if several or HURL_DAMAGE.get(other.material, 5) >= obj.stamina:
            _tell_hurl(battle, obj, hurl)  # it stops (or breaks) here, before the square
            return "stop", 0, None
        return "", remaining - cost, hurl
    if other.size >= obj.size:
        battle.emit(Slammed(me, other.id, "object", at, 2 + remaining))
        _hurt(battle, obj, 2 + remaining)
    else:
        battle.emit(Slammed(me, other.id, "object", at, remaining, remaining))
        _hurt(battle, obj, remaining)
        damage_object(battle, other.id, remaining)
    return "stop", 0, None


def _tell_hurl(battle: Battle, obj: BoardObject, hurl: dict) -> None:
    """The events of the moved object breaking through another (000 Hurling Through Objects)."""
    other = BoardObject.from_dict(hurl["other"])
    damage = HURL_DAMAGE.get(other.material, 5)
    battle.emit(HurledThrough(object_target(obj.id), other.id, other.material, tuple(hurl["at"]),
                              hurl["cost"], damage))
    battle.emit(ObjectDestroyed(other.id, other.material, other.cells))
    _hurt(battle, obj, damage)


def _hurt(battle: Battle, obj: BoardObject, amount: int) -> None:
    """Damage the object while it is lifted off the board; destroyed objects stay off it."""
    if amount <= 0 or obj.stamina <= 0:
        return
    obj.stamina -= amount
    battle.emit(ObjectDamaged(obj.id, amount, max(obj.stamina, 0)))
    if obj.stamina <= 0:
        battle.emit(ObjectDestroyed(obj.id, obj.material, obj.cells))


def _drop(battle: Battle, source: Creature, obj: BoardObject) -> None:
    """An object left over nothing falls; landing hurts it, and any creature under it."""
    occ = battle.occupancy()
    others = battle.object_cells()
    x, y, z = obj.origin
    start = z
    onto = ""
    while z > 0:
        below = [(cx, cy, z - 1) for cx, cy in footprint((x, y, z), obj.size)]
        if any(battle.board.is_solid(b) or b in others for b in below):
            break
        onto = next((occ[b] for b in below if b in occ), "")
        if onto:
            break
        z -= 1
    if z == start:
        return
    obj.origin = (x, y, z)
    battle.emit(ObjectForceMoved(obj.id, "falling", ((x, y, start), obj.origin)))
    _, damage = fall_damage(start - z, 0, False)
    if onto and damage:
        battle.emit(Slammed(object_target(obj.id), onto, "creature", obj.origin, damage, damage))
        apply_damage(battle, battle.creatures[onto], damage, "untyped", source.id)
    _hurt(battle, obj, damage)
    if onto and obj.stamina > 0:
        _settle_beside(battle, obj, onto)


def _settle_beside(battle: Battle, obj: BoardObject, onto: str) -> None:
    """An object that lands on a creature tumbles off into the nearest free space."""
    body = body_of(obj)
    spot = nearest_free_space(battle, body, obj.origin)  # type: ignore[arg-type]
    if spot != obj.origin:
        battle.emit(ObjectForceMoved(obj.id, "falling", (obj.origin, spot)))
        obj.origin = spot
