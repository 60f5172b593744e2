"""001 Death & Dying: a dying hero rolls 2d6 minus its Fatigue at the start of each of its side's
phases. 11+: back up with the higher of its CON and a roll of its Hit Die (at least 1 HP);
10: stable, waking at its side's next phase with 1 HP; 5-9: still dying; 4: dead after one last
heroic action (it declares with its side this phase and dies when the phase ends); 3 or less:
dead outright. Getting back up asks a DC 12 CON save or costs 1 Fatigue."""
from __future__ import annotations

from ...core.battle import Battle
from ..attacks_and_damage.damage import back_up, die
from ..creature import OldeCreature
from ..events import DyingRolled

LAST_ACTION = "last_action"
WAKES = "wakes"


def row_of(total: int) -> str:
    if total >= 11:
        return "back up"
    if total == 10:
        return "stable"
    if total >= 5:
        return "still dying"
    return "heroic last action" if total == 4 else "dead"


def dying_check(battle: Battle, c: OldeCreature) -> None:
    """The start of the hero's phase: wake a stable hero, or roll on the table."""
    if c.tags.get(WAKES):
        c.hp = 1
        back_up(battle, c)
        return
    if c.stable:
        return
    dice = (battle.dice.roll(6, "dying"), battle.dice.roll(6, "dying"))
    total = sum(dice) - c.fatigue
    row = row_of(total)
    battle.emit(DyingRolled(c.id, dice, c.fatigue, total, row))
    if row == "back up":
        c.hp = max(c.con_mod, battle.dice.roll(c.hit_die, "Hit Die"), 1)
        back_up(battle, c)
    elif row == "stable":
        stabilize(c)
    elif row == "heroic last action":
        c.tags[LAST_ACTION] = True
    elif row == "dead":
        die(battle, c)


def stabilize(c: OldeCreature) -> None:
    c.stable = True
    c.tags[WAKES] = True


def end_last_action(battle: Battle, c: OldeCreature) -> None:
    if c.tags.pop(LAST_ACTION, None) and not c.dead:
        die(battle, c)


def can_declare(c: OldeCreature) -> bool:
    """Standing creatures declare; so does a dying hero granted its heroic last action."""
    return c.active or (bool(c.tags.get(LAST_ACTION)) and not c.dead and not c.removed)
