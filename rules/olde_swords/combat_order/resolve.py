"""Resolving one declaration (001 Combat Order): the move, step by step with the opportunity
attacks and readied attacks it draws, then the free action, then the action (a spell first lets
readied foes strike). A creature that fell before its declaration resolves loses
it; a declared attack whose target already fell, or is out of reach by then, is lost too (no new
target is picked: the side committed before any die was rolled; rules-decisions)."""
from __future__ import annotations

from ...core.crowding import make_room
from ...core.battle import Battle
from ...core.events import ConditionEnded, Moved, Note, TurnEnded, TurnStarted
from ...core.geometry import Cell, spaces_adjacent
from ...core.grid_reach import underground, way_to
from ..attacks_and_damage.attack import make_attack
from ..combat_actions.actions import ACTIONS
from ..combat_actions.disarm import armed_abilities
from ..combat_actions.free_actions import take_free_action
from ..combat_actions.ready import before_cast, on_step
from ..combat_actions.spells import cast
from ..creature import OldeCreature
from ..death_and_dying.dying import can_declare
from ..events import DeclarationLost
from ..opportunity_attacks.opportunity import strike, who_may_strike
from ..targeting import still_valid

BESIDE = ("help", "stabilize", "grapple", "shove", "disarm")


def resolve(battle: Battle, c: OldeCreature, decl: dict) -> None:
    if not can_declare(c):
        battle.emit(DeclarationLost(c.id, decl["action"], f"{c.name} fell before acting"))
        return
    battle.current = c.id
    battle.emit(TurnStarted(c.id, battle.round))
    _stand(battle, c)
    if decl.get("to"):
        _move(battle, c, tuple(decl["to"]), int(decl["budget"]), decl["action"] == "disengage")
    if can_declare(c):
        take_free_action(battle, c, decl.get("free", ""))
    if can_declare(c):
        _act(battle, c, decl)
    else:
        battle.emit(DeclarationLost(c.id, decl["action"], f"{c.name} fell before acting"))
    battle.emit(TurnEnded(c.id))
    battle.acted.add(c.id)
    battle.current = ""


def _stand(battle: Battle, c: OldeCreature) -> None:
    if c.has("prone") and c.active:
        c.conditions = [x for x in c.conditions if x.name != "prone"]
        battle.emit(ConditionEnded(c.id, "prone", "stood up"))


def _move(battle: Battle, c: OldeCreature, to: Cell, budget: int, disengaged: bool) -> None:
    reach = way_to(battle, c, budget, to)
    if to not in reach.stops:
        battle.emit(DeclarationLost(c.id, "move", "the way there is blocked"))
        return
    path = reach.path_to(to)
    walked = [path[0]]
    for step in path[1:]:
        strikers = [] if disengaged else who_may_strike(battle, c, walked[-1], step)
        if strikers:
            _moved(battle, c, walked, reach.stance[walked[-1]])
            walked = [walked[-1]]
            for foe in strikers:
                if c.active:
                    strike(battle, foe, c)  # type: ignore[arg-type]
            if not c.active:
                _stopped_short(battle, c)
                return
        walked.append(step)
        c.pos = step
        if on_step(battle, c, walked[-2]):
            _moved(battle, c, walked, reach.stance[step])
            walked = [step]
            if not c.active:
                _stopped_short(battle, c)
                return
    _moved(battle, c, walked, reach.stance[to])


def _stopped_short(battle: Battle, c: OldeCreature) -> None:
    """Dropped while passing through a friend's square: it comes to rest in the nearest free
    space instead (rules-decisions, Olde Swords Reign: stopped in another's square)."""
    start = c.pos
    if make_room(battle, c) is not None:
        battle.emit(Note(f"{c.name} drops in a friend's square and comes to rest beside it", c.id))
        battle.emit(Moved(c.id, (start, c.pos), 0))


def _moved(battle: Battle, c: OldeCreature, walked: list[Cell], mode: str) -> None:
    if len(walked) < 2:
        return
    c.pos = walked[-1]
    c.aloft = mode == "fly"
    if underground(battle, c):
        c.tags["burrowed"] = True
    else:
        c.tags.pop("burrowed", None)
    battle.emit(Moved(c.id, tuple(walked), len(walked) - 1, mode))


def _act(battle: Battle, c: OldeCreature, decl: dict) -> None:
    action = decl["action"]
    target: OldeCreature | None = battle.creatures.get(decl.get("target", ""))  # type: ignore[assignment]
    why = _why_lost(battle, c, decl, target)
    if why:
        battle.emit(DeclarationLost(c.id, action, why))
        return
    if action == "attack":
        make_attack(battle, c, target, battle.abilities[decl["ability"]])  # type: ignore[arg-type]
    elif action == "cast":
        before_cast(battle, c)
        if not can_declare(c):
            battle.emit(DeclarationLost(c.id, action, f"{c.name} fell before the spell was cast"))
            return
        cast(battle, c, target, battle.abilities[decl["ability"]])  # type: ignore[arg-type]
    elif action in ACTIONS:
        ACTIONS[action](battle, c, target, decl)


def _why_lost(battle: Battle, c: OldeCreature, decl: dict, target: OldeCreature | None) -> str:
    action = decl["action"]
    held = armed_abilities(battle, c)
    if action in ("attack", "cast") and decl.get("ability") not in held:
        return f"{c.name} no longer holds that weapon"
    if target is None:
        return ""
    if action in ("attack", "cast"):
        return still_valid(battle, c, target, battle.abilities[decl["ability"]])
    if action in BESIDE and not spaces_adjacent(c.pos, c.squares, target.pos, target.squares):
        return f"{target.name} is no longer beside {c.name}"
    if action in ("grapple", "shove", "help", "disarm") and not target.active:
        return f"{target.name} already fell"
    return ""
