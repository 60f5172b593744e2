"""Injury, dying, death and healing: the chapter announces them without giving them, so this is
the d20-family reading recorded in docs/rules-decisions.md (3D system).

- A creature that is not a hero dies at 0 hit points.
- A hero at 0 hit points falls unconscious and prone and is dying, unless the blow's damage left
  over past 0 reaches its hit point maximum: then it dies outright.
- A dying hero makes a death save at the start of each of its turns: 3D, 10 or more is a
  success. Three successes: stable (still unconscious, no more saves). Three failures: dead.
  All three dice on 6 (18): it wakes with 1 hit point. All on 1 (3): two failures.
- Damage to a dying hero is a failed death save; to a stable one it starts dying again.
- Any healing wakes a dying or stable hero with the hit points healed; the saves start over.
"""
from __future__ import annotations

from ..core.battle import Battle
from ..core.creature import Condition
from ..core.events import ConditionGained, Damaged, Died, Healed, StateChanged
from .creature import ThreeDiceCreature
from .dice3 import roll_pool
from .events import DeathSave

DEATH_SAVE_TARGET = 10


def take_damage(battle: Battle, target: ThreeDiceCreature, amount: int, damage_type: str,
                source: str) -> None:
    if target.dead or amount <= 0:
        return
    if target.dying or target.stable:
        battle.emit(Damaged(target.id, amount, damage_type, amount, source, 0))
        target.stable = False
        target.dying = True
        _failures(battle, target, 1, source)
        return
    before = target.hp
    target.hp = max(0, before - amount)
    battle.emit(Damaged(target.id, amount, damage_type, amount, source, target.hp))
    if target.hp > 0:
        return
    if not target.hero or amount - before >= target.max_hp:
        _die(battle, target, source)
        return
    target.dying = True
    target.unconscious = True
    target.death_successes = target.death_failures = 0
    battle.emit(StateChanged(target.id, "dying", True))
    if not target.has("prone"):
        target.conditions.append(Condition("prone", "until_removed", target.id))
        battle.emit(ConditionGained(target.id, "prone", "until_removed", target.id))


def _failures(battle: Battle, c: ThreeDiceCreature, n: int, source: str) -> None:
    c.death_failures = min(3, c.death_failures + n)
    if c.death_failures >= 3:
        _die(battle, c, source)


def _die(battle: Battle, c: ThreeDiceCreature, source: str) -> None:
    c.dead = True
    c.dying = c.stable = False
    c.unconscious = True
    battle.emit(Died(c.id, source))


def heal(battle: Battle, target: ThreeDiceCreature, amount: int, source: str) -> None:
    if target.dead or amount <= 0:
        return
    woke = target.dying or target.stable
    target.hp = min(target.max_hp, target.hp + amount)
    battle.emit(Healed(target.id, amount, target.hp, source))
    if woke:
        target.dying = target.stable = target.unconscious = False
        target.death_successes = target.death_failures = 0
        battle.emit(StateChanged(target.id, "conscious", True))


def death_save(battle: Battle, c: ThreeDiceCreature) -> None:
    roll = roll_pool(battle, 0, "death save")
    total = roll.total
    success = total >= DEATH_SAVE_TARGET
    if success:
        c.death_successes += 1
    else:
        c.death_failures = min(3, c.death_failures + (2 if total == 3 else 1))
    battle.emit(DeathSave(c.id, roll.faces, total, success, c.death_successes, c.death_failures))
    if total == 18:
        heal(battle, c, 1, c.id)
    elif c.death_failures >= 3:
        _die(battle, c, "")
    elif c.death_successes >= 3:
        stabilise(battle, c)


def stabilise(battle: Battle, c: ThreeDiceCreature) -> None:
    c.dying = False
    c.stable = True
    c.death_successes = c.death_failures = 0
    battle.emit(StateChanged(c.id, "stable", True))
