"""Creatures on other creatures (000 Mounted Combat; 000 Movement > Climb or Swim > Climbing
Other Creatures): who carries whom, carrying them along, and coming off.

A rider has the tag `riding`, a climber the tag `climbing`, naming its carrier. Its space lies
inside the carrier's space, level with the carrier's lowest squares (the rider picks which
squares). The carrier alone fills those squares for everyone else (`Battle.occupancy`), and the
two never block each other. When the carrier moves, walks, is force moved or falls, its
passengers move by the same step. Coming off against one's will is the `ds.fall_off` step:
the passenger's side picks an unoccupied space next to it, then takes any fall damage and
lands prone as the cause says.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.events import Moved
from ...core.geometry import Cell, spaces_adjacent, spaces_overlap
from ..harm.conditions import add_condition
from ..events import GotOff, GotOn
from ...core.falling_geometry import nearest_free_space, standing_space
from ..movement.falling import fall, needs_to_fall, take_fall
from ..maneuvers.grab import held_by
from ..abilities.tests import make_test
from ..position.directions import heading

COMING_OFF = "coming_off"
"""Tag on a passenger whose fall from its carrier is queued (so look-ahead sees it as off)."""


def carrier_of(battle: Battle, c: Creature) -> Creature | None:
    return battle.creatures.get(c.carrier) if c.carrier else None


def passengers(battle: Battle, carrier: Creature) -> list[Creature]:
    return [p for p in battle.creatures.values()  # no tags: carried by nobody
            if p.tags and p.carrier == carrier.id and p.id != carrier.id]


def riding(c: Creature) -> bool:
    return bool(c.tags.get("riding"))


def linked(a: Creature, b: Creature) -> bool:
    """One carries the other."""
    return a.carrier == b.id or b.carrier == a.id


def seats(battle: Battle, c: Creature, carrier: Creature) -> list[Cell]:
    """Where `c` may sit on `carrier`: any placement of its space inside the carrier's
    footprint, level with the carrier's base, not overlapping another passenger."""
    x, y, z = carrier.pos
    free = carrier.squares - c.squares
    taken = [p for p in passengers(battle, carrier) if p.id != c.id]
    out = []
    for i in range(free + 1):
        for j in range(free + 1):
            pos = (x + i, y + j, z)
            if not any(spaces_overlap(pos, c.squares, p.pos, p.squares) for p in taken):
                out.append(pos)
    return out


def get_on(battle: Battle, c: Creature, carrier: Creature, how: str, at: Cell) -> None:
    """Link `c` to `carrier` as a rider ("ride") or climber ("climb") sitting at `at`."""
    start = c.pos
    c.tags.pop("riding", None)
    c.tags.pop("climbing", None)
    c.tags["riding" if how == "ride" else "climbing"] = carrier.id
    c.pos = at
    c.aloft = False
    if start != at:
        battle.emit(Moved(c.id, (start, at), 0, "climb", False))
    battle.emit(GotOn(c.id, carrier.id, how, at))


def get_off(battle: Battle, c: Creature, reason: str) -> None:
    carrier = c.carrier
    if not carrier:
        return
    for tag in ("riding", "climbing", COMING_OFF):
        c.tags.pop(tag, None)
    battle.emit(GotOff(c.id, carrier, reason))


# ---------------------------------------------------------------------------- moving together

def carry(battle: Battle, carrier: Creature, before: Cell, emit: bool = False) -> None:
    """The carrier just moved from `before`: its passengers move by the same step (told by
    `follow` when the carrier's own path is told, unless `emit`)."""
    d = (carrier.pos[0] - before[0], carrier.pos[1] - before[1], carrier.pos[2] - before[2])
    if d == (0, 0, 0):
        return
    for p in passengers(battle, carrier):
        start = p.pos
        p.pos = (start[0] + d[0], start[1] + d[1], start[2] + d[2])
        if emit:
            battle.emit(Moved(p.id, (start, p.pos), 0, "carried", False))


