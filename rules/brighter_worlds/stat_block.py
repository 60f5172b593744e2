"""Stat blocks and attack cards as short HTML for the client's tooltips."""
from __future__ import annotations

from html import escape

from ..core.battle import Battle
from .creature import BrighterCreature, die_name

EFFECT_WORDS = {"prone": "knocks the target down", "held": "holds the target fast",
                "dazed": "dazes the target", "push": "shoves the target"}


def describe_creature(battle: Battle, cid: str) -> str:
    c: BrighterCreature = battle.creatures[cid]  # type: ignore[assignment]
    dice = " · ".join(f"{a} {die_name(c.die(a))}" + ("" if c.die(a) == c.start_die(a)
                                                     else f" (of {die_name(c.start_die(a))})")
                      for a in ("STR", "DEX", "WIL"))
    lines = [f"<b>{escape(c.name)}</b>", dice, f"Armor {c.armor} · Grit {c.grit}/{c.max_grit}"]
    state = [w for w, on in (("incapacitated", c.incapacitated and not c.dead), ("dead", c.dead),
                             ("beneath the ground", bool(c.tags.get("burrowed"))),
                             ("a leader", c.leader)) if on]
    state += [x.name for x in c.conditions]
    if state:
        lines.append(", ".join(state))
    for aid in c.abilities:
        a = battle.abilities[aid]
        lines.append(f"{escape(a.name)}: {a.describe_dice()}, {a.distance.describe()}")
    return "<br>".join(lines)


def describe_ability(battle: Battle, user_id: str, ability_id: str) -> str:
    a = battle.abilities[ability_id]
    bits = [f"<b>{escape(a.name)}</b>", f"{a.describe_dice()} damage · {a.distance.describe()}",
            f"Direct Damage strikes {a.harms}"]
    if a.wound_effect:
        extra = f" {a.push} squares" if a.wound_effect == "push" else ""
        bits.append(f"On a Wound it {EFFECT_WORDS[a.wound_effect]}{extra}.")
    if a.split:
        bits.append("Can be split between two neighbours (each roll impaired).")
    if a.unarmed:
        bits.append("Unarmed: always impaired.")
    if a.text:
        bits.append(f"<i>{escape(a.text)}</i>")
    return "<br>".join(bits)
