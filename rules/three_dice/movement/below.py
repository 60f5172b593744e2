"""Burrowers that stay down (docs/rules-decisions.md, 3D system; the chapter is silent): a
creature under the ground cannot be attacked, so one that spends two whole turns in a row
beneath the surface has tunnelled away and leaves the fight, as a fleeing creature would."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.events import LeftTheFight
from ..creature import ThreeDiceCreature

BELOW = "turns_below"
TURNS_BELOW = 2


def stay_below(battle: Battle, c: ThreeDiceCreature) -> None:
    c.tags[BELOW] = int(c.tags.get(BELOW, 0)) + 1
    if c.tags[BELOW] >= TURNS_BELOW:
        c.removed = True
        battle.emit(LeftTheFight(c.id, "fled"))
