"""Draw Steel's forecast, what will happen if...: power-roll odds and forced-movement previews.

Odds come from the rules' own edge/bane reasons and exact tier probabilities. A forced move is
previewed by answering the decision on a copy of the battle and reading the events it produces:
the client never works out a collision or a fall by itself.
"""
from __future__ import annotations

from ..core.battle import Battle
from ..core.decisions import Decision, Option
from ..core.forecast import AbilityPreview, ForcePreview, TargetOdds, thing_name, trial

TIER_RANGES = ("11 or less", "12-16", "17+")


def ability_preview(battle: Battle, user_id: str, ability_id: str, targets: list[str],
                    at: tuple | None = None) -> AbilityPreview:
    """Odds for `user_id` using an ability on `targets`, optionally as if standing at `at`."""
    from .actions import is_monster_free_strike, roll_characteristic
    from .edges import edges_and_banes
    from .power_roll import tier_probabilities
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
    if ability.effect is not None and ability.effect.text:
        preview.always = ability.effect.text
    for t in targets:
        other = battle.creatures.get(t)
        edges, banes, why = edges_and_banes(battle, user, other, ability)
        if preview.rolls:
            chances = tuple(float(p) for p in tier_probabilities(bonus, edges, banes))
            outcomes = tuple(tier_text(battle, user, other, ability, tier, char) for tier in (1, 2, 3))
        else:
            chances = (0.0, 0.0, 0.0)
            outcomes = ("", "", "")
        preview.targets.append(TargetOdds(t, thing_name(battle, t), edges, banes, list(why),
                                          chances, outcomes))  # type: ignore[arg-type]
    return preview


def tier_text(battle: Battle, user, target, ability, tier: int, char: str) -> str:
    """What one tier does to one target, in a few words (damage after immunity and weakness,
    forced movement after stability, conditions and whether their potency lands)."""
    from .actions import damage_amount, effect_for, potency_lands
    from .damage import modified_damage
    effect = effect_for(ability, tier)
    parts: list[str] = []
    amount = damage_amount(user, effect, char)
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
        words = f"{cond.name} ({_duration(cond.duration)})"
        if cond.potency and target is not None:
            lands = potency_lands(user, target, cond.potency.characteristic, cond.potency.value)
            words += "" if lands else " - resisted"
        parts.append(words)
    if effect.temporary_stamina:
        parts.append(f"{effect.temporary_stamina} temporary Stamina")
    return ", ".join(parts) or (effect.text or "no effect")


def _forced_text(user, target, forced, ability) -> str:
    from .forced import forced_distance
    words = f"{forced.kind} {forced.distance}" + (" (vertical)" if forced.vertical else "")
    if target is not None:
        actual = forced_distance(user, target, forced, ability)
        if actual != forced.distance:
            words = f"{forced.kind} {actual}" + (" (vertical)" if forced.vertical else "") + f" (base {forced.distance})"
    return words


def _duration(code: str) -> str:
    return {"eot": "EoT", "save": "save ends", "end_of_encounter": "end of encounter"}.get(code, code)


# ---------------------------------------------------------------------------- forced movement

STOP_KINDS = ("turn_ended", "turn_started", "ability_used", "power_rolled")


def force_previews(battle: Battle, decision: Decision) -> list[ForcePreview]:
    """Play each option of a force_move decision on a copy and collect what happens."""
    target = decision.info.get("target", "")
    out = []
    origin = tuple(battle.creatures[target].pos) if target in battle.creatures else (0, 0, 0)
    for i, option in enumerate(decision.options):
        try:
            events, _ = trial(battle, option)
        except Exception:  # a preview must never take the game down
            continue
        preview = ForcePreview(i, option, option.label, target, [origin], origin)  # type: ignore[arg-type]
        _read_events(battle, preview, events)
        out.append(preview)
    return out


def _read_events(battle: Battle, p: ForcePreview, events: list[dict]) -> None:
    for d in events:
        kind = d["kind"]
        if kind in STOP_KINDS:
            break
        if kind == "force_moved" and d["creature"] == p.target:
            p.path.extend(tuple(q) for q in d["path"][1:])
            p.end = tuple(d["path"][-1])  # type: ignore[assignment]
        elif kind == "slammed" and d["creature"] == p.target:
            into = "the ground" if d["into"] == "ground" else ", ".join(thing_name(battle, x) for x in d["into"].split(","))
            p.slams.append((tuple(d["at"]), into, d["damage"]))
        elif kind == "object_destroyed":
            p.broken.append((d["object"], tuple(tuple(c) for c in d["cells"])))
        elif kind == "fell" and d["creature"] == p.target:
            p.fall = (d["height"], d["damage"])
            p.end = tuple(d["end"])  # type: ignore[assignment]
        elif kind == "damaged":
            p.damage[d["target"]] = p.damage.get(d["target"], 0) + d["amount"]
        elif kind == "died":
            p.deaths.append(d["creature"])
        elif kind == "condition_gained":
            p.conditions.append((d["creature"], d["condition"]))


# ---------------------------------------------------------------------------- moves

def move_warnings(battle: Battle, option: Option, mover: str) -> list[str]:
    """What walking there would cost besides movement: damage on the way, a fall, or an enemy
    getting an opportunity attack (read from a trial run)."""
    try:
        events, next_decision = trial(battle, option)
    except Exception:  # a preview must never take the game down
        return []
    out: list[str] = []
    hurt = sum(d["amount"] for d in events if d["kind"] == "damaged" and d["target"] == mover)
    if hurt:
        out.append(f"takes {hurt} damage")
    for d in events:
        if d["kind"] == "fell" and d["creature"] == mover:
            out.append(f"falls {d['height']}")
        elif d["kind"] == "died" and d["creature"] == mover:
            out.append("dies")
    if next_decision is not None and next_decision.kind == "opportunity_attack":
        striker = battle.creatures.get(next_decision.creature)
        out.append(f"{striker.name if striker else 'an enemy'} may strike as it leaves")
    return out
