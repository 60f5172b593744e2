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
from ...core.decisions import Decision, Option
from ...core.events import Note, Teleported
from ...core.geometry import Cell, cell_distance
from ...core.sight import line_of_effect
from ..round.action_economy import can_spend
from ..harm.conditions import remove_condition
from ..hooks import MOVE_ENDED, PLACES_CHANGED, TELEPORT_FINISHED, TELEPORTED
from .reachable import Terrain, closes_on_fear
from ..position.line_of_effect import sees
from ..position.directions import heading


def teleport_destinations(battle: Battle, c: Creature) -> list[Cell]:
    if not c.can("teleport") or c.unconscious:
        return []
    return landing_spaces(battle, c, c.speed, c)


def landing_spaces(battle: Battle, c: Creature, reach: int, sender: Creature) -> list[Cell]:
    """Spaces within `reach` of `c` that it can hold and nobody fills, which `sender` (the one
    teleporting it, maybe itself) has line of effect to (000 Movement Types > Teleport)."""
    t = Terrain(battle, c)
    x0, y0, z0 = c.pos
    out = []
    objects = battle.object_cells()
    for x in range(x0 - reach, x0 + reach + 1):
        for y in range(y0 - reach, y0 + reach + 1):
            for z in range(max(0, z0 - reach), z0 + reach + 1):
                pos = (x, y, z)
                if pos == c.pos or cell_distance(pos, c.pos) > reach:
                    continue
                stance = t.stance(pos)
                if stance is None and hovers_at(t, c, pos):
                    stance = "hover"
                if stance is None or stance == "burrow" or t.others_in(pos) or pos in t.riders:
                    continue
                if sender is c and closes_on_fear(battle, c, [pos]):
                    continue
                if line_of_effect(battle, sender.pos, sender.squares, pos, c.squares, objects):
                    out.append(pos)
    return out


def hovers_at(t: Terrain, c: Creature, pos: Cell) -> bool:
    """Can a hovering creature that cannot fly hold this square of open air (000 Movement Types
    > Hover: it stays motionless in midair)? It gets there only by teleporting."""
    if not c.can("hover") or c.can("fly"):
        return False
    x, y, z = pos
    return not t.space_blocked(pos) and z + c.squares <= t.board.sky


def teleport_options(battle: Battle, c: Creature) -> list[Option]:
    if not can_spend(battle, "move"):
        return []
    return [Option("teleport", {"to": list(p)}, f"Teleport {heading(c.pos, p)}")
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
    t = Terrain(battle, c)
    c.aloft = t.stance(dest) == "fly" or (t.stance(dest) is None and hovers_at(t, c, dest))
    battle.emit(Teleported(c.id, start, dest))  # no zone bites on arrival (000 Teleport)
    rules.react(TELEPORTED, battle, c)
    for name in ("grabbed", "restrained", "prone"):
        remove_condition(battle, c, name, "teleported")
    rules.react(TELEPORT_FINISHED, battle, c)
    rules.react(PLACES_CHANGED, battle)
    rules.react(MOVE_ENDED, battle, c)


def push_teleport_other(battle: Battle, sender: Creature, target: Creature, reach: int) -> None:
    """Queue `sender` teleporting `target` up to `reach` squares. The sender needs line of
    effect to the space the target leaves and to where it lands (000 Movement Types > Teleport)."""
    if target.dead or target.removed or reach <= 0:
        return
    if sender.id != target.id and not sees(battle, sender, target):
        battle.emit(Note(f"{sender.name} has no line of effect to {target.name}", target.id))
        return
    battle.push({"step": "ds.teleport_other", "source": sender.id, "target": target.id,
                 "distance": reach})


def teleport_other_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    """The sender's side picks where the target lands (or leaves it where it is)."""
    sender = battle.creatures[frame["source"]]
    target = battle.creatures[frame["target"]]
    if choice is None:
        spaces = landing_spaces(battle, target, frame["distance"], sender) \
            if not (target.dead or target.removed) else []
        if not spaces:
            battle.pop()
            return None
        options = (Option("teleport_other", {"to": []}, f"Leave {target.name} where it is"),) + tuple(
            Option("teleport_other", {"to": list(p)}, f"Teleport {target.name} {heading(target.pos, p)}")
            for p in spaces)
        return Decision("teleport_other", sender.side, options,
                        f"{sender.name} teleports {target.name} (up to {frame['distance']})",
                        creature=sender.id, info={"target": target.id})
    battle.pop()
    if choice.args["to"]:
        teleport(battle, target, tuple(choice.args["to"]))  # type: ignore[arg-type]
    return None
