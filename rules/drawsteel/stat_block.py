"""Draw Steel's stat block as the client shows it: a creature's and an ability's tooltip."""
from __future__ import annotations

from ..core.battle import Battle
from .abilities.ability_math import roll_characteristic
from .forecast import TIER_RANGES, duration_text, tier_text
from .minions.squad_tooltip import squad_lines


ACTION_NAMES = {"main": "Main action", "maneuver": "Maneuver", "move": "Move action",
                "triggered": "Triggered action", "free_triggered": "Free triggered action",
                "free_maneuver": "Free maneuver"}


def describe_ability(battle: Battle, user_id: str, ability_id: str) -> str:
    """An ability's card as simple HTML for a tooltip."""
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
    lines.extend(_escape(x) for x in squad_lines(battle, c))
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
        lines.append("Conditions: " + ", ".join(f"{x.name} ({duration_text(x.duration)})" for x in c.conditions))
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
