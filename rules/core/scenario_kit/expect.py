"""Expectations: what a scenario says must be true, read from `[expect]` and checked on a battle.

Keys are dotted paths: `<creature>.<field>`, `<object>.<field>` or `battle.<field>`, plus list
keys: `events_include` (an ordered subsequence of event patterns), `events_exclude` (patterns no
event may match), `offers` and `refuses` (option patterns the pending decision must or must not
offer) and, where a ruleset asks for it, `narration_include` (texts the battle log must contain,
in order). Which fields exist and how they are read from a battle is the ruleset's `Fields`.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping

from ..battle import Battle
from ..registry import event_types
from .options import Names, matches, parse_pattern
from .reading import cell, fail, hint, inline, list_of, path, show, table_of, whole

BASE_LIST_KEYS = ("events_include", "events_exclude", "offers", "refuses")
NARRATION = "narration_include"


@dataclass(frozen=True)
class Fields:
    """A ruleset's expectation vocabulary: field name -> type ("int", "bool", "pos", "text",
    "ids", "conditions") for creatures, objects and the battle, and how to read each from a
    battle. `narrate` (the battle log as lines) enables `narration_include`."""
    creature: Mapping[str, str]
    object: Mapping[str, str]
    battle: Mapping[str, str]
    creature_value: Callable[[Any, str], Any]
    battle_value: Callable[[Battle, str], Any]
    object_value: Callable[[Battle, str, str], Any]
    conditions: tuple[str, ...] = ()
    narrate: Callable[[Battle], Iterable[str]] | None = None

    @property
    def list_keys(self) -> tuple[str, ...]:
        return BASE_LIST_KEYS + ((NARRATION,) if self.narrate is not None else ())


@dataclass(frozen=True)
class Expectation:
    """One check. `where` is its place in the file, used in failure messages."""
    where: str
    kind: str
    subject: str = ""
    field: str = ""
    value: Any = None


# ---------------------------------------------------------------------------- parsing

def parse_expect(value: Any, where: str, names: Names, fields: Fields) -> tuple[Expectation, ...]:
    """Read an `[expect]` table (at the end or inside a step)."""
    table = table_of(value, where)
    out: list[Expectation] = []
    for key, item in _flatten(table, "", fields.list_keys):
        spot = path(where, key)
        if key in fields.list_keys:
            out.append(_parse_list(key, item, spot, names))
        else:
            out.append(_parse_field(key, item, spot, names, fields))
    return tuple(out)


def _flatten(table: Mapping[str, Any], prefix: str, list_keys: tuple[str, ...]) -> list[tuple[str, Any]]:
    """Nested tables become dotted keys, so `[expect.ogre]` and `"ogre.stamina"` both work."""
    out: list[tuple[str, Any]] = []
    for key, value in table.items():
        full = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict) and full not in list_keys:
            out.extend(_flatten(value, full, list_keys))
        else:
            out.append((full, value))
    return out


def _parse_list(key: str, value: Any, where: str, names: Names) -> Expectation:
    items = list_of(value, where, "a list")
    found: tuple[Any, ...]
    if key in ("offers", "refuses"):
        found = tuple(parse_pattern(item, path(where, n), names) for n, item in enumerate(items, 1))
    elif key == NARRATION:
        found = tuple(_narration_text(item, path(where, n)) for n, item in enumerate(items, 1))
    else:
        found = tuple(event_pattern(item, path(where, n)) for n, item in enumerate(items, 1))
    return Expectation(where, key, value=found)


def _narration_text(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        fail(where, f"expected text that a line of the battle log contains, got {show(value)}")
    return value


def event_pattern(value: Any, where: str) -> dict[str, Any]:
    """A table with an event `kind` and any of that event's fields."""
    table = table_of(value, where)
    kind = table.get("kind")
    if not isinstance(kind, str):
        fail(path(where, "kind"), "missing (every event pattern needs its kind)" if kind is None
             else f"expected text in quotes, got {show(kind)}")
    known = event_types()
    if kind not in known:
        fail(path(where, "kind"), f"unknown event kind {kind!r} {hint(kind, sorted(known))}")
    names = [f.name for f in dataclasses.fields(known[kind])]  # type: ignore[arg-type]
    for key in table:
        if key != "kind" and key not in names:
            fail(path(where, key), f"{kind!r} events have no field {key!r} {hint(key, names)}")
    return dict(table)


