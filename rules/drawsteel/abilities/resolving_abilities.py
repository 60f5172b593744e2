"""Resolving an ability: its options, the power roll, the tier, and each target's outcome.

Steps: `ds.ability` (pay, let triggered actions answer its targeting, roll once for all targets
with edges and banes worked out per target, let the user take a lower tier and spend surges,
then queue one `ds.hit` per target, and finally offer responses to the damage it dealt) and
`ds.hit` (damage, with the choice to knock out instead of kill, then forced movement, then
conditions; a creature the hit kills dies only after its forced movement). A critical main-action
roll fires the `critical_hit` hook. The arithmetic behind it all is `actions.py`.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.events import Note
from ...core.targets import is_object_target, object_id, targeted_object
from ..round.action_economy import spend
from .ability_math import (abilities_of, damage_amount, effect_for, free_strike_effect,
                           is_monster_free_strike, potency_lands, roll_characteristic, settled_tier,
                           usable)
from ..harm.conditions import add_condition
from ..harm.damage import (apply_damage, bleed, damage_object, gain_temporary_stamina,
                     resolve_pending_death, would_kill)
from .edges_and_banes import edges_and_banes
from ..events import AbilityUsed, PowerRolled, ResourceChanged, TierChosen
from ..forced.forced_movement import push_forced_move
from ..movement.teleport import push_teleport_other
from ..movement.granted_movement import push_granted_move
from .granted_strikes import push_granted_strike
from ..maneuvers.grab import grab, special_effect
from ..maneuvers.hide_and_search import on_ability
from ..hooks import CRITICAL_HIT
from ..content.model import Ability, Effect
from ..forced.moving_objects import push_object_move
from .power_roll import resolve
from .tests import take_forecast
from .roll_fork import fork_at, roll_facts
from .surges import gain_for_damage, hit_bonus, offer_surges
from .targeting import target_sets
from .triggered_actions import ON_DAMAGE, ON_TARGETING, offer_responses
from .support_effects import apply_support, halve
from .lasting_zones import create_zone
from ..director import pool as malice_pool
from ..director.malice_features import take_boost
from ..minions.squad_strike import keep_roll, shared_roll, strike_extras


def ability_options(battle: Battle, c: Creature) -> list[Option]:
    """One turn option per usable ability and set of targets it could take."""
    out: list[Option] = []
    for ability in abilities_of(battle, c):
        if not usable(battle, c, ability):
            continue
        for targets in target_sets(battle, c, ability):
            if not _size_allows(battle, c, ability, targets):
                continue
            names = ", ".join(_name(battle, t) for t in targets)
            out.append(Option("ability", {"ability": ability.id, "targets": list(targets)},
                              f"{ability.name} on {names}"))
    return out


def _size_allows(battle: Battle, c: Creature, ability: Ability, targets: tuple[str, ...]) -> bool:
    """Knockback and Grab reach creatures of the user's size or smaller, or up to Might if 2+."""
    if ability.id not in ("knockback", "grab"):
        return True
    for t in targets:
        other = battle.creatures.get(t)
        if other is None:
            return False
        might = c.char("might")
        if not (other.rank <= c.rank or (might >= 2 and other.squares <= might)):
            return False
    return True


def _name(battle: Battle, target: str) -> str:
    if is_object_target(target):
        obj = battle.objects.get(object_id(target))
        return obj.name or f"{obj.material} object" if obj else target
    return battle.creatures[target].name


def start_ability(battle: Battle, c: Creature, choice: Option) -> None:
    """Spend the ability's action and queue its `ds.ability` step."""
    ability = battle.abilities[choice.args["ability"]]
    spend(battle, ability.action)
    battle.push({"step": "ds.ability", "ability": ability.id, "user": c.id,
                 "targets": list(choice.args["targets"]), "phase": "pay"})


