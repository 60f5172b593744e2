"""Mounted combat (000 Mounted Combat; 000 Move Actions > Ride) and the turn options of every
creature-on-creature rule.

Getting on costs movement from the mover's Advance (a fresh Advance if none is under way):
1 square to mount a willing mount (an ally with the mount role, bigger than the rider), and the
cost of climbing a square (1 with climb movement, else 2) to climb onto any bigger creature.
Climbing an unwilling creature needs a test (`climbing_creatures.py`).

Ride is the rider's move action: its mount moves up to its own speed, carrying the rider, or
makes a Disengage shift. A rider rides once per round and a mount is ridden once per round; the
ride can be split around the rider's other actions, like an Advance (`battle.turn["ride_left"]`).
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Option
from ...core.geometry import space_distance, spaces_adjacent
from . import passengers
from . import climbing_creatures
from ..round.action_economy import can_spend, spend
from ..move_actions.advance import move_budget, pay_movement
from ..movement.reachable import movement_speed, reachable
from ..movement.walking import start_walk
from ..position.directions import heading

KINDS = ("climb_on", "ride", "knock_off")
"""Turn option kinds handled here."""

MOUNT_ROLE = "mount"

RIDE_VALUE = 0.5
"""What the AI thinks each extra square of a mount's speed is worth to its rider."""


def turn_options(battle: Battle, c: Creature) -> list:
    """Getting on, riding, and shaking off what clings to `c`."""
    out = get_on_options(battle, c) + ride_options(battle, c)
    out += climbing_creatures.knock_off_options(battle, c)
    return out


def options_in_place(battle: Battle, c: Creature) -> list:
    """`turn_options` without the rides (which take the rider somewhere)."""
    return get_on_options(battle, c) + climbing_creatures.knock_off_options(battle, c)


def apply(battle: Battle, c: Creature, choice: Option) -> None:
    if choice.kind == "climb_on":
        _get_on(battle, c, choice)
    elif choice.kind == "ride":
        _ride(battle, c, choice)
    else:
        climbing_creatures.knock_off(battle, c, battle.creatures[choice.args["target"]])


# ---------------------------------------------------------------------------- getting on

def willing_mount(c: Creature, other: Creature) -> bool:
    return other.side == c.side and other.role == MOUNT_ROLE


def get_on_cost(c: Creature, other: Creature) -> int:
    if willing_mount(c, other):
        return 1
    return 1 if c.can("climb") else 2


def _can_get_on(c: Creature, other: Creature) -> bool:
    return (other.id != c.id and other.active and not other.carrier and other.rank > c.rank
            and spaces_adjacent(c.pos, c.squares, other.pos, other.squares))


def get_on_options(battle: Battle, c: Creature) -> list[Option]:
    """Mounting or climbing a bigger creature; not while carrying a passenger of one's own (a
    creature on a creature on a creature: found by the fuzzer, the rider slipped out of place)."""
    if c.carrier or c.has("prone") or c.has("grabbed") or c.has("restrained") or c.aloft:
        return []
    if passengers.passengers(battle, c):
        return []
    left, fresh = move_budget(battle, c)
    out = []
    for other in battle.creatures.values():
        if not _can_get_on(c, other):
            continue
        cost = get_on_cost(c, other)
        if max(left, fresh) < cost:
            continue
        main = " using the main action" if cost > left and battle.turn.get("move", 0) == 0 else ""
        for seat in passengers.seats(battle, c, other):
            where = heading(c.pos, seat)
            if willing_mount(c, other):
                label = f"Mount {other.name} ({where}; {cost} movement{main})"
            elif other.side == c.side:
                label = f"Climb onto {other.name} ({where}; {cost} movement{main})"
            else:
                label = (f"Climb onto {other.name} ({where}; Might or Agility test, "
                         f"{cost} movement{main})")
            out.append(Option("climb_on", {"target": other.id, "at": list(seat)}, label))
    return out


def _pay_movement(battle: Battle, c: Creature, cost: int) -> None:
    pay_movement(battle, cost, *move_budget(battle, c))


def _get_on(battle: Battle, c: Creature, choice: Option) -> None:
    other = battle.creatures[choice.args["target"]]
    seat = tuple(choice.args["at"])
    _pay_movement(battle, c, get_on_cost(c, other))
    if willing_mount(c, other):
        passengers.get_on(battle, c, other, "ride", seat)  # type: ignore[arg-type]
    elif other.side == c.side:
        passengers.get_on(battle, c, other, "climb", seat)  # type: ignore[arg-type]
    else:
        climbing_creatures.attempt_climb(battle, c, other, seat)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------- Ride