def on_falling_far(battle: Battle, carrier: Creature, before: Cell) -> None:
    """A carrier in a long fall dropped from `before`: its riders and climbers drop with it
    (000 Mounted Combat), told as they go."""
    carry(battle, carrier, before, emit=True)


def follow(battle: Battle, carrier: Creature, path) -> None:
    """Tell each passenger's ride along the carrier's path just told (same squares, shifted)."""
    for p in passengers(battle, carrier):
        d = (p.pos[0] - carrier.pos[0], p.pos[1] - carrier.pos[1], p.pos[2] - carrier.pos[2])
        shifted = tuple((q[0] + d[0], q[1] + d[1], q[2] + d[2]) for q in path)
        battle.emit(Moved(p.id, shifted, 0, "carried", False))


def after_step(battle: Battle, c: Creature, before: Cell) -> None:
    """After a willing step: carry passengers; a passenger whose own step took it clear of its
    carrier has climbed down, and one its grabber dragged clear of its carrier is pulled off."""
    carry(battle, c, before)
    off_if_clear(battle, c, "climbed down")
    held = held_by(battle, c)
    if held is not None:
        off_if_clear(battle, held, "pulled off")


def off_if_clear(battle: Battle, p: Creature, reason: str) -> None:
    carrier = carrier_of(battle, p)
    if carrier is not None and not spaces_overlap(p.pos, p.squares, carrier.pos, carrier.squares):
        get_off(battle, p, reason)


def after_fall(battle: Battle, c: Creature, before: Cell, height: int, hurt: bool) -> None:
    """A carrier fell from `before`: passengers come down with it. If the fall hurt, they take
    its damage too (with their own Agility), come off and land prone nearby; otherwise they
    stay on."""
    riders = passengers(battle, c)
    if not riders:
        return
    if not hurt:
        carry(battle, c, before, emit=True)
        return
    d = (c.pos[0] - before[0], c.pos[1] - before[1], c.pos[2] - before[2])
    for p in riders:
        start = p.pos
        get_off(battle, p, f"{c.name} fell")
        _land(battle, p, start, _free_near(battle, p, (start[0] + d[0], start[1] + d[1],
                                                       start[2] + d[2])), height, True)


def _land(battle: Battle, c: Creature, start: Cell, end: Cell, height: int, prone: bool) -> None:
    """Put a creature coming off its carrier down at `end`, with falling damage for `height`
    squares (reduced by Agility as usual) and prone if asked."""
    take_fall(battle, c, start, end, height)
    if prone and not c.dead:
        add_condition(battle, c, "prone", "until_removed", "falling")


def seat_height(carrier: Creature, landing: Cell) -> int:
    """How far a passenger drops from its carrier's back to the ground at `landing`."""
    return carrier.pos[2] + carrier.squares - landing[2]


# ---------------------------------------------------------------------------- coming off

def landing_spaces(battle: Battle, c: Creature) -> list[Cell]:
    """Unoccupied spaces on the ground next to the passenger, clear of its carrier."""
    carrier = carrier_of(battle, c)
    occ = battle.occupancy(exclude=c.id)
    objects = battle.object_cells()
    n = c.squares
    x0, y0, z0 = c.pos
    out = []
    for x in range(x0 - n, x0 + n + 1):
        for y in range(y0 - n, y0 + n + 1):
            if not spaces_adjacent((x, y, 0), n, (x0, y0, 0), n):
                continue
            if carrier is not None and spaces_overlap((x, y, 0), n, (carrier.pos[0], carrier.pos[1], 0),
                                                      carrier.squares):
                continue
            pos = standing_space(battle, c, x, y, occ, objects)
            if pos is not None:
                out.append(pos)
    return out


def _free_near(battle: Battle, c: Creature, near: Cell) -> Cell:
    return nearest_free_space(battle, c, near)


def throw_off(battle: Battle, c: Creature, reason: str, *, prone: bool, hurt: bool) -> None:
    """Queue `c` coming off its carrier into a space of its side's choice (`ds.fall_off`)."""
    frame = {"step": "ds.fall_off", "creature": c.id, "carrier": c.carrier, "reason": reason,
             "prone": prone, "hurt": hurt}
    c.tags[COMING_OFF] = True
    battle.after(frame)  # once the step now running is done with its own frame


