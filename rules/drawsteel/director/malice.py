"""How the Director's Malice comes and goes (RULES-NOTES Malice).

- When combat starts: the heroes' average Victories, rounded down (a scenario or a battle
  setting `malice_start` may set it instead).
- At the start of every round, the first included: one per living hero, plus the round number.
- At the end of the encounter whatever is left is lost.
Malice is in play when the battle's `malice` setting is on (`in_play`).
Spending is elsewhere: Malice features at the start of a monster's turn
(`malice_features.py`), abilities with a Malice cost, through `pool.py`.
"""
from __future__ import annotations

from ...core.battle import Battle
from .pool import DIRECTOR, KEY, change, malice

STARTED = "malice_started"


ENCOUNTER_OVER = "the encounter is over"
"""Why the pool empties at the end: Malice is lost then, not spent (RULES-NOTES Malice)."""


def starting_malice(battle: Battle) -> int:
    """The heroes' average Victories, rounded down (0 with no heroes)."""
    heroes = [c for c in battle.creatures.values() if c.side != DIRECTOR and getattr(c, "hero", False)]
    if not heroes:
        return 0
    return sum(getattr(h, "victories", 0) for h in heroes) // len(heroes)


def living_heroes(battle: Battle) -> int:
    return sum(1 for c in battle.creatures.values()
               if c.side != DIRECTOR and getattr(c, "hero", False) and not (c.dead or c.removed))


def in_play(battle: Battle) -> bool:
    """Does the Director play with Malice here? Battles of encounters and maps do (setting
    `malice`, on by default there); bare test battles and scenarios only when they ask."""
    return bool(battle.settings.get("malice"))


def on_round_started(battle: Battle) -> None:
    """The `round_started` hook: the starting pool once, then this round's gain."""
    if not in_play(battle):
        return
    if not battle.data.get(STARTED):
        battle.data[STARTED] = True
        start = battle.settings.get("malice_start")
        change(battle, int(start) if start is not None else starting_malice(battle),
               "the heroes' Victories" if start is None else "set for this battle")
    heroes = living_heroes(battle)
    change(battle, heroes + battle.round,
           f"round {battle.round}: {heroes} living hero{'es' if heroes != 1 else ''} "
           f"+ {battle.round}")


def end_of_encounter(battle: Battle) -> None:
    """Unspent Malice does not outlast the encounter."""
    if malice(battle):
        change(battle, -malice(battle), ENCOUNTER_OVER)
    battle.data[KEY] = 0


def status_note(battle: Battle) -> str:
    """The header's Malice counter, while Malice is in play."""
    return f"Malice {malice(battle)}" if in_play(battle) else ""
