"""What must hold of any battle's state, under any ruleset: health within its bounds, every
creature on the board and out of stone and objects, no two creatures within one size in one
square. The fuzzer checks these after every decision (`rules.ai.invariants`) and a save is
refused when it breaks one (`rules.core.save_check`).

They read only what every ruleset shares and the ruleset's `vitals(creature)`.
"""
from __future__ import annotations

from .battle import Battle
from .geometry import Cell

BIG_NUMBER = 10 ** 9
"""Any health figure beyond this is a runaway number, whatever the ruleset."""


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
    """Every creature still in the fight is on the board, not inside stone or an object (dirt is
    left to each ruleset: burrowers, and whoever its rules let claw into it), and never
    shares a square with a creature within one size of its own (unless one of them is passing
    through, its move paused for a decision: `Ruleset.in_motion`)."""
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
    if not occ.shared:
        return []
    moving = set(battle.rules.in_motion(battle))
    seen: set[tuple[str, str]] = set()
    out: list[str] = []
    creatures = battle.creatures
    for cell, ids in occ.shared.items():
        for i, a in enumerate(ids):
            for b in ids[i + 1:]:
                pair = (a, b) if a < b else (b, a)
                if pair in seen or a in moving or b in moving \
                        or abs(creatures[a].rank - creatures[b].rank) >= 2:
                    continue
                seen.add(pair)
                out.append(f"{pair[0]} and {pair[1]} (sizes {creatures[pair[0]].size} and "
                           f"{creatures[pair[1]].size}) share {_show(cell)}")
    return out


def _show(cell: Cell) -> str:
    return f"({cell[0]}, {cell[1]}, {cell[2]})"
