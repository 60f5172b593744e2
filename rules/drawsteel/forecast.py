"""Draw Steel's forecast, what will happen if...: power-roll odds and forced-movement previews.

Odds come from the rules' own edge/bane reasons and exact tier probabilities. A forced move is
previewed by answering the decision on a copy of the battle, with every decision nested in it
(where a creature that falls onto another lands), and reading the typed events it produces: the
client never works out a collision or a fall by itself. The functions here are the module's
`Forecast` (see `rules.core.forecast`).
"""
from __future__ import annotations

from ..core.battle import Battle
from ..core.decisions import Decision, Option
from ..core.events import (ConditionGained, Damaged, Died, Event, Fell, ForceMoved, ObjectDestroyed,
                           Slammed, TurnEnded, TurnStarted)
from ..core.forecast import (AbilityPreview, ForcePreview, TargetOdds, thing_name, trial,
                             trial_to_end)
from .events import AbilityUsed, PowerRolled

TIER_RANGES = ("11 or less", "12-16", "17+")


def ability_preview(battle: Battle, user_id: str, ability_id: str, targets: list[str],
                    at: tuple | None = None) -> AbilityPreview:
    """Odds for `user_id` using an ability on `targets`, optionally as if standing at `at`."""
    from .abilities.ability_math import is_monster_free_strike, roll_characteristic
    from .abilities.edges_and_banes import edges_and_banes
    from .abilities.power_roll import resolve, tier_probabilities
    from .minions.squad_strike import joins_strike, shared_roll
    if at is not None:
        battle = battle.clone()
        battle.creatures[user_id].pos = tuple(at)  # type: ignore[assignment]
    user = battle.creatures[user_id]
    ability = battle.abilities[ability_id]
    char = roll_characteristic(user, ability)
    bonus = user.char(char) if char else 0
    free = is_monster_free_strike(user, ability)
    preview = AbilityPreview(ability.name, "", ability.rolls and not free)
    if free:
        preview.roll = f"No roll: a monster's free strike deals {user.free_strike} damage"
    elif not ability.rolls:
        preview.roll = "No power roll"
    else:
        preview.roll = f"2d10 {bonus:+d} ({char.title()})"
    shared = shared_roll(battle, user, ability) if preview.rolls else None
    if shared is not None:
        preview.roll = f"The squad's roll: {shared[0]} + {shared[1]} {bonus:+d} ({char.title()})"
    if ability.effect is not None and ability.effect.text:
        preview.always = ability.effect.text
    for t in targets:
        other = battle.creatures.get(t)
        edges, banes, why = edges_and_banes(battle, user, other, ability)
        if preview.rolls:
            chances = tuple(float(p) for p in tier_probabilities(bonus, edges, banes))
            if shared is not None:  # the squad rolled already: the tier is known
                known = resolve(shared[0], shared[1], bonus, edges, banes).tier
                chances = tuple(1.0 if n == known else 0.0 for n in (1, 2, 3))
            outcomes = tuple(tier_text(battle, user, other, ability, tier, char) for tier in (1, 2, 3))
            if joins_strike(battle, user, ability, t):
                outcomes = (f"{user.free_strike} damage (joins the squad's strike)",) * 3
        else:
            chances = (0.0, 0.0, 0.0)
            outcomes = ("", "", "")
        drops = tuple(drop_flag(user, other, ability, tier, char) for tier in (1, 2, 3)) if preview.rolls else ()
        forces = tier_forces(battle, user, other, ability, drops) if preview.rolls else ()
        preview.targets.append(TargetOdds(t, thing_name(battle, t), edges, banes, list(why),
                                          chances, outcomes, drops=drops, forces=forces))  # type: ignore[arg-type]
    return preview


FORCE_PREVIEW_LIMIT = 60
"""Most ways of carrying out one tier's forced move that are played through before the roll
(a long slide has hundreds; beyond this the tier shows none rather than a part)."""


def tier_forces(battle: Battle, user, target, ability, drops: tuple[str, ...]) -> tuple[tuple[ForcePreview, ...], ...]:
    """Per tier, every way its forced movement could be carried out, each played to the end on
    a copy (slams, falls, damage, deaths: `force_previews`), as if the roll had just landed on
    that tier. The move is the one the rules would queue (`push_forced_move`: stability, size,
    grabs); a tier whose damage kills the target moves nothing (000 Forced Movement)."""
    from .abilities.ability_math import effect_for
    if target is None or not any(effect_for(ability, t).forced for t in (1, 2, 3)):
        return ()
    kills = {t for t, flag in enumerate(drops, 1) if flag == "KILL"}
    return tuple(() if t in kills else _tier_force(battle, user, target, ability, t) for t in (1, 2, 3))


