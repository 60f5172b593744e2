"""One creature's turn (000 Taking a Turn): a main action, a maneuver and a move action.

The main action can stand in for a second maneuver or move action. Movement from one Advance can
be split around the other actions (what is left to spend is `action_economy.py`). The `ds.turn`
step offers every legal option each time it is asked, and ends with saving throws and the end of
end-of-turn effects. What starts or ends with a turn elsewhere (zones, burning terrain) reacts to
the `turn_started` and `turn_ending` hooks.
"""
from __future__ import annotations

from functools import lru_cache

from ..heroes import class_resources
from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import BLOWS, IN_PLACE, Decision, Option
from ...core.events import Note, TurnEnded, TurnStarted
from ..main_actions import charge_defend_heal
from ..maneuvers import basic_maneuvers
from ..mounted_combat import riding
from ..objectives import captives
from ..objectives import progress as objective_progress
from ..abilities.resolving_abilities import ability_options, start_ability
from .action_economy import can_spend, new_turn, spend
from ..move_actions.advance import move_budget, pay_movement
from ..harm.conditions import end_of_turn
from ..harm.damage import lose_stamina
from ..hooks import TURN_ENDING, TURN_STARTED
from ..movement.jumping import leap_options, start_leap
from ..movement.reachable import closes_on_fear, movement_speed, reachable
from ..movement.teleport import teleport, teleport_options
from ..movement.walking import start_walk
from ..position.directions import heading


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
                        default=0, parts={IN_PLACE: lambda: options_in_place(battle, c),
                                          BLOWS: lambda: blow_options(battle, c)})
    apply_turn_choice(battle, frame, c, choice)
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
    class_resources.turn_start(battle, c)


def _end_turn(battle: Battle, c: Creature) -> None:
    battle.rules.react(TURN_ENDING, battle, c)
    if class_resources.in_debt(c):
        battle.emit(Note(f"{c.name} is in debt ({c.resource} {c.resource_name}) and pays for it", c.id))
        lose_stamina(battle, c, 1, c.id)
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
    options.extend(_the_rest(battle, c, riding.turn_options(battle, c)))
    return options


def options_in_place(battle: Battle, c: Creature) -> list[Option]:
    """`turn_options` less the moves and rides, worked out without them (see
    `Decision.part`)."""
    return [Option("end_turn", {}, "End turn")] + _the_rest(battle, c, riding.options_in_place(battle, c))


def blow_options(battle: Battle, c: Creature) -> list[Option]:
    """The charges and abilities among `turn_options`, in their order: every option the
    advisor puts an estimate on (see `Decision.part`)."""
    charges = charge_defend_heal.charge_options(battle, c) if can_spend(battle, "main") else []
    return charges + ability_options(battle, c)


def _the_rest(battle: Battle, c: Creature, mounted: list[Option]) -> list[Option]:
    """The options after the moves, in their order, with `mounted` (the riding options) in place."""
    options = teleport_options(battle, c)
    options.extend(leap_options(battle, c))
    options.extend(basic_maneuvers.maneuver_options(battle, c))
    options.extend(charge_defend_heal.main_action_options(battle, c))
    options.extend(ability_options(battle, c))
    options.extend(mounted)
    options.extend(captives.free_options(battle, c))
    return options


def move_options(battle: Battle, c: Creature) -> list[Option]:
    left, fresh = move_budget(battle, c)
    out: list[Option] = []
    budget = max(left, fresh)
    if budget > 0:
        reach = reachable(battle, c, budget)
        costs, (x, y, z) = reach.cost, c.pos
        main_pays = battle.turn.get("move", 0) == 0  # a move past what is left takes the main action
        for pos in _allowed(battle, c, reach):
            cost = costs[pos]
            label = _move_label(pos[0] - x, pos[1] - y, pos[2] - z, cost, cost > left and main_pays)
            out.append(Option("move", {"to": list(pos)}, label))
    if can_spend(battle, "move") and movement_speed(c) > 0 and not c.has("slowed"):
        shift = reachable(battle, c, int(c.tags.get("disengage", 1)), shift=True)
        uses_main = battle.turn.get("move", 0) == 0
        for pos in _allowed(battle, c, shift):
            label = f"Disengage: shift {heading(c.pos, pos)}"
            out.append(Option("disengage", {"to": list(pos)},
                              label + (" using the main action" if uses_main else "")))
    return out


@lru_cache(maxsize=4096)
def _move_label(dx: int, dy: int, dz: int, cost: int, uses_main: bool) -> str:
    """A move's label by where it goes from the mover's square and what it costs (the option
    list writes one for every square in reach, and the same few come up turn after turn)."""
    label = f"Move {heading((0, 0, 0), (dx, dy, dz))} ({cost})"
    return label + " using the main action" if uses_main else label


def _allowed(battle: Battle, c: Creature, reach) -> list:
    """Destinations, minus those a frightened creature would reach by closing on its fear."""
    if not c.has("frightened"):  # no fear to close on: skip building every path
        return reach.destinations()
    return [p for p in reach.destinations() if not closes_on_fear(battle, c, reach.path_to(p))]


def apply_turn_choice(battle: Battle, frame: dict, c: Creature, choice: Option) -> None:
    """Carry out one option of a turn decision (also the extra main action a critical grants)."""
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
        start_ability(battle, c, choice)
    elif kind == "maneuver":
        basic_maneuvers.use(battle, c, choice)
    elif kind == "teleport":
        spend(battle, "move")
        battle.turn["move_left"] = 0
        teleport(battle, c, tuple(choice.args["to"]))
    elif kind == "charge":
        charge_defend_heal.start_charge(battle, c, choice)
    elif kind == "main_action":
        charge_defend_heal.use_main_action(battle, c, choice)
    elif kind == "leap":
        start_leap(battle, c, choice)
    elif kind in riding.KINDS:
        riding.apply(battle, c, choice)
    elif kind == captives.FREE_KIND:
        objective_progress.freed(battle, c, captives.free(battle, c, choice.args["target"]))
    else:
        raise ValueError(f"unknown turn option {kind}")


def _advance(battle: Battle, c: Creature, dest: tuple) -> None:
    left, fresh = move_budget(battle, c)
    reach = reachable(battle, c, max(left, fresh))
    pay_movement(battle, reach.cost[dest], left, fresh)
    start_walk(battle, c, reach, dest, shift=False)