def _ride_state(battle: Battle, c: Creature) -> tuple[Creature | None, int, bool]:
    """(the mount, movement left in a ride under way, whether a new ride may start)."""
    mount = passengers.carrier_of(battle, c)
    if mount is None or not passengers.riding(c) or not mount.active:
        return None, 0, False
    left = int(battle.turn.get("ride_left", 0))
    fresh = (can_spend(battle, "move") and c.tags.get("rode_round") != battle.round
             and mount.tags.get("ridden_round") != battle.round)
    return mount, left, fresh


def ride_options(battle: Battle, c: Creature) -> list[Option]:
    mount, left, fresh = _ride_state(battle, c)
    if mount is None:
        return []
    speed = movement_speed(mount)
    budget = _ride_budget(mount, left, fresh)
    out: list[Option] = []
    offset = _offset(c, mount)
    if budget > 0:
        reach = reachable(battle, mount, budget)
        for pos in reach.destinations():
            cost = reach.cost[pos]
            label = f"Ride {mount.name} {heading(mount.pos, pos)} ({cost})"
            out.append(Option("ride", {"mount_to": list(pos), "to": _plus(pos, offset)}, label))
    if fresh and speed > 0 and not mount.has("slowed"):
        shift = reachable(battle, mount, int(mount.tags.get("disengage", 1)), shift=True)
        for pos in shift.destinations():
            label = f"Ride: {mount.name} disengages {heading(mount.pos, pos)}"
            out.append(Option("ride", {"mount_to": list(pos), "to": _plus(pos, offset),
                                       "disengage": True}, label))
    return out


def _ride_budget(mount: Creature, left: int, fresh: bool) -> int:
    """Squares a ride may cover now: what is left of this turn's ride, or a fresh one."""
    return max(left, movement_speed(mount) if fresh else 0)


def _offset(c: Creature, mount: Creature) -> tuple[int, int, int]:
    return (c.pos[0] - mount.pos[0], c.pos[1] - mount.pos[1], c.pos[2] - mount.pos[2])


def _plus(a: tuple, b: tuple) -> list[int]:
    return [a[0] + b[0], a[1] + b[1], a[2] + b[2]]


def _ride(battle: Battle, c: Creature, choice: Option) -> None:
    mount, left, fresh = _ride_state(battle, c)
    assert mount is not None
    dest = tuple(choice.args["mount_to"])
    shift = bool(choice.args.get("disengage"))
    if shift:
        reach = reachable(battle, mount, int(mount.tags.get("disengage", 1)), shift=True)
    else:
        reach = reachable(battle, mount, _ride_budget(mount, left, fresh))
    cost = reach.cost[dest]
    if shift or cost > left:
        spend(battle, "move")
        battle.turn["move_left"] = 0
        c.tags["rode_round"] = battle.round
        mount.tags["ridden_round"] = battle.round
        left = 0 if shift else movement_speed(mount)
    battle.turn["ride_left"] = max(0, left - cost)
    start_walk(battle, mount, reach, dest, shift=shift)  # type: ignore[arg-type]


def riding_value(battle: Battle, c: Creature) -> float:
    """The AI's worth of sitting on a faster mount: the extra squares it carries the rider
    (against the rider's own speed, so pinning one's rider down never looks like a gain)."""
    mount = battle.creatures.get(str(c.tags.get("riding", "")))
    if mount is None or not mount.active or c.tags.get(passengers.COMING_OFF):
        return 0.0
    return RIDE_VALUE * max(0, movement_speed(mount) - c.speed)


def awaits_rider(battle: Battle, mount: Creature) -> bool:
    """An unridden mount with an ally nearby who has yet to act this round and could ride it:
    the AI lets the rider go first, so the mount does not gallop off alone."""
    if not is_mount(mount) or passengers.passengers(battle, mount):
        return False
    return any(a.id not in battle.acted and a.active and not a.carrier and a.rank < mount.rank
               and space_distance(a.pos, a.squares, mount.pos, mount.squares) <= movement_speed(a)
               for a in battle.allies_of(mount) if a.id != mount.id)


def is_mount(c: Creature) -> bool:
    return c.role == MOUNT_ROLE
