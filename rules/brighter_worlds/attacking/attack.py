"""004 Attacking: roll the weapon's die, the target takes off its Armor and loses Grit by the
rest; whatever Grit cannot absorb is Direct Damage to the attribute the attack strikes (STR
unless it says otherwise). Several targets are rolled for one by one (004 Blast, 004 Dual
Wielding). A Wound brings the attack's own effect with it."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.events import ConditionEnded, ConditionGained, Damaged
from ...core.creature import Condition
from ..attributes import roll_dice
from ..content.model import Attack
from ..creature import BrighterCreature
from ..events import AttackMade, DamageRolled
from ..movement.hazards import push
from .modifiers import attack_reasons, mode_of, save_reasons
from .wounds import MODE_WORDS, take_direct_damage
from ..morale import resolve_morale


def make_attack(battle: Battle, attacker: BrighterCreature, attack: Attack, targets: list[str],
                at: tuple | None = None, risky_won: bool = False) -> None:
    """Resolve the whole attack, then any morale saves it set off."""
    battle.emit(AttackMade(attacker.id, attack.id, attack.name, tuple(targets)))
    split = attack.split and len(targets) > 1
    for tid in targets:
        target = battle.creatures[tid]
        if target.dead or target.removed:
            continue
        hit(battle, attacker, attack, target, risky_won, split, at)  # type: ignore[arg-type]
    _after_attack(battle, attacker)
    resolve_morale(battle)


def hit(battle: Battle, attacker: BrighterCreature, attack: Attack, target: BrighterCreature,
        risky_won: bool = False, split: bool = False, at: tuple | None = None) -> None:
    """One target's roll, Armor, Grit, Direct Damage and Wound."""
    reasons = attack_reasons(battle, attacker, target, attack, risky_won, split,
                             at if attack.distance.kind == "burst" else None)
    mode = mode_of(reasons)
    before = len(battle.dice.history)
    kept = roll_dice(battle.dice, attack.dice, mode, f"{attacker.name}'s {attack.name}")
    rolled = tuple(r.value for r in battle.dice.history[before:]) or (kept,)
    after_armor = max(0, kept - target.armor)
    grit_lost = min(target.grit, after_armor)
    direct = after_armor - grit_lost
    target.grit -= grit_lost
    battle.emit(DamageRolled(attacker.id, target.id, rolled, kept, MODE_WORDS[mode],
                             tuple(reasons), min(kept, target.armor), grit_lost, target.grit,
                             direct, attack.harms))
    if grit_lost:
        battle.emit(Damaged(target.id, grit_lost, "grit", kept, attacker.id, target.grit))
    _mark_attacked(target, attacker.id)
    _spend_exposure(battle, target, attacker.id)
    if direct <= 0:
        return
    saves = save_reasons(battle, target, attacker.id)
    wounded = take_direct_damage(battle, target, direct, attack.harms, attacker.id,
                                 mode_of(saves), tuple(saves))
    if wounded and not target.dead and attack.wound_effect:
        wound_effect(battle, attacker, attack, target)


def wound_effect(battle: Battle, attacker: BrighterCreature, attack: Attack,
                 target: BrighterCreature) -> None:
    """The attack's extra harm on a Wound: knocked prone, held fast, dazed or shoved."""
    effect = attack.wound_effect
    if effect == "push":
        push(battle, target, attacker, attack.push)
        return
    if target.has(effect) or not target.active:
        return
    target.conditions.append(Condition(effect, "until_removed", attacker.id))
    battle.emit(ConditionGained(target.id, effect, "until_removed", attacker.id))


def _mark_attacked(target: BrighterCreature, attacker_id: str) -> None:
    seen = tuple(target.tags.get("attacked_by", ()))
    if attacker_id not in seen:
        target.tags["attacked_by"] = seen + (attacker_id,)


def _spend_exposure(battle: Battle, target: BrighterCreature, attacker_id: str) -> None:
    """A fumbled risky move gives the foe one enhanced attack; this was it."""
    for cond in list(target.conditions):
        if cond.name == "exposed" and cond.source == attacker_id:
            target.conditions.remove(cond)
            battle.emit(ConditionEnded(target.id, "exposed", "attacked"))


def _after_attack(battle: Battle, attacker: BrighterCreature) -> None:
    """A daze spoils one attack, then wears off."""
    if attacker.has("dazed"):
        attacker.conditions = [c for c in attacker.conditions if c.name != "dazed"]
        battle.emit(ConditionEnded(attacker.id, "dazed", "attacked"))
