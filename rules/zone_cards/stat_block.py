"""Stat blocks and attack cards as simple HTML for the client's tooltips."""
from __future__ import annotations

from ..core.battle import Battle
from .combat.attack import ability_of
from .creature import ZoneCardsCreature
from .pools import pool_size
from .words import ACTIONS


def describe_creature(battle: Battle, cid: str) -> str:
    c: ZoneCardsCreature = battle.creatures[cid]  # type: ignore[assignment]
    pools = ", ".join(f"{a} {pool_size(c, a, spend_bonus=False)}" for a in ACTIONS)
    harm = (f"Harm points {c.harm_points}/{c.toughness}" if c.uses_points else
            f"Body {c.physical} Mind {c.mental}")
    extra = [f"fear {c.fear}"] if c.fear else []
    extra += ["sees in the dark"] if c.sees_dark else []
    return (f"<b>{c.name}</b> ({c.kind})<br>Body {c.body}, Agility {c.agility}, Wits {c.wits}, "
            f"Heart {c.heart}; armor {c.armor}<br>Pools: {pools}<br>{harm}<br>Cards: "
            f"{', '.join(map(str, c.cards)) or '-'}" + (f"<br>{'; '.join(extra)}" if extra else ""))


def describe_ability(battle: Battle, user_id: str, ability_id: str) -> str:
    a = ability_of(battle, ability_id)
    bits = [a.describe_range(), f"Harm {a.damage} ({a.harm})"]
    bits += [f"+{a.bonus} gear dice"] if a.bonus else []
    bits += [f"fire {a.fire}"] if a.fire else []
    bits += [f"poison {a.poison}"] if a.poison else []
    return f"<b>{a.name}</b> ({a.action})<br>{'; '.join(bits)}" + (f"<br>{a.text}" if a.text else "")
