"""A squad's turn (RULES-NOTES Minions; 000 Taking Turns > Enemies Act In Groups): the squad is
picked as one unit, then each of its minions that can still act takes its own turn (moves,
maneuvers, acts) one after another, in the order its side picks, before anyone else acts.

While the squad's turn lasts its record holds `turn`: the shared power roll of its strikes and
the targets already struck (minions/squad_strike.py).
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ...core.events import Note
from .squad import squad_record
from .units import can_take_turn


def squad_turn(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    """The `ds.squad_turn` step."""
    record = squad_record(battle, frame["squad"])
    if frame["phase"] == "start":
        record["turn"] = {"roll": [], "struck": {}}
        left = [m for m in record["members"] if _waiting(battle, m)]
        frame.update(phase="members", left=left)
        battle.emit(Note(f"{record['name']} takes its turn ({len(left)} minion"
                         f"{'s' if len(left) != 1 else ''})"))
        return None
    left = [m for m in frame["left"] if _waiting(battle, m)]
    if not left:
        record.pop("turn", None)
        battle.pop()
        return None
    if choice is None and len(left) > 1:
        options = tuple(Option("next_creature", {"creature": m}, battle.creatures[m].name)
                        for m in left)
        return Decision("next_creature", frame["side"], options,
                        f"{record['name']}: which minion acts next?")
    chosen = choice.args["creature"] if choice is not None else left[0]
    frame["left"] = [m for m in left if m != chosen]
    battle.push({"step": "ds.turn", "creature": chosen, "phase": "start"})
    return None


def _waiting(battle: Battle, cid: str) -> bool:
    return cid in battle.creatures and cid not in battle.acted and can_take_turn(battle, cid)