def resolve_ability(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    """The `ds.ability` step: pay, roll, settle the tier and surges, then one `ds.hit` per
    target (in the order the user picks when forced movement makes it matter)."""
    user = battle.creatures[frame["user"]]
    ability: Ability = battle.abilities[frame["ability"]]
    phase = frame["phase"]
    if phase in ("pay", "roll"):  # "roll": after responses to its targeting, if still able
        if not user.active:
            battle.pop()
            return None
        return (_pay if phase == "pay" else _roll)(battle, user, ability, frame)
    if phase == "tier":
        return _choose_tier(battle, frame, user, choice)
    if phase == "surge":
        return offer_surges(battle, frame, user, ability, choice)
    if "remaining" not in frame:
        on_ability(battle, user, frame["targets"])
    remaining = frame.setdefault("remaining", list(frame["targets"]))
    if not remaining:
        battle.pop()
        if frame.get("hurt") and not frame.get("response"):
            offer_responses(battle, ON_DAMAGE, user, frame["hurt"])
        return None
    if choice is None and len(remaining) > 1 and _moves_targets(ability, frame):
        options = tuple(Option("next_target", {"target": t}, f"Resolve {_name(battle, t)} next")
                        for t in remaining)
        return Decision("next_target", user.side, options,
                        f"{user.name}: which target's forced movement comes next?", creature=user.id)
    target = choice.args["target"] if choice is not None else remaining[0]
    remaining.remove(target)
    battle.push({"step": "ds.hit", "ability": ability.id, "user": user.id, "target": target,
                 "tier": settled_tier(frame, target), "char": frame.get("char", ""),
                 "phase": "damage", "response": frame.get("response", False),
                 "halved_by": frame.get("halved", {}).get(target, ""),
                 **hit_bonus(frame, target), **strike_extras(battle, user, ability, target)})
    return None


def _moves_targets(ability: Ability, frame: dict) -> bool:
    """Does any target's outcome include forced movement (so the order matters)?"""
    tiers = set(frame.get("tiers", {}).values()) or {0}
    return any(effect_for(ability, t).forced is not None or effect_for(ability, t).teleport
               for t in tiers)


def _pay(battle: Battle, user: Creature, ability: Ability, frame: dict) -> Decision | None:
    if ability.cost:
        user.resource -= ability.cost
        battle.emit(ResourceChanged(user.id, user.resource_name, -ability.cost, user.resource))
    malice_pool.spend(battle, ability.malice, f"{user.name}: {ability.name}")
    frame["boost"] = take_boost(user, ability.rolls and not is_monster_free_strike(user, ability))
    if battle.record:  # look-ahead copies keep no log: no event to build
        battle.emit(AbilityUsed(user.id, ability.id, ability.name, tuple(frame["targets"]), ability.cost))
    if user.has("bleeding") and _bleeds_on(ability, frame):
        bleed(battle, user)
        if user.dead:
            battle.pop()
            return None
    if not frame.get("response"):
        if offer_responses(battle, ON_TARGETING, user, frame["targets"]):
            frame["phase"] = "roll"
            return None
    return _roll(battle, user, ability, frame)


def _roll(battle: Battle, user: Creature, ability: Ability, frame: dict) -> Decision | None:
    """Leave the ability's zone, then make the power roll (if it has one). A look-ahead copy
    held for this roll stops just before it (`roll_fork`: the pause decision is returned)."""
    if ability.rolls and not is_monster_free_strike(user, ability) \
            and shared_roll(battle, user, ability) is None:
        fork = fork_at(battle, user)
        if fork is not None:
            frame["phase"] = "roll"
            return fork
    frame["phase"] = "apply"
    if ability.zone is not None:
        create_zone(battle, user, ability)
    if not ability.rolls or is_monster_free_strike(user, ability):
        return None
    char = roll_characteristic(user, ability)
    bonus = user.char(char)
    shared = shared_roll(battle, user, ability)
    dice = shared if shared is not None else take_forecast(battle, user)
    if dice is not None:
        d1, d2 = dice
    else:
        d1 = battle.dice.roll(10, f"{ability.name} power roll")
        d2 = battle.dice.roll(10, f"{ability.name} power roll")
    keep_roll(battle, user, ability, (d1, d2))
    results, tiers = [], {}
    shared = roll_facts(battle)  # the same for every look-ahead copy forked at this roll
    for target in frame["targets"]:
        found = shared.get(target) if shared is not None else None
        if found is None:
            found = edges_and_banes(battle, user, battle.creatures.get(target), ability,
                                    targeted_object(battle, target))
            if shared is not None:
                shared[target] = found
        edges, banes, why = found
        r = resolve(d1, d2, bonus, edges, banes, frame.get("automatic"))
        tiers[target] = r.tier
        results.append({"target": target, "edges": edges, "banes": banes, "total": r.total,
                        "tier": r.tier, "why": tuple(why)})
    _use_up_aid(battle, user, frame["targets"])
    critical = d1 + d2 >= 19 and ability.action == "main"
    if battle.record:
        battle.emit(PowerRolled(user.id, ability.id, (d1, d2), bonus, tuple(results), critical))
    frame.update(tiers=tiers, char=char, phase="tier", best=max(tiers.values(), default=1))
    if critical:
        battle.rules.react(CRITICAL_HIT, battle, user)
    return None


def _bleeds_on(ability: Ability, frame: dict) -> bool:
    """Bleeding costs Stamina on a main action, a triggered action, or a Might or Agility roll."""
    if ability.action in ("main", "triggered", "free_triggered") or frame.get("triggered"):
        return True
    return ability.rolls and bool({"might", "agility"} & set(ability.characteristics))


def _use_up_aid(battle: Battle, user: Creature, targets: list[str]) -> None:
    """Aid Attack lasts for one ability roll by an ally of the aider (000 Maneuvers > Aid Attack)."""
    for t in targets:
        target = battle.creatures.get(t)
        if target is None:
            continue
        for mark in list(target.conditions):
            aider = battle.creatures.get(mark.source)
            if mark.name == "aided" and aider is not None and aider.side == user.side \
                    and aider.id != user.id:
                target.conditions.remove(mark)
                break


def _choose_tier(battle: Battle, frame: dict, user: Creature, choice: Option | None) -> Decision | None:
    best = frame["best"]
    if best <= 1:
        frame["phase"] = "surge"
        return None
    if choice is None:
        options = tuple(Option("tier", {"tier": t}, f"Tier {t}" + (" (as rolled)" if t == best else ""))
                        for t in range(best, 0, -1))
        return Decision("tier", user.side, options, f"{user.name} may settle for a lower tier",
                        creature=user.id, default=0)
    frame["cap"] = choice.args["tier"]
    if frame["cap"] < best:
        battle.emit(TierChosen(user.id, frame["cap"]))
    frame["phase"] = "surge"
    return None


def resolve_hit(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    """The `ds.hit` step for one target: damage, then forced movement, then conditions."""
    user = battle.creatures[frame["user"]]
    ability: Ability = battle.abilities[frame["ability"]]
    target_id = frame["target"]
    if is_object_target(target_id):
        _hit_object(battle, frame, user, ability, object_id(target_id))
        return None
    target = battle.creatures[target_id]
    if is_monster_free_strike(user, ability) or frame.get("gang"):
        effect, amount = free_strike_effect(user.free_strike), user.free_strike
    else:
        effect = effect_for(ability, frame["tier"])
        amount = damage_amount(user, effect, frame["char"])
        bonus = frame.get("damage", 0) + frame.get("captain_damage", 0)
        amount += bonus if effect.deals_damage else 0
    phase = frame["phase"]
    if phase == "damage":
        return _hit_damage(battle, frame, user, ability, target, effect, amount, choice)
    if phase == "force":
        frame["phase"] = "conditions"
        if effect.forced and not target.removed:
            push_forced_move(battle, user, target, effect.forced, ability)
        elif effect.teleport:
            push_teleport_other(battle, user, target, effect.teleport)
        return None
    apply_conditions(battle, user, target, effect, frame.get("potency", 0))
    if effect.temporary_stamina and not target.dead:
        gain_temporary_stamina(battle, target, effect.temporary_stamina, user.id)
    apply_support(battle, user, target, effect)
    resolve_pending_death(battle, target)
    battle.pop()
    if frame.get("hurt") and battle.stack and battle.stack[-1].get("step") == "ds.ability":
        battle.stack[-1].setdefault("hurt", []).append(target.id)
    if effect.special and not target.dead:
        special_effect(battle, user, target, effect.special)
    if effect.shift or effect.move:
        push_granted_move(battle, target, effect)
    if effect.grant_strike and not target.dead:
        push_granted_strike(battle, target)
    return None


def _hit_damage(battle: Battle, frame: dict, user: Creature, ability: Ability, target: Creature,
                effect: Effect, amount: int, choice: Option | None) -> Decision | None:
    if target.dead:
        frame["phase"] = "conditions" if not effect.forced else "force"
        return None
    if amount > 0 and frame.get("halved_by"):
        amount = halve(battle, frame, target, amount)
    lethal = amount > 0 and not target.unconscious and would_kill(target, amount, effect.damage_type)
    if lethal and choice is None and battle.settings.get("ask_knock_out", True):
        options = (Option("knock_out", {"knock_out": False}, f"Kill {target.name}"),
                   Option("knock_out", {"knock_out": True}, f"Knock {target.name} out"))
        return Decision("knock_out", user.side, options,
                        f"{target.name} is going down: kill or knock out?", creature=user.id)
    knock_out = bool(choice and choice.args.get("knock_out"))
    if amount > 0:
        before = target.stamina + target.temp_stamina
        apply_damage(battle, target, amount, effect.damage_type, user.id, knock_out=knock_out,
                     defer_death=effect.forced is not None)
        if target.stamina + target.temp_stamina < before:
            frame["hurt"] = True
            gain_for_damage(battle, user, target, ability)
    frame["phase"] = "force"
    return None


def apply_conditions(battle: Battle, user: Creature, target: Creature, effect: Effect,
                     potency_bonus: int = 0) -> None:
    """Put an outcome's conditions on the target, each whose potency lands (grabbed is a grab
    by the user); `potency_bonus` comes from surges."""
    for cond in effect.conditions:
        if target.dead:
            return
        if cond.potency and not potency_lands(user, target, cond.potency.characteristic,
                                              cond.potency.value, potency_bonus):
            battle.emit(Note(f"{target.name} resists {cond.name}", target.id))
            continue
        if cond.name == "grabbed":
            grab(battle, user, target)
        else:
            add_condition(battle, target, cond.name, cond.duration, user.id)


def _hit_object(battle: Battle, frame: dict, user: Creature, ability: Ability, oid: str) -> None:
    battle.pop()
    obj = battle.objects.get(oid)
    if obj is None:
        return
    effect = free_strike_effect(user.free_strike) if is_monster_free_strike(user, ability) \
        else effect_for(ability, frame["tier"])
    amount = user.free_strike if is_monster_free_strike(user, ability) \
        else damage_amount(user, effect, frame["char"])
    destroyed = damage_object(battle, oid, amount, effect.damage_type)
    if effect.forced is not None and not destroyed:
        push_object_move(battle, user, oid, effect.forced.kind, effect.forced.distance,
                         effect.forced.vertical)
