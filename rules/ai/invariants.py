"""What must hold after every decision of any battle, under any ruleset (the fuzzer's checks).

Each check returns a list of problems, one short sentence each (empty when all is well). They
read only what every ruleset shares (`rules.core`) and what a ruleset answers through its
`Ruleset` object: `vitals(creature)` for its measure of health and `check_state(battle)` for
any checks of its own.
"""
from __future__ import annotations

import json
from typing import Any

from ..core.battle import Battle
from ..core.events import Event, event_from_dict
from ..core.geometry import Cell
from ..core.save import dumps, loads

BIG_NUMBER = 10 ** 9
"""Any health figure beyond this is a runaway number, whatever the ruleset."""


def state_problems(battle: Battle) -> list[str]:
    """Every invariant of the battle as it stands (vitals, spaces, the ruleset's own)."""
    problems = vitals_problems(battle) + space_problems(battle)
    problems.extend(battle.rules.check_state(battle))
    return problems


def vitals_problems(battle: Battle) -> list[str]:
    """Each creature's bar (Stamina or the ruleset's equivalent) stays within its bounds."""
    out: list[str] = []
    vitals = battle.rules.vitals
    for c in battle.creatures.values():
        if c.removed:
            continue
        v = vitals(c)
        figures = (v.current, v.maximum, v.temporary, v.floor)
        if not all(isinstance(n, int) and not isinstance(n, bool) and abs(n) <= BIG_NUMBER
                   for n in figures):
            out.append(f"{c.id}: {v.name} figures out of range {figures}")
            continue
        if v.current > v.maximum:
            out.append(f"{c.id}: {v.name} {v.current} above its maximum {v.maximum}")
        if v.temporary < 0:
            out.append(f"{c.id}: temporary {v.name} {v.temporary} below 0")
        if not c.dead and v.current < v.floor:
            out.append(f"{c.id}: alive at {v.name} {v.current}, below its floor {v.floor}")
    return out


def space_problems(battle: Battle) -> list[str]:
    """Every creature still in the fight is on the board, not inside stone or an object (dirt
    only for a creature that can burrow or that a ruleset lets into the ground), and never
    shares a square with a creature within one size of its own."""
    out: list[str] = []
    board = battle.board
    objects = battle.object_cells()
    for c in battle.creatures.values():
        if c.dead or c.removed:
            continue
        x, y, z = c.pos
        n = c.squares
        if not (0 <= x and 0 <= y and x + n <= board.width and y + n <= board.height and z >= 0):
            out.append(f"{c.id}: off the board at {c.pos}")
            continue
        for cell in c.cells:
            if cell in objects:
                out.append(f"{c.id}: inside object {objects[cell]} at {cell}")
                break
            if board.is_solid(cell) and not board.is_burrowable(cell):
                out.append(f"{c.id}: inside solid ground at {cell}")
                break
    out.extend(_sharing_problems(battle))
    return out


def _sharing_problems(battle: Battle) -> list[str]:
    occ = battle.occupancy()
    seen: set[tuple[str, str]] = set()
    out: list[str] = []
    creatures = battle.creatures
    for cell, ids in occ.shared.items():
        for i, a in enumerate(ids):
            for b in ids[i + 1:]:
                pair = (a, b) if a < b else (b, a)
                if pair in seen or abs(creatures[a].rank - creatures[b].rank) >= 2:
                    continue
                seen.add(pair)
                out.append(f"{pair[0]} and {pair[1]} (sizes {creatures[pair[0]].size} and "
                           f"{creatures[pair[1]].size}) share {_show(cell)}")
    return out


def _show(cell: Cell) -> str:
    return f"({cell[0]}, {cell[1]}, {cell[2]})"


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
