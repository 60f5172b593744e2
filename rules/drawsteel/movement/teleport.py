"""Teleporting as a creature's usual movement (000 Movement Types > Teleport).

With the Advance move action a teleporter jumps to any space within its unmodified speed that
it has line of effect to: not its own space, not one another creature or object fills, and one
it can hold (standing, flying if it flies, swimming, or clinging). Teleporting provokes no
opportunity attacks nor zones it lands in (a zone still bites at the start of its turn there),
ends grabbed and restrained, and lets a prone creature arrive standing.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Option
from ...core.events import Teleported
from ...core.geometry import Cell, cell_distance
from ...core.sight import line_of_effect
from ..round.action_economy import can_spend
from ..harm.conditions import remove_condition
from ..hooks import MOVE_ENDED, PLACES_CHANGED, TELEPORT_FINISHED, TELEPORTED
from .reachable import Terrain, closes_on_fear


def teleport_destinations(battle: Battle, c: Creature) -> list[Cell]:
    if not c.can("teleport") or c.unconscious:
        return []
    t = Terrain(battle, c)
    speed = c.speed
    x0, y0, z0 = c.pos
    out = []
    objects = battle.object_cells()
    for x in range(x0 - speed, x0 + speed + 1):
        for y in range(y0 - speed, y0 + speed + 1):
            for z in range(max(0, z0 - speed), z0 + speed + 1):
                pos = (x, y, z)
                if pos == c.pos or cell_distance(pos, c.pos) > speed:
                    continue
                stance = t.stance(pos)
                if stance is None or stance == "burrow" or t.others_in(pos) or pos in t.riders:
                    continue
                if closes_on_fear(battle, c, [pos]):
                    continue
                if line_of_effect(battle, c.pos, c.squares, pos, c.squares, objects):
                    out.append(pos)
    return out


def teleport_options(battle: Battle, c: Creature) -> list[Option]:
    if not can_spend(battle, "move"):
        return []
    return [Option("teleport", {"to": list(p)}, f"Teleport to {p[0]},{p[1]},{p[2]}")
            for p in teleport_destinations(battle, c)]


def teleport(battle: Battle, c: Creature, dest: Cell) -> None:
    """Move `c` to `dest` at once. Riders and mounts part (`teleported`), the teleporter sheds
    grabbed, restrained and prone, and then whoever cares reacts (`teleport_finished`: what it
    held is let go; `places_changed`, `move_ended`)."""
    rules = battle.rules
    start = c.pos
    c.pos = dest
    c.tags.pop("falling_far", None)
    c.tags.pop("in_ground", None)
    c.aloft = Terrain(battle, c).stance(dest) == "fly"
    battle.emit(Teleported(c.id, start, dest))  # no zone bites on arrival (000 Teleport)
    rules.react(TELEPORTED, battle, c)
    for name in ("grabbed", "restrained", "prone"):
        remove_condition(battle, c, name, "teleported")
    rules.react(TELEPORT_FINISHED, battle, c)
    rules.react(PLACES_CHANGED, battle)
    rules.react(MOVE_ENDED, battle, c)
