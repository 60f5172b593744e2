"""Typed reads from parsed TOML with one-line errors, for the scenario format.

Every problem is raised as a `ScenarioError` whose text is "<file>: <place>: <problem>". The
place is a key path such as `creature[2].at` (array entries are counted from 1, as in the
content format), so an author can find the spot without a traceback.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping, NoReturn

from ...core.readers import distinct_words
from ...core.readers import choices, hint as _hint, path, show  # noqa: F401  (choices, path, show re-exported)
from ..content.loader import ContentError

MISSING: Any = object()
"""Default marker for keys that must be present."""


class ScenarioError(ContentError):
    """A malformed scenario: one line naming the file, the place in it and the problem."""

    def in_file(self, file: str) -> "ScenarioError":
        return self if self.file else ScenarioError(self.problem, self.where, file)


def fail(where: str, problem: str) -> NoReturn:
    raise ScenarioError(problem, where)


def hint(word: str, allowed: Iterable[str]) -> str:
    """A "did you mean" suggestion, else the allowed words (shortened when there are many)."""
    return _hint(word, allowed, cutoff=0.7)


def check_keys(table: Mapping[str, Any], allowed: Iterable[str], where: str) -> None:
    allowed = tuple(allowed)
    for key in table:
        if key not in allowed:
            fail(path(where, key), f"unknown key {key!r} {hint(key, allowed)}")


def table_of(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        fail(where, f"expected a table, got {show(value)}")
    return value


def raw(table: Mapping[str, Any], key: str, where: str, default: Any = MISSING) -> Any:
    if key in table:
        return table[key]
    if default is MISSING:
        fail(path(where, key), "missing (this key is required)")
    return default


def text(table: Mapping[str, Any], key: str, where: str, default: Any = MISSING,
         non_empty: bool = False) -> str:
    value = raw(table, key, where, default)
    if not isinstance(value, str):
        fail(path(where, key), f"expected text in quotes, got {show(value)}")
    if non_empty and not value.strip():
        fail(path(where, key), "must not be empty")
    return value


MAX_NUMBER = 9999
"""No number in a scenario file (Stamina, positions, dice ...) goes beyond this."""


def whole(value: Any, where: str, lo: int | None = None, hi: int | None = None) -> int:
    """Check one whole number (booleans are not numbers here)."""
    if isinstance(value, bool) or not isinstance(value, int):
        fail(where, f"expected a whole number, got {show(value)}")
    if abs(value) > MAX_NUMBER:
        fail(where, f"must be between -{MAX_NUMBER} and {MAX_NUMBER}, got {value}")
    if lo is not None and hi is not None and not lo <= value <= hi:
        fail(where, f"must be between {lo} and {hi}, got {value}")
    if lo is not None and value < lo:
        fail(where, f"must be {lo} or more, got {value}")
    if hi is not None and value > hi:
        fail(where, f"must be {hi} or less, got {value}")
    return value


def number(table: Mapping[str, Any], key: str, where: str, default: Any = MISSING,
           lo: int | None = None, hi: int | None = None) -> int:
    return whole(raw(table, key, where, default), path(where, key), lo, hi)


def flag(table: Mapping[str, Any], key: str, where: str, default: bool = False) -> bool:
    value = table.get(key, default)
    if not isinstance(value, bool):
        fail(path(where, key), f"expected true or false, got {show(value)}")
    return value


def choice(table: Mapping[str, Any], key: str, where: str, allowed: Iterable[str],
           default: Any = MISSING, what: str = "value") -> str:
    value = text(table, key, where, default)
    allowed = tuple(allowed)
    if value not in allowed:
        fail(path(where, key), f"unknown {what} {value!r} {hint(value, allowed)}")
    return value


def list_of(value: Any, where: str, what: str = "a list") -> list[Any]:
    if not isinstance(value, list):
        fail(where, f"expected {what}, got {show(value)}")
    return value


def words(table: Mapping[str, Any], key: str, where: str, allowed: Iterable[str] | None = None,
          what: str = "value") -> tuple[str, ...]:
    """A list of distinct strings (optionally from `allowed`); missing means empty."""
    items = list_of(table.get(key, []), path(where, key), "a list of text")
    return distinct_words(items, path(where, key), allowed, what, fail)


def numbers(value: Any, where: str, lo: int | None = None,
            hi: int | None = None) -> tuple[int, ...]:
    items = list_of(value, where, "a list of whole numbers")
    return tuple(whole(item, path(where, n), lo, hi) for n, item in enumerate(items, 1))


def cell(value: Any, where: str, lengths: tuple[int, ...] = (2, 3)) -> tuple[int, ...]:
    """A position written as [x, y] or [x, y, z] (whichever lengths are allowed)."""
    shape = " or ".join("[x, y]" if n == 2 else "[x, y, z]" for n in lengths)
    if not isinstance(value, list) or len(value) not in lengths or \
            any(isinstance(v, bool) or not isinstance(v, int) for v in value):
        fail(where, f"expected {shape}")
    return tuple(value)


def inline(value: Any) -> str:
    """A value written the way it would be in a scenario file (TOML inline style)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {inline(v)}" for k, v in value.items()) + " }"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(inline(v) for v in value) + "]"
    return str(value)
