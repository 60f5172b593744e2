"""The battle's objectives as the board and the HUD show them (`Ruleset.objectives`)."""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ...core.ruleset import ObjectiveView
from .setup import objectives
from .captives import is_captive
from .status import down, fighting, in_area, status


def views(battle: Battle) -> list[ObjectiveView]:
    """Every objective of the battle, with its state and progress in words."""
    return [view(battle, o) for o in objectives(battle)]


def view(battle: Battle, o: dict[str, Any]) -> ObjectiveView:
    area = o.get("to") if o["goal"] in ("get", "save") and isinstance(o.get("to"), list) and o.get("to") \
        else o.get("squares", ())
    squares = tuple((int(s[0]), int(s[1])) for s in area)
    item = tuple((int(s[0]), int(s[1])) for s in o.get("item_at", ())) or _charges_at(battle, o)
    return ObjectiveView(name=o["name"], side=o["side"], goal=o["goal"],
                         status=status(battle, o), progress=progress(battle, o),
                         text=o.get("text", ""), squares=squares, item=item,
                         objects=tuple(x for x in o.get("objects", ()) if x in battle.objects))


def _charges_at(battle: Battle, o: dict[str, Any]) -> tuple[tuple[int, int], ...]:
    """Where a save's captives still wait to be freed (ringed on the board like a thing to get)."""
    if o["goal"] != "save":
        return ()
    waiting = [battle.creatures[a] for a in o.get("allies", ()) if a in battle.creatures]
    return tuple((c.pos[0], c.pos[1]) for c in waiting if is_captive(c) and not c.dead)


def progress(battle: Battle, o: dict[str, Any]) -> str:
    """How far along it is, in a few words ("2 of 3 rounds")."""
    goal, done = o["goal"], int(o.get("progress", 0))
    need = max(1, int(o.get("rounds", 0)))
    if goal == "hold":
        return f"{done} of {need} round{'s' if need != 1 else ''}"
    if goal == "start":
        return f"{done} of {need} turn{'s' if need != 1 else ''} of work"
    if goal == "stop":
        return f"by the end of round {need} (round {max(battle.round, 1)} now)"
    if goal == "escape":
        return f"{done} got away"
    if goal == "get":
        carrier = battle.creatures.get(o.get("carrier", ""))
        return f"carried by {carrier.name}" if carrier else "not yet taken"
    if goal in ("defeat", "destroy", "protect"):
        return _worn(battle, o)
    if goal == "save":
        return _saved(battle, o, done)
    if goal == "escort":
        there = sum(1 for a in o["allies"] if a in battle.creatures
                    and in_area(battle.creatures[a], o["squares"]))
        return f"{there} of {len(o['allies'])} at the destination"
    if goal == "defeat_all":
        left = sum(1 for c in battle.creatures.values() if c.side != o["side"] and fighting(c))
        return f"{left} foe{'s' if left != 1 else ''} left"
    return ""


def _saved(battle: Battle, o: dict[str, Any], freed: int) -> str:
    need = len(o["allies"])
    if o.get("to"):
        return f"{freed} of {need} freed, {len(o.get('safe', ()))} led to safety"
    return f"{freed} of {need} freed"


def _worn(battle: Battle, o: dict[str, Any]) -> str:
    foes = [battle.creatures[f] for f in o.get("foes", ()) if f in battle.creatures]
    things = list(o.get("objects", ()))
    gone = sum(1 for c in foes if down(c)) + sum(1 for x in things if x not in battle.objects)
    total = len(foes) + len(things)
    if o["goal"] == "protect":
        return "still whole" if not gone else f"{gone} of {total} destroyed"
    word = "down" if foes and not things else "destroyed" if things and not foes else "done"
    return f"{gone} of {total} {word}"
