"""Damage, Stamina, winded, dying and death (000 Damage, Stamina).

Order of operations for one instance of damage: add the highest weakness that applies, then
subtract the highest immunity that applies (never below 0), then take it from temporary Stamina
before Stamina. Heroes are dying at 0 or below and dead at minus their winded value; monsters die
at 0. A creature knocked out instead of killed dies if it takes damage while unconscious.
Objects have Stamina too (000 Object Stamina). What happens to others when a creature goes down
or dies (grabs, riders, death effects) is theirs to do: this module fires the `downed` and
`died` hooks.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Condition, Creature
from ...core.events import (Damaged, Died, Healed, KnockedOut, Note, ObjectDamaged,
                           ObjectDestroyed, StateChanged)
from .conditions import add_condition
from .underwater import UNDERWATER_IMMUNITY, UNDERWATER_WEAKNESS, submerged
from ..events import TemporaryStaminaGained, TemporaryStaminaLost
from ..hooks import DIED, DOWNED
from ..heroes import class_resources
from ..minions.squad import in_pool, is_minion
from ..minions.squad_damage import squad_would_kill, strike_squad


def _highest(table: dict[str, int], damage_type: str) -> int:
    general = table.get("damage", 0)
    typed = table.get(damage_type, 0) if damage_type != "untyped" else 0
    return max(general, typed)


def modified_damage(target: Creature, amount: int, damage_type: str,
                    underwater: bool = False) -> int:
    """Damage after weakness, then immunity (000 Damage Immunity, Damage Weakness); being
    submerged adds fire immunity 5 and lightning weakness 5 (000 Underwater Combat)."""
    if amount <= 0:
        return 0
    weakness = _highest(target.weaknesses, damage_type)
    immunity = _highest(target.immunities, damage_type)
    if underwater:
        weakness = max(weakness, UNDERWATER_WEAKNESS.get(damage_type, 0))
        immunity = max(immunity, UNDERWATER_IMMUNITY.get(damage_type, 0))
    return max(0, amount + weakness - immunity)


def hero_dead_at(c: Creature, stamina: int) -> bool:
    """A hero dies once Stamina is below 0 and has reached minus the winded value."""
    return stamina < 0 and stamina <= -c.winded_value


def would_kill(target: Creature, amount: int, damage_type: str) -> bool:
    """Would this damage kill the target outright (not counting a knock-out choice)?"""
    taken = modified_damage(target, amount, damage_type)
    if in_pool(target):
        return squad_would_kill(target, taken)
    after = target.stamina - max(0, taken - target.temp_stamina)
    if target.unconscious:
        return taken > 0
    if target.hero:
        return hero_dead_at(target, after)
    return after <= 0


def apply_damage(battle: Battle, target: Creature, amount: int, damage_type: str = "untyped",
                 source: str = "", knock_out: bool = False, defer_death: bool = False) -> int:
    """Deal damage; returns the Stamina actually lost. Emits damage and state events.

    With `defer_death`, a creature this kills is marked dead but its Died event waits for
    `resolve_pending_death` (forced movement resolves before death effects). A minion's damage
    comes out of its squad's pool (`_squad_damage`).
    """
    if in_pool(target):
        return _squad_damage(battle, target, amount, damage_type, source, knock_out, defer_death)
    taken = modified_damage(target, amount, damage_type, submerged(battle, target))
    absorbed = min(target.temp_stamina, taken)
    target.temp_stamina -= absorbed
    lost = taken - absorbed
    was_winded, was_dying = target.winded, target.dying
    target.stamina -= lost
    battle.data["damage_this_round"] = battle.data.get("damage_this_round", 0) + taken
    if battle.record:  # look-ahead copies keep no log: no event to build
        battle.emit(Damaged(target.id, taken, damage_type, amount, source, target.stamina,
                            target.temp_stamina))
    if lost <= 0 and not (target.unconscious and taken > 0):
        return lost
    class_resources.after_damage(battle, target, source, lost)
    _update_states(battle, target, was_winded, was_dying, source, knock_out, defer_death)
    return lost


def _squad_damage(battle: Battle, target: Creature, amount: int, damage_type: str, source: str,
                  knock_out: bool, defer_death: bool, resist: bool = True) -> int:
    """Damage to a minion in a squad (minions/squad_damage.py): the pool pays, and the minions
    it names die (the struck one may be knocked out instead)."""
    hit = strike_squad(battle, target, amount, damage_type, submerged(battle, target), resist)
    battle.data["damage_this_round"] = battle.data.get("damage_this_round", 0) + hit.taken
    battle.emit(Damaged(target.id, hit.taken, damage_type, amount, source, hit.pool, 0))
    class_resources.after_damage(battle, target, source, hit.taken)
    for victim in hit.victims:
        c = battle.creatures[victim]
        if c.id == target.id and knock_out:
            knock_unconscious(battle, c, source)
        else:
            _kill(battle, c, source, defer_death and c.id == target.id)
    return hit.taken


def lose_stamina(battle: Battle, target: Creature, amount: int, source: str = "") -> None:
    """Stamina loss that no immunity stops (bleeding)."""
    if in_pool(target):
        _squad_damage(battle, target, amount, "untyped", source, False, False, resist=False)
        return
    was_winded, was_dying = target.winded, target.dying
    target.stamina -= amount
    battle.emit(Damaged(target.id, amount, "untyped", amount, source, target.stamina,
                        target.temp_stamina))
    _update_states(battle, target, was_winded, was_dying, source, False, False)


def _update_states(battle: Battle, c: Creature, was_winded: bool, was_dying: bool,
                   source: str, knock_out: bool, defer_death: bool) -> None:
    if c.dead:
        return  # already dead (or its death is pending): a body cannot die twice
    if c.unconscious:
        _kill(battle, c, source, defer_death)
        return
    lethal = hero_dead_at(c, c.stamina) if c.hero else c.stamina <= 0
    if lethal:
        if knock_out:
            knock_unconscious(battle, c, source)
        else:
            _kill(battle, c, source, defer_death)
        return
    if c.winded and not was_winded and battle.record:
        battle.emit(StateChanged(c.id, "winded", True))
    if c.winded and not was_winded:
        class_resources.after_winded(battle, c)
    if c.dying and not was_dying:
        battle.emit(StateChanged(c.id, "dying", True))
        bleed_while_dying(c)
        class_resources.after_down(battle, c)


def bleed_while_dying(c: Creature) -> None:
    """A dying hero bleeds for as long as it is dying (000 Dying): a shorter bleeding it already
    had (end of turn, save ends) gives way to this one, so it never runs out while dying."""
    c.conditions = [x for x in c.conditions if x.name != "bleeding"]
    c.conditions.append(Condition("bleeding", "dying", "dying"))


def _kill(battle: Battle, c: Creature, source: str, defer: bool) -> None:
    if c.unconscious:  # killed while knocked out: it takes no triggered action, death effects included
        c.tags["died_unconscious"] = True
    c.dead = True
    c.unconscious = False
    battle.rules.react(DOWNED, battle, c)
    if defer or battle.data.get(HOLD_DEATHS):
        c.tags["death_pending"] = source
    else:
        _die(battle, c, source)


def _die(battle: Battle, c: Creature, source: str) -> None:
    """Tell the death, then let the rules that care react (death effects: the `died` hook)."""
    if battle.record:
        battle.emit(Died(c.id, source))
    battle.rules.react(DIED, battle, c)


HOLD_DEATHS = "holding_deaths"
"""battle.data key: while set (during a forced move), every death waits until the move is over."""


def hold_deaths(battle: Battle) -> None:
    """Deaths from now on wait for `release_deaths` (000 Death Effects and Forced Movement)."""
    battle.data[HOLD_DEATHS] = battle.data.get(HOLD_DEATHS, 0) + 1


def release_deaths(battle: Battle) -> None:
    """End one hold; when none is left, every pending death resolves, in the order of the roster."""
    left = battle.data.get(HOLD_DEATHS, 0) - 1
    if left > 0:
        battle.data[HOLD_DEATHS] = left
        return
    battle.data.pop(HOLD_DEATHS, None)
    for c in list(battle.creatures.values()):
        resolve_pending_death(battle, c)


def resolve_pending_death(battle: Battle, c: Creature) -> None:
    source = c.tags.pop("death_pending", None)
    if source is not None:
        _die(battle, c, source)


def knock_unconscious(battle: Battle, c: Creature, by: str) -> None:
    """Knocking out instead of killing (000 Knocking Creatures Out): unconscious and prone."""
    c.unconscious = True
    if c.stamina < -c.winded_value + 1 and c.hero:
        c.stamina = -c.winded_value + 1
    if not c.hero and c.stamina < 0:
        c.stamina = 0
    battle.emit(KnockedOut(c.id, by))
    battle.rules.react(DOWNED, battle, c)
    add_condition(battle, c, "prone", "until_removed", by)


def heal(battle: Battle, c: Creature, amount: int, source: str = "") -> int:
    """Regain Stamina up to the maximum (never restores temporary Stamina). Minions regain
    none (RULES-NOTES Minions)."""
    if c.dead or amount <= 0:
        return 0
    if is_minion(c):
        battle.emit(Note(f"{c.name} is a minion and cannot regain Stamina", c.id))
        return 0
    was_winded, was_dying = c.winded, c.dying
    gained = max(0, min(amount, c.stamina_cap - c.stamina))
    c.stamina += gained
    battle.emit(Healed(c.id, gained, c.stamina, source))
    class_resources.after_heal(battle, c, source, gained)
    if was_dying and not c.dying:
        battle.emit(StateChanged(c.id, "dying", False))
        c.conditions = [x for x in c.conditions if not (x.name == "bleeding" and x.duration == "dying")]
    if was_winded and not c.winded:
        battle.emit(StateChanged(c.id, "winded", False))
    return gained


def gain_temporary_stamina(battle: Battle, c: Creature, amount: int, source: str = "") -> None:
    """Temporary Stamina does not stack: keep the larger pool (000 Temporary Stamina). Minions
    gain none (RULES-NOTES Minions)."""
    if is_minion(c):
        battle.emit(Note(f"{c.name} is a minion and cannot gain temporary Stamina", c.id))
        return
    c.temp_stamina = max(c.temp_stamina, amount)
    battle.emit(TemporaryStaminaGained(c.id, amount, c.temp_stamina, source))


def end_temporary_stamina(battle: Battle) -> None:
    """When the encounter ends, every pool of temporary Stamina fades (000 Temporary Stamina:
    nothing the engine grants says otherwise)."""
    for c in battle.creatures.values():
        if c.temp_stamina > 0:
            amount, c.temp_stamina = c.temp_stamina, 0
            battle.emit(TemporaryStaminaLost(c.id, amount))


FORECAST_BLEED = "forecast_bleed"
"""Key in a look-ahead copy's `data`: the bleeding die its next bleed uses (the AI weighs each
way the d6 can land instead of one sample)."""


def bleed(battle: Battle, c: Creature) -> None:
    """Bleeding: lose 1d6 + level Stamina (no immunity stops it)."""
    forced = battle.data.pop(FORECAST_BLEED, None)
    roll = forced if forced is not None else battle.dice.roll(6, "bleeding")
    lose_stamina(battle, c, roll + c.level, "bleeding")


def damage_object(battle: Battle, oid: str, amount: int, damage_type: str = "untyped") -> bool:
    """Objects ignore poison and psychic damage; at 0 Stamina they are destroyed. True if destroyed."""
    if damage_type in ("poison", "psychic") or amount <= 0:
        return False
    obj = battle.own_object(oid)
    obj.stamina -= amount
    battle.emit(ObjectDamaged(oid, amount, max(obj.stamina, 0)))
    if obj.stamina <= 0:
        del battle.objects[oid]
        battle.emit(ObjectDestroyed(oid, obj.material, obj.cells))
        return True
    return False
