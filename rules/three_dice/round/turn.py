"""003 Taking Your Turn: movement up to one's speed, split freely around one action and one
bonus action; the reaction comes back at the start of the turn. A dying hero only makes its
death save; a surprised creature's first turn passes without it doing anything (003 Surprise)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ...core.events import Note, TurnEnded, TurnStarted
from ..creature import ThreeDiceCreature
from ..harm import death_save
from ..movement.below import BELOW, stay_below
from ..movement.reach import budget
from .apply import apply_choice
from .options import turn_options


def turn(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    c: ThreeDiceCreature = battle.creatures[frame["creature"]]  # type: ignore[assignment]
    if frame["phase"] == "start":
        _start(battle, frame, c)
        return None
    if frame["phase"] == "end" or not c.active:
        _end(battle, c)
        return None
    if choice is None:
        return Decision("turn", c.side, lambda: turn_options(battle, c), f"{c.name}'s turn",
                        creature=c.id, default=0)
    apply_choice(battle, frame, c, choice)
    return None


def _start(battle: Battle, frame: dict, c: ThreeDiceCreature) -> None:
    battle.current = c.id
    c.reaction = True
    c.conditions = [x for x in c.conditions if x.name != "dodging"]
    battle.turn = {"creature": c.id, "move_left": budget(c), "feet": c.best_speed,
                   "zone_spent": 0, "action": 1, "bonus": 1, "disengaged": False,
                   "attacked": False, "started_below": bool(c.tags.get("burrowed"))}
    battle.emit(TurnStarted(c.id, battle.round))
    frame["phase"] = "act"
    if c.dying:
        death_save(battle, c)
        frame["phase"] = "end"
    elif not c.active or c.tags.get("surprised"):
        if c.active:  # said, so the turn is not an empty line in the log
            battle.emit(Note(f"{c.name} is still reeling from the surprise and loses this turn.", c.id))
        frame["phase"] = "end"


def _end(battle: Battle, c: ThreeDiceCreature) -> None:
    c.tags.pop("surprised", None)
    if battle.turn.get("started_below") and c.tags.get("burrowed") and c.active:
        stay_below(battle, c)
    else:
        c.tags.pop(BELOW, None)
    battle.emit(TurnEnded(c.id))
    battle.acted.add(c.id)
    battle.current = ""
    battle.turn = {}
    battle.pop()
