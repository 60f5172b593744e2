"""A chosen move, walked square by square (003 Breaking up your Movement, Moving Around Other
Creatures): each time the mover leaves a hostile creature's reach it pauses for that foe's
opportunity attack (unless it took the Disengage action this turn); a mover that drops stops
where it was struck."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ...core.events import Moved
from ...core.geometry import footprint, space_distance
from ...core.grid_reach import underground
from ..attacking.geometry import melee_reach
from ..creature import ThreeDiceCreature
from ..hiding import reveal_if_seen
from ..opportunity import can_react, provoke
from .reach import reachable


def start_walk(battle: Battle, c: ThreeDiceCreature, to: tuple) -> None:
    reach = reachable(battle, c, int(battle.turn.get("move_left", 0)))
    path = reach.path_to(to)
    battle.turn["move_left"] -= reach.cost[to]
    costs = [reach.cost.get(p, 0) for p in path]
    battle.push({"step": "td.walk", "creature": c.id, "path": [list(p) for p in path],
                 "costs": costs, "i": 0, "mode": reach.stance[to], "asked_at": -1})


def walk_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    c: ThreeDiceCreature = battle.creatures[frame["creature"]]  # type: ignore[assignment]
    path = [tuple(p) for p in frame["path"]]
    i = frame["i"]
    if not c.active:
        _finish(battle, frame, c, path, i)
        return None
    for j in range(i, len(path) - 1):
        if j == frame["asked_at"]:
            continue
        foes = [] if battle.turn.get("disengaged") else provokers(battle, c, path[j], path[j + 1])
        if foes:
            _arrive(battle, frame, c, path, i, j)
            frame["i"] = frame["asked_at"] = j
            provoke(battle, c, foes, "leaves its reach", None)
            return None
    _finish(battle, frame, c, path, i)
    return None


def provokers(battle: Battle, c: ThreeDiceCreature, here: tuple, there: tuple) -> list[str]:
    """Foes whose reach the step from `here` to `there` leaves (nobody strikes at a creature
    already under the ground)."""
    if here[2] + c.squares <= battle.board.footprint_ground(here, c.squares):
        return []
    out = []
    for o in battle.creatures.values():
        if not can_react(battle, o, c) or o.tags.get("burrowed"):  # type: ignore[arg-type]
            continue
        reach = melee_reach(battle, o) // 5  # type: ignore[arg-type]
        if space_distance(o.pos, o.squares, here, c.squares) <= reach < \
                space_distance(o.pos, o.squares, there, c.squares):
            out.append(o.id)
    return out


def _arrive(battle: Battle, frame: dict, c: ThreeDiceCreature, path: list, i: int, j: int) -> None:
    if j > i:
        c.pos = path[j]
        battle.emit(Moved(c.id, tuple(path[i:j + 1]), frame["costs"][j] - frame["costs"][i], frame["mode"]))
        _settle(battle, c, frame["mode"])


def _finish(battle: Battle, frame: dict, c: ThreeDiceCreature, path: list, i: int) -> None:
    battle.pop()
    if c.active:
        _arrive(battle, frame, c, path, i, len(path) - 1)
        reveal_if_seen(battle, c)
    elif not c.dead and _crowded(battle, c, c.pos):
        _fall_back(battle, c, path[:i + 1])


def _crowded(battle: Battle, c: ThreeDiceCreature, pos: tuple) -> bool:
    """Would `c` at `pos` share a square with a creature within one size of its own?"""
    mine = set(footprint(pos, c.squares))
    return any(o.id != c.id and not o.dead and not o.removed and abs(o.rank - c.rank) < 2
               and mine & set(footprint(o.pos, o.squares)) for o in battle.creatures.values())


def _fall_back(battle: Battle, c: ThreeDiceCreature, way: list) -> None:
    """A mover dropped inside another creature's space comes to rest on the last square of its
    way it could hold (its starting square at worst): nobody shares a square with a creature
    of about its own size (docs/rules-decisions.md, 3D system)."""
    for spot in reversed(way):
        if not _crowded(battle, c, spot):
            here = c.pos
            c.pos = spot
            battle.emit(Moved(c.id, (here, spot), 0, "rest"))
            return


def _settle(battle: Battle, c: ThreeDiceCreature, mode: str) -> None:
    c.aloft = mode == "fly"
    if underground(battle, c):
        c.tags["burrowed"] = True
    else:
        c.tags.pop("burrowed", None)
