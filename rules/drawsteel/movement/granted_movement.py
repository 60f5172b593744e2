"""Movement an ability grants: "the target can shift up to 2 squares", "you move up to 3"
(000 Movement; 000 Move Actions). It costs the mover none of its own actions.

The moving creature's side picks where it goes (or stays), at once. A granted move provokes
opportunity attacks as any move does; a granted shift does not. The mover's own limits hold: a
grabbed or restrained creature cannot move, a slowed one moves at most 2 squares and cannot
shift, unless the effect says it may move even while slowed (`ignore_slowed`).
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.events import Note
from ..content.model import Effect
from ..position.directions import heading
from .reachable import movement_speed, reachable, closes_on_fear
from .walking import start_walk


def push_granted_move(battle: Battle, mover: Creature, effect: Effect) -> None:
    """Queue the move or shift an outcome grants `mover`."""
    squares, shift = (effect.shift, True) if effect.shift else (effect.move, False)
    if squares <= 0 or mover.dead or mover.removed:
        return
    battle.push({"step": "ds.granted_move", "creature": mover.id, "squares": squares,
                 "shift": shift, "ignore_slowed": effect.ignore_slowed})


def granted_budget(c: Creature, squares: int, shift: bool, ignore_slowed: bool) -> int:
    """How far the granted movement can really take the creature."""
    if c.has("grabbed") or c.has("restrained") or c.unconscious:
        return 0
    if c.has("slowed") and not ignore_slowed:
        return 0 if shift else min(squares, 2)
    return squares if movement_speed(c) > 0 or ignore_slowed else 0


def granted_move_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    c = battle.creatures[frame["creature"]]
    budget = granted_budget(c, frame["squares"], frame["shift"], frame["ignore_slowed"])
    word = "shift" if frame["shift"] else "move"
    if budget <= 0 or not c.active:
        battle.pop()
        if c.active:
            battle.emit(Note(f"{c.name} cannot {word} right now", c.id))
        return None
    reach = reachable(battle, c, budget, shift=frame["shift"])
    if choice is None:
        spots = [p for p in reach.destinations()
                 if not (c.has("frightened") and closes_on_fear(battle, c, reach.path_to(p)))]
        options = (Option("granted_move", {"to": []}, f"{c.name} stays put"),) + tuple(
            Option("granted_move", {"to": list(p)}, f"{word.capitalize()} {heading(c.pos, p)}")
            for p in spots)
        return Decision("granted_move", c.side, options,
                        f"{c.name} may {word} up to {budget} square{'s' if budget > 1 else ''}",
                        creature=c.id)
    battle.pop()
    if choice.args["to"]:
        start_walk(battle, c, reach, tuple(choice.args["to"]), shift=frame["shift"])  # type: ignore[arg-type]
        battle.stack[-1]["granted"] = True
    return None
