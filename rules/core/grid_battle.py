"""A battle on a grid board, ready to run: the part of a grid ruleset's set-up that does not
depend on its rules (creatures already placed; fliers lifted to hover; the first step pushed)."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from .battle import Battle
from .board import Board
from .creature import Creature
from .dice import Dice
from .grid_reach import FLIGHT_LIFT


def grid_battle(ruleset: str, sides: Sequence[str], board: Board, creatures: Sequence[Creature],
                seed: int, settings: Mapping | None, abilities: Mapping[str, Any],
                first_step: str) -> Battle:
    """ValueError when two creatures share an id."""
    ids = [c.id for c in creatures]
    if len(set(ids)) != len(ids):
        raise ValueError("creature ids must be unique")
    battle = Battle(ruleset=ruleset, board=board, creatures={c.id: c for c in creatures},
                    sides=list(sides), dice=Dice(seed),
                    objects={o.id: o.copy() for o in board.objects},
                    abilities=dict(abilities), settings=dict(settings or {}))
    for c in creatures:
        if c.can("fly"):
            ground = board.footprint_ground(c.pos, c.squares)
            c.pos = (c.pos[0], c.pos[1], max(c.pos[2], ground + FLIGHT_LIFT))
            c.aloft = True
    battle.push({"step": first_step})
    return battle
