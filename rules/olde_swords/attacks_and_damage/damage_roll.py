"""001 Attacks & Damage, Hit: the weapon's damage dice plus the ability for melee and finesse
(ranged weapons and spells add nothing); a critical hit doubles the dice, not the ability."""
from __future__ import annotations

from ...core.battle import Battle
from ..content.model import Ability
from ..creature import OldeCreature
from ..events import DamageRolled


def attack_score(a: Ability) -> str:
    if a.spell:
        return a.score
    return "STR" if a.kind == "melee" else "DEX"


def damage_bonus(c: OldeCreature, a: Ability) -> int:
    return c.mod(attack_score(a)) if a.melee else 0


def roll_damage(battle: Battle, c: OldeCreature, target: OldeCreature, a: Ability,
                critical: bool) -> int:
    """The damage of one hit (at least 1)."""
    count = a.dice.count * (2 if critical else 1)
    dice = tuple(battle.dice.roll(a.dice.size, f"{a.name} damage") for _ in range(count))
    bonus = damage_bonus(c, a)
    total = max(1, sum(dice) + bonus)
    battle.emit(DamageRolled(c.id, target.id, a.id, dice, bonus, total, critical))
    return total
