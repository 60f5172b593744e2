"""004 Direct Damage, Wound and Overflow Damage; 004 Non-Combat Damage.

Direct Damage is saved against with the attribute it strikes: the die must roll strictly higher
than the damage, or the attribute takes a Wound. Damage that reaches the die's highest face is a
Wound at once, and only what lies beyond that face is then saved against. A Wound steps the die
down; stepping below d4 leaves the attribute at zero and the creature incapacitated; any Direct
Damage or Wound to an attribute already at zero kills.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.events import Died, StateChanged
from ..attributes import PLAIN, roll_dice, step_down
from ..creature import BrighterCreature
from ..events import SaveMade, Wounded
from ..hooks import WOUNDED, DOWNED

MODE_WORDS = {1: "enhanced", 0: "", -1: "impaired"}


def take_direct_damage(battle: Battle, c: BrighterCreature, amount: int, attribute: str,
                       source: str, mode: int = PLAIN, reasons: tuple[str, ...] = ()) -> bool:
    """Deal Direct Damage to one attribute; True when it Wounded (or killed) the creature."""
    if amount <= 0 or c.dead:
        return False
    die = c.die(attribute)
    if die == 0:
        kill(battle, c, source, f"Direct Damage to {attribute} at zero")
        return True
    if amount >= die:
        excess = amount - die
        wound(battle, c, attribute, source, overflow=True, fatal=excess > 0 and step_down(die) == 0)
        if excess <= 0 or c.dead:
            return True
        if not direct_damage_save(battle, c, attribute, excess, mode, reasons):
            wound(battle, c, attribute, source)
        return True
    if direct_damage_save(battle, c, attribute, amount, mode, reasons):
        return False
    wound(battle, c, attribute, source)
    return True


def direct_damage_save(battle: Battle, c: BrighterCreature, attribute: str, amount: int,
                       mode: int, reasons: tuple[str, ...]) -> bool:
    """Roll the attribute die; passing means rolling higher than the damage."""
    die = c.die(attribute)
    roll = roll_dice(battle.dice, (die,), mode, f"{c.name}'s {attribute} save")
    passed = roll > amount
    battle.emit(SaveMade(c.id, attribute, die, MODE_WORDS[mode], roll, amount + 1, passed,
                         "direct damage", tuple(reasons)))
    return passed


def wound(battle: Battle, c: BrighterCreature, attribute: str, source: str,
          overflow: bool = False, fatal: bool = False) -> None:
    """Step the attribute down one die; at zero the creature is out of the fight (dead, when
    `fatal`: Direct Damage is left over for an attribute now at zero)."""
    before = c.die(attribute)
    if before == 0:
        kill(battle, c, source, f"a Wound to {attribute} at zero")
        return
    after = step_down(before)
    c.set_die(attribute, after)
    battle.emit(Wounded(c.id, attribute, before, after, source, overflow))
    if after == 0 and fatal:
        kill(battle, c, source, f"Direct Damage beyond {attribute}'s last die")
        return
    if after == 0:
        incapacitate(battle, c, source)
    battle.rules.react(WOUNDED, battle, c, source)


def incapacitate(battle: Battle, c: BrighterCreature, source: str) -> None:
    if c.incapacitated or c.dead:
        return
    c.incapacitated = True
    c.unconscious = True
    c.aloft = False
    battle.emit(StateChanged(c.id, "incapacitated", True))
    battle.rules.react(DOWNED, battle, c, source)


def kill(battle: Battle, c: BrighterCreature, source: str, why: str = "") -> None:
    if c.dead:
        return
    c.dead = True
    c.unconscious = False
    battle.emit(Died(c.id, source))
    battle.rules.react(DOWNED, battle, c, source)


def hazard_wound(battle: Battle, c: BrighterCreature, why: str, attribute: str = "STR",
                 save: str = "", source: str = "") -> bool:
    """Non-combat harm skips Grit: a Wound, unless a save (`save` names the attribute, "" for
    none) avoids it (004 Non-Combat Damage). True when it Wounded."""
    if c.dead or c.removed:
        return False
    if save:
        die = c.die(save)
        roll = roll_dice(battle.dice, (die,), PLAIN, f"{c.name}'s {save} save ({why})") if die else 0
        passed = roll >= 4
        battle.emit(SaveMade(c.id, save, die, "", roll, 4, passed, why))
        if passed:
            return False
    wound(battle, c, attribute, source or why)
    return True
