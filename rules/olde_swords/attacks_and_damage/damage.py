"""Hit points lost and what 0 HP means (001 Death & Dying): a hero drops and is dying; a foe
dies (rules-decisions: only heroes use the dying table). A dying creature that takes damage
dies."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.events import Damaged, Died, Healed, StateChanged
from ..creature import OldeCreature
from ..events import FatigueGained
from ..saving_throws.saves import saving_throw

GETTING_UP_DC = 12


def take_damage(battle: Battle, target: OldeCreature, amount: int, source: str,
                kind: str = "untyped") -> None:
    if target.dead or target.removed:
        return
    if target.dying:
        die(battle, target, source)
        return
    target.hp = max(0, target.hp - amount)
    battle.emit(Damaged(target.id, amount, kind, amount, source, target.hp))
    if target.hp == 0:
        drop(battle, target, source)


def drop(battle: Battle, c: OldeCreature, source: str) -> None:
    if not c.hero:
        die(battle, c, source)
        return
    c.dying, c.stable, c.unconscious = True, False, True
    battle.emit(StateChanged(c.id, "dying", True))


def die(battle: Battle, c: OldeCreature, source: str = "") -> None:
    c.dead, c.dying, c.unconscious = True, False, True
    battle.emit(Died(c.id, source))


def heal(battle: Battle, c: OldeCreature, amount: int, source: str) -> None:
    c.hp = min(c.max_hp, c.hp + amount)
    battle.emit(Healed(c.id, amount, c.hp, source))
    if c.dying:
        back_up(battle, c)


def back_up(battle: Battle, c: OldeCreature) -> None:
    """Recovering from 0 HP: on your feet again, then a DC 12 CON save or 1 Fatigue."""
    c.hp = max(1, c.hp)
    c.dying = c.stable = c.unconscious = False
    c.tags.pop("wakes", None)
    battle.emit(StateChanged(c.id, "dying", False))
    if not saving_throw(battle, c, "CON", GETTING_UP_DC):
        gain_fatigue(battle, c, "knocked out")


def gain_fatigue(battle: Battle, c: OldeCreature, why: str) -> None:
    c.fatigue = min(5, c.fatigue + 1)
    battle.emit(FatigueGained(c.id, c.fatigue, why))
    if c.fatigue >= 5 and c.active:
        c.unconscious = True
        battle.emit(StateChanged(c.id, "incapacitated", True))
