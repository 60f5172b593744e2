"""How the greedy Director spends Malice and times villain actions (issue 16, step 4).

Both are valued in Stamina: what the purchase is likely to take off the heroes (or keep on the
monsters). One Malice is worth `MALICE_WORTH` Stamina: Malice comes back every round and is
lost when the fight ends, so it should be spent, but not on nothing.

- A Malice feature is bought when its value per Malice is at least `MALICE_WORTH` (half that
  once `HOARD` Malice has piled up), the best first; Malice an ability of the side could spend is kept back unless the feature is worth
  more than that ability.
- A villain action is used when its value reaches a bar that falls as the fight goes on (the
  three are lost if never used), at once when the villain is winded.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.geometry import space_distance
from ..abilities.ability_math import abilities_of, damage_amount, effect_for
from ..content.model import Ability
from .malice_features import features_of
from .pool import malice

MALICE_WORTH = 0.5
"""Stamina one point of Malice is worth to the Director."""
HOARD = 8
"""From this much Malice in the pool a point is worth half as much: it piles up unspent."""
VILLAIN_BAR = (9.0, 7.0, 5.0, 3.0)
"""The value a villain action must reach in rounds 1, 2, 3 and later."""


def choose_malice(battle: Battle, decision: Decision) -> Option:
    c = battle.creatures[decision.creature]
    worth = MALICE_WORTH if malice(battle) < HOARD else MALICE_WORTH / 2
    best, best_rate = decision.options[decision.default], worth
    for opt in decision.options:
        fid = opt.args.get("feature")
        feature = next((f for f in features_of(battle, c) if f.id == fid), None)
        if feature is None:
            continue
        if malice(battle) - feature.cost < _reserve(battle, c):
            continue
        rate = feature_value(battle, c, feature.kind, feature.amount, opt) / feature.cost
        if rate >= best_rate:
            best, best_rate = opt, rate
    return best


def _reserve(battle: Battle, c: Creature) -> int:
    """Malice held back for the creature's own Malice-cost abilities."""
    return max((a.malice for a in abilities_of(battle, c) if a.malice), default=0)


def _foes(battle: Battle, c: Creature) -> list[Creature]:
    return [o for o in battle.creatures.values() if o.side != c.side and o.active]


def _gap(c: Creature, foe: Creature) -> int:
    return space_distance(c.pos, c.squares, foe.pos, foe.squares)


def _best_hit(battle: Battle, c: Creature) -> tuple[float, int, bool]:
    """Its best rolled ability's typical (tier 2) damage, reach, and any potency rider."""
    best = (0.0, 1, False)
    for a in abilities_of(battle, c):
        if not a.rolls or a.malice or a.action != "main":
            continue
        tier = effect_for(a, 2)
        dealt = float(damage_amount(c, tier, a.characteristics[0] if a.characteristics else ""))
        potency = any(cond.potency for t in (1, 2, 3) for cond in effect_for(a, t).conditions)
        if dealt >= best[0]:
            best = (dealt, max(a.distance.reach, a.distance.within), potency)
    return best


def feature_value(battle: Battle, c: Creature, kind: str, amount: int, opt: Option) -> float:
    """What a feature is likely worth this turn, in Stamina."""
    foes = _foes(battle, c)
    if not foes:
        return 0.0
    near = min(_gap(c, f) for f in foes)
    dealt, reach, potency = _best_hit(battle, c)
    in_range = near <= reach + c.speed
    if kind == "damage":
        return float(amount or max(c.characteristics.values(), default=0)) if in_range and dealt else 0.0
    if kind == "potency":
        return 2.0 * amount if in_range and potency else 0.0
    if kind == "speed":
        return 3.0 if reach + c.speed < near <= reach + c.speed + amount else 0.0
    if kind == "temp_stamina":
        return amount * 0.4 if near <= 2 else 0.0
    if kind == "shift":
        return 1.5 if near <= 1 and reach > 1 else 0.0
    if kind == "ability":
        return _ability_value(battle, c, opt)
    return 0.0


def _ability_value(battle: Battle, c: Creature, opt: Option) -> float:
    feature = next(f for f in features_of(battle, c) if f.id == opt.args["feature"])
    return ability_value(battle, c, battle.abilities[feature.ability], opt.args.get("targets", []))


def ability_value(battle: Battle, c: Creature, ability: Ability, targets: list[str]) -> float:
    """Typical damage to foes (tier 2), plus what it shields or frees on its own side."""
    value = 0.0
    for tid in targets:
        t = battle.creatures.get(tid)
        if t is None or not t.active:
            continue
        effect = effect_for(ability, 2 if ability.rolls else 0)
        char = ability.characteristics[0] if ability.characteristics else ""
        if t.side != c.side:
            value += min(damage_amount(c, effect, char), max(t.stamina, 0) + 5)
            value += 2.0 * len(effect.conditions) + (1.0 if effect.forced else 0.0)
        else:
            value += 0.6 * effect.temporary_stamina + (1.5 if t.winded else 0.0) * bool(
                effect.temporary_stamina or effect.shift)
            value += 1.0 if effect.shift and any(_gap(t, f) <= 1 for f in _foes(battle, t)) else 0.0
    return value


def choose_villain_action(battle: Battle, decision: Decision) -> Option:
    bar = VILLAIN_BAR[min(battle.round, len(VILLAIN_BAR)) - 1] if battle.round else VILLAIN_BAR[0]
    best, best_value = decision.options[decision.default], 0.0
    for opt in decision.options:
        cid = opt.args.get("creature")
        if not cid:
            continue
        c = battle.creatures[cid]
        value = ability_value(battle, c, battle.abilities[opt.args["ability"]], opt.args["targets"])
        need = 0.0 if c.winded else bar
        if value >= need and value > best_value:
            best, best_value = opt, value
    return best
