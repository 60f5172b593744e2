"""One creature's turn (000 Taking a Turn): a main action, a maneuver and a move action.

The main action can stand in for a second maneuver or move action. Movement from one Advance can
be split around the other actions. The `ds.turn` step offers every legal option each time it is
asked, and ends with saving throws and the end of end-of-turn effects.
"""
from __future__ import annotations

from ..core.battle import Battle
from ..core.creature import Creature
from ..core.decisions import Decision, Option
from ..core.events import ActionSpent, ConditionEnded, Note, TurnEnded, TurnStarted
from . import actions, main_actions, maneuvers, mounted
from .movement import movement_speed, reachable
from .leaping import leap_options, start_leap
from .teleport import teleport, teleport_options
from .walking import start_walk
from .conditions import end_of_turn
from .hooks import TURN_ENDING, TURN_STARTED


def new_turn(cid: str) -> dict:
    return {"creature": cid, "main": 1, "maneuver": 1, "move": 1, "move_left": 0}


def can_spend(battle: Battle, kind: str) -> bool:
    """Is an action of this kind still available (counting the main action as a stand-in)?"""
    t = battle.turn
    if kind == "main":
        return t.get("main", 0) > 0
    if kind in ("maneuver", "move"):
        return t.get(kind, 0) > 0 or t.get("main", 0) > 0
    return True


def spend(battle: Battle, kind: str) -> None:
    """Use up an action; a maneuver or move with none left uses the main action instead."""
    t = battle.turn
    cid = t["creature"]
    if kind in ("free_maneuver", "free_triggered", "triggered"):
        return
    if t.get(kind, 0) > 0:
        t[kind] -= 1
        battle.emit(ActionSpent(cid, kind))
    else:
        t["main"] -= 1
        battle.emit(ActionSpent(cid, "main", kind))
    if battle.creatures[cid].has("dazed"):
        t.update(main=0, maneuver=0, move=0)


