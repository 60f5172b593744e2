"""A second move in one turn, as a ruleset offers it for the start-of-turn range (see
`Ruleset.second_moves`): where the first move stops on the way, and the whole way there."""
from __future__ import annotations

from dataclasses import dataclass

from .geometry import Cell


@dataclass(frozen=True)
class SecondMove:
    """`stop`: where the first move ends (one of its legal destinations); `path`: every position
    from the mover's own to the second move's end, through `stop`; `cost`: the movement both
    moves spend together."""
    stop: Cell
    path: tuple[Cell, ...]
    cost: int
