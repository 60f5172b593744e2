"""The battle log's sentences for the Director's events (Malice, features, villain actions)."""
from __future__ import annotations

from typing import Callable

from .malice import ENCOUNTER_OVER


def director_line(d: dict, name: Callable[[str], str]) -> str | None:
    k = d["kind"]
    if k == "malice_changed":
        why = f" ({d['why']})" if d.get("why") else ""
        if d["amount"] >= 0:
            return f"  The Director gains {d['amount']} Malice{why}: {d['total']} now."
        if d.get("why") == ENCOUNTER_OVER:
            return f"  The Director's {-d['amount']} unspent Malice is lost as the encounter ends."
        return f"  The Director spends {-d['amount']} Malice{why}: {d['total']} left."
    if k == "malice_feature_used":
        return f"  {name(d['creature'])} draws on the Director's Malice: {d['name']}."
    if k == "villain_action_used":
        return (f"  Villain action! As {name(d['after'])}'s turn ends, {name(d['creature'])} "
                f"uses {d['name']}.")
    return None
