"""Moving objectives on as the fight goes: the reactions Draw Steel's hooks call (a move ends, a
turn ends, a round ends, a creature goes down)."""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.events import LeftTheFight
from . import breaking
from .arrivals import arrive, wave
from .events import ItemTaken, ObjectiveFailed, ObjectiveMet, ObjectiveProgressed
from .items import drop_all, item_name
from .model import EDGE
from .setup import objectives
from .captives import is_captive
from .status import FAILED, MET, OPEN, around, fighting, held_by, in_area, lost, status, who_is_in


def settle(battle: Battle, o: dict[str, Any], result: str, why: str = "") -> None:
    """Mark an objective met or failed and tell it (once)."""
    o["status"] = result
    if o.get("told"):
        return
    o["told"] = True
    if result == MET:
        battle.emit(ObjectiveMet(o["id"], o["name"], o["side"]))
    else:
        battle.emit(ObjectiveFailed(o["id"], o["name"], o["side"], why))


def _open(battle: Battle) -> list[dict[str, Any]]:
    return [o for o in objectives(battle) if status(battle, o) == OPEN]


# ---------------------------------------------------------------------------- hooks

def after_move(battle: Battle, c: Creature) -> None:
    """A move ended: a thing picked up or carried home, a spot reached, a charge brought in,
    a freed captive led to safety."""
    for o in _open(battle):
        goal = o["goal"]
        if goal == "get":
            _get(battle, o, c)
        elif goal == "reach" and _ours(c, o) and in_area(c, o["squares"]):
            settle(battle, o, MET)
        elif goal in ("save", "escort"):
            _charges(battle, o, c)


def freed(battle: Battle, c: Creature, objective: str) -> None:
    """`c` has cut a captive loose: one more of the save's captives free; without a place of
    safety to reach, freeing them all meets it."""
    for o in _open(battle):
        if o["id"] != objective or o["goal"] != "save":
            continue
        need = len(o["allies"])
        o["progress"] = int(o.get("progress", 0)) + 1
        battle.emit(ObjectiveProgressed(o["id"], o["name"], o["progress"], need, c.id))
        if not o.get("to") and o["progress"] >= need:
            settle(battle, o, MET)


def turn_ending(battle: Battle, c: Creature) -> None:
    """A turn ends: things picked up, escapes made, work done; then foes may break."""
    for o in _open(battle):
        goal = o["goal"]
        if goal == "get":
            _get(battle, o, c)
        elif goal == "escape" and _ours(c, o) and _at_exit(battle, c, o["squares"]):
            _escape(battle, c, o)
        elif goal == "start" and _ours(c, o) and not c.dying and in_area(c, o["squares"]):
            _work(battle, c, o)
        elif goal in ("save", "escort"):
            _charges(battle, o, c)
    breaking.check(battle)


def round_ending(battle: Battle) -> None:
    """A round ends: positions held or taken, timers run down; then foes may break."""
    for o in _open(battle):
        goal = o["goal"]
        if goal == "hold" and held_by(battle, o, strict=False):
            _count(battle, o, "")
        elif goal == "seize" and held_by(battle, o, strict=True):
            settle(battle, o, MET)
        elif goal == "stop":
            _tick(battle, o)
        elif goal == "escort":
            _escorted(battle, o)
    for o in _open(battle):
        if o.get("waves"):
            wave(battle, o)
    breaking.check(battle)


def downed(battle: Battle, c: Creature) -> None:
    """A carrier that goes down drops what it carries on its square; a captive or charge lost
    fails its objective."""
    drop_all(battle, objectives(battle), c)
    if lost(c):
        for o in objectives(battle):
            if o["status"] == OPEN and o["goal"] in ("save", "escort") and c.id in o.get("allies", ()):
                settle(battle, o, FAILED, f"{c.name} fell")


# ---------------------------------------------------------------------------- parts

def _ours(c: Creature, o: dict[str, Any]) -> bool:
    return c.side == o["side"] and fighting(c)


def _get(battle: Battle, o: dict[str, Any], c: Creature) -> None:
    if not o.get("carrier") and _ours(c, o) and not c.dying and in_area(c, o["item_at"]):
        o["carrier"], o["item_at"] = c.id, []
        battle.emit(ItemTaken(c.id, o["id"], item_name(o)))
        if not o.get("to"):
            settle(battle, o, MET)
            return
    if o.get("carrier") == c.id and c.side == o["side"] and o.get("to"):
        if _at_exit(battle, c, [] if o["to"] == EDGE else o["to"]):
            settle(battle, o, MET)


def _charges(battle: Battle, o: dict[str, Any], c: Creature) -> None:
    """After `c` moved or ended its turn: an escort's charges all at the destination, or a
    freed captive of a save at its place of safety (it leaves the fight there)."""
    if o["goal"] == "escort":
        _escorted(battle, o)
        return
    if not o.get("to") or c.id not in o["allies"] or is_captive(c) or not fighting(c):
        return
    if _at_exit(battle, c, [] if o["to"] == EDGE else o["to"]):
        c.removed = True
        c.aloft = False
        o["safe"] = [*o["safe"], c.id]
        battle.emit(LeftTheFight(c.id, "rescued"))
        if len(o["safe"]) >= len(o["allies"]):
            settle(battle, o, MET)


def _escorted(battle: Battle, o: dict[str, Any]) -> None:
    """An escort is met once every charge still in the fight stands at the destination."""
    charges = [battle.creatures[a] for a in o["allies"] if a in battle.creatures]
    if charges and all(fighting(a) and in_area(a, o["squares"]) for a in charges):
        settle(battle, o, MET)


def _at_exit(battle: Battle, c: Creature, squares: Any) -> bool:
    """In the exit area, or (with none) on a square at the map's edge."""
    if squares:
        return in_area(c, squares)
    x, y, _ = c.pos
    n, board = c.squares, battle.board
    return x == 0 or y == 0 or x + n >= board.width or y + n >= board.height


def _escape(battle: Battle, c: Creature, o: dict[str, Any]) -> None:
    c.removed = True
    c.aloft = False
    o["progress"] = int(o.get("progress", 0)) + 1
    for g in objectives(battle):
        if g["goal"] == "get" and g.get("carrier") == c.id:
            settle(battle, g, MET)
    battle.emit(LeftTheFight(c.id, "escaped"))


def _work(battle: Battle, c: Creature, o: dict[str, Any]) -> None:
    """A turn of work at the objective, when no foe stands in or next to its area (one a round:
    the side works the mechanism together)."""
    counts = who_is_in(battle, around(o["squares"]))
    if o.get("worked") == battle.round or any(n for side, n in counts.items() if side != o["side"]):
        return
    o["worked"] = battle.round
    _count(battle, o, c.id)


def _count(battle: Battle, o: dict[str, Any], who: str) -> None:
    need = max(1, int(o.get("rounds", 0)))
    o["progress"] = int(o.get("progress", 0)) + 1
    battle.emit(ObjectiveProgressed(o["id"], o["name"], o["progress"], need, who))
    if o["progress"] >= need:
        settle(battle, o, MET)


def _tick(battle: Battle, o: dict[str, Any]) -> None:
    """A stop objective: taken in time (an area kept clear of foes), or its timer runs out."""
    if o["squares"] and not (o["foes"] or o["objects"]) and held_by(battle, o, strict=True):
        settle(battle, o, MET)
        return
    if battle.round >= int(o["rounds"]):
        settle(battle, o, FAILED, "time ran out")
        if o.get("arrives"):
            arrive(battle, o)
