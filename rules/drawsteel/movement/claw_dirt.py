"""Claw Dirt and pulling a burrower up (000 Movement > Burrow > Non-Burrowing Creatures).

A creature that cannot burrow, with a speed of 2 or more, may claw at burrowable ground it
touches as a maneuver: a Might test. Once inside the dirt it has speed 0 (the `in_ground` tag)
and gets about only by clawing again (or teleporting). Tier 3 lets it move 1 square into, out of or through that
ground at once; tier 2 lets it do so with its main action later this turn, and leaves it
slowed (EoT); tier 1 lets it move at once but leaves it slowed and weakened (EoT). The move
is a decision (`claw_move`) with a "stay" option, so the creature may decline it.

A creature standing on the ground may also use a maneuver to pull a willing (allied) adjacent
creature that is completely under the ground up 1 square.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.events import Burrowed, Moved
from ...core.geometry import NEIGHBOURS_3D, Cell, cube, spaces_adjacent
from ..harm.conditions import add_condition
from ..position.directions import heading
from ..hooks import PLACES_CHANGED
from .reachable import Terrain, movement_speed
from ..abilities.tests import make_test
from ..mounted_combat import passengers

IN_GROUND = "in_ground"
"""Tag on a non-burrower that has clawed its way into dirt: its speed is 0 until it claws out."""
READY = "claw_dirt_ready"
"""Key in `battle.turn`: a tier-2 Claw Dirt lets the main action make the move this turn."""


def _burrowable_in(battle: Battle, cells: tuple[Cell, ...] | list[Cell]) -> bool:
    return any(battle.board.is_burrowable(cell) for cell in cells)


def touching(battle: Battle, c: Creature) -> bool:
    """Is any square of burrowable ground in or face-to-face with the creature's space?"""
    own = c.cells
    around = [(x + dx, y + dy, z + dz) for x, y, z in own
              for dx, dy, dz in ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1))]
    return _burrowable_in(battle, own) or _burrowable_in(battle, around)


def claw_moves(battle: Battle, c: Creature) -> list[Cell]:
    """Spaces 1 square away that go into, through or out of burrowable ground."""
    t = Terrain(battle, c)
    inside = _burrowable_in(battle, c.cells)
    occupied = battle.occupancy(exclude=c.id)
    out = []
    for dx, dy, dz in NEIGHBOURS_3D:
        pos = (c.pos[0] + dx, c.pos[1] + dy, c.pos[2] + dz)
        cells = cube(pos, c.squares)
        if not all(battle.board.inside(x, y) and z >= 0 for x, y, z in cells):
            continue
        if any(cell in occupied or cell in t.objects for cell in cells):
            continue
        if any(battle.board.is_solid(cell) and not battle.board.is_burrowable(cell) for cell in cells):
            continue
        into = _burrowable_in(battle, cells)
        if into or (inside and t.stance(pos) == "walk"):
            out.append(pos)
    return out


def claw_dirt_options(battle: Battle, c: Creature) -> list[Option]:
    """The Claw Dirt maneuver, where it can be used."""
    if c.can("burrow") or c.unconscious or c.carrier or c.speed < 2 or not touching(battle, c):
        return []
    if c.has("grabbed") or c.has("restrained") or movement_speed(c) < 2 and IN_GROUND not in c.tags:
        return []
    return [Option("maneuver", {"maneuver": "claw_dirt"}, "Claw dirt (Might test)")]


def claw_main_options(battle: Battle, c: Creature) -> list[Option]:
    """After a tier-2 Claw Dirt: the main action makes the 1-square move."""
    if not battle.turn.get(READY) or not claw_moves(battle, c):
        return []
    return [Option("main_action", {"action": "claw_move"}, "Dig 1 square (main action)")]


def claw_dirt(battle: Battle, c: Creature) -> None:
    tier = make_test(battle, c, ("might",), "claw dirt").tier
    if tier == 2:
        battle.turn[READY] = True
        add_condition(battle, c, "slowed", "eot", c.id)
        return
    if tier == 1:
        add_condition(battle, c, "slowed", "eot", c.id)
        add_condition(battle, c, "weakened", "eot", c.id)
    start_claw_move(battle, c)


def start_claw_move(battle: Battle, c: Creature) -> None:
    battle.turn.pop(READY, None)
    battle.push({"step": "ds.claw_move", "creature": c.id})


def claw_move_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    c = battle.creatures[frame["creature"]]
    moves = claw_moves(battle, c) if c.active else []
    if choice is None and moves:
        options = [Option("claw_move", {"to": list(p)}, f"Dig {heading(c.pos, p)}") for p in moves]
        options.append(Option("claw_move", {"to": None}, "Stay where you are"))
        return Decision("claw_move", c.side, tuple(options), f"{c.name}: where to dig?",
                        creature=c.id)
    battle.pop()
    if choice is not None and choice.args.get("to") is not None:
        start = c.pos
        passengers.left_behind(battle, c)
        c.pos = tuple(choice.args["to"])  # type: ignore[assignment]
        battle.emit(Burrowed(c.id, start, c.pos))
        set_in_ground(battle, c)
        battle.rules.react(PLACES_CHANGED, battle)
    return None


def set_in_ground(battle: Battle, c: Creature) -> None:
    """Mark (or unmark) a non-burrower whose space is partly inside dirt."""
    if _burrowable_in(battle, c.cells) and not c.can("burrow"):
        c.tags[IN_GROUND] = True
    else:
        c.tags.pop(IN_GROUND, None)


# ------------------------------------------------------------------------------ pull up

def pull_up_options(battle: Battle, c: Creature) -> list[Option]:
    """Pull a willing adjacent ally, completely under the ground, up 1 square."""
    if Terrain(battle, c).stance(c.pos) != "walk" or c.unconscious:
        return []
    out = []
    for a in battle.allies_of(c):
        if a.id == c.id or not a.active or not spaces_adjacent(c.pos, c.squares, a.pos, a.squares):
            continue
        if not all(battle.board.is_solid(cell) for cell in a.cells):
            continue
        up = (a.pos[0], a.pos[1], a.pos[2] + 1)
        if Terrain(battle, a).stance(up) is None or Terrain(battle, a).others_in(up):
            continue
        out.append(Option("maneuver", {"maneuver": "pull_up", "target": a.id},
                          f"Pull {a.name} up out of the ground"))
    return out


def pull_up(battle: Battle, c: Creature, target: Creature) -> None:
    start = target.pos
    target.pos = (start[0], start[1], start[2] + 1)
    target.aloft = False
    battle.emit(Moved(target.id, (start, target.pos), 0, "pulled", False))
    set_in_ground(battle, target)