def _tier_force(battle: Battle, user, target, ability, tier: int) -> tuple[ForcePreview, ...]:
    from .abilities.ability_math import effect_for
    from .forced.forced_movement import push_forced_move
    forced = effect_for(ability, tier).forced
    if forced is None:
        return ()
    copy = battle.clone(record=True)
    depth = len(copy.stack)
    push_forced_move(copy, copy.creatures[user.id], copy.creatures[target.id], forced, ability)
    if len(copy.stack) == depth:  # restrained, or held by another: it does not move
        return ()
    copy.reconsider()
    decision = copy.pending()
    if decision is None or decision.kind != "force_move" or len(decision.options) > FORCE_PREVIEW_LIMIT:
        return ()
    return tuple(p for p in force_previews(copy, decision) if p.path[1:])


def drop_flag(user, target, ability, tier: int, char: str) -> str:
    """"KILL" when the tier's damage kills the target outright, "DOWN" when it leaves a hero
    dying (000 Stamina > Dying and Death), else ''. A knock-out chosen instead is the
    attacker's call, so it is not foretold."""
    from .abilities.ability_math import damage_amount, effect_for
    from .harm.damage import modified_damage, would_kill
    effect = effect_for(ability, tier)
    if target is None or target.dead or not effect.deals_damage:
        return ""
    amount = damage_amount(user, effect, char)
    if would_kill(target, amount, effect.damage_type):
        return "KILL"
    taken = modified_damage(target, amount, effect.damage_type)
    after = target.stamina - max(0, taken - target.temp_stamina)
    return "DOWN" if target.hero and target.stamina > 0 and after <= 0 else ""


def tier_text(battle: Battle, user, target, ability, tier: int, char: str) -> str:
    """What one tier does to one target, in a few words (damage after immunity and weakness,
    forced movement after stability, conditions and whether their potency lands)."""
    from .abilities.ability_math import damage_amount, effect_for, potency_lands
    from .harm.damage import modified_damage
    from .minions.captain import strike_damage
    effect = effect_for(ability, tier)
    parts: list[str] = []
    amount = damage_amount(user, effect, char)
    if effect.deals_damage:  # a captain's damage benefit to its squad's strikes
        amount += strike_damage(battle, user, ability.is_strike)
    if effect.deals_damage:
        kind = "" if effect.damage_type == "untyped" else f" {effect.damage_type}"
        if target is not None:
            taken = modified_damage(target, amount, effect.damage_type)
            note = " (resisted)" if taken < amount else " (weakness)" if taken > amount else ""
            parts.append(f"{taken}{kind} damage{note}")
        else:
            parts.append(f"{amount}{kind} damage")
    if effect.forced is not None:
        parts.append(_forced_text(user, target, effect.forced, ability))
    for cond in effect.conditions:
        words = f"{cond.name} ({duration_text(cond.duration)})"
        if cond.potency and target is not None:
            lands = potency_lands(user, target, cond.potency.characteristic, cond.potency.value)
            words += "" if lands else " - resisted"
        parts.append(words)
    if effect.temporary_stamina:
        parts.append(f"{effect.temporary_stamina} temporary Stamina")
    parts += support_words(effect)
    return ", ".join(parts) or (effect.text or "no effect")


def support_words(effect) -> list[str]:
    """The healing, gains and saps of an outcome, in a few words each."""
    words = []
    if effect.halve_damage:
        words.append("halves the incoming damage")
    if effect.lower_max_stamina:
        words.append(f"Stamina maximum -{effect.lower_max_stamina}")
    if effect.spend_recovery:
        words.append("may spend a Recovery")
    if effect.heal:
        words.append(f"regains {effect.heal} Stamina")
    if effect.gain_resource:
        words.append(f"+{effect.gain_resource} heroic resource")
    if effect.shift or effect.move:
        squares, word = (effect.shift, "shift") if effect.shift else (effect.move, "move")
        words.append(f"may {word} {squares}" + (" even while slowed" if effect.ignore_slowed else ""))
    if effect.summon:
        words.append(f"summons a {effect.summon.replace('_', ' ')}")
    if effect.grant_strike:
        words.append("may make a free strike")
    if effect.mark:
        words.append("marked (edge for the marker's side)")
    if effect.teleport:
        words.append(f"teleported up to {effect.teleport}")
    if effect.gain_surges:
        words.append(f"+{effect.gain_surges} surge{'s' if effect.gain_surges > 1 else ''}")
    return words


def _forced_text(user, target, forced, ability) -> str:
    from .forced.forced_movement import forced_distance
    words = f"{forced.kind} {forced.distance}" + (" (vertical)" if forced.vertical else "")
    if target is not None:
        actual = forced_distance(user, target, forced, ability)
        if actual != forced.distance:
            words = f"{forced.kind} {actual}" + (" (vertical)" if forced.vertical else "") + f" (base {forced.distance})"
    return words


