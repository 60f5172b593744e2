"""Whether each objective is open, met or failed, read from the battle without changing it
(the end check asks after every step)."""
from __future__ import annotations

from typing import Any, Iterable

from ...core.battle import Battle
from ...core.creature import Creature
from .captives import is_captive

OPEN, MET, FAILED = "open", "met", "failed"


def down(c: Creature) -> bool:
    """Out of the fight: dead, unconscious, gone from the board (fled, surrendered, escaped) or
    a bound captive."""
    return c.dead or c.unconscious or c.removed or is_captive(c)


def lost(c: Creature) -> bool:
    """A captive or charge beyond saving: dead or unconscious (one led away to safety is not)."""
    return c.dead or c.unconscious


def fighting(c: Creature) -> bool:
    """Still in the fight (a dying hero still is)."""
    return not down(c)


def all_gone(battle: Battle, o: dict[str, Any]) -> bool:
    """Every creature the objective names is down and every object it names destroyed."""
    foes = o.get("foes", ())
    objects = o.get("objects", ())
    if not foes and not objects:
        return False
    return (all(down(battle.creatures[f]) for f in foes if f in battle.creatures)
            and all(x not in battle.objects for x in objects))


def any_gone(battle: Battle, o: dict[str, Any]) -> bool:
    return (any(down(battle.creatures[f]) for f in o.get("foes", ()) if f in battle.creatures)
            or any(x not in battle.objects for x in o.get("objects", ())))


def fallen_ally(battle: Battle, o: dict[str, Any]) -> Creature | None:
    """The first captive or charge of the objective that is lost, if any."""
    return next((battle.creatures[a] for a in o.get("allies", ())
                 if a in battle.creatures and lost(battle.creatures[a])), None)


def foes_of(battle: Battle, side: str) -> list[Creature]:
    return [c for c in battle.creatures.values() if c.side != side]


def status(battle: Battle, o: dict[str, Any]) -> str:
    """OPEN, MET or FAILED. Tracked goals keep theirs in the data; the rest are read off the
    board: named foes down, named things destroyed, or a whole side beaten."""
    if o["status"] != OPEN:
        return o["status"]
    goal = o["goal"]
    if goal in ("defeat", "destroy", "stop") and all_gone(battle, o):
        return MET
    if goal == "protect" and any_gone(battle, o):
        return FAILED
    if goal in ("save", "escort") and fallen_ally(battle, o):
        return FAILED
    if goal == "escape" and o.get("progress") and not any(
            fighting(c) for c in battle.creatures.values() if c.side == o["side"]):
        return MET
    if goal == "defeat_all" and not any(fighting(c) for c in foes_of(battle, o["side"])):
        return MET
    return OPEN


def in_area(c: Creature, squares: Iterable[Any]) -> bool:
    """Some square of the creature's space lies in the area."""
    area = {(int(s[0]), int(s[1])) for s in squares}
    x, y, _ = c.pos
    n = c.squares
    return any((x + i, y + j) in area for i in range(n) for j in range(n))


def who_is_in(battle: Battle, squares: Iterable[Any]) -> dict[str, int]:
    """How many fighting creatures of each side stand in the area."""
    area = list(squares)
    counts: dict[str, int] = {}
    for c in battle.creatures.values():
        if fighting(c) and in_area(c, area):
            counts[c.side] = counts.get(c.side, 0) + 1
    return counts


def held_by(battle: Battle, o: dict[str, Any], strict: bool) -> bool:
    """The objective's side stands in its area; `strict`: with no foe in it, else with no more
    foes than its own."""
    counts = who_is_in(battle, o["squares"])
    ours = counts.get(o["side"], 0)
    theirs = sum(n for side, n in counts.items() if side != o["side"])
    return ours > 0 and (theirs == 0 if strict else theirs <= ours)


def around(squares: Iterable[Any]) -> list[tuple[int, int]]:
    """The area and every square next to it."""
    out = {(int(s[0]) + dx, int(s[1]) + dy) for s in squares for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    return sorted(out)
