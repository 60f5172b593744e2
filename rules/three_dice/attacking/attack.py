"""Making an attack (003 Making an Attack, Attack Rolls): roll 3D (4D keeping the best or the
worst three with advantage or disadvantage), add the characteristic and the weapon's bonus; a
total that meets the armor rating plus cover hits and rolls damage. An unarmed strike deals
1 + Strength bludgeoning (at least 1). A hidden attacker gives itself away by attacking."""
from __future__ import annotations

from ...core.battle import Battle
from ..content.model import Ability
from ..creature import ThreeDiceCreature
from ..dice3 import roll_damage, roll_pool
from ..events import AttackRolled, EmptySquare, HealingUsed
from ..harm import heal, take_damage
from .cover import TOTAL, cover_bonus
from .modifiers import attack_reasons, mode_of

UNARMED = Ability(id="unarmed_strike", name="Unarmed Strike", kind="melee_weapon",
                  uses="strength", dice=0, sides=1, damage_type="bludgeoning",
                  text="Punches and kicks: 1 + Strength bludgeoning (at least 1).")


def attack_modifier(user: ThreeDiceCreature, ability: Ability) -> int:
    return user.mod(ability.uses) + ability.bonus


def damage_bonus(user: ThreeDiceCreature, ability: Ability) -> int:
    return user.mod(ability.uses)


def make_attack(battle: Battle, user: ThreeDiceCreature, ability: Ability,
                target: ThreeDiceCreature, opportunity: bool = False) -> bool:
    """Roll the attack and its damage; True on a hit."""
    if ability.heal:
        use_heal(battle, user, ability, target)
        return True
    if moved_unseen(target):
        battle.emit(EmptySquare(user.id, target.id, tuple(target.tags["seen_at"])))
        user.tags.pop("hidden", None)
        return False
    reasons = attack_reasons(battle, user, target, ability)
    mode = mode_of(reasons)
    cover = cover_bonus(battle, user, target, ability.ranged)
    cover = 0 if cover == TOTAL else cover
    roll = roll_pool(battle, mode, f"{ability.name} attack")
    modifier = attack_modifier(user, ability)
    total = roll.total + modifier
    hit = total >= target.armor + cover
    battle.emit(AttackRolled(user.id, target.id, ability.id, ability.name, roll.faces, roll.kept,
                             mode, tuple(reasons), modifier, target.armor, cover, total, hit,
                             opportunity))
    user.tags.pop("hidden", None)
    if hit:
        take_damage(battle, target, damage_amount(battle, user, ability), ability.damage_type, user.id)
    return hit


def moved_unseen(target: ThreeDiceCreature) -> bool:
    """Has a hidden creature left the square where its foes last saw it? An attack at that
    square then misses whatever the dice say (003 Hidden Attackers and Obscured Targets)."""
    seen = target.tags.get("seen_at")
    return bool(target.tags.get("hidden") and seen and tuple(seen) != tuple(target.pos))


def damage_amount(battle: Battle, user: ThreeDiceCreature, ability: Ability) -> int:
    if ability.dice == 0:
        return max(1, 1 + user.strength)
    faces = roll_damage(battle, ability.dice, ability.sides, f"{ability.name} damage")
    return max(1, sum(faces) + damage_bonus(user, ability))


def use_heal(battle: Battle, user: ThreeDiceCreature, ability: Ability,
             target: ThreeDiceCreature) -> None:
    battle.emit(HealingUsed(user.id, target.id, ability.id, ability.name))
    faces = roll_damage(battle, ability.dice, ability.sides, f"{ability.name} healing")
    heal(battle, target, max(1, sum(faces) + user.mod(ability.uses)), user.id)
