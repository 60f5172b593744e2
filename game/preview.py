"""What will happen if...: power-roll odds and forced-movement previews, asked of the rules.

Odds come from the rules' own edge/bane reasons and exact tier probabilities. A forced move is
previewed by answering the decision on a copy of the battle and reading the events it produces:
the client never works out a collision or a fall by itself.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from rules.core.battle import Battle
from rules.core.decisions import Decision, Option

TIER_RANGES = ("11 or less", "12-16", "17+")


@dataclass
class TargetOdds:
    """One target's side of a power roll: edges, banes, why, and each tier's chance and result."""
    target: str
    name: str
    edges: int
    banes: int
    reasons: list[str]
    chances: tuple[float, float, float]
    outcomes: tuple[str, str, str]


@dataclass
class AbilityPreview:
    name: str
    roll: str
    """'2d10 + 2 (Might)', or why there is no roll."""
    rolls: bool
    targets: list[TargetOdds] = field(default_factory=list)
    always: str = ""
    """What happens whatever the roll (an ability's effect text)."""


def _name(battle: Battle, target: str) -> str:
    if target in battle.creatures:
        return battle.creatures[target].name
    oid = target.removeprefix("object:")
    obj = battle.objects.get(oid)
    return (obj.name or f"{obj.material} object") if obj else oid


def ability_preview(battle: Battle, user_id: str, ability_id: str, targets: list[str],
                    at: tuple | None = None) -> AbilityPreview:
    """Odds for `user_id` using an ability on `targets`, optionally as if standing at `at`."""
    from rules.drawsteel.actions import is_monster_free_strike, roll_characteristic
    from rules.drawsteel.edges import edges_and_banes
    from rules.drawsteel.power_roll import tier_probabilities
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
        preview.targets.append(TargetOdds(t, _name(battle, t), edges, banes, list(why),
                                          chances, outcomes))  # type: ignore[arg-type]
    return preview


def tier_text(battle: Battle, user, target, ability, tier: int, char: str) -> str:
    """What one tier does to one target, in a few words (damage after immunity and weakness,
    forced movement after stability, conditions and whether their potency lands)."""
    from rules.drawsteel.actions import damage_amount, effect_for, potency_lands
    from rules.drawsteel.damage import modified_damage
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
    from rules.drawsteel.forced import forced_distance
    words = f"{forced.kind} {forced.distance}" + (" (vertical)" if forced.vertical else "")
    if target is not None:
        actual = forced_distance(user, target, forced, ability)
        if actual != forced.distance:
            words = f"{forced.kind} {actual}" + (" (vertical)" if forced.vertical else "") + f" (base {forced.distance})"
    return words


def _duration(code: str) -> str:
    return {"eot": "EoT", "save": "save ends", "end_of_encounter": "end of encounter"}.get(code, code)


# ---------------------------------------------------------------------------- forced movement

@dataclass
class ForcePreview:
    """What one forced-move option leads to, read from the events of a trial run."""
    index: int
    option: Option
    label: str
    target: str
    path: list[tuple[int, int, int]]
    end: tuple[int, int, int]
    slams: list[tuple[tuple, str, int]] = field(default_factory=list)
    """(where, what was hit, damage to the moved creature)"""
    broken: list[tuple[str, tuple]] = field(default_factory=list)
    """(object id, its cells)"""
    fall: tuple[int, int] | None = None
    """(squares fallen, damage)"""
    damage: dict[str, int] = field(default_factory=dict)
    deaths: list[str] = field(default_factory=list)
    conditions: list[tuple[str, str]] = field(default_factory=list)

    def summary(self, battle: Battle) -> str:
        bits: list[str] = []
        for _, into, dmg in self.slams:
            bits.append(f"slams into {into} ({dmg})")
        for oid, _ in self.broken:
            bits.append(f"smashes the {_name(battle, 'object:' + oid)}")
        if self.fall is not None:
            bits.append(f"falls {self.fall[0]} ({self.fall[1]} damage)")
        for cid, name in self.conditions:
            bits.append(f"{_name(battle, cid)} {name}")
        for cid in self.deaths:
            bits.append(f"{_name(battle, cid)} dies")
        return "; ".join(bits)


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
            into = "the ground" if d["into"] == "ground" else ", ".join(_name(battle, x) for x in d["into"].split(","))
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

def trial(battle: Battle, option: Option) -> tuple[list[dict], Decision | None]:
    """Answer the pending decision with `option` on a copy: the events up to the next decision,
    and that decision."""
    copy = battle.clone(record=True)
    start = len(copy.events)
    copy.choose(option)
    return [e.to_dict() for e in copy.events[start:]], copy.pending()


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


# ---------------------------------------------------------------------------- descriptions

ACTION_NAMES = {"main": "Main action", "maneuver": "Maneuver", "move": "Move action",
                "triggered": "Triggered action", "free_triggered": "Free triggered action",
                "free_maneuver": "Free maneuver"}


def describe_ability(battle: Battle, user_id: str, ability_id: str) -> str:
    """An ability's card as simple HTML for a tooltip."""
    from rules.drawsteel.actions import roll_characteristic
    ability = battle.abilities[ability_id]
    user = battle.creatures.get(user_id)
    lines = [f"<b>{ability.name}</b>" + (f"  <i>({ability.cost} {user.resource_name})</i>" if ability.cost and user else "")]
    lines.append(f"{ACTION_NAMES.get(ability.action, ability.action)} · {', '.join(ability.keywords) or 'no keywords'}")
    lines.append(f"Distance: {ability.distance.describe()} · Target: {ability.target.describe()}")
    if ability.trigger:
        lines.append(f"Trigger: {ability.trigger}")
    if ability.rolls and user is not None:
        char = roll_characteristic(user, ability)
        lines.append(f"Power roll + {char.title()} ({user.char(char):+d}):")
        for tier in (1, 2, 3):
            lines.append(f"  {TIER_RANGES[tier - 1]}: {tier_text(battle, user, None, ability, tier, char)}")
    if ability.effect is not None and ability.effect.text:
        lines.append(f"Effect: {ability.effect.text}")
    if ability.text:
        lines.append(f"<i>{ability.text}</i>")
    return "<br>".join(_escape(x) if not x.startswith("<") else x for x in lines)


def _escape(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def describe_creature(battle: Battle, cid: str) -> str:
    """A creature's tooltip: size, Stamina, speed, movement, characteristics, conditions."""
    c = battle.creatures[cid]
    lines = [f"<b>{_escape(c.name)}</b> ({'hero' if c.hero else 'monster'}, {c.side})"]
    kind = f"level {c.level} hero" if c.hero else f"level {c.level} {c.role or 'monster'}".strip()
    lines.append(f"Size {c.size}, {kind}")
    state = "dead" if c.dead else "unconscious" if c.unconscious else "dying" if c.dying else "winded" if c.winded else ""
    stam = f"Stamina {c.stamina}/{c.max_stamina}" + (f" (+{c.temp_stamina} temporary)" if c.temp_stamina else "")
    lines.append(stam + (f" · {state}" if state else ""))
    moves = [m for m in c.movement if m != "walk"]
    lines.append(f"Speed {c.speed}" + (f" ({', '.join(moves)})" if moves else "") + f" · Stability {c.stability}")
    chars = " ".join(f"{k[0].upper()}{c.char(k):+d}" for k in ("might", "agility", "reason", "intuition", "presence"))
    lines.append(chars)
    if c.hero and c.resource_name:
        lines.append(f"{c.resource_name} {c.resource} · Surges {c.surges} · Recoveries {c.recoveries}")
    elif c.free_strike:
        lines.append(f"Free strike {c.free_strike}")
    if c.immunities:
        lines.append("Immune: " + ", ".join(f"{k} {v if v < 1000 else 'all'}" for k, v in c.immunities.items()))
    if c.weaknesses:
        lines.append("Weak: " + ", ".join(f"{k} {v}" for k, v in c.weaknesses.items()))
    if c.conditions:
        lines.append("Conditions: " + ", ".join(f"{x.name} ({_duration(x.duration)})" for x in c.conditions))
    height = c.pos[2] - battle.board.footprint_ground(c.pos, c.squares)
    where = f"At ({c.pos[0]}, {c.pos[1]}), height {c.pos[2]}"
    if height > 0:
        where += f", {height} above the ground" + (" (flying)" if c.aloft else "")
    elif height < 0:
        where += f", {-height} under the ground"
    lines.append(where)
    if c.id in battle.acted:
        lines.append("<i>Has acted this round</i>")
    return "<br>".join(lines)
