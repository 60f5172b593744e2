"""Grabbing (000 Maneuvers > Grab, Escape Grab; RULES-NOTES Grabbed).

A grab is the `grabbed` condition on the held creature with the grabber as its source. A
creature holds one creature at a time (grabbing another lets the first go). The held creature
has speed 0, moves along with its grabber, and can be force moved only by the grabber; the grab
ends when the two are separated, when the grabber can no longer act, or on release.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.events import Note
from ...core.geometry import Cell, cube, spaces_adjacent, spaces_overlap
from ..harm.conditions import add_condition, can_take_triggered, remove_condition
from ..movement.falling import fall, needs_to_fall
from ..movement.reachable import damaging_under
from ..movement.damaging_terrain import enter_damaging_terrain


def held_by(battle: Battle, grabber: Creature) -> Creature | None:
    for c in battle.creatures.values():
        cond = c.condition("grabbed")
        if cond is not None and cond.source == grabber.id and not c.dead:
            return c
    return None


def grabber_of(battle: Battle, c: Creature) -> Creature | None:
    cond = c.condition("grabbed")
    return battle.creatures.get(cond.source) if cond is not None else None


def grab(battle: Battle, grabber: Creature, target: Creature) -> None:
    """Take hold of `target`, letting go of anyone held before; a new grabber takes over from
    an old one."""
    previous = held_by(battle, grabber)
    if previous is not None and previous.id != target.id:
        remove_condition(battle, previous, "grabbed", f"{grabber.name} let go")
    old = target.condition("grabbed")
    if old is not None and old.source != grabber.id:
        remove_condition(battle, target, "grabbed", f"{grabber.name} takes hold instead")
    add_condition(battle, target, "grabbed", "until_removed", grabber.id)


def release(battle: Battle, c: Creature, reason: str) -> None:
    """End a grab; a creature let go over open air falls."""
    if remove_condition(battle, c, "grabbed", reason) and not c.dead and needs_to_fall(battle, c):
        fall(battle, c)


def let_go(battle: Battle, c: Creature, why: str) -> None:
    """`c` lets go of whatever it holds, because it `why` (went down, teleported away...)."""
    held = held_by(battle, c)
    if held is not None:
        release(battle, held, f"{c.name} {why}")


def on_downed(battle: Battle, c: Creature) -> None:
    """A creature that goes down (the `downed` hook) lets go of whatever it held."""
    let_go(battle, c, "went down")


def on_teleport_finished(battle: Battle, c: Creature) -> None:
    """A creature that teleports away (the `teleport_finished` hook) lets go of what it held."""
    let_go(battle, c, "teleported away")


def check_grabs(battle: Battle) -> None:
    """End grabs whose two sides are apart, or whose grabber is down."""
    for c in battle.creatures.values():
        cond = c.condition("grabbed")
        if cond is None:
            continue
        grabber = battle.creatures.get(cond.source)
        if grabber is None or not grabber.active or c.dead:
            release(battle, c, "the grabber is down")
        elif not spaces_adjacent(c.pos, c.squares, grabber.pos, grabber.squares):
            release(battle, c, "pulled apart")


def drag(battle: Battle, grabber: Creature, before: Cell) -> None:
    """After the grabber steps from `before`, the held creature follows by the same step; one
    the grabber stepped onto that cannot follow is pulled into the space the grabber left."""
    held = held_by(battle, grabber)
    if held is None:
        return
    d = (grabber.pos[0] - before[0], grabber.pos[1] - before[1], grabber.pos[2] - before[2])
    target = (held.pos[0] + d[0], held.pos[1] + d[1], held.pos[2] + d[2])
    occupied = battle.occupancy(exclude=held.id)
    cells = cube(target, held.squares)
    if any(battle.blocked(cell) or occupied.get(cell) for cell in cells):
        if spaces_overlap(held.pos, held.squares, grabber.pos, grabber.squares) and \
                not any(battle.blocked(cell) or cell in occupied for cell in cube(before, held.squares)):
            target = before  # stepped onto: pulled into the space the grabber just left
        else:
            if not spaces_adjacent(held.pos, held.squares, grabber.pos, grabber.squares):
                release(battle, held, "pulled apart")
            return
    held.pos = target
    if damaging_under(battle.board, target, held.squares):
        enter_damaging_terrain(battle, held)


def dragging_halves_speed(battle: Battle, c: Creature) -> bool:
    """A grabber no bigger than what it holds moves at half speed while dragging it."""
    held = held_by(battle, c)
    return held is not None and c.rank <= held.rank


def special_effect(battle: Battle, user: Creature, target: Creature, special: str) -> None:
    """Apply a grab or escape outcome from a power-roll tier."""
    if special == "grab":
        grab(battle, user, target)
    elif special == "escape":
        release(battle, user, "escaped")
    elif special in ("grab_after_strike", "escape_after_strike"):
        battle.push({"step": "ds.grab_offer", "special": special, "user": user.id,
                     "target": target.id})


def grab_offer(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    """Tier 2 of Grab or Escape Grab: take the outcome at the price of a free strike, or not."""
    user = battle.creatures[frame["user"]]
    target = battle.creatures[frame["target"]]
    escaping = frame["special"] == "escape_after_strike"
    striker = grabber_of(battle, user) if escaping else target
    if choice is None:
        if striker is None or not user.active:
            battle.pop()
            return None
        yes = "Break free" if escaping else f"Grab {target.name}"
        price = f"taking a free strike from {striker.name}" if _can_strike_back(striker) \
            else f"{striker.name} cannot strike back"
        options = (Option("grab_offer", {"accept": True}, f"{yes} ({price})"),
                   Option("grab_offer", {"accept": False}, "Don't"))
        return Decision("grab_offer", user.side, options,
                        f"{user.name}: accept a free strike from {striker.name} to finish?",
                        creature=user.id)
    battle.pop()
    if not choice.args["accept"] or striker is None:
        text = (f"{user.name} stays in {striker.name}'s grip rather than take a free strike." if escaping
                else f"{user.name} does not take hold of {target.name}: it would cost a free strike.")
        battle.emit(Note(text, user.id))
        return None
    then = "escape" if escaping else "grab"
    battle.push({"step": "ds.grab_finish", "special": then, "user": user.id, "target": target.id})
    if _can_strike_back(striker):
        battle.push({"step": "ds.ability", "ability": "melee_free_strike", "user": striker.id,
                     "targets": [user.id], "phase": "pay", "triggered": True})
    return None


def _can_strike_back(striker: Creature) -> bool:
    """The tier-2 free strike is a triggered response: dazed, surprised or unconscious
    creatures cannot make it (000 Triggered Actions)."""
    return can_take_triggered(striker)


def grab_finish(battle: Battle, frame: dict, choice: Option | None) -> None:
    battle.pop()
    user = battle.creatures[frame["user"]]
    target = battle.creatures[frame["target"]]
    if user.active and (frame["special"] == "escape" or target.active):
        special_effect(battle, user, target, frame["special"])
    return None