def duration_text(code: str) -> str:
    return {"eot": "EoT", "save": "save ends", "end_of_encounter": "end of encounter"}.get(code, code)


def tier_choices(battle: Battle, decision: Decision) -> list[str]:
    """For the decision to settle for a lower tier, what each tier does to every target of the
    roll just made (each capped at the tier that target's roll reached); '' for other decisions."""
    from .abilities.ability_math import roll_characteristic
    blank = ["" for _ in decision.options]
    if decision.kind != "tier":
        return blank
    rolled = next((e for e in reversed(battle.events) if isinstance(e, PowerRolled)), None)
    if rolled is None or rolled.ability not in battle.abilities:
        return blank
    user = battle.creatures.get(rolled.creature)
    ability = battle.abilities[rolled.ability]
    char = roll_characteristic(user, ability) if user else ""
    out = []
    for o in decision.options:
        tier = int(o.args.get("tier", 1))
        bits = []
        for r in rolled.results:
            target = battle.creatures.get(r["target"])
            cap = min(tier, r["tier"])
            bits.append(f"{target.name if target else r['target']}: "
                        f"{tier_text(battle, user, target, ability, cap, char)}")
        out.append("; ".join(bits))
    return out


# ---------------------------------------------------------------------------- forced movement

STOP_EVENTS = (TurnEnded, TurnStarted, AbilityUsed, PowerRolled)
"""Events that mean the forced move is over and something else has begun."""
FORCE_FOLLOW_UPS = ("land",)
"""Decisions a forced move can raise before it is over: where a creature that fell onto another
lands (000 Movement > Falling > Falling Onto Another Creature)."""


def force_previews(battle: Battle, decision: Decision) -> list[ForcePreview]:
    """Play each option of a force_move decision on a copy, to the end of the move, and collect
    what happens."""
    target = decision.info.get("target", "")
    out = []
    origin = tuple(battle.creatures[target].pos) if target in battle.creatures else (0, 0, 0)
    for i, option in enumerate(decision.options):
        try:
            events, _ = trial_to_end(battle, option, FORCE_FOLLOW_UPS)
        except Exception:  # a preview must never take the game down
            continue
        preview = ForcePreview(i, option, option.label, target, [origin], origin)  # type: ignore[arg-type]
        _read_events(battle, preview, events)
        out.append(preview)
    return out


def _read_events(battle: Battle, p: ForcePreview, events: list[Event]) -> None:
    for ev in events:
        if isinstance(ev, STOP_EVENTS):
            break
        match ev:
            case ForceMoved(creature=who, path=path) if who == p.target:
                p.path.extend(tuple(q) for q in path[1:])
                p.end = tuple(path[-1])  # type: ignore[assignment]
            case Slammed(creature=who, into=into, at=at, damage=damage) if who == p.target:
                hit = "the ground" if into == "ground" else \
                    ", ".join(thing_name(battle, x) for x in into.split(","))
                p.slams.append((tuple(at), hit, damage))
            case ObjectDestroyed(object=oid, cells=cells):
                p.broken.append((oid, tuple(tuple(c) for c in cells)))
            case Fell(creature=who, height=height, damage=damage, end=end) if who == p.target:
                p.fall = (height, damage)
                p.end = tuple(end)  # type: ignore[assignment]
            case Damaged(target=who, amount=amount):
                p.damage[who] = p.damage.get(who, 0) + amount
            case Died(creature=who):
                p.deaths.append(who)
            case ConditionGained(creature=who, condition=name):
                p.conditions.append((who, name))


# ---------------------------------------------------------------------------- moves

def move_warnings(battle: Battle, option: Option, mover: str) -> list[str]:
    """What walking there would cost besides movement: damage on the way, a fall, or an enemy
    getting an opportunity attack (read from a trial run)."""
    try:
        events, next_decision = trial(battle, option)
    except Exception:  # a preview must never take the game down
        return []
    out: list[str] = []
    hurt = sum(e.amount for e in events if isinstance(e, Damaged) and e.target == mover)
    if hurt:
        out.append(f"takes {hurt} damage")
    for e in events:
        if isinstance(e, Fell) and e.creature == mover:
            out.append(f"falls {e.height}")
        elif isinstance(e, Died) and e.creature == mover:
            out.append("dies")
    if next_decision is not None and next_decision.kind == "opportunity_attack":
        striker = battle.creatures.get(next_decision.creature)
        out.append(f"{striker.name if striker else 'an enemy'} may strike as it leaves")
    return out
