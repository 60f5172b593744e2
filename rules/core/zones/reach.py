"""What a creature can do this turn on a zone board, for the client's overlay and the AI: the
zones it can move into and the zones its attacks reach. Each ruleset says how many moves and
which range band its creatures have (`Ruleset.zone_reach`); this gathers the answer."""
from __future__ import annotations

from dataclasses import dataclass

from .board import ZoneBoard


@dataclass(frozen=True)
class ZoneReach:
    """Zones a creature standing in `start` can move into (with their cost in moves) and zones
    it can aim at."""
    start: str
    moves: dict[str, int]
    in_range: tuple[str, ...]


def zone_reach(board: ZoneBoard, start: str, moves: int, low: int = 0, high: int = 0) -> ZoneReach:
    """The zones within `moves` moves of `start`, and those between `low` and `high` zones away."""
    return ZoneReach(start, board.reachable(start, moves), board.in_reach(start, low, high))
