"""What the AI weighs for objectives: progress made (rounds held, work done, the thing carried,
named foes and things worn down) in a battle's value, and a pull towards the squares that
matter in a position's promise, for the side that pursues them and the side that defends them."""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.geometry import Cell
from .model import EDGE
from .setup import objectives
from .captives import is_captive
from .status import FAILED, MET, OPEN, status

SETTLED = 40.0
"""What a met (or failed) objective is worth to its side, short of the fight's end."""
STEP = 8.0
"""Each round held, turn of work done or creature escaped."""
WEAR = 12.0
"""Wearing a named foe or thing down from whole to nothing."""
CARRY = 10.0
FREED = 12.0
"""Each captive cut loose or led to safety (more than a typical strike, so a hero beside a
captive frees it rather than trading blows)."""
PURSUE = 0.8
"""Per square nearer the place that matters, for the side pursuing it."""
DEFEND = 0.35
"""The same for the side defending it (and for a side's others keeping near its charge)."""
CHARGE = 3.0
"""The same for a charge heading to its destination, or a freed captive to safety: getting
there is its whole part in the fight."""


def objective_value(battle: Battle, side: str) -> float:
    """How far the battle's objectives stand in `side`'s favour."""
    total = 0.0
    for o in objectives(battle):
        v = _progress(battle, o)
        total += v if o["side"] == side else -v
    return total


def _progress(battle: Battle, o: dict[str, Any]) -> float:
    result = status(battle, o)
    if result == MET:
        return SETTLED
    if result == FAILED:
        return -SETTLED
    goal = o["goal"]
    if goal in ("hold", "start", "escape"):
        return STEP * int(o.get("progress", 0))
    if goal in ("save", "escort"):
        done = int(o.get("progress", 0)) + len(o.get("safe", ()))
        return FREED * done - WEAR * _worn_allies(battle, o)
    if goal == "get":
        carrier = battle.creatures.get(o.get("carrier", ""))
        return 0.0 if carrier is None else (CARRY if carrier.side == o["side"] else -CARRY)
    worn = _worn(battle, o)
    return -WEAR * worn if goal == "protect" else WEAR * worn


def _worn(battle: Battle, o: dict[str, Any]) -> float:
    """How far the named foes and things are worn down, 0 (whole) to 1 (all gone)."""
    parts: list[float] = []
    for f in o.get("foes", ()):
        c = battle.creatures.get(f)
        if c is not None:
            gone = c.dead or c.unconscious or c.removed
            parts.append(1.0 if gone else 1 - max(c.stamina, 0) / max(c.max_stamina, 1))
    whole = {b.id: b.stamina for b in battle.board.objects}
    for x in o.get("objects", ()):
        now = battle.objects.get(x)
        parts.append(1.0 if now is None else 1 - now.stamina / max(whole.get(x, 1), 1))
    return sum(parts) / len(parts) if parts else 0.0


def _worn_allies(battle: Battle, o: dict[str, Any]) -> float:
    """How far the captives or charges are worn down, 0 (whole) to 1 (all lost)."""
    parts = [1.0 if (a.dead or a.unconscious) else 1 - max(a.stamina, 0) / max(a.max_stamina, 1)
             for a in (battle.creatures.get(cid) for cid in o.get("allies", ())) if a is not None]
    return sum(parts) / len(parts) if parts else 0.0


def objective_pulls(battle: Battle, c: Creature, positions: list[Cell]) -> list[float]:
    """For each position, minus the squares still to go to each place that matters to `c`."""
    places = [(w, sq) for w, sq in _places(battle, c) if sq or w < 0]
    if not places:
        return [0.0] * len(positions)
    out = []
    n = c.squares
    for pos in positions:
        value = 0.0
        for weight, squares in places:
            value -= abs(weight) * (_to_edge(battle, pos, n) if not squares else _gap(pos, n, squares))
        out.append(value)
    return out


def _places(battle: Battle, c: Creature) -> list[tuple[float, list]]:
    """(weight, squares) of each place `c` should go; no squares with a negative weight means
    the map's edge."""
    out: list[tuple[float, list]] = []
    for o in objectives(battle):
        if status(battle, o) != OPEN:
            continue
        ours = o["side"] == c.side
        weight = PURSUE if ours else DEFEND
        if o["goal"] in ("save", "escort"):
            weight, squares = _charge_place(battle, o, c, ours)
        else:
            squares = _goal_squares(o, c, ours)
        if squares == EDGE:
            out.append((-weight, []))
        elif squares:
            out.append((weight, squares))
    return out


def _charge_place(battle: Battle, o: dict[str, Any], c: Creature,
                  ours: bool) -> tuple[float, Any]:
    """Where a save or an escort draws `c`: a charge (or a freed captive with a place of
    safety) to its destination; its side's others to the bound captives (to free them) or to
    the charges (to guard them); the other side to them both (to stop it)."""
    allies = [battle.creatures[a] for a in o["allies"] if a in battle.creatures]
    if c.id in o["allies"]:
        if is_captive(c):
            return 0.0, []
        place = o["squares"] if o["goal"] == "escort" else o.get("to") or []
        return CHARGE, place
    if o["goal"] == "save":
        squares = [[a.pos[0], a.pos[1]] for a in allies if is_captive(a) and not a.dead]
        return (PURSUE if ours else DEFEND), squares
    squares = [[a.pos[0], a.pos[1]] for a in allies if a.active]
    return (DEFEND if ours else PURSUE), squares


def _goal_squares(o: dict[str, Any], c: Creature, ours: bool) -> Any:
    goal = o["goal"]
    if goal == "get":
        if o.get("carrier") == c.id:
            return o.get("to") or []
        return [] if o.get("carrier") else o.get("item_at", [])
    if goal == "escape":
        return (o["squares"] or EDGE) if ours else []
    if goal in ("hold", "seize", "reach", "start", "stop"):
        return o["squares"]
    return []


def _gap(pos: Cell, n: int, squares: list) -> int:
    x, y = pos[0], pos[1]
    best = 999
    for sx, sy in squares:
        dx = max(sx - (x + n - 1), x - sx, 0)
        dy = max(sy - (y + n - 1), y - sy, 0)
        best = min(best, max(dx, dy))
    return best


def _to_edge(battle: Battle, pos: Cell, n: int) -> int:
    b = battle.board
    return min(pos[0], pos[1], b.width - (pos[0] + n), b.height - (pos[1] + n))
