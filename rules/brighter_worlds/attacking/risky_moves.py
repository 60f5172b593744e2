"""Risky moves (004 Rounds and Initiative, and the chapter's Combat Example): a daring stunt
against the foe you are engaged with, settled by an opposed DEX save. Win and the attack that
follows is enhanced; lose and the attack goes ahead plainly, but that foe's next attack on you is
enhanced. Ties go to the foe: the one taking the risk must roll higher."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Condition
from ...core.events import ConditionGained
from ..attributes import PLAIN, roll_dice
from ..creature import BrighterCreature
from ..events import OpposedSave

STUNT = "DEX"


def opposed_save(battle: Battle, actor: BrighterCreature, resister: BrighterCreature,
                 attribute: str, why: str) -> bool:
    """Both roll the attribute; True when the actor rolls strictly higher."""
    mine = roll_dice(battle.dice, (actor.die(attribute),), PLAIN, f"{actor.name}'s {attribute}") \
        if actor.die(attribute) else 0
    theirs = roll_dice(battle.dice, (resister.die(attribute),), PLAIN,
                       f"{resister.name}'s {attribute}") if resister.die(attribute) else 0
    won = mine > theirs
    battle.emit(OpposedSave(actor.id, resister.id, attribute, mine, theirs, won, why))
    return won


def risky_move(battle: Battle, actor: BrighterCreature, foe: BrighterCreature) -> bool:
    """The stunt itself; on a loss the foe is owed an enhanced attack."""
    won = opposed_save(battle, actor, foe, STUNT, f"a risky move against {foe.name}")
    if not won:
        actor.conditions.append(Condition("exposed", "until_removed", foe.id))
        battle.emit(ConditionGained(actor.id, "exposed", "until_removed", foe.id))
    return won
