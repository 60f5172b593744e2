"""Critical hits off one's own turn (RULES-NOTES Power rolls).

A natural 19 or 20 on an ability roll made as a main action grants an extra main action at once.
On the roller's own turn that is simply one more main action. Off turn (an opportunity attack,
say) the `ds.extra_main` step lets the roller take that main action right after the ability
resolves, then hands the turn back to whoever had it.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.events import Note
from ..round.taking_a_turn import apply_turn_choice, turn_options


def grant_extra_main(battle: Battle, user: Creature) -> None:
    """React to a critical hit (the `critical_hit` hook): one more main action now, or the
    `ds.extra_main` step just under the ability when it is not the roller's turn."""
    if battle.current == user.id:
        battle.turn["main"] = battle.turn.get("main", 0) + 1
        battle.emit(Note(f"Critical hit! {user.name} gains an extra main action.", user.id))
        return
    battle.emit(Note(f"Critical hit! {user.name} takes an extra main action at once.", user.id))
    frame = {"step": "ds.extra_main", "creature": user.id, "phase": "start"}
    battle.stack.insert(len(battle.stack) - 1, frame)


def extra_main(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    c = battle.creatures[frame["creature"]]
    if frame["phase"] == "start":
        frame.update(saved_current=battle.current, saved_turn=battle.turn, phase="act")
        battle.current = c.id
        battle.turn = {"creature": c.id, "main": 1, "maneuver": 0, "move": 0, "move_left": 0}
        return None
    done = frame["phase"] == "end" or not c.active or \
        (battle.turn.get("main", 0) <= 0 and battle.turn.get("move_left", 0) <= 0)
    if done:
        battle.current = frame["saved_current"]
        battle.turn = frame["saved_turn"]
        battle.pop()
        return None
    if choice is None:
        return Decision("turn", c.side, lambda: turn_options(battle, c),
                        f"{c.name}'s extra main action", creature=c.id)
    apply_turn_choice(battle, frame, c, choice)
    return None
