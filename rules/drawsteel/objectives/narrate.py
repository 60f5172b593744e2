"""The battle log's sentences for objective events."""
from __future__ import annotations

from typing import Any, Callable

HOW_LEFT = {"fled": "flees the fight", "surrendered": "surrenders",
            "escaped": "gets away through the exit", "rescued": "is led away to safety"}


def line(d: dict[str, Any], name: Callable[[str], str]) -> str | None:
    """The sentence for an objective event (as plain data), or None for other events."""
    k = d["kind"]
    if k == "objective_progressed":
        who = f"{name(d['creature'])}: " if d.get("creature") else ""
        return f"  Objective {d['name']!r}: {who}{d['progress']} of {d['need']}."
    if k == "objective_met":
        return f"  Objective met by the {d['side']}: {d['name']}."
    if k == "objective_failed":
        return f"  Objective failed for the {d['side']}: {d['name']} ({d['why']})."
    if k == "event_ending":
        return f"  {d['text']}"
    if k == "item_taken":
        return f"    {name(d['creature'])} takes {d['item']}."
    if k == "item_dropped":
        return f"    {name(d['creature'])} drops {d['item']}."
    if k == "creature_arrived":
        return f"  Too late: {name(d['creature'])} arrives and joins the fight."
    if k == "captive_freed":
        return f"    {name(d['creature'])} cuts {name(d['captive'])} loose."
    if k == "side_broke":
        return f"  The {d['side']} break: {d['why']}."
    if k == "left_the_fight":
        return f"    {name(d['creature'])} {HOW_LEFT.get(d['how'], 'leaves the fight')}."
    if k == "victories_awarded":
        return f"  {name(d['creature'])} earns {d['amount']} Victory ({d['total']} in all)."
    return None