def turn(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    c = battle.creatures[frame["creature"]]
    phase = frame["phase"]
    if phase == "start":
        _start_turn(battle, c)
        frame["phase"] = "act"
        return None
    if phase == "end" or not _can_act(c):
        _end_turn(battle, c)
        return None
    if choice is None:
        return Decision("turn", c.side, lambda: turn_options(battle, c),
                        f"{c.name}'s turn", creature=c.id,
                        default=0)
    _apply_turn_choice(battle, frame, c, choice)
    return None


def _can_act(c: Creature) -> bool:
    return not (c.dead or c.removed or c.unconscious)


def _start_turn(battle: Battle, c: Creature) -> None:
    battle.current = c.id
    battle.turn = new_turn(c.id)
    battle.emit(TurnStarted(c.id, battle.round))
    if c.tags.pop("defending", None):
        battle.emit(Note(f"{c.name} lowers their guard.", c.id))
    for other in battle.creatures.values():
        other.conditions = [m for m in other.conditions
                            if not (m.name == "aided" and m.source == c.id)]
    battle.rules.react(TURN_STARTED, battle, c)
    if c.hero and c.resource_name and c.resource_per_turn:
        c.resource += c.resource_per_turn
        battle.emit(Note(f"{c.name} gains {c.resource_per_turn} {c.resource_name} "
                         f"(now {c.resource})", c.id))


def _end_turn(battle: Battle, c: Creature) -> None:
    battle.rules.react(TURN_ENDING, battle, c)
    if not c.dead:
        end_of_turn(battle, c)
    battle.emit(TurnEnded(c.id))
    battle.acted.add(c.id)
    battle.current = ""
    battle.turn = {}
    battle.pop()


def turn_options(battle: Battle, c: Creature) -> list[Option]:
    """Every legal thing the creature can do right now, ending the turn first."""
    options = [Option("end_turn", {}, "End turn")]
    options.extend(move_options(battle, c))
    options.extend(teleport_options(battle, c))
    options.extend(leap_options(battle, c))
    options.extend(maneuvers.maneuver_options(battle, c))
    options.extend(main_actions.main_action_options(battle, c))
    options.extend(actions.ability_options(battle, c))
    options.extend(mounted.turn_options(battle, c))
    return options


def current_speed(battle: Battle, c: Creature) -> int:
    """Speed after conditions, halved while dragging a creature as big or bigger (RULES-NOTES
    Grabbed): what an Advance or a Charge can cover."""
    from .grabbing import dragging_halves_speed
    speed = movement_speed(c)
    return speed // 2 if dragging_halves_speed(battle, c) else speed


def move_budget(battle: Battle, c: Creature) -> tuple[int, int]:
    """(movement left in the current Advance, what a fresh Advance would give)."""
    fresh = current_speed(battle, c) if can_spend(battle, "move") else 0
    return battle.turn.get("move_left", 0), fresh


def pay_movement(battle: Battle, cost: int, left: int, fresh: int) -> None:
    """Pay `cost` squares from the current Advance (`left`), starting a fresh one (`fresh`
    squares, spending the move action or the main action) when it runs short."""
    if cost > left:
        spend(battle, "move")
        left = fresh
    battle.turn["move_left"] = left - cost


def move_options(battle: Battle, c: Creature) -> list[Option]:
    left, fresh = move_budget(battle, c)
    out: list[Option] = []
    budget = max(left, fresh)
    if budget > 0:
        reach = reachable(battle, c, budget)
        for pos in _allowed(battle, c, reach):
            cost = reach.cost[pos]
            new = cost > left
            label = f"Move to {pos[0]},{pos[1]},{pos[2]} ({cost})"
            if new and battle.turn.get("move", 0) == 0:
                label += " using the main action"
            out.append(Option("move", {"to": list(pos)}, label))
    if can_spend(battle, "move") and movement_speed(c) > 0 and not c.has("slowed"):
        shift = reachable(battle, c, int(c.tags.get("disengage", 1)), shift=True)
        uses_main = battle.turn.get("move", 0) == 0
        for pos in _allowed(battle, c, shift):
            label = f"Disengage: shift to {pos[0]},{pos[1]},{pos[2]}"
            out.append(Option("disengage", {"to": list(pos)},
                              label + (" using the main action" if uses_main else "")))
    return out


def _allowed(battle: Battle, c: Creature, reach) -> list:
    """Destinations, minus those a frightened creature would reach by closing on its fear."""
    return [p for p in reach.destinations() if not closes_on_fear(battle, c, reach.path_to(p))]


def closes_on_fear(battle: Battle, c: Creature, path: list) -> bool:
    """Would this path bring a frightened creature closer to what it fears (RULES-NOTES)?"""
    fear = c.condition("frightened")
    source = battle.creatures.get(fear.source) if fear else None
    if source is None or source.dead:
        return False
    from ..core.geometry import space_distance
    start = space_distance(c.pos, c.squares, source.pos, source.squares)
    return any(space_distance(q, c.squares, source.pos, source.squares) < start for q in path)


def _apply_turn_choice(battle: Battle, frame: dict, c: Creature, choice: Option) -> None:
    kind = choice.kind
    if kind == "end_turn":
        frame["phase"] = "end"
    elif kind == "move":
        _advance(battle, c, tuple(choice.args["to"]))
    elif kind == "disengage":
        reach = reachable(battle, c, int(c.tags.get("disengage", 1)), shift=True)
        spend(battle, "move")
        battle.turn["move_left"] = 0
        start_walk(battle, c, reach, tuple(choice.args["to"]), shift=True)
    elif kind == "ability":
        actions.start_ability(battle, c, choice)
    elif kind == "maneuver":
        maneuvers.use(battle, c, choice)
    elif kind == "teleport":
        spend(battle, "move")
        battle.turn["move_left"] = 0
        teleport(battle, c, tuple(choice.args["to"]))
    elif kind == "charge":
        main_actions.start_charge(battle, c, choice)
    elif kind == "main_action":
        main_actions.use_main_action(battle, c, choice)
    elif kind == "leap":
        start_leap(battle, c, choice)
    elif kind in mounted.KINDS:
        mounted.apply(battle, c, choice)
    else:
        raise ValueError(f"unknown turn option {kind}")


def _advance(battle: Battle, c: Creature, dest: tuple) -> None:
    left, fresh = move_budget(battle, c)
    reach = reachable(battle, c, max(left, fresh))
    pay_movement(battle, reach.cost[dest], left, fresh)
    start_walk(battle, c, reach, dest, shift=False)


def end_condition(battle: Battle, c: Creature, name: str, reason: str) -> None:
    before = len(c.conditions)
    c.conditions = [x for x in c.conditions if x.name != name]
    if len(c.conditions) != before:
        battle.emit(ConditionEnded(c.id, name, reason))
