"""Stat blocks and ability cards as short HTML for the client's tooltips."""
from __future__ import annotations

from html import escape

from ..core.battle import Battle
from .content.model import SCORES, Ability
from .creature import OldeCreature

KIND_WORDS = {"melee": "melee (STR)", "finesse": "finesse (DEX)", "ranged": "ranged (DEX to hit)",
              "spell_attack": "spell attack", "spell_save": "spell, save", "spell_heal": "healing spell"}


def describe_creature(battle: Battle, cid: str) -> str:
    c: OldeCreature = battle.creatures[cid]  # type: ignore[assignment]
    scores = " · ".join(f"{s} {c.mod(s):+d}" for s in SCORES)
    lines = [f"<b>{escape(c.name)}</b>", scores,
             f"HP {c.hp}/{c.max_hp} · AC {c.ac} · PB +{c.pb} · Fatigue {c.fatigue}"]
    state = [w for w, on in (("dying", c.dying), ("stable", c.stable), ("dead", c.dead),
                             ("a leader", c.leader)) if on] + [x.name for x in c.conditions]
    if state:
        lines.append(", ".join(state))
    for aid in c.abilities:
        lines.append(ability_line(battle.abilities[aid]))
    return "<br>".join(lines)


def ability_line(a: Ability) -> str:
    reach = "beside" if a.reach == 1 else f"{a.reach} squares"
    save = f", {a.save} save DC {a.dc}" if a.save else ""
    return f"{escape(a.name)}: {a.dice.text()}, {KIND_WORDS[a.kind]}{save}, {reach}"


def describe_ability(battle: Battle, user_id: str, ability_id: str) -> str:
    a = battle.abilities[ability_id]
    bits = [f"<b>{escape(a.name)}</b>", ability_line(a)]
    if a.text:
        bits.append(f"<i>{escape(a.text)}</i>")
    return "<br>".join(bits)
