"""Ability arithmetic: which abilities a creature has and may use, and what a tier does.

Pure answers with no side effects, shared by the steps that resolve an ability
(`ability_resolution.py`), the forecast and the AI: the characteristic a roll uses, a tier's
outcome with the always-on effect folded in, its damage, whether a potency lands, and the tier
a roll settled on for each target.
"""
from __future__ import annotations

from functools import lru_cache

from ..heroes.class_resources import can_pay
from ..director.pool import can_pay as can_pay_malice
from ...core.battle import Battle
from ...core.creature import Creature
from ..round.action_economy import can_spend
from ..content.loader import STANDARD_ABILITIES
from ..content.model import Ability, Effect

FREE_STRIKES = ("melee_free_strike", "ranged_free_strike")


def abilities_of(battle: Battle, c: Creature) -> list[Ability]:
    """The creature's own abilities, then the standard ones every creature has."""
    ids = list(c.abilities) + [a for a in STANDARD_ABILITIES if a not in c.abilities]
    return [battle.abilities[a] for a in ids if a in battle.abilities]


def roll_characteristic(c: Creature, ability: Ability) -> str:
    """The best of the characteristics the ability may roll with."""
    if not ability.characteristics:
        return ""
    return max(ability.characteristics, key=lambda ch: (c.char(ch), -ability.characteristics.index(ch)))


def usable(battle: Battle, c: Creature, ability: Ability) -> bool:
    """Can `c` use this ability on its turn right now: the action free, the resource there,
    and the grab it needs (or must not have)?"""
    if ability.action in ("triggered", "free_triggered", "move", "villain"):
        return False
    if ability.malice and not can_pay_malice(battle, c.side, ability.malice):
        return False
    if ability.action != "free_maneuver" and not can_spend(battle, ability.action):
        return False
    if ability.cost and not can_pay(c, ability.cost):
        return False
    if ability.id == "knockback" and c.has("grabbed"):
        return False
    if ability.id == "escape_grab" and not c.has("grabbed"):
        return False
    return True


def is_monster_free_strike(c: Creature, ability: Ability) -> bool:
    """A monster's free strike deals its fixed free strike damage, with no roll."""
    return not c.hero and ability.id in FREE_STRIKES


@lru_cache(maxsize=256)
def free_strike_effect(damage: int) -> Effect:
    """What a monster's free strike does: its damage and nothing else (an Effect is frozen, so
    one per amount serves every strike; each hit step asks for it)."""
    return Effect(damage=damage)


def settled_tier(frame: dict, target: str) -> int:
    """The tier an ability's roll gives `target`, capped by any lower tier the roller settled
    for (0 when the roll made none for it)."""
    return min(frame.get("tiers", {}).get(target, 0), frame.get("cap", 3))


def effect_for(ability: Ability, tier: int) -> Effect:
    """The tier's outcome with the always-on effect folded in."""
    base = ability.tiers[tier - 1] if ability.tiers and tier else Effect()
    extra = ability.effect
    if extra is None:
        return base
    return Effect(
        damage=base.damage + extra.damage,
        damage_characteristic=base.damage_characteristic or extra.damage_characteristic,
        damage_type=base.damage_type if base.deals_damage else extra.damage_type,
        forced=base.forced or extra.forced,
        conditions=base.conditions + extra.conditions,
        temporary_stamina=max(base.temporary_stamina, extra.temporary_stamina),
        text=" ".join(t for t in (base.text, extra.text) if t),
        special=base.special or extra.special,
        heal=base.heal + extra.heal,
        spend_recovery=base.spend_recovery or extra.spend_recovery,
        halve_damage=base.halve_damage or extra.halve_damage,
        lower_max_stamina=base.lower_max_stamina + extra.lower_max_stamina,
        gain_resource=base.gain_resource + extra.gain_resource,
        gain_surges=base.gain_surges + extra.gain_surges,
        teleport=max(base.teleport, extra.teleport) if not (base.forced or extra.forced) else 0,
        shift=max(base.shift, extra.shift), move=max(base.move, extra.move),
        ignore_slowed=base.ignore_slowed or extra.ignore_slowed,
        grant_strike=base.grant_strike or extra.grant_strike, mark=base.mark or extra.mark,
        summon=base.summon or extra.summon)


def damage_amount(user: Creature, effect: Effect, char: str) -> int:
    """The damage an outcome deals before weakness and immunity: its number plus the
    characteristic it names (`char` when it names the one rolled)."""
    if not effect.deals_damage:
        return 0
    bonus = 0
    if effect.damage_characteristic == "char":
        bonus = user.char(char) if char else 0
    elif effect.damage_characteristic:
        bonus = user.char(effect.damage_characteristic)
    return max(0, effect.damage + bonus)


def potency_lands(user: Creature, target: Creature, characteristic: str, value: int | str,
                  bonus: int = 0) -> bool:
    """Potency: the effect applies only when the target's characteristic is below the value
    (raised by `bonus`, from surges)."""
    if isinstance(value, str):
        highest = max((user.char(ch) for ch in ("might", "agility", "reason", "intuition", "presence")),
                      default=0)
        value = highest + {"weak": -2, "average": -1, "strong": 0}[value]
    return target.char(characteristic) < value + bonus
