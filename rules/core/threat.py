"""What a screen asks about danger: where a creature could go and strike on its turn, and why a
chosen target cannot be reached. The shapes are shared by every ruleset; each ruleset fills
them in (`Ruleset.threat`, `Ruleset.target_block`), and the client only draws them."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from .board import Board
from .geometry import Cell, cells_on_segment, centre, cube

Square = tuple[int, int]


@dataclass(frozen=True)
class Threat:
    """A creature's reach on its turn (a fresh turn when it is not acting now)."""
    creature: str
    moves: frozenset[Square] = frozenset()
    """Squares its space could cover at the end of a move."""
    strikes: frozenset[Square] = frozenset()
    """Squares its close-range harm (melee strikes, bursts) could land on after that move."""
    targets: Mapping[str, str] = field(default_factory=dict)
    """Creature id -> the ability it could hit that creature with, from somewhere it can move to."""


@dataclass(frozen=True)
class TargetBlock:
    """Why an ability cannot pick a target, with the line to draw between the two spaces."""
    reason: str
    """One sentence, such as "out of reach: 7 squares away, Gore reaches 1"."""
    start: tuple[float, float, float]
    end: tuple[float, float, float]
    """The centres of the user's and the target's spaces."""
    blocked_at: Cell | None = None
    """The first solid cell on the line, when sight is what is missing."""


def first_block(board: Board, a: Cell, na: int, b: Cell, nb: int, objects: Mapping[Cell, str]) -> Cell | None:
    """The first cell that interrupts the straight line between two spaces' centres (the cells
    of the two spaces themselves never do), or None when the line is clear."""
    own = set(cube(a, na)) | set(cube(b, nb))
    for cell in cells_on_segment(centre(a, na), centre(b, nb)):
        if cell not in own and (board.is_solid(cell) or cell in objects):
            return cell
    return None


def squares_within(origin: Square, n: int, reach: int) -> set[Square]:
    """Squares within `reach` of an n x n footprint, counted the grid's way (diagonals cost 1)."""
    x, y = origin
    return {(i, j) for i in range(x - reach, x + n + reach) for j in range(y - reach, y + n + reach)}
