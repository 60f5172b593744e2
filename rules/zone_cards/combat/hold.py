"""002 Holding and Wrestling: a held creature can only try to break free (a fast maneuver, once
per turn), shout (unless gagged) and parry. When it tries, the holder may spend a reaction to
hold on: both roll, the held one with Force, the holder with Force or Endure (the better), and
the held one needs more successes than the holder; without that reaction a single success frees
it. A tie changes nothing."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ..creature import ZoneCardsCreature
from ..events import Freed, ReactionChosen
from ..pools import best_action, roll_pool
from ..round.budget import can_react, spend_reaction

STEP = "zc.break_free"


def start_break_free(battle: Battle, c: ZoneCardsCreature) -> None:
    battle.turn["broke_free"] = True
    battle.push({"step": STEP, "creature": c.id})


def break_free_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    c: ZoneCardsCreature = battle.creatures[frame["creature"]]  # type: ignore[assignment]
    holder: ZoneCardsCreature | None = battle.creatures.get(c.tags.get("held_by", ""))  # type: ignore[assignment]
    if holder is None or not holder.active:
        battle.pop()
        c.tags.pop("held_by", None)
        c.tags.pop("gagged", None)
        return None
    if choice is None and can_react(holder):
        action = best_action(holder, ("force", "endure"))
        return Decision("hold", holder.side, (Option("hold", {"hold": False}, "Let them struggle"),
                                              Option("hold", {"hold": True}, f"Hold on ({action.capitalize()})")),
                        f"{c.name} struggles to break free of {holder.name}", creature=holder.id, default=1)
    battle.pop()
    holding = bool(choice.args.get("hold")) if choice is not None else False
    if holding:
        spend_reaction(battle, holder)
        battle.emit(ReactionChosen(holder.id, "hold", c.id))
    mine = roll_pool(battle, c, "force", "break free", needed=1)
    theirs = roll_pool(battle, holder, best_action(holder, ("force", "endure")), "hold on", use_bonus=False) if holding else 0
    if (mine > theirs) if holding else (mine >= 1):
        c.tags.pop("held_by", None)
        c.tags.pop("gagged", None)
        battle.emit(Freed(c.id, holder.id))
    return None
