"""Surges: a hero's small pool of extra oomph (RULES-NOTES Heroes).

Gaining (a house rule, see docs/rules-decisions.md): the first time in a round that a hero's
strike damages an enemy, the hero gains 1 surge, up to `SURGE_CAP`.

Spending: after the tier of a damage-dealing power roll is settled and before any damage lands,
the hero may spend 1 to 3 surges to add its highest characteristic per surge to the damage one
target takes, or 2 surges for +1 potency against one target. Only targets the roll damages (or,
for potency, puts a potency-checked condition on) are offered.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ..creature import CHARACTERISTICS
from ...core.decisions import Decision, Option
from .ability_math import damage_amount, effect_for, settled_tier
from ..harm.damage import would_kill
from ..events import SurgesChanged
from ..content.model import Ability

SURGE_CAP = 3
MAX_DAMAGE_SURGES = 3
POTENCY_SURGES = 2


def highest_characteristic(c: Creature) -> int:
    return max(c.char(ch) for ch in CHARACTERISTICS)


def gain_for_damage(battle: Battle, user: Creature, target: Creature, ability: Ability) -> None:
    """The hero's first damaging strike on an enemy this round earns a surge."""
    if not user.hero or not ability.is_strike or target.side == user.side:
        return
    if user.tags.get("surge_round") == battle.round:
        return
    user.tags["surge_round"] = battle.round
    if user.surges < SURGE_CAP:
        user.surges += 1
        if battle.record:  # look-ahead copies keep no log: no event to build
            battle.emit(SurgesChanged(user.id, 1, user.surges, "first damaging strike this round"))


def offer_surges(battle: Battle, frame: dict, user: Creature, ability: Ability,
                 choice: Option | None) -> Decision | None:
    """The `surge` phase of `ds.ability`: ask how many surges to spend, if any can be."""
    options = surge_options(battle, frame, user, ability) if user.hero and user.surges else []
    if not options:
        frame["phase"] = "apply"
        return None
    if choice is None:
        none = Option("surge", {"surges": 0}, "Spend no surges")
        return Decision("surge", user.side, (none, *options),
                        f"{user.name} has {user.surges} surge{'s' if user.surges > 1 else ''}: "
                        f"spend any on {ability.name}?", creature=user.id)
    frame["phase"] = "apply"
    spent = choice.args["surges"]
    if spent:
        user.surges -= spent
        target = battle.creatures[choice.args["target"]].name
        how = f"for +{choice.args['damage']} damage to {target}" if "damage" in choice.args \
            else f"for +1 potency against {target}"
        battle.emit(SurgesChanged(user.id, -spent, user.surges, how))
        frame["surge"] = dict(choice.args)
    return None


def surge_options(battle: Battle, frame: dict, user: Creature, ability: Ability) -> list[Option]:
    if not ability.rolls:
        return []
    per = highest_characteristic(user)
    out: list[Option] = []
    for tid in frame["targets"]:
        target = battle.creatures.get(tid)
        if target is None or target.dead:
            continue
        effect = effect_for(ability, settled_tier(frame, tid))
        if effect.deals_damage and per > 0:
            for n in range(1, min(MAX_DAMAGE_SURGES, user.surges) + 1):
                out.append(Option("surge", {"surges": n, "target": tid, "damage": n * per},
                                  f"Spend {n} surge{'s' if n > 1 else ''}: "
                                  f"+{n * per} damage to {target.name}"))
        if user.surges >= POTENCY_SURGES and any(c.potency for c in effect.conditions):
            out.append(Option("surge", {"surges": POTENCY_SURGES, "target": tid, "potency": 1},
                              f"Spend {POTENCY_SURGES} surges: +1 potency against {target.name}"))
    return out


def hit_bonus(frame: dict, target: str) -> dict:
    """What the surges spent on this ability add to one target's hit (nothing for the others),
    plus the boost Malice bought for it (director/malice_features.py), which counts for all."""
    surge = frame.get("surge") or {}
    out = dict(frame.get("boost") or {})  # Malice bought for this roll: every target
    if surge.get("target") == target:
        for k in ("damage", "potency"):
            if k in surge:
                out[k] = out.get(k, 0) + surge[k]
    return out


def choose_surge(battle: Battle, decision: Decision) -> Option:
    """The greedy choice: the fewest surges that turn a hit into a kill; failing that, as many
    as it may spend on a target that survives anyway, when each adds 2 or more; else none."""
    frame = battle.stack[-1] if battle.stack else {}
    user = battle.creatures[decision.creature]
    ability = battle.abilities.get(frame.get("ability", ""))
    rated = _rate_damage_options(battle, frame, user, ability, decision) if ability else []
    kills = [opt for kills, opt in rated if kills]
    if kills:
        return min(kills, key=lambda o: o.args["surges"])
    if rated and highest_characteristic(user) >= 2:
        return max((opt for _, opt in rated), key=lambda o: o.args["surges"])
    return decision.options[0]


def _rate_damage_options(battle: Battle, frame: dict, user: Creature, ability: Ability,
                         decision: Decision) -> list[tuple[bool, Option]]:
    """Damage options on targets the hit alone would not kill, each with: does it kill?"""
    out = []
    for opt in (o for o in decision.options if "damage" in o.args):
        target = battle.creatures[opt.args["target"]]
        base, kind = _base_damage(frame, user, ability, target.id)
        if not would_kill(target, base, kind):
            out.append((would_kill(target, base + opt.args["damage"], kind), opt))
    return out


def _base_damage(frame: dict, user: Creature, ability: Ability, target: str) -> tuple[int, str]:
    """The damage the roll deals this target before surges, and its type."""
    effect = effect_for(ability, settled_tier(frame, target))
    return damage_amount(user, effect, frame.get("char", "")), effect.damage_type
