"""002 Fleeing and Chasing: fleeing is a slow maneuver rolled with Finesse or Sneak (the better)
towards a neighbouring zone with no foe in it. Success takes the creature out of the fight;
failure leaves it where it is. A foe in the zone it starts from may spend a reaction to chase,
rolling Finesse or Track: each success cancels one of the fleer's, and if the chase cancels
them all the fleer stays in the fight, though both have moved one zone the way it ran."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ...core.events import LeftTheFight
from ..creature import ZoneCardsCreature
from ..events import FleeResult, ReactionChosen
from ..place import foes_in_zone, steps_from
from ..pools import best_action, roll_pool
from ..round.budget import can_react, spend_reaction
from .zone_move import can_walk, leave_spot, move_to

STEP = "zc.flee"


def flee_zones(battle: Battle, c: ZoneCardsCreature) -> list[str]:
    """Neighbouring zones it may flee through (no foe there)."""
    if not can_walk(c) or c.unconscious:
        return []
    return [z for z, cost, _ in steps_from(battle, c) if cost == 1 and not foes_in_zone(battle, c, z)]


def chasers(battle: Battle, c: ZoneCardsCreature) -> list[ZoneCardsCreature]:
    return [f for f in foes_in_zone(battle, c) if can_react(f) and not f.tags.get("held_by")]


def start_flee(battle: Battle, c: ZoneCardsCreature, toward: str) -> None:
    battle.push({"step": STEP, "creature": c.id, "toward": toward})


def flee_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    c: ZoneCardsCreature = battle.creatures[frame["creature"]]  # type: ignore[assignment]
    found = chasers(battle, c)
    if choice is None and found:
        options = [Option("chase", {"chaser": ""}, "Let them run")]
        options += [Option("chase", {"chaser": f.id}, f"{f.name} gives chase ({best_action(f, ('finesse', 'track')).capitalize()})")
                    for f in found]
        return Decision("chase", found[0].side, tuple(options), f"{c.name} tries to flee towards {frame['toward']}",
                        creature=found[0].id, default=0, info={"fleer": c.id})
    battle.pop()
    chaser = battle.creatures.get(choice.args.get("chaser", "")) if choice is not None else None
    if chaser is not None:
        spend_reaction(battle, chaser)  # type: ignore[arg-type]
        battle.emit(ReactionChosen(chaser.id, "chase", c.id))
    _resolve(battle, c, frame["toward"], chaser)  # type: ignore[arg-type]
    return None


def _resolve(battle: Battle, c: ZoneCardsCreature, toward: str, chaser: ZoneCardsCreature | None) -> None:
    run = roll_pool(battle, c, best_action(c, ("finesse", "sneak")), f"flee towards {toward}", needed=1)
    held = roll_pool(battle, chaser, best_action(chaser, ("finesse", "track")), "chase", use_bonus=False) if chaser else 0
    if run - held >= 1:
        leave_spot(battle, c)
        c.removed = True
        battle.emit(FleeResult(c.id, toward, True, chaser.id if chaser else ""))
        battle.emit(LeftTheFight(c.id, "fled"))
        return
    battle.emit(FleeResult(c.id, toward, False, chaser.id if chaser else ""))
    if chaser is not None and run > 0:
        move_to(battle, c, toward, "fled")
        move_to(battle, chaser, toward, "chased")
