"""Reading `[[...objective]]` tables (encounter files and scenarios) into `Objective`s, each
problem one line naming the key (`encounter.x.objective[2].rounds: ...`)."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Collection, Mapping

from ...core.readers import (check_keys, choice, fail, hint, path, raw, show, table, text,
                             whole, word_list)
from .model import AREA_GOALS, EDGE, GOALS, ON_FAIL, Objective, Square, rectangle

OBJECTIVE_KEYS = ("goal", "side", "name", "text", "ending", "area", "foes", "allies", "objects", "rounds",
                  "to", "item", "carried_by", "on_fail", "arrives", "waves", "every")
SIDES = ("heroes", "monsters")
WAVE_GOALS = ("hold", "escort")
"""Goals whose foes may keep coming (000 Hold Them Off, Escort)."""
MAX_SIDE = 200
"""Largest coordinate an area may name."""


def read_objectives(value: Any, where: str, foes: Collection[str] | None = None,
                    sides: Mapping[str, Collection[str]] | None = None) -> tuple[Objective, ...]:
    """Every objective of a `[[...objective]]` list; `foes`, when given, are the creature names
    the objectives may name (an encounter's stat blocks and labels, a scenario's ids), and
    `sides` the sides each of them fights on (a save's or an escort's allies must be on the
    objective's side)."""
    if not isinstance(value, list):
        fail(where, f"expected one or more [[{where}]] tables, got {show(value)}")
    return tuple(read_objective(item, path(where, n), str(n), foes, sides)
                 for n, item in enumerate(value, 1))


def read_objective(value: Any, where: str, oid: str, foes: Collection[str] | None = None,
                   sides: Mapping[str, Collection[str]] | None = None) -> Objective:
    tbl = table(value, where)
    check_keys(tbl, OBJECTIVE_KEYS, where)
    goal = choice(tbl, "goal", where, GOALS, what="goal")
    named = _creatures(tbl, "foes", where, foes)
    obj = Objective(
        id=oid, goal=goal, side=choice(tbl, "side", where, SIDES, "heroes", what="side"),
        name=text(tbl, "name", where, ""), text=text(tbl, "text", where, ""),
        ending=text(tbl, "ending", where, ""), squares=_area(tbl, "area", where),
        foes=named, allies=_creatures(tbl, "allies", where, foes), objects=word_list(tbl, "objects", where),
        rounds=whole(tbl, "rounds", where, 0, lo=0, hi=99), to=_to(tbl, where),
        item=text(tbl, "item", where, ""), carried_by=text(tbl, "carried_by", where, ""),
        on_fail=choice(tbl, "on_fail", where, ON_FAIL, "fight on" if "arrives" in tbl else "lose",
                       what="failure"),
        arrives=text(tbl, "arrives", where, ""), waves=text(tbl, "waves", where, ""),
        every=whole(tbl, "every", where, 0, lo=1, hi=20) if "every" in tbl else 0)
    _check_goal(obj, where)
    for n, ally in enumerate(obj.allies, 1):
        if sides is not None and obj.side not in sides.get(ally, (obj.side,)):
            fail(path(path(where, "allies"), n), f"{ally!r} is not on the {obj.side}' side")
    return obj


def _creatures(tbl: Mapping[str, Any], key: str, where: str,
               known: Collection[str] | None) -> tuple[str, ...]:
    """The creatures a key names, each one that must be in the fight (when `known` is given)."""
    named = word_list(tbl, key, where)
    if known is not None:
        for n, name in enumerate(named, 1):
            if name not in known:
                fail(path(path(where, key), n),
                     f"no creature {name!r} in this fight {hint(name, sorted(known))}")
    return named


def _area(tbl: Mapping[str, Any], key: str, where: str) -> tuple[Square, ...]:
    value = raw(tbl, key, where, None)
    if value is None:
        return ()
    spot = path(where, key)
    if (not isinstance(value, list) or len(value) not in (2, 4)
            or any(isinstance(v, bool) or not isinstance(v, int) for v in value)):
        fail(spot, f"expected [x, y] or [x0, y0, x1, y1] (whole numbers), got {show(value)}")
    if any(not 0 <= v <= MAX_SIDE for v in value):
        fail(spot, f"squares must lie between 0 and {MAX_SIDE}")
    x0, y0 = value[0], value[1]
    x1, y1 = (value[2], value[3]) if len(value) == 4 else (x0, y0)
    return rectangle(x0, y0, x1, y1)


def _to(tbl: Mapping[str, Any], where: str) -> tuple[Square, ...] | str:
    if tbl.get("to") == EDGE:
        return EDGE
    if isinstance(tbl.get("to"), str):
        fail(path(where, "to"), f"expected 'edge' or [x0, y0, x1, y1], got {show(tbl['to'])}")
    return _area(tbl, "to", where)


def _check_goal(obj: Objective, where: str) -> None:
    """Each goal needs its own parts: a place, a named foe or thing, a number of rounds."""
    g = obj.goal
    if g in AREA_GOALS and not obj.squares:
        fail(where, f"a {g!r} objective needs an area ([x0, y0, x1, y1])")
    if g == "hold" and obj.rounds < 1:
        fail(path(where, "rounds"), "a 'hold' objective needs rounds of 1 or more")
    if g == "stop" and obj.rounds < 1:
        fail(path(where, "rounds"), "a 'stop' objective needs rounds of 1 or more (its timer)")
    if g == "stop" and not (obj.foes or obj.objects or obj.squares):
        fail(where, "a 'stop' objective needs foes, objects or an area to stop it at")
    if g == "defeat" and not obj.foes:
        fail(path(where, "foes"), "a 'defeat' objective needs the foes to defeat")
    if g in ("destroy", "protect") and not (obj.objects or obj.foes):
        fail(path(where, "objects"), f"a {g!r} objective needs the objects (or foes) it is about")
    if g == "get" and not (obj.squares or obj.carried_by):
        fail(where, "a 'get' objective needs an area where the thing lies, or carried_by")
    if g in ("save", "escort") and not obj.allies:
        fail(path(where, "allies"), f"a {g!r} objective needs the allies it is about")
    if obj.allies and g not in ("save", "escort"):
        fail(path(where, "allies"), "only a 'save' or 'escort' objective takes 'allies'")
    if obj.to and g not in ("get", "save"):
        fail(path(where, "to"), "only a 'get' or 'save' objective takes 'to'")
    if obj.waves and g not in WAVE_GOALS:
        fail(path(where, "waves"), "only a 'hold' or 'escort' objective takes 'waves'")
    if obj.every and not obj.waves:
        fail(path(where, "every"), "'every' says how often the 'waves' come; give 'waves' too")
    if obj.arrives and g != "stop":
        fail(path(where, "arrives"), "only a 'stop' objective takes 'arrives'")
    if obj.arrives and obj.on_fail != "fight on":
        fail(path(where, "on_fail"), "a stop that brings a creature in goes on when it fails "
             "(on_fail = \"fight on\")")
    if obj.carried_by and g != "get":
        fail(path(where, "carried_by"), "only a 'get' objective takes 'carried_by'")


def check_arrivals(objectives: tuple[Objective, ...], where: str,
                   monsters: Collection[str]) -> None:
    """Each `arrives` and `waves` names a monster stat block (`monsters`: those that are neither
    heroes nor minions; a minion fights in a squad formed as the battle begins)."""
    for n, o in enumerate(objectives, 1):
        for key, block in (("arrives", o.arrives), ("waves", o.waves)):
            if block and block not in monsters:
                fail(path(path(where, n), key),
                     f"no monster stat block {block!r} (minions excepted) "
                     f"{hint(block, sorted(monsters))}")


def encounter_objectives(tbl: Mapping[str, Any], where: str,
                         slots: Any) -> tuple[Objective, ...]:
    """An encounter's `[[...objective]]` tables; foes may be named by stat block id or by the
    label of their slot (a label stands for its stat block)."""
    if "objective" not in tbl:
        return ()
    labels = {s.label: s.creature for s in slots if s.label}
    sides: dict[str, set[str]] = {}
    for s in slots:
        for name in (s.creature, s.label):
            if name:
                sides.setdefault(name, set()).add(s.side)
    found = read_objectives(tbl["objective"], path(where, "objective"), set(sides), sides)
    return tuple(replace(o, foes=_stat_blocks(o.foes, labels), allies=_stat_blocks(o.allies, labels))
                 for o in found)


def _stat_blocks(names: tuple[str, ...], labels: Mapping[str, str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(labels.get(f, f) for f in names))
