"""The whole of a turn's movement, drawn at its start: a creature may turn its main action into
a second move action (000 Taking a Turn), so with both still free it can Advance twice (000 Move
Actions > Advance). The second Advance starts where the first one stops; a square counts only
when such a stop exists on the way there: a square the first Advance may end on, after which
what is left of the path fits in a fresh Advance."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.geometry import Cell
from ...core.second_move import SecondMove
from ..movement.reachable import reachable
from .advance import current_speed, move_budget


def second_moves(battle: Battle, cid: str) -> dict[Cell, SecondMove]:
    """Where a second Advance (paid with the main action) could end, each with the square the
    first one stops at on the way and the whole path; empty unless the move and main actions
    are both unspent."""
    c = battle.creatures.get(cid)
    turn = battle.turn
    if c is None or turn.get("creature") != cid or turn.get("move", 0) <= 0 or turn.get("main", 0) <= 0:
        return {}
    if c.has("dazed") or c.has("frightened"):
        return {}  # one action in all; or moves that close on a fear the first search would not see
    left, fresh = move_budget(battle, c)
    first_budget, speed = max(left, fresh), current_speed(battle, c)
    if first_budget <= 0 or speed <= 0:
        return {}
    first = reachable(battle, c, first_budget)
    stops = set(first.destinations())
    whole = reachable(battle, c, first_budget + speed)
    out: dict[Cell, SecondMove] = {}
    for pos in whole.destinations():
        if pos in stops:
            continue
        path = whole.path_to(pos)
        stop = _stop_on_the_way(path, whole.cost, stops, first_budget)
        if stop is not None and whole.cost[pos] - whole.cost[stop] <= speed:
            out[pos] = SecondMove(stop, tuple(path), whole.cost[pos])
    return out


def _stop_on_the_way(path: list[Cell], cost, stops: set[Cell], budget: int) -> Cell | None:
    """The last square on the path the first Advance may end on within its budget."""
    found = None
    for cell in path[1:-1]:
        if cost[cell] > budget:
            break
        if cell in stops:
            found = cell
    return found
