"""What a minion's tooltip says about its squad (RULES-NOTES Minions): the shared pool, how many
stand, and who leads it with which benefit."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from .captain import led
from .squad import living_members, pool, squad_of

BENEFIT_WORDS = {"speed": "+{} speed", "stability": "+{} stability", "free_strike": "+{} free strike",
                 "strike_damage": "+{} damage on strikes", "strike_edge": "an edge on strikes"}


def squad_lines(battle: Battle, c: Creature) -> list[str]:
    record = squad_of(battle, c)
    if record is None:
        return []
    sid = c.squad  # type: ignore[attr-defined]
    full = record["worth"] * len(record["members"])
    lines = [f"{record['name']}: pool {pool(battle, sid)}/{full}, "
             f"{len(living_members(battle, sid))} of {len(record['members'])} standing (minion)"]
    benefit = ", ".join(BENEFIT_WORDS[k].format(v) for k, v in record["benefit"].items())
    captain = battle.creatures.get(record["captain"])
    if captain is not None:
        state = "leads it" if led(battle, record) else "led it (down)"
        lines.append(f"Captain {captain.name} {state}" + (f": {benefit}" if benefit else ""))
    elif benefit:
        lines.append(f"With a captain: {benefit}")
    return lines
