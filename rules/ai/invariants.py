"""What must hold after every decision of any battle, under any ruleset (the fuzzer's checks).

Each check returns a list of problems, one short sentence each (empty when all is well). They
read only what every ruleset shares (`rules.core`) and what a ruleset answers through its
`Ruleset` object: `vitals(creature)` for its measure of health and `check_state(battle)` for
any checks of its own. The checks of state alone live in `rules.core.state_checks`, which
saves use too.
"""
from __future__ import annotations

import json
from typing import Any

from ..core.battle import Battle
from ..core.events import Event, event_from_dict
from ..core.save import dumps, loads
from ..core.state_checks import space_problems, vitals_problems

__all__ = ["state_problems", "vitals_problems", "space_problems", "event_problems", "save_problems"]


def state_problems(battle: Battle) -> list[str]:
    """Every invariant of the battle as it stands (vitals, spaces, the ruleset's own)."""
    problems = vitals_problems(battle) + space_problems(battle)
    problems.extend(battle.rules.check_state(battle))
    return problems


def event_problems(events: list[Event]) -> list[str]:
    """Each event is plain JSON and reads back as the same event."""
    out: list[str] = []
    for e in events:
        try:
            data = e.to_dict()
            json.dumps(data, allow_nan=False)
            if event_from_dict(json.loads(json.dumps(data))) != e:
                out.append(f"event {e.kind} does not read back as itself")
        except (TypeError, ValueError) as exc:
            out.append(f"event {getattr(e, 'kind', '?')} does not serialise: {exc}")
    return out


def save_problems(battle: Battle) -> list[str]:
    """Save, load and save again: the same bytes and the same pending decision."""
    text = dumps(battle)
    copy = loads(text)
    out: list[str] = []
    want = _decision_data(battle)
    got = _decision_data(copy)
    if got != want:
        out.append(f"a loaded save asks {_brief(got)} instead of {_brief(want)}")
    if dumps(copy) != text:
        out.append("a loaded save saves to different bytes")
    return out


def _decision_data(battle: Battle) -> dict[str, Any] | None:
    decision = battle.pending()
    return decision.to_dict() if decision is not None else None


def _brief(data: dict[str, Any] | None) -> str:
    if data is None:
        return "nothing"
    return f"{data.get('kind')} for {data.get('side')} ({len(data.get('options', []))} options)"
