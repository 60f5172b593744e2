"""Beaten foes give up (000 Diminish Numbers, Defeat a Specific Foe, Fleeing Foes).

When the Director's side is broken, every one of its creatures still standing leaves the fight:
one next to a hero still fighting surrenders, any other flees. It is broken at the end of a
turn or round once its stars are all down (its leaders and solos, and the foes the heroes were
set to defeat), or once three in four of its creatures are down. Only battles set up from an
encounter (or a scenario asking for it) break sides; see docs/rules-decisions.md.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.events import LeftTheFight
from ...core.geometry import spaces_adjacent
from .events import SideBroke
from .items import drop_all
from .setup import objectives
from .status import down, fighting

DIRECTOR = "monsters"
STARS = ("leader", "solo")


def breaking_point(battle: Battle, side: str = DIRECTOR) -> str:
    """Why the side breaks now, or "" while it fights on."""
    members = [c for c in battle.creatures.values() if c.side == side]
    if not any(fighting(c) for c in members):
        return ""
    named = {f for o in objectives(battle) if o["goal"] == "defeat" and o["side"] != side
             for f in o["foes"]}
    stars = [c for c in members if c.id in named or getattr(c, "organization", "") in STARS]
    if stars and all(down(c) for c in stars):
        return "their leaders have fallen"
    beaten = sum(1 for c in members if down(c))
    if len(members) >= 3 and 4 * beaten >= 3 * len(members):
        return "most of them are down"
    return ""


def check(battle: Battle) -> None:
    """Break the Director's side if it has reached its breaking point."""
    if not battle.data.get("breaking") or battle.data.get("broken") or battle.winner:
        return
    why = breaking_point(battle)
    if not why:
        return
    battle.data["broken"] = DIRECTOR
    battle.emit(SideBroke(DIRECTOR, why))
    heroes = [h for h in battle.creatures.values() if h.side != DIRECTOR and fighting(h)]
    for c in [c for c in battle.creatures.values() if c.side == DIRECTOR and fighting(c)]:
        beside = any(spaces_adjacent(c.pos, c.squares, h.pos, h.squares) for h in heroes)
        give_up(battle, c, "surrendered" if beside else "fled")


def give_up(battle: Battle, c: Creature, how: str) -> None:
    drop_all(battle, objectives(battle), c)
    c.removed = True
    c.aloft = False
    battle.emit(LeftTheFight(c.id, how))