def _parse_field(key: str, value: Any, where: str, names: Names, fields: Fields) -> Expectation:
    subject, _, field = key.partition(".")
    if subject == "battle":
        kind, table = "battle", fields.battle
    elif subject in names.creatures:
        kind, table = "creature", fields.creature
    elif subject in names.objects:
        kind, table = "object", fields.object
    else:
        known = list(names.creatures) + list(names.objects) + ["battle"] + list(fields.list_keys)
        fail(where, f"unknown creature or object {subject!r} {hint(subject, known)}")
    if not field:
        fail(where, f"name a field, such as {subject}.{next(iter(table))}")
    if field not in table:
        fail(where, f"unknown {kind} field {field!r} {hint(field, table)}")
    return Expectation(where, kind, subject, field,
                       _typed(table[field], value, where, names, fields.conditions))


def _typed(kind: str, value: Any, where: str, names: Names, conditions: tuple[str, ...]) -> Any:
    if kind == "int":
        return whole(value, where)
    if kind == "bool":
        if not isinstance(value, bool):
            fail(where, f"expected true or false, got {show(value)}")
        return value
    if kind == "pos":
        return list(cell(value, where))
    if kind in ("conditions", "ids"):
        allowed = conditions if kind == "conditions" else names.creatures
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

def common_creature_value(c: Any, field: str, conditions: tuple[str, ...]) -> Any:
    """The creature fields every ruleset reads alike: a condition name (has it), the set of
    `conditions`, `pos` as a list, and any attribute of the creature."""
    if field in conditions:
        return c.has(field)
    if field == "conditions":
        return sorted({x.name for x in c.conditions})
    if field == "pos":
        return list(c.pos)
    return getattr(c, field)


def common_battle_value(battle: Battle, field: str) -> Any:
    """The battle fields every ruleset has: what is left of the turn (`turn.<key>`), `over`,
    `acted`, `pending`, `pending_creature`, and any attribute of the battle."""
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


def check(battle: Battle, exp: Expectation, fields: Fields) -> list[str]:
    """Failure messages (without the file name) for one expectation; empty when it holds."""
    if exp.kind in ("creature", "object", "battle"):
        return _check_field(battle, exp, fields)
    if exp.kind == NARRATION:
        return _check_narration(battle, exp, fields)
    return _CHECKERS[exp.kind](battle, exp)


def _check_field(battle: Battle, exp: Expectation, fields: Fields) -> list[str]:
    if exp.kind == "creature":
        actual = fields.creature_value(battle.creatures[exp.subject], exp.field)
    elif exp.kind == "object":
        actual = fields.object_value(battle, exp.subject, exp.field)
    else:
        actual = fields.battle_value(battle, exp.field)
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
                    + _after(n, "events_include") + _near_misses(events, pattern)]
        start = found + 1
    return []


def _check_narration(battle: Battle, exp: Expectation, fields: Fields) -> list[str]:
    assert fields.narrate is not None
    lines = list(fields.narrate(battle))
    start = 0
    for n, wanted in enumerate(exp.value, 1):
        found = next((i for i in range(start, len(lines)) if wanted in lines[i]), None)
        if found is None:
            return [f"{path(exp.where, n)}: no line of the battle log contains {wanted!r}"
                    + _after(n, NARRATION)]
        start = found + 1
    return []


def _after(n: int, key: str) -> str:
    return f" after the one matching {key}[{n - 1}]" if n > 1 else ""


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
    "events_include": _check_include, "events_exclude": _check_exclude,
    "offers": _check_options, "refuses": _check_options,
}
