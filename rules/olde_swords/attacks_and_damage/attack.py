"""001 Attacks & Damage: d20 + ability + PB against AC. Melee adds STR to the attack and the
damage, finesse DEX to both, ranged DEX to the attack only; a spell attack adds its casting
score to the attack only. A natural 20 hits and doubles the damage dice (not the ability); a
natural 1 misses and fumbles; a miss deals nothing. A hit deals at least 1."""
from __future__ import annotations

from ...core.battle import Battle
from ..content.model import Ability
from ..creature import OldeCreature
from ..rolls import d20_test
from .damage import take_damage
from .damage_roll import attack_score, roll_damage
from .fumble import fumble
from .modifiers import attack_reasons


def attack_bonus(c: OldeCreature, a: Ability) -> int:
    return c.mod(attack_score(a)) + c.pb


def make_attack(battle: Battle, c: OldeCreature, target: OldeCreature, a: Ability,
                purpose: str = "attack") -> bool:
    """One attack roll and, on a hit, its damage. True on a hit."""
    reasons = attack_reasons(battle, c, c.pos, target, a)
    result = d20_test(battle, c, purpose, attack_bonus(c, a), target.ac, reasons, target.id, natural=True)
    if result.d20 == 1:
        fumble(battle, c, a)
        return False
    if not result.success:
        return False
    take_damage(battle, target, roll_damage(battle, c, target, a, result.d20 == 20), c.id)
    return True
