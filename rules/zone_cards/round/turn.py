"""002 Maneuver in Combat: on its turn a creature makes one slow and one fast maneuver, or two
fast ones. Its maneuvers are counted for the round (one of each per card it holds), because a
reaction spends a fast maneuver whenever it comes, even before the creature's own turn; with
the fast one gone, a reaction or a fast maneuver uses up the slow one instead."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ...core.events import TurnEnded, TurnStarted
from ..creature import ZoneCardsCreature
from ..effects.fear import fear_checks
from .apply import apply_choice
from .options import turn_options



def turn(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    c: ZoneCardsCreature = battle.creatures[frame["creature"]]  # type: ignore[assignment]
    if frame["phase"] == "start":
        battle.current = c.id
        battle.turn = {"creature": c.id, "card": frame["card"], "used": 0, "slow_used": False,
                       "broke_free": False}
        battle.emit(TurnStarted(c.id, battle.round))
        frame["phase"] = "act"
        if c.hero:
            fear_checks(battle, c)
        return None
    if frame["phase"] == "end" or not c.active:
        battle.emit(TurnEnded(c.id))
        battle.acted.add(c.id)
        battle.current = ""
        battle.turn = {}
        battle.pop()
        return None
    if choice is None:
        return Decision("turn", c.side, lambda: turn_options(battle, c), f"{c.name}'s turn",
                        creature=c.id, default=0)
    if choice.kind == "end_turn":
        frame["phase"] = "end"
        return None
    apply_choice(battle, c, choice)
    return None
