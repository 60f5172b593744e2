"""One creature's part of its side's round (004 Rounds and Initiative): up to 8 squares of
movement and one significant action, the action before, between or after the moving.

The actions: attack (any of its attacks, a risky move first if it likes), defend (its saves
against Direct Damage are enhanced until its next turn) and first aid (an incapacitated ally
next to it gets back on its feet, its attributes still where they were). A creature knocked
prone spends half its movement standing; one held fast cannot move this turn.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Condition
from ...core.decisions import Decision, Option
from ...core.geometry import spaces_adjacent
from ...core.events import ConditionEnded, ConditionGained, Moved, StateChanged, TurnEnded, TurnStarted
from ..attacking.attack import make_attack
from ..attacking.modifiers import engaged
from ..attacking.risky_moves import risky_move
from ..attacking.targeting import blast_points, can_attack, single_targets
from ..creature import BrighterCreature
from ..hooks import ENTERED, TURN_STARTED
from ..movement.hazards import settle
from ..morale import stay_below
from ..movement.reach import reachable, underground


def turn(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    c: BrighterCreature = battle.creatures[frame["creature"]]  # type: ignore[assignment]
    if frame["phase"] == "start":
        _start(battle, c)
        frame["phase"] = "act"
        return None
    if frame["phase"] == "end" or not c.active:
        _end(battle, c)
        return None
    if choice is None:
        return Decision("turn", c.side, lambda: turn_options(battle, c), f"{c.name}'s turn",
                        creature=c.id, default=0)
    apply_choice(battle, frame, c, choice)
    return None


def _start(battle: Battle, c: BrighterCreature) -> None:
    battle.current = c.id
    move = c.speed
    battle.turn = {"creature": c.id, "move_left": move, "main": 1,
                   "started_below": bool(c.tags.get("burrowed"))}
    battle.emit(TurnStarted(c.id, battle.round))
    _drop(battle, c, "guarded", "its guard is down again")
    if c.has("prone"):
        battle.turn["move_left"] = move // 2
        _drop(battle, c, "prone", "stood up")
    if c.has("held"):
        battle.turn["move_left"] = 0
        battle.turn["held"] = True
    battle.rules.react(TURN_STARTED, battle, c)


def _end(battle: Battle, c: BrighterCreature) -> None:
    if battle.turn.get("held"):
        _drop(battle, c, "held", "broke free")
    _expire_exposure(battle, c)
    if battle.turn.get("started_below") and c.tags.get("burrowed") and c.active:
        stay_below(battle, c)
    else:
        c.tags.pop("turns_below", None)
    battle.emit(TurnEnded(c.id))
    battle.acted.add(c.id)
    battle.current = ""
    battle.turn = {}
    battle.pop()


def _expire_exposure(battle: Battle, c: BrighterCreature) -> None:
    """An opening left by a fumbled risky move lasts until the end of the foe's next turn: used
    or not, it is gone then (see docs/rules-decisions.md)."""
    for other in battle.creatures.values():
        for cond in list(other.conditions):
            if cond.name == "exposed" and cond.source == c.id:
                other.conditions.remove(cond)
                battle.emit(ConditionEnded(other.id, "exposed", "the moment passed"))


def _drop(battle: Battle, c: BrighterCreature, name: str, why: str) -> None:
    if c.has(name):
        c.conditions = [x for x in c.conditions if x.name != name]
        battle.emit(ConditionEnded(c.id, name, why))


def turn_options(battle: Battle, c: BrighterCreature) -> list[Option]:
    options = [Option("end_turn", {}, "End turn")]
    options.extend(move_options(battle, c))
    if battle.turn.get("main", 0) > 0 and c.active:
        options.extend(attack_options(battle, c))
        options.extend(action_options(battle, c))
    return options


def move_options(battle: Battle, c: BrighterCreature) -> list[Option]:
    left = int(battle.turn.get("move_left", 0))
    if left <= 0:
        return []
    reach = reachable(battle, c, left)
    out = []
    for pos in reach.destinations():
        cost = reach.cost[pos]
        how = {"burrow": "Burrow", "fly": "Fly"}.get(reach.stance[pos], "Move")
        out.append(Option("move", {"to": list(pos)}, f"{how} {cost} square{'s' * (cost != 1)}"))
    return out


def attack_options(battle: Battle, c: BrighterCreature) -> list[Option]:
    if not can_attack(c):
        return []
    out: list[Option] = []
    for aid in c.abilities:
        attack = battle.abilities[aid]
        if attack.distance.kind == "burst":
            for point, caught in blast_points(battle, c, attack):
                names = ", ".join(battle.creatures[t].name for t in caught)
                out.append(Option("ability", {"ability": aid, "at": list(point), "targets": caught},
                                  f"{attack.name} catching {names}"))
            continue
        targets = single_targets(battle, c, attack)
        for t in targets:
            out.append(Option("ability", {"ability": aid, "targets": [t.id]}, f"{attack.name} on {t.name}"))
            if attack.distance.kind == "melee" and engaged(battle, c, t):
                out.append(Option("risky", {"ability": aid, "targets": [t.id]},
                                  f"Risky {attack.name} on {t.name}"))
        if attack.split:
            for i, a in enumerate(targets):
                for b in targets[i + 1:]:
                    out.append(Option("ability", {"ability": aid, "targets": [a.id, b.id]},
                                      f"{attack.name} split between {a.name} and {b.name}"))
    return out


def action_options(battle: Battle, c: BrighterCreature) -> list[Option]:
    if c.tags.get("burrowed"):
        return []
    out = [Option("main_action", {"action": "defend"}, "Defend (enhanced saves until your next turn)")]
    for ally in battle.creatures.values():
        if ally.side == c.side and ally.id != c.id and ally.unconscious and not ally.dead \
                and not ally.removed and engaged_space(c, ally):
            out.append(Option("main_action", {"action": "first_aid", "target": ally.id},
                              f"First aid for {ally.name}"))
    return out


def engaged_space(a: BrighterCreature, b: BrighterCreature) -> bool:
    return spaces_adjacent(a.pos, a.squares, b.pos, b.squares)


def apply_choice(battle: Battle, frame: dict, c: BrighterCreature, choice: Option) -> None:
    kind = choice.kind
    if kind == "end_turn":
        frame["phase"] = "end"
    elif kind == "move":
        walk(battle, c, tuple(choice.args["to"]))
    elif kind in ("ability", "risky"):
        battle.turn["main"] = 0
        attack = battle.abilities[choice.args["ability"]]
        targets = [str(t) for t in choice.args["targets"]]
        won = kind == "risky" and risky_move(battle, c, battle.creatures[targets[0]])  # type: ignore[arg-type]
        at = tuple(choice.args["at"]) if "at" in choice.args else None
        make_attack(battle, c, attack, targets, at, won)
    elif kind == "main_action":
        battle.turn["main"] = 0
        if choice.args["action"] == "defend":
            c.conditions.append(Condition("guarded", "until_removed", c.id))
            battle.emit(ConditionGained(c.id, "guarded", "until_removed", c.id))
        else:
            first_aid(battle, c, battle.creatures[choice.args["target"]])  # type: ignore[arg-type]


def walk(battle: Battle, c: BrighterCreature, to: tuple) -> None:
    reach = reachable(battle, c, int(battle.turn.get("move_left", 0)))
    path = reach.path_to(to)  # type: ignore[arg-type]
    battle.turn["move_left"] -= reach.cost[to]  # type: ignore[index]
    mode = reach.stance[to]  # type: ignore[index]
    c.pos = to  # type: ignore[assignment]
    c.aloft = mode == "fly"
    if underground(battle, c):
        c.tags["burrowed"] = True
    else:
        c.tags.pop("burrowed", None)
    battle.emit(Moved(c.id, tuple(path), reach.cost[to], mode))  # type: ignore[index]
    settle(battle, c)
    battle.rules.react(ENTERED, battle, c)


def first_aid(battle: Battle, c: BrighterCreature, ally: BrighterCreature) -> None:
    ally.incapacitated = False
    ally.unconscious = False
    battle.emit(StateChanged(ally.id, "incapacitated", False))
