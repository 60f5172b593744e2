"""Option patterns: how a scenario names one of a decision's options.

A pattern is either text (an option label, or the start of exactly one label, or the kind of
exactly one option such as "end_turn") or a table with `kind` plus any of that kind's
arguments, which must all equal the option's (arguments left out match anything).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from ..decisions import Decision, Option
from ..targets import object_target
from .reading import (cell, choice, fail, flag, hint, inline, list_of, number, path, show,
                      table_of, text)

KNOWN_OPTION_KINDS = ("end_turn", "move", "disengage", "ability", "maneuver", "main_action",
                      "charge", "first_side", "next_creature", "tier", "knock_out", "force_move",
                      "next_target", "opportunity_attack", "grab_offer", "land", "trigger",
                      "surge")
"""Option kinds Draw Steel offers (examples for messages; any identifier is accepted, so every
ruleset's own kinds work unchanged)."""
KIND_RE = re.compile(r"[a-z][a-z0-9_]*\Z")
SIDES = ("heroes", "monsters")


@dataclass(frozen=True)
class Names:
    """The ids a scenario defines, for checking references while parsing."""
    creatures: tuple[str, ...]
    objects: tuple[str, ...]
    abilities: tuple[str, ...]


@dataclass(frozen=True)
class OptionPattern:
    """Text to look up among labels, or a kind with some of its arguments."""
    label: str = ""
    kind: str = ""
    args: tuple[tuple[str, Any], ...] = ()

    def describe(self) -> str:
        """The pattern as it would be written in the file."""
        if self.label:
            return inline(self.label)
        return inline({"kind": self.kind, **dict(self.args)})


# ---------------------------------------------------------------------------- parsing

def parse_pattern(value: Any, where: str, names: Names) -> OptionPattern:
    if isinstance(value, str):
        if not value.strip():
            fail(where, "must not be empty")
        return OptionPattern(label=value)
    table = table_of(value, where)
    kind = identifier(table, "kind", where, "option kind")
    args = tuple((key, _arg(key, table, where, names)) for key in table if key != "kind")
    return OptionPattern(kind=kind, args=args)


def identifier(table: Mapping[str, Any], key: str, where: str, what: str) -> str:
    """A kind name: lowercase letters, digits and underscores (new engine kinds need no update)."""
    value = text(table, key, where)
    if not KIND_RE.match(value):
        fail(path(where, key), f"bad {what} {value!r} (use lowercase letters, digits and "
                               f"underscores, e.g. {', '.join(KNOWN_OPTION_KINDS[:4])})")
    return value


def _arg(key: str, table: Mapping[str, Any], where: str, names: Names) -> Any:
    spot = path(where, key)
    if key == "to":
        return list(cell(table[key], spot, (3,)))
    if key == "dz":
        return number(table, key, where)
    if key == "tier":
        return number(table, key, where, lo=1, hi=3)
    if key == "knock_out":
        return flag(table, key, where)
    if key == "side":
        return choice(table, key, where, SIDES, what="side")
    if key == "steps":
        return _steps(table[key], spot)
    if key == "targets":
        return _targets(table[key], spot, names)
    if key == "ability":
        return _known(text(table, key, where), spot, names.abilities, "ability")
    if key in ("creature", "target", "attacker"):
        return _known(text(table, key, where), spot, names.creatures, "creature")
    return table[key]


def _known(value: str, where: str, known: tuple[str, ...], what: str) -> str:
    if value not in known:
        fail(where, f"unknown {what} {value!r} {hint(value, known)}")
    return value


def _steps(value: Any, where: str) -> list[list[int]]:
    items = list_of(value, where, "a list of [dx, dy, dz] steps")
    out = []
    for n, item in enumerate(items, 1):
        step = cell(item, path(where, n), (3,))
        if any(abs(v) > 1 for v in step):
            fail(path(where, n), "each step moves one square: every part is -1, 0 or 1")
        out.append(list(step))
    if any(any(s) for s in out) and not all(any(s) for s in out):
        fail(where, "[0, 0, 0] steps (a dug-in burrower that is not moved) cannot be mixed "
                    "with steps that move")
    return out


def _targets(value: Any, where: str, names: Names) -> list[str]:
    items = list_of(value, where, "a list of creature or object ids")
    out = []
    for n, item in enumerate(items, 1):
        spot = path(where, n)
        if not isinstance(item, str):
            fail(spot, f"expected an id in quotes, got {show(item)}")
        if item in names.objects:
            item = object_target(item)
        else:
            _known(item, spot, names.creatures, "creature or object")
        out.append(item)
    return out


# ---------------------------------------------------------------------------- matching

def _same(expected: Any, actual: Any) -> bool:
    if isinstance(expected, bool) or isinstance(actual, bool):
        return isinstance(expected, bool) and isinstance(actual, bool) and expected == actual
    if isinstance(expected, (list, tuple)) and isinstance(actual, (list, tuple)):
        return len(expected) == len(actual) and all(_same(e, a) for e, a in zip(expected, actual))
    return expected == actual


def matches(pattern: OptionPattern, option: Option) -> bool:
    """Does the option fit the pattern (text: label starts with it; table: kind and args)?"""
    if pattern.label:
        return option.label.lower().startswith(pattern.label.strip().lower())
    if option.kind != pattern.kind:
        return False
    return all(key in option.args and _same(value, option.args[key]) for key, value in pattern.args)


def select(decision: Decision, pattern: OptionPattern) -> tuple[Option | None, str]:
    """The one option the pattern names, or None and why not."""
    if pattern.label:
        return _select_label(decision, pattern.label)
    found = [o for o in decision.options if matches(pattern, o)]
    if len(found) == 1:
        return found[0], ""
    if not found:
        return None, f"no legal option matches {pattern.describe()} ({_sample(decision)})"
    return None, (f"{pattern.describe()} matches {len(found)} options "
                  f"({_labels(found)}); give more arguments")


def _select_label(decision: Decision, label: str) -> tuple[Option | None, str]:
    found = decision.find(label)
    if found is not None:
        return found, ""
    by_kind = [o for o in decision.options if o.kind == label.strip()]
    if len(by_kind) == 1:
        return by_kind[0], ""
    starts = [o for o in decision.options if matches(OptionPattern(label=label), o)]
    if len(starts) > 1:
        return None, f"{label!r} starts {len(starts)} option labels ({_labels(starts)}); be more exact"
    return None, f"no option is labelled {label!r} ({_sample(decision)})"


def _labels(options: Iterable[Option], limit: int = 4) -> str:
    items = list(options)
    shown = "; ".join(repr(o.label) for o in items[:limit])
    return shown + ("; ..." if len(items) > limit else "")


def _sample(decision: Decision) -> str:
    kinds = ", ".join(dict.fromkeys(o.kind for o in decision.options))
    return (f"the {decision.kind} decision offers {len(decision.options)} options of kind "
            f"{kinds}: {_labels(decision.options)}")


def describe_decision(decision: Decision | None) -> str:
    if decision is None:
        return "nothing (combat is over)"
    who = f" for {decision.creature}" if decision.creature else ""
    return f"a {decision.kind} decision{who} ({decision.side})"
