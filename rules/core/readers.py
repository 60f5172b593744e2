"""Small helpers for reading hand-written data files (TOML) with one-line error messages.

Shared by the content loader and the scenario format: key paths such as `creature[2].at`
(list entries counted from 1), short descriptions of bad values, and "did you mean" hints.
"""
from __future__ import annotations

import difflib
from typing import Any, Callable, Iterable, NoReturn


def path(where: str, key: str | int) -> str:
    """Extend a key path: a name adds ".key", a list position adds "[n]" (counted from 1)."""
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else key


def show(value: Any) -> str:
    """Describe a TOML value briefly for an error message."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return repr(value if len(value) <= 40 else value[:37] + "...")
    if isinstance(value, (int, float)):
        return f"number {value}"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    return f"a {type(value).__name__} value"


def choices(words: Iterable[str]) -> str:
    """"a, b or c"."""
    items = list(words)
    return ", ".join(items[:-1]) + " or " + items[-1] if len(items) > 1 else "".join(items)


def hint(word: str, allowed: Iterable[str], cutoff: float = 0.75) -> str:
    """A "did you mean" suggestion, else the allowed words (shortened when there are many)."""
    allowed = list(allowed)
    close = difflib.get_close_matches(word, allowed, n=1, cutoff=cutoff)
    if close:
        return f"(did you mean {close[0]!r}?)"
    if len(allowed) > 12:
        return f"(known: {', '.join(allowed[:12])}, ...)"
    return f"(use {choices(allowed)})"


def distinct_words(items: list[Any], where: str, allowed: Iterable[str] | None, what: str,
                   fail: Callable[[str, str], NoReturn]) -> tuple[str, ...]:
    """Check a list read from a file: text entries, each from `allowed` (if given), none twice.
    Problems go to `fail(place, problem)`, which raises the caller's own error type."""
    allowed = tuple(allowed) if allowed is not None else None
    seen: list[str] = []
    for n, item in enumerate(items, 1):
        spot = path(where, n)
        if not isinstance(item, str):
            fail(spot, f"expected text in quotes, got {show(item)}")
        if allowed is not None and item not in allowed:
            fail(spot, f"unknown {what} {item!r} {hint(item, allowed)}")
        if item in seen:
            fail(spot, f"{item!r} is listed twice")
        seen.append(item)
    return tuple(seen)


def too_deep(value: Any, limit: int, where: str = "") -> str | None:
    """The key path of the first table or list nested more than `limit` deep, else None."""
    stack: list[tuple[Any, str, int]] = [(value, where, 0)]
    while stack:
        item, spot, depth = stack.pop()
        if depth > limit:
            return spot.split("[", 1)[0] or "(file)"
        if isinstance(item, dict):
            stack.extend((v, path(spot, str(k)), depth + 1) for k, v in item.items())
        elif isinstance(item, list):
            stack.extend((v, path(spot, n), depth + 1) for n, v in enumerate(item, 1))
    return None
