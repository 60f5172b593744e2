"""001 Combat Actions, resolved. Dodge: attacks on the creature have SETBACK until its side's
next phase. Help: an ally beside it has EDGE on its next roll. Grapple and Shove: the creature's
STR check against the target's better of STR and DEX (a tie holds for the target); a grapple
drops the target's Speed to 0 until the grappler's side's next phase, a shove knocks it prone
or pushes it one square away. Stabilize: a Supply spent, a dying ally beside it is stable and
wakes at 1 HP. Dash doubles the movement (used when declaring); Disengage stops opportunity
attacks on the move. A push into burning ground burns (`hazards/`). Disarm, Hide, Ready,
Improvise and the free actions have modules of their own."""
from __future__ import annotations

from typing import Callable

from ...core.battle import Battle
from ...core.events import ConditionGained, ForceMoved
from ...core.geometry import add, step_direction
from ..attacks_and_damage.fumble import knock_prone
from ..attacks_and_damage.modifiers import DODGING
from ..creature import OldeCreature
from ..death_and_dying.dying import stabilize
from ..events import DeclarationLost
from ..rolls import HELPED, d20_test
from ..saving_throws.saves import check_bonus
from .conditions import add_condition
from ..hazards.falling import enter
from .disarm import disarm
from .hide import hide
from .improvise import improvise
from .ready import ready

GRAPPLED = "grappled"


def dodge(battle: Battle, c: OldeCreature, target: OldeCreature | None, decl: dict) -> None:
    add_condition(battle, c, DODGING, c.id)


def help_ally(battle: Battle, c: OldeCreature, target: OldeCreature | None, decl: dict) -> None:
    assert target is not None
    target.tags[HELPED] = c.id
    battle.emit(ConditionGained(target.id, HELPED, "next_roll", c.id))


def stabilize_ally(battle: Battle, c: OldeCreature, target: OldeCreature | None, decl: dict) -> None:
    assert target is not None
    if not target.dying or c.supplies <= 0:
        battle.emit(DeclarationLost(c.id, "stabilize", f"{target.name} no longer needs it"))
        return
    c.supplies -= 1
    stabilize(target)
    battle.emit(ConditionGained(target.id, "stable", "until_removed", c.id))


def contest(battle: Battle, c: OldeCreature, target: OldeCreature, what: str) -> bool:
    """The creature's STR check against the target's better of STR and DEX."""
    mine = d20_test(battle, c, what, check_bonus(c, "STR"), 0, [], target.id)
    best = max(("STR", "DEX"), key=lambda s: check_bonus(target, s))
    theirs = d20_test(battle, target, f"resisting {what}", check_bonus(target, best), 0, [], c.id)
    return mine.total > theirs.total


def grapple(battle: Battle, c: OldeCreature, target: OldeCreature | None, decl: dict) -> None:
    assert target is not None
    if contest(battle, c, target, "grapple"):
        add_condition(battle, target, GRAPPLED, c.id)


def shove(battle: Battle, c: OldeCreature, target: OldeCreature | None, decl: dict) -> None:
    assert target is not None
    if not contest(battle, c, target, "shove"):
        return
    if decl.get("how") == "push":
        push(battle, c, target)
    else:
        knock_prone(battle, target, c.id)


def push(battle: Battle, c: OldeCreature, target: OldeCreature) -> None:
    """One square straight away, onto level ground (a step of at most one) that is free."""
    dx, dy, _ = step_direction(c.pos, target.pos)
    x, y, z = add(target.pos, (dx, dy, 0))
    board = battle.board
    if not board.inside(x, y) or target.squares != 1:
        return
    ground = board.ground(x, y)
    to = (x, y, ground)
    if abs(ground - z) > 1 or battle.blocked(to) or to in battle.occupancy(target.id):
        return
    start = target.pos
    target.pos = to
    battle.emit(ForceMoved(target.id, c.id, "push", (start, to), 1))
    enter(battle, target, c.id)


ACTIONS: dict[str, Callable[[Battle, OldeCreature, "OldeCreature | None", dict], None]] = {
    "dodge": dodge, "help": help_ally, "stabilize": stabilize_ally, "grapple": grapple,
    "shove": shove, "disarm": disarm, "hide": hide, "ready": ready, "improvise": improvise,
}
