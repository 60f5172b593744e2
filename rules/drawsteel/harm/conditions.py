"""Conditions and how long they last (RULES-NOTES Durations; 000 Taking a Turn).

EoT effects end at the end of the affected creature's next turn, which is the current turn
when the effect lands during that creature's own turn: either way, the first end of that
creature's turn. Save-ends effects get a d10 at the end of each of the creature's turns; 6 or
more ends them. The same condition never stacks: the longer-lasting copy is kept, and a new
source of frightened or taunted replaces the old one.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Condition, Creature
from ...core.events import ConditionEnded, ConditionGained, Note
from ..hooks import CONDITION_GAINED
from ..objectives.captives import CAPTIVE

_LASTING = {"eot": 0, "save": 1, "end_of_encounter": 2, "until_removed": 3, "dying": 4}
REPLACED_BY_NEW_SOURCE = ("frightened", "taunted")


def add_condition(battle: Battle, c: Creature, name: str, duration: str = "eot",
                  source: str = "") -> bool:
    """Give a condition unless an equal or longer copy is already there; True if it changed."""
    if c.dead:
        return False
    existing = c.condition(name)
    if existing is not None:
        new_source = name in REPLACED_BY_NEW_SOURCE and existing.source != source
        if not new_source and _LASTING.get(existing.duration, 0) >= _LASTING.get(duration, 0):
            return False
        c.conditions.remove(existing)
    c.conditions.append(Condition(name, duration, source, c.id if duration == "eot" else ""))
    if battle.record:  # look-ahead copies keep no log: no event to build
        battle.emit(ConditionGained(c.id, name, duration, source))
    battle.rules.react(CONDITION_GAINED, battle, c, name)
    return True


def remove_condition(battle: Battle, c: Creature, name: str, reason: str) -> bool:
    """End a condition; the bleeding of a dying hero stays until it stops dying (000 Dying)."""
    before = len(c.conditions)
    c.conditions = [x for x in c.conditions if x.name != name or (x.duration == "dying" and c.dying)]
    if len(c.conditions) != before:
        battle.emit(ConditionEnded(c.id, name, reason))
        return True
    return False


def can_take_triggered(c: Creature) -> bool:
    """Surprised, dazed or unconscious creatures take no triggered actions (000 Triggered Actions),
    nor does a bound captive (objectives/captives.py)."""
    return c.active and not (c.has("surprised") or c.has("dazed") or c.has("unconscious")
                             or bool(c.tags) and CAPTIVE in c.tags)


def is_taunting(battle: Battle, c: Creature) -> bool:
    """Has `c` got any creature taunted (which spoils its Defend, 000 Main Actions > Defend)?"""
    return any(x.name == "taunted" and x.source == c.id
               for o in battle.creatures.values() for x in o.conditions)


def end_of_turn(battle: Battle, c: Creature) -> None:
    """Saving throws, then end-of-turn effects on this creature expire."""
    for cond in list(c.conditions):
        if cond.duration == "save":
            roll = battle.dice.roll(10, f"save against {cond.name}")
            if roll >= 6:
                c.conditions.remove(cond)
                battle.emit(ConditionEnded(c.id, cond.name, f"saved ({roll})"))
            else:
                battle.emit(Note(f"{c.name} fails to shake off {cond.name} ({roll})", c.id))
    for other in battle.creatures.values():
        for cond in list(other.conditions):
            if cond.duration == "eot" and cond.ends_after_turn_of == c.id:
                other.conditions.remove(cond)
                battle.emit(ConditionEnded(other.id, cond.name, "end of turn"))
