"""Expectations: what a scenario says must be true, read from `[expect]` and checked on a battle.

Keys are dotted paths: `<creature>.<field>`, `<object>.<field>` or `battle.<field>`, plus four
list keys: `events_include` (an ordered subsequence of event patterns), `events_exclude`
(patterns no event may match), `offers` and `refuses` (option patterns the pending decision
must or must not offer). See docs/scenarios.md for every field.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.registry import event_types
from ..content.model import CONDITIONS, LASTING_EFFECTS
from .options import Names, matches, parse_pattern
from .reading import cell, fail, hint, inline, list_of, path, show, table_of, whole

EXTRA_CONDITIONS = ("surprised", "aided", "assisted")
CONDITION_NAMES = CONDITIONS + EXTRA_CONDITIONS + LASTING_EFFECTS
CREATURE_FIELDS: dict[str, str] = {
    "stamina": "int", "max_stamina": "int", "temp_stamina": "int", "pos": "pos",
    "conditions": "conditions", "dead": "bool", "unconscious": "bool", "dying": "bool",
    "winded": "bool", "aloft": "bool", "removed": "bool", "speed": "int", "stability": "int",
    "size": "text", "side": "text", "resource": "int", "recoveries": "int",
    "surges": "int", "triggered_used": "bool", "hidden_from": "ids",
    "riding": "text", "climbing": "text",
    **{name: "bool" for name in CONDITION_NAMES},
}
OBJECT_FIELDS: dict[str, str] = {"exists": "bool", "stamina": "int", "pos": "pos",
                                 "material": "text"}
BATTLE_FIELDS: dict[str, str] = {
    "round": "int", "winner": "text", "over": "bool", "first_side": "text", "current": "text",
    "pending": "text", "pending_creature": "text", "acted": "ids", "turn.main": "int",
    "turn.maneuver": "int", "turn.move": "int", "turn.move_left": "int",
}
LIST_KEYS = ("events_include", "events_exclude", "offers", "refuses")


@dataclass(frozen=True)
class Expectation:
    """One check. `where` is its place in the file, used in failure messages."""
    where: str
    kind: str
    subject: str = ""
    field: str = ""
    value: Any = None


# ---------------------------------------------------------------------------- parsing

def parse_expect(value: Any, where: str, names: Names) -> tuple[Expectation, ...]:
    """Read an `[expect]` table (at the end or inside a step)."""
    table = table_of(value, where)
    out: list[Expectation] = []
    for key, item in _flatten(table, ""):
        spot = path(where, key)
        if key in LIST_KEYS:
            out.append(_parse_list(key, item, spot, names))
        else:
            out.append(_parse_field(key, item, spot, names))
    return tuple(out)


def _flatten(table: Mapping[str, Any], prefix: str) -> list[tuple[str, Any]]:
    """Nested tables become dotted keys, so `[expect.ogre]` and `"ogre.stamina"` both work."""
    out: list[tuple[str, Any]] = []
    for key, value in table.items():
        full = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict) and full not in LIST_KEYS:
            out.extend(_flatten(value, full))
        else:
            out.append((full, value))
    return out


def _parse_list(key: str, value: Any, where: str, names: Names) -> Expectation:
    items = list_of(value, where, "a list")
    found: tuple[Any, ...]
    if key in ("offers", "refuses"):
        found = tuple(parse_pattern(item, path(where, n), names) for n, item in enumerate(items, 1))
    else:
        found = tuple(_event_pattern(item, path(where, n)) for n, item in enumerate(items, 1))
    return Expectation(where, key, value=found)


def _event_pattern(value: Any, where: str) -> dict[str, Any]:
    table = table_of(value, where)
    kind = table.get("kind")
    if not isinstance(kind, str):
        fail(path(where, "kind"), "missing (every event pattern needs its kind)" if kind is None
             else f"expected text in quotes, got {show(kind)}")
    known = event_types()
    if kind not in known:
        fail(path(where, "kind"), f"unknown event kind {kind!r} {hint(kind, sorted(known))}")
    fields = [f.name for f in dataclasses.fields(known[kind])]  # type: ignore[arg-type]
    for key in table:
        if key != "kind" and key not in fields:
            fail(path(where, key), f"{kind!r} events have no field {key!r} {hint(key, fields)}")
    return dict(table)


def _parse_field(key: str, value: Any, where: str, names: Names) -> Expectation:
    subject, _, field = key.partition(".")
    if subject == "battle":
        kind, table = "battle", BATTLE_FIELDS
    elif subject in names.creatures:
        kind, table = "creature", CREATURE_FIELDS
    elif subject in names.objects:
        kind, table = "object", OBJECT_FIELDS
    else:
        known = list(names.creatures) + list(names.objects) + ["battle"] + list(LIST_KEYS)
        fail(where, f"unknown creature or object {subject!r} {hint(subject, known)}")
    if not field:
        fail(where, f"name a field, such as {subject}.{next(iter(table))}")
    if field not in table:
        fail(where, f"unknown {kind} field {field!r} {hint(field, table)}")
    return Expectation(where, kind, subject, field, _typed(table[field], value, where, names))


def _typed(kind: str, value: Any, where: str, names: Names) -> Any:
    if kind == "int":
        return whole(value, where)
    if kind == "bool":
        if not isinstance(value, bool):
            fail(where, f"expected true or false, got {show(value)}")
        return value
    if kind == "pos":
        return list(cell(value, where))
    if kind in ("conditions", "ids"):
        allowed = CONDITION_NAMES if kind == "conditions" else names.creatures
        return _names(value, where, allowed)
    if not isinstance(value, str):
        fail(where, f"expected text in quotes, got {show(value)}")
    return value


def _names(value: Any, where: str, allowed: tuple[str, ...]) -> list[str]:
    items = list_of(value, where, "a list of names")
    for n, item in enumerate(items, 1):
        if not isinstance(item, str) or item not in allowed:
            fail(path(where, n), f"unknown name {show(item)} {hint(str(item), allowed)}")
    return sorted(set(items))


# ---------------------------------------------------------------------------- reading a battle

def creature_value(c: Creature, field: str) -> Any:
    if field in CONDITION_NAMES:
        return c.has(field)
    if field == "conditions":
        return sorted({x.name for x in c.conditions})
    if field == "pos":
        return list(c.pos)
    if field == "hidden_from":
        return sorted(c.tags.get("hidden_from", ()))
    if field in ("riding", "climbing"):
        return str(c.tags.get(field, ""))
    return getattr(c, field)


def object_value(battle: Battle, oid: str, field: str) -> Any:
    obj = battle.objects.get(oid)
    if field == "exists":
        return obj is not None
    if obj is None:
        return _Gone()
    return list(obj.origin) if field == "pos" else getattr(obj, field)


def battle_value(battle: Battle, field: str) -> Any:
    if field.startswith("turn."):
        return int(battle.turn.get(field[len("turn."):], 0))
    if field == "over":
        return battle.over
    if field == "acted":
        return sorted(battle.acted)
    if field in ("pending", "pending_creature"):
        decision = battle.pending()
        if decision is None:
            return "none" if field == "pending" else ""
        return decision.kind if field == "pending" else decision.creature
    return getattr(battle, field)


class _Gone:
    """Stands in for a field of an object that has been destroyed."""

    def __repr__(self) -> str:
        return "nothing (the object was destroyed)"


# ---------------------------------------------------------------------------- checking

def same(expected: Any, actual: Any) -> bool:
    """Equality for expectations: booleans are not numbers, tables match as subsets."""
    if isinstance(expected, bool) or isinstance(actual, bool):
        return isinstance(expected, bool) and isinstance(actual, bool) and expected == actual
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(
            k in actual and same(v, actual[k]) for k, v in expected.items())
    if isinstance(expected, (list, tuple)):
        return isinstance(actual, (list, tuple)) and len(expected) == len(actual) and \
            all(same(e, a) for e, a in zip(expected, actual))
    return expected == actual


def check(battle: Battle, exp: Expectation) -> list[str]:
    """Failure messages (without the file name) for one expectation; empty when it holds."""
    checker = _CHECKERS[exp.kind]
    return checker(battle, exp)


def _check_field(battle: Battle, exp: Expectation) -> list[str]:
    if exp.kind == "creature":
        actual = creature_value(battle.creatures[exp.subject], exp.field)
    elif exp.kind == "object":
        actual = object_value(battle, exp.subject, exp.field)
    else:
        actual = battle_value(battle, exp.field)
    expected = exp.value
    if exp.field == "pos" and isinstance(actual, list) and len(expected) == 2:
        actual = actual[:2]
    if same(expected, actual):
        return []
    return [f"{exp.where}: expected {inline(expected)}, got {inline(actual)}"]


def _check_include(battle: Battle, exp: Expectation) -> list[str]:
    events = [e.to_dict() for e in battle.events]
    start = 0
    for n, pattern in enumerate(exp.value, 1):
        found = next((i for i in range(start, len(events)) if same(pattern, events[i])), None)
        if found is None:
            return [f"{path(exp.where, n)}: no event matches {inline(pattern)}"
                    + _after(n) + _near_misses(events, pattern)]
        start = found + 1
    return []


def _after(n: int) -> str:
    return f" after the one matching events_include[{n - 1}]" if n > 1 else ""


def _near_misses(events: list[dict], pattern: dict) -> str:
    same_kind = [e for e in events if e.get("kind") == pattern.get("kind")]
    if not same_kind:
        return f" (there are no {pattern.get('kind')!r} events)"
    shown = "; ".join(inline(e) for e in same_kind[:3])
    more = f"; and {len(same_kind) - 3} more" if len(same_kind) > 3 else ""
    return f" (the {pattern.get('kind')!r} events were: {shown}{more})"


def _check_exclude(battle: Battle, exp: Expectation) -> list[str]:
    events = [e.to_dict() for e in battle.events]
    out = []
    for n, pattern in enumerate(exp.value, 1):
        hit = next((e for e in events if same(pattern, e)), None)
        if hit is not None:
            out.append(f"{path(exp.where, n)}: an event matches {inline(pattern)}: {inline(hit)}")
    return out


def _check_options(battle: Battle, exp: Expectation) -> list[str]:
    decision = battle.pending()
    if decision is None:
        return [f"{exp.where}: there is no pending decision to look at (combat is over)"]
    want = exp.kind == "offers"
    out = []
    for n, pattern in enumerate(exp.value, 1):
        hits = [o for o in decision.options if matches(pattern, o)]
        if want and not hits:
            out.append(f"{path(exp.where, n)}: the {decision.kind} decision offers nothing "
                       f"matching {pattern.describe()}")
        if not want and hits:
            out.append(f"{path(exp.where, n)}: the {decision.kind} decision offers "
                       f"{hits[0].label!r}, matching {pattern.describe()}")
    return out


_CHECKERS: dict[str, Callable[[Battle, Expectation], list[str]]] = {
    "creature": _check_field, "object": _check_field, "battle": _check_field,
    "events_include": _check_include, "events_exclude": _check_exclude,
    "offers": _check_options, "refuses": _check_options,
}
