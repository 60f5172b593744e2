"""Maneuvers built into every creature (000 Maneuvers), besides ability maneuvers like Knockback.

This slice offers Stand Up, Catch Breath, Use Consumable, Dig (000 Burrow > Dig Maneuver) and
dropping prone as a free maneuver (000 Crawl), with a free stand for the voluntarily prone.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Option
from ...core.creature import Condition
from ...core.events import Burrowed, Moved, Note
from ...core.geometry import cube, spaces_adjacent
from ..round.action_economy import can_spend, spend
from ..harm.conditions import add_condition, remove_condition
from ..harm.damage import heal
from .grab import check_grabs, held_by, release
from ..movement.reachable import Terrain, movement_speed
from .assist_a_test import assist, assist_options
from .heave_an_object import heave, heave_options
from .use_consumable import consumable_options, use_consumable
from ..movement.claw_dirt import claw_dirt, claw_dirt_options, pull_up, pull_up_options
from ..mounted_combat import passengers
from .hide_and_search import hiding_options, is_hidden_from, use_hiding


def maneuver_options(battle: Battle, c: Creature) -> list[Option]:
    out: list[Option] = []
    regular = can_spend(battle, "maneuver")
    free = not c.has("dazed")  # dazed creatures take no free maneuvers
    can_stand = c.has("prone") and not c.has("restrained") and not c.unconscious
    if can_stand and free and voluntarily_prone(c):
        out.append(Option("maneuver", {"maneuver": "stand_up", "free": True}, "Stand up (free)"))
    elif can_stand and regular:
        out.append(Option("maneuver", {"maneuver": "stand_up"}, "Stand up"))
    if regular and c.hero and c.recoveries > 0 and not c.dying and c.stamina < c.max_stamina:
        out.append(Option("maneuver", {"maneuver": "catch_breath"},
                          f"Catch breath (+{c.recovery_value} Stamina)"))
    if regular and c.can("burrow") and movement_speed(c) >= c.squares:
        for dz in dig_moves(battle, c):
            word = "down" if dz < 0 else "up"
            out.append(Option("maneuver", {"maneuver": "dig", "dz": dz}, f"Dig {word} {abs(dz)}"))
    if free and not c.has("prone") and not c.aloft and battle.settings.get("offer_drop_prone", False):
        out.append(Option("maneuver", {"maneuver": "drop_prone"}, "Drop prone (free)"))
    if regular:
        out.extend(_help_up_options(battle, c))
        out.extend(_aid_options(battle, c))
        out.extend(_move_held_options(battle, c))
        out.extend(heave_options(battle, c))
        out.extend(assist_options(battle, c))
        out.extend(consumable_options(battle, c))
        out.extend(claw_dirt_options(battle, c))
        out.extend(pull_up_options(battle, c))
        out.extend(hiding_options(battle, c))
    held = held_by(battle, c)
    if not free:
        return out
    if held is not None:
        out.append(Option("maneuver", {"maneuver": "release"}, f"Let go of {held.name} (free)"))
    out.extend(_end_imposed_options(battle, c))
    return out


def voluntarily_prone(c: Creature) -> bool:
    """Prone by its own choice (dropped to crawl): it may stand as a free maneuver (000 Crawl)."""
    cond = c.condition("prone")
    return cond is not None and cond.source == c.id


def _help_up_options(battle: Battle, c: Creature) -> list[Option]:
    """Stand Up can instead lift a willing adjacent prone ally (000 Maneuvers > Stand Up)."""
    return [Option("maneuver", {"maneuver": "help_up", "target": a.id}, f"Help {a.name} up")
            for a in battle.allies_of(c)
            if a.has("prone") and a.active and not a.has("restrained")
            and spaces_adjacent(c.pos, c.squares, a.pos, a.squares)]


def _end_imposed_options(battle: Battle, c: Creature) -> list[Option]:
    """Whoever imposed an effect may end it as a free maneuver (RULES-NOTES Durations)."""
    out = []
    for other in battle.creatures.values():
        for cond in other.conditions:
            if cond.source == c.id and other.id != c.id and cond.name not in ("grabbed", "aided") \
                    and cond.duration in ("eot", "save", "end_of_encounter"):
                out.append(Option("maneuver", {"maneuver": "end_effect", "target": other.id,
                                               "condition": cond.name},
                                  f"End {cond.name} on {other.name} (free)"))
    return out


def _aid_options(battle: Battle, c: Creature) -> list[Option]:
    """Aid Attack: pick an adjacent enemy (one the aider can find); an ally's next roll against it
    gains an edge."""
    return [Option("maneuver", {"maneuver": "aid_attack", "target": e.id}, f"Aid attack against {e.name}")
            for e in battle.enemies_of(c)
            if e.active and spaces_adjacent(c.pos, c.squares, e.pos, e.squares)
            and not is_hidden_from(battle, e, c)]


def _move_held_options(battle: Battle, c: Creature) -> list[Option]:
    """The grabber may move what it holds to another square adjacent to itself, but not the
    creature it clings to or rides: that is its footing (found by the fuzzer)."""
    held = held_by(battle, c)
    if held is None or c.carrier == held.id:
        return []
    occupied = battle.occupancy(exclude=held.id)
    out = []
    x, y, z = c.pos
    n, m = c.squares, held.squares
    for hx in range(x - m, x + n + 1):
        for hy in range(y - m, y + n + 1):
            hz = battle.board.footprint_ground((hx, hy, 0), m) if battle.board.inside(hx, hy) and \
                battle.board.inside(hx + m - 1, hy + m - 1) else None
            if hz is None or (hx, hy, hz) == held.pos:
                continue
            pos = (hx, hy, hz)
            if not spaces_adjacent(pos, m, c.pos, n):
                continue
            if any(battle.blocked(cell) or cell in occupied for cell in cube(pos, m)):
                continue
            out.append(Option("maneuver", {"maneuver": "move_held", "to": list(pos)},
                              f"Move {held.name} to {hx},{hy},{hz}"))
    return out


def dig_moves(battle: Battle, c: Creature) -> list[int]:
    """Vertical moves the Dig maneuver allows: up to size squares through burrowable ground,
    never into an object nor while on a creature, never deeper while holding a creature that is awake (000 Burrow > Dig
    Maneuver)."""
    if c.carrier:  # clinging to or riding a creature, not in the ground (found by the fuzzer)
        return []
    out = []
    held = held_by(battle, c)
    directions = (1,) if held is not None and not held.unconscious else (-1, 1)
    room = Terrain(battle, c)
    for direction in directions:
        for k in range(1, c.squares + 1):
            pos = (c.pos[0], c.pos[1], c.pos[2] + direction * k)
            cells = cube(pos, c.squares)
            if any(battle.board.is_solid(cell) and not battle.board.is_burrowable(cell) for cell in cells):
                break
            if any(cell in room.objects for cell in cells):  # no digging up into a crate (fuzzer)
                break
            if pos[2] < 0:
                break
            if direction > 0 and not any(battle.board.is_solid(cell) for cell in cube(c.pos, c.squares)):
                break
            if direction < 0 and not any(battle.board.is_burrowable(cell) for cell in cells):
                break
            if not room.can_stop(pos):  # a creature within one size is there (found by the fuzzer)
                continue
            out.append(direction * k)
    return out


def use(battle: Battle, c: Creature, choice: Option) -> None:
    name = choice.args["maneuver"]
    if name == "drop_prone":
        add_condition(battle, c, "prone", "until_removed", c.id)
        return
    if name == "end_effect":
        remove_condition(battle, battle.creatures[choice.args["target"]], choice.args["condition"],
                         f"{c.name} ended it")
        return
    if name == "stand_up" and choice.args.get("free") and voluntarily_prone(c):
        remove_condition(battle, c, "prone", "stood up (free)")
        return
    if name == "release":
        held = held_by(battle, c)
        if held is not None:
            release(battle, held, f"{c.name} let go")
        return
    spend(battle, "maneuver")
    if name == "stand_up":
        remove_condition(battle, c, "prone", "stood up")
    elif name == "catch_breath":
        c.recoveries -= 1
        battle.emit(Note(f"{c.name} catches their breath ({c.recoveries} Recoveries left)", c.id))
        heal(battle, c, c.recovery_value, "catch breath")
    elif name == "help_up":
        remove_condition(battle, battle.creatures[choice.args["target"]], "prone",
                         f"helped up by {c.name}")
    elif name == "aid_attack":
        target = battle.creatures[choice.args["target"]]
        target.conditions.append(Condition("aided", "until_removed", c.id))
        battle.emit(Note(f"{c.name} opens {target.name} up for an ally's attack.", c.id))
    elif name == "move_held":
        held = held_by(battle, c)
        if held is not None:
            start = held.pos
            held.pos = tuple(choice.args["to"])  # type: ignore[assignment]
            battle.emit(Moved(held.id, (start, held.pos), 0, "carried", False))
            passengers.carry(battle, held, start, emit=True)  # its riders come along
            passengers.off_if_clear(battle, held, "pulled off")
    elif name == "heave":
        heave(battle, c, choice.args["object"])
    elif name == "claw_dirt":
        claw_dirt(battle, c)
    elif name == "pull_up":
        pull_up(battle, c, battle.creatures[choice.args["target"]])
    elif name == "use_consumable":
        use_consumable(battle, c, choice.args["item"], battle.creatures[choice.args["target"]])
    elif name in ("hide", "search"):
        use_hiding(battle, c, name)
    elif name == "assist_test":
        assist(battle, c, battle.creatures[choice.args["target"]])
    elif name == "dig":
        start = c.pos
        passengers.left_behind(battle, c)
        c.pos = (c.pos[0], c.pos[1], c.pos[2] + int(choice.args["dz"]))
        battle.emit(Burrowed(c.id, start, c.pos))
        _drag_after_dig(battle, c, start)


def _drag_after_dig(battle: Battle, c: Creature, start: tuple[int, int, int]) -> None:
    """A held creature comes along the same way if it can be in that space (a non-burrower
    cannot be pulled into dirt); otherwise it stays, and the grab ends once it is out of reach."""
    held = held_by(battle, c)
    if held is None:
        return
    before = held.pos
    dest = (before[0], before[1], before[2] + c.pos[2] - start[2])
    t = Terrain(battle, held)
    if t.stance(dest) is not None and t.can_stop(dest):
        held.pos = dest
        battle.emit(Moved(held.id, (before, dest), 0, "carried", False))
    check_grabs(battle)
