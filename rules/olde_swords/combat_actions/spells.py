"""001 Combat Actions, Cast Spell: resolved per the spell. An attack spell rolls d20 + its
casting score + PB against AC (damage dice only); a save spell makes the target save with the
named score against the spell's DC (full damage on a failure, half or none on a success); a
healing spell restores its dice + the casting score, and gets a dying ally back up."""
from __future__ import annotations

from ...core.battle import Battle
from ..attacks_and_damage.attack import make_attack
from ..attacks_and_damage.damage import heal, take_damage
from ..content.model import Ability
from ..creature import OldeCreature
from ..events import DamageRolled
from ..saving_throws.saves import saving_throw


def cast(battle: Battle, c: OldeCreature, target: OldeCreature, a: Ability) -> None:
    if a.kind == "spell_attack":
        make_attack(battle, c, target, a, "spell attack")
    elif a.kind == "spell_save":
        _save_spell(battle, c, target, a)
    else:
        amount = _roll(battle, c, target, a, c.mod(a.score))
        heal(battle, target, amount, c.id)


def _save_spell(battle: Battle, c: OldeCreature, target: OldeCreature, a: Ability) -> None:
    saved = saving_throw(battle, target, a.save, a.dc)
    if saved and not a.half:
        return
    amount = _roll(battle, c, target, a, 0)
    take_damage(battle, target, amount // 2 if saved else amount, c.id)


def _roll(battle: Battle, c: OldeCreature, target: OldeCreature, a: Ability, bonus: int) -> int:
    dice = tuple(battle.dice.roll(a.dice.size, f"{a.name}") for _ in range(a.dice.count))
    total = max(1, sum(dice) + bonus)
    battle.emit(DamageRolled(c.id, target.id, a.id, dice, bonus, total, False))
    return total
