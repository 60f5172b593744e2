"""Who a side can pick to act next, as units (000 Taking Turns > Enemies Act In Groups): a
creature on its own, or a minion squad, whose waiting members take their turns together.

`units_of(battle, side)` is what a turn picker offers; `unit_frame(battle, lead)` is the step
that runs the chosen unit's turn (one creature's `ds.turn`, or the squad's `ds.squad_turn`).
"""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ...core.decisions import Option
from .squad import squad_name

Unit = tuple[str, ...]


def can_take_turn(battle: Battle, cid: str) -> bool:
    c = battle.creatures[cid]
    return not (c.dead or c.removed or c.unconscious)


def units_of(battle: Battle, side: str, ids: list[str] | None = None) -> list[Unit]:
    """The units of `side` still to act this round, in roster order: each squad's waiting
    members make one unit (led by the first of them), every other creature is a unit alone.
    `ids`: the creatures the turn order says may still act (a solo with a turn left among
    them); by default those of the side that have not acted."""
    out: list[list[str]] = []
    squads: dict[str, list[str]] = {}
    waiting = set(ids) if ids is not None else None
    for c in battle.creatures.values():
        if c.side != side or not can_take_turn(battle, c.id):
            continue
        if (c.id not in waiting) if waiting is not None else (c.id in battle.acted):
            continue
        sid = getattr(c, "squad", "")
        if not sid:
            out.append([c.id])
        elif sid in squads:
            squads[sid].append(c.id)
        else:
            squads[sid] = [c.id]
            out.append(squads[sid])
    return [tuple(u) for u in out]


def unit_of(battle: Battle, side: str, cid: str, ids: list[str] | None = None) -> Unit:
    """The unit `cid` belongs to (a creature alone if it is not in one)."""
    return next((u for u in units_of(battle, side, ids) if cid in u), (cid,))


def unit_label(battle: Battle, unit: Unit) -> str:
    lead = battle.creatures[unit[0]]
    sid = getattr(lead, "squad", "")
    if not sid:
        return lead.name
    return f"{squad_name(battle, sid)} ({len(unit)} minion{'s' if len(unit) > 1 else ''})"


def unit_option(battle: Battle, unit: Unit) -> Option:
    """The `next_creature` option that picks a unit: `creature` is its lead; a squad's option
    also lists its `members`, so a screen can let any of them be clicked."""
    args: dict[str, Any] = {"creature": unit[0]}
    if getattr(battle.creatures[unit[0]], "squad", ""):
        args["members"] = list(unit)
    return Option("next_creature", args, unit_label(battle, unit))


def unit_frame(battle: Battle, lead: str) -> dict[str, Any]:
    """The step that runs the turn of the unit led by `lead`."""
    c = battle.creatures[lead]
    sid = getattr(c, "squad", "")
    if not sid:
        return {"step": "ds.turn", "creature": lead, "phase": "start"}
    return {"step": "ds.squad_turn", "squad": sid, "side": c.side, "phase": "start"}