def left_behind(battle: Battle, carrier: Creature) -> None:
    """A carrier digging into (or through) the ground cannot take riders or climbers with it:
    each comes off on its feet into a space nearby (rules-decisions, Mounted combat)."""
    for p in passengers(battle, carrier):
        if not p.dead and not p.tags.get(COMING_OFF):
            throw_off(battle, p, f"{carrier.name} dug into the ground", prone=False, hurt=False)


def fall_off(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    c = battle.creatures[frame["creature"]]
    carrier = battle.creatures.get(frame["carrier"])
    if c.carrier != frame["carrier"] or carrier is None or c.removed:
        c.tags.pop(COMING_OFF, None)
        battle.pop()
        return None
    if c.dead:
        battle.pop()
        get_off(battle, c, frame["reason"])
        return None
    spaces = landing_spaces(battle, c)
    if choice is None and len(spaces) > 1:
        options = tuple(Option("land", {"to": list(p)}, f"Land {heading(c.pos, p)}")
                        for p in spaces)
        return Decision("land", c.side, options,
                        f"{c.name} comes off {carrier.name}: where do they land?", creature=c.id)
    battle.pop()
    if choice is not None:
        end = tuple(choice.args["to"])
    else:
        end = spaces[0] if spaces else _free_near(battle, c, c.pos)
    start = c.pos
    get_off(battle, c, frame["reason"])
    height = seat_height(carrier, end) if frame["hurt"] else 0  # type: ignore[arg-type]
    _land(battle, c, start, end, height, frame["prone"])  # type: ignore[arg-type]
    return None


# ---------------------------------------------------------------------------- hooks

def on_condition(battle: Battle, c: Creature, name: str) -> None:
    """Prone while riding or climbing: fall off, prone, with falling damage. A mount knocked
    prone throws its riders (as when it dies); climbers hang on."""
    if name != "prone":
        return
    if c.carrier:
        throw_off(battle, c, "knocked prone", prone=True, hurt=True)
    for p in passengers(battle, c):
        if riding(p):
            throw_off(battle, p, f"{c.name} went down", prone=True, hurt=False)


def on_down(battle: Battle, c: Creature) -> None:
    """A creature died or was knocked out: a dead passenger simply lets go; every passenger of
    a fallen carrier comes off and lands prone in a space of its choice."""
    if c.carrier and c.dead:
        get_off(battle, c, "died")
    for p in passengers(battle, c):
        throw_off(battle, p, f"{c.name} went down", prone=True, hurt=False)


def on_teleport(battle: Battle, c: Creature) -> None:
    """Riders and mounts teleport separately: a teleporting passenger leaves its carrier, and a
    teleporting carrier leaves its passengers where they were (to fall if that is mid-air)."""
    if c.carrier:
        get_off(battle, c, "teleported")
    for p in passengers(battle, c):
        get_off(battle, p, f"{c.name} teleported away")
        if needs_to_fall(battle, p):
            fall(battle, p)


def after_forced(battle: Battle, c: Creature, moved: int) -> None:
    """A passenger who was force moved is knocked off (000 Mounted Combat): it stays where the
    move left it (or the nearest free space, if that is still on its carrier) and tests how it
    lands: tier 1 drops it with falling damage from the carrier's back and leaves it prone."""
    carrier = carrier_of(battle, c)
    if carrier is None or moved <= 0:
        return
    get_off(battle, c, "knocked off")
    if spaces_overlap(c.pos, c.squares, carrier.pos, carrier.squares):
        start = c.pos
        c.pos = _free_near(battle, c, c.pos)
        battle.emit(Moved(c.id, (start, c.pos), 0, "carried", False))
    r = make_test(battle, c, ("might", "agility"), f"land after being knocked off {carrier.name}",
                  resistance=True)
    if r.tier == 1:
        _land(battle, c, c.pos, c.pos, seat_height(carrier, c.pos), True)
