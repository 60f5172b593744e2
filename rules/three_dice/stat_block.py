"""Stat blocks and ability cards as short HTML for the client's tooltips."""
from __future__ import annotations

from html import escape

from ..core.battle import Battle
from .attacking.attack import attack_modifier, damage_bonus
from .creature import ThreeDiceCreature


def describe_creature(battle: Battle, cid: str) -> str:
    c: ThreeDiceCreature = battle.creatures[cid]  # type: ignore[assignment]
    speeds = [f"{c.speed} ft"] + [f"{w} {v} ft" for w, v in (("fly", c.fly_speed), ("burrow", c.burrow_speed)) if v]
    lines = [f"<b>{escape(c.name)}</b>",
             f"Str {c.strength:+d} · Agi {c.agility:+d} · Mind {c.mind:+d}",
             f"Armor {c.armor} · HP {c.hp}/{c.max_hp} · Speed {', '.join(speeds)}"]
    state = [w for w, on in (("dying", c.dying), ("stable", c.stable), ("dead", c.dead),
                             ("hidden", bool(c.tags.get("hidden"))),
                             ("surprised", bool(c.tags.get("surprised"))),
                             ("reaction used", not c.reaction)) if on]
    state += [x.name for x in c.conditions]
    if state:
        lines.append(", ".join(state))
    for aid in c.abilities:
        a = battle.abilities[aid]
        lines.append(f"{escape(a.name)}: {attack_modifier(c, a):+d}, {a.describe_damage(damage_bonus(c, a))}, "
                     f"{a.describe_range()}")
    return "<br>".join(lines)


def describe_ability(battle: Battle, user_id: str, ability_id: str) -> str:
    a = battle.abilities[ability_id]
    c: ThreeDiceCreature = battle.creatures[user_id]  # type: ignore[assignment]
    bits = [f"<b>{escape(a.name)}</b>",
            f"{a.kind.replace('_', ' ')}, {a.cost}" + ("" if a.heal else f", {attack_modifier(c, a):+d} to hit"),
            f"{a.describe_damage(damage_bonus(c, a))} · {a.describe_range()}"]
    if a.text:
        bits.append(f"<i>{escape(a.text)}</i>")
    return "<br>".join(bits)
