"""Handing objectives to a battle: from its settings (`objectives`, written by an encounter
file or a scenario; `map_objectives`, read from a Tiled map's `objectives` layer) into
`battle.data["objectives"]`, each with its names resolved and its progress at zero."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Iterable

from ...core.battle import Battle
from .captives import bind
from .model import EDGE, GOALS, Objective
from .status import in_area

KEY = "objectives"
MAP_GOALS = {"reach": "reach", "hold": "hold", "escape": "escape", "destroy": "destroy",
             "protect": "protect", "seize": "seize", "get": "get", "start": "start",
             "stop": "stop", "defeat_all": "defeat_all", "save": "save", "escort": "escort"}
"""A map objective's `goal` property and the goal it plays as."""


def install(battle: Battle) -> None:
    """Put the battle's objectives (encounter's, then map's) in its data, ready to track."""
    settings = battle.settings
    found = [dict(o) for o in settings.get("objectives", ())]
    if settings.get("random_foes"):  # foes built afresh: the written ones' objectives do not fit
        found.append(Objective(id="random", goal="defeat_all", name="Drive them off").to_data())
    found += encounter_objectives(battle, settings.get("encounter", ""), bool(found))
    found += [map_charges(battle, from_map(m)) for m in settings.get("map_objectives", ())]
    states = [state(battle, o) for o in found if _fits(battle, o)]
    if states:
        battle.data[KEY] = states
    for o in states:
        if o["goal"] == "save":
            for cid in o.get("allies", ()):
                bind(battle.creatures[cid], o["id"])
    if settings.get("breaking", bool(settings.get("encounter"))):
        battle.data["breaking"] = True


def encounter_objectives(battle: Battle, encounter: str, given: bool) -> list[dict[str, Any]]:
    """The objectives written in the encounter's file (none when the settings gave some)."""
    if not encounter or given:
        return []
    from ..content.loader import default_content
    enc = default_content().encounters.get(encounter)
    return [o.to_data() for o in getattr(enc, "objectives", ())]


def from_map(m: dict[str, Any]) -> dict[str, Any]:
    """A map objective (id, name, goal, side, squares, rounds, text, objects) as an objective."""
    goal = MAP_GOALS.get(str(m.get("goal", "")), "reach")
    obj = Objective(id=f"map{m.get('id', 0)}", goal=goal, side=str(m.get("side", "heroes")),
                    name=str(m.get("name", "")), text=str(m.get("text", "")),
                    squares=tuple((int(s[0]), int(s[1])) for s in m.get("squares", ())),
                    objects=tuple(m.get("objects", ())), rounds=int(m.get("rounds", 0)))
    if goal in ("hold", "stop") and obj.rounds < 1:
        obj = replace(obj, rounds=3 if goal == "hold" else 4)
    return obj.to_data()


def map_charges(battle: Battle, o: dict[str, Any]) -> dict[str, Any]:
    """A map's save or escort names no creature: its allies are the creatures of its side that
    are not heroes (the encounter's captives or charges); a save's, those standing in its area
    as the fight begins."""
    if o["goal"] not in ("save", "escort"):
        return o
    area = [(int(x), int(y)) for x, y in o["squares"]]
    allies = [c.id for c in battle.creatures.values()
              if c.side == o["side"] and not getattr(c, "hero", False)
              and (o["goal"] == "escort" or in_area(c, area))]
    return {**o, "allies": allies} if allies else o


def _fits(battle: Battle, o: dict[str, Any]) -> bool:
    """An area that lies off this board (an encounter written for a map, played elsewhere)
    cannot be played; such an objective is left out, as is a save or escort with nobody to
    save or escort."""
    if o.get("goal") in ("save", "escort") and not o.get("allies"):
        return False
    board = battle.board
    squares = list(o.get("squares", ())) + ([] if o.get("to") in ("", EDGE) else list(o.get("to", ())))
    return o.get("goal") in GOALS and all(board.inside(int(x), int(y)) for x, y in squares)


def state(battle: Battle, o: dict[str, Any]) -> dict[str, Any]:
    """The objective with its foes and objects resolved to ids, and its progress."""
    name = o.get("name", "")
    foes = _creatures(battle, o.get("foes", ()), name)
    charges = {"allies": _creatures(battle, o["allies"], name, o.get("side", "heroes")),
               "safe": []} if o.get("allies") else {}
    objects = _objects(battle, o.get("objects", ()), name)
    carrier = _creatures(battle, [o["carried_by"]], name)[0] if o.get("carried_by") else ""
    item = [] if carrier else [list(s) for s in o.get("squares", ())]
    return {**o, **charges, "foes": foes, "objects": objects, "status": "open", "progress": 0,
            "carrier": carrier, "item_at": item if o.get("goal") == "get" else []}


def _creatures(battle: Battle, names: Iterable[str], objective: str, side: str = "") -> list[str]:
    """The ids of the creatures named (by id, stat block or name); of `side` only, if given."""
    out: list[str] = []
    for name in names:
        ids = [c.id for c in battle.creatures.values()
               if name in (c.id, getattr(c, "template", ""), c.name) and side in ("", c.side)]
        if not ids:
            whose = f" on the {side}' side" if side else ""
            raise ValueError(f"objective {objective!r}: no creature {name!r}{whose} in this battle")
        out += [i for i in ids if i not in out]
    return out


def _objects(battle: Battle, names: Iterable[str], objective: str) -> list[str]:
    out: list[str] = []
    for name in names:
        ids = [o.id for o in battle.objects.values() if name in (o.id, o.name)]
        if not ids:
            raise ValueError(f"objective {objective!r}: no object {name!r} on this board")
        out += [i for i in ids if i not in out]
    return out


def objectives(battle: Battle) -> list[dict[str, Any]]:
    """The battle's objective states (empty when it has none)."""
    return battle.data.get(KEY, [])
