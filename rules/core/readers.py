"""Small helpers for reading hand-written data files (TOML) with one-line error messages.

Shared by every ruleset's content loader and scenario format: key paths such as
`creature[2].at` (list entries counted from 1), short descriptions of bad values, "did you mean"
hints, typed reads that raise a one-line `ContentError`, and reading TOML files safely.
"""
from __future__ import annotations

import difflib
import re
import tomllib
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, NoReturn


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


# ---------------------------------------------------------------------------- errors

MAX_NUMBER = 9999
"""No number in a content or scenario file (Stamina, damage, speed, counts ...) goes beyond this."""
MAX_NESTING = 32
"""Deepest nesting of tables and lists a content or scenario file may have."""

_TOML_POS_RE = re.compile(r"\s*\(at (?:line (\d+), column (\d+)|end of document)\)\s*\Z")
MISSING: Any = object()
"""The default of a required key."""


class ContentError(ValueError):
    """A problem in content text, shown as one line: "<file>: <key path>: <problem>".

    Parts that are not known are left out, so the parse helpers can raise an error with only a
    key path and the loader adds the file afterwards with `in_file`.
    """

    def __init__(self, problem: str, where: str = "", file: str = "") -> None:
        self.problem = problem
        self.where = where
        self.file = file
        super().__init__(self._line())

    def _line(self) -> str:
        text = ": ".join(part for part in (self.file, self.where, self.problem) if part)
        return " ".join(text.split())

    def __str__(self) -> str:
        return self._line()

    def in_file(self, file: str) -> "ContentError":
        """The same error with its file filled in (unless it already names one)."""
        return self if self.file else ContentError(self.problem, self.where, file)


def fail(where: str, problem: str) -> NoReturn:
    raise ContentError(problem, where)


# ---------------------------------------------------------------------------- typed reads

def check_keys(table: Mapping[str, Any], allowed: Iterable[str], where: str) -> None:
    allowed = tuple(allowed)
    for key in table:
        if key not in allowed:
            fail(path(where, key), f"unknown key {key!r} {hint(key, allowed)}")


def raw(table: Mapping[str, Any], key: str, where: str, default: Any) -> Any:
    if key in table:
        return table[key]
    if default is MISSING:
        fail(path(where, key), "missing (this key is required)")
    return default


def text(table: Mapping[str, Any], key: str, where: str, default: Any = MISSING) -> str:
    value = raw(table, key, where, default)
    if not isinstance(value, str):
        fail(path(where, key), f"expected text in quotes, got {show(value)}")
    return value


def name(table: Mapping[str, Any], key: str, where: str) -> str:
    value = text(table, key, where)
    if not value.strip():
        fail(path(where, key), "must not be empty")
    return value


def whole(table: Mapping[str, Any], key: str, where: str, default: Any = MISSING,
         lo: int | None = None, hi: int | None = None) -> int:
    value = raw(table, key, where, default)
    return check_whole(value, path(where, key), lo, hi)


def check_whole(value: Any, where: str, lo: int | None = None, hi: int | None = None) -> int:
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


def flag(table: Mapping[str, Any], key: str, where: str, default: bool = False) -> bool:
    value = table.get(key, default)
    if not isinstance(value, bool):
        fail(path(where, key), f"expected true or false, got {show(value)}")
    return value


def table(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        fail(where, f"expected a table, got {show(value)}")
    return value


def word_list(table: Mapping[str, Any], key: str, where: str, allowed: Iterable[str] | None = None,
              single_ok: bool = False, what: str = "value") -> tuple[str, ...]:
    """A list of distinct strings (optionally from `allowed`); missing means empty."""
    value = table.get(key, [])
    if single_ok and isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        fail(path(where, key), f"expected a list of text, got {show(value)}")
    return distinct_words(value, path(where, key), allowed, what, fail)


def choice(table: Mapping[str, Any], key: str, where: str, allowed: Iterable[str],
            default: Any = MISSING, what: str = "value") -> str:
    value = text(table, key, where, default)
    allowed = tuple(allowed)
    if value not in allowed:
        fail(path(where, key), f"unknown {what} {value!r} {hint(value, [a for a in allowed if a])}")
    return value


# ---------------------------------------------------------------------------- files

def content_files(paths: Iterable[Path]) -> list[Path]:
    """Expand folders into their .toml files (recursively, sorted); keep files as given."""
    out: list[Path] = []
    seen: set[Path] = set()
    for given in paths:
        given = Path(given)
        if given.is_dir():
            found = sorted(given.rglob("*.toml"))
        elif given.is_file():
            found = [given]
        else:
            raise ContentError("no such file or folder", "(file)", str(given))
        for item in found:
            if item.resolve() not in seen:
                seen.add(item.resolve())
                out.append(item)
    return out


def read_toml(path: Path, display: Callable[[Path], str] = str) -> dict[str, Any]:
    """Parse one TOML file, turning syntax errors into one-line `ContentError`s."""
    file = display(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ContentError(exc.strerror or str(exc), "(file)", file) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise ContentError("the file is not valid UTF-8 text", f"line {line}", file) from None
    try:
        table = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise _toml_error(str(exc), text, file) from None
    except RecursionError:
        raise ContentError(f"nested more than {MAX_NESTING} deep", "(file)", file) from None
    deep = too_deep(table, MAX_NESTING)
    if deep is not None:
        raise ContentError(f"nested more than {MAX_NESTING} deep", deep, file)
    return table


def _toml_error(message: str, text: str, file: str) -> ContentError:
    match = _TOML_POS_RE.search(message)
    if not match:
        return ContentError(message, "line ?", file)
    problem = message[:match.start()]
    if match[1] is None:
        last_line = text.count("\n") + 1
        return ContentError(f"{problem} (at the end of the file)", f"line {last_line}", file)
    return ContentError(f"{problem} (column {match[2]})", f"line {match[1]}", file)




# ---------------------------------------------------------------------------- content stores

_ID_RE = re.compile(r"[a-z][a-z0-9_]*\Z")
Parser = Callable[[str, Mapping[str, Any], str], Any]
Origin = dict[tuple[str, str], str]


def read_stores(paths: Iterable[Path], parsers: Mapping[str, Parser],
                display: Callable[[Path], str] = str) -> tuple[dict[str, dict[str, Any]], Origin]:
    """Read every content file into one store per top-level table kind (`parsers` names the
    kinds and how each entry is read): entries by id, and which file each came from. The first
    problem is raised as a one-line `ContentError` naming the file."""
    stores: dict[str, dict[str, Any]] = {k: {} for k in parsers}
    origin: Origin = {}
    for file in content_files(paths):
        shown = display(file)
        data = read_toml(file, display)
        try:
            for kind, entries in data.items():
                if kind not in parsers:
                    fail(kind, f"unknown top-level table {kind!r} {hint(kind, parsers)}")
                for item_id, tbl in table(entries, kind).items():
                    _add_entry(kind, item_id, tbl, shown, parsers, stores, origin)
        except ContentError as exc:
            raise exc.in_file(shown) from None
    return stores, origin


def _add_entry(kind: str, item_id: str, tbl: Any, file: str, parsers: Mapping[str, Parser],
               stores: dict[str, dict[str, Any]], origin: Origin) -> None:
    where = f"{kind}.{item_id}"
    if not _ID_RE.match(item_id):
        fail(where, f"bad id {item_id!r} (use lowercase letters, digits and underscores)")
    if (kind, item_id) in origin:
        fail(where, f"duplicate {kind} id {item_id!r} (already defined in {origin[(kind, item_id)]})")
    stores[kind][item_id] = parsers[kind](item_id, table(tbl, where), where)
    origin[(kind, item_id)] = file


def under_root(root: Path) -> Callable[[Path], str]:
    """How a loader names a file in errors: relative to its package for shipped data, else as
    given."""
    def display(file: Path) -> str:
        try:
            return file.resolve().relative_to(root).as_posix()
        except ValueError:
            return str(file)
    return display


def check_listed(stores: Mapping[str, Mapping[str, Any]], origin: Origin, owner_kind: str,
                 field: str, kind: str) -> None:
    """Every id an entry lists under `field` (a creature's attacks ...) names a `kind` entry."""
    known = stores[kind]
    for owner in stores[owner_kind].values():
        for n, ref in enumerate(getattr(owner, field), 1):
            if ref not in known:
                raise ContentError(f"unknown {kind} {ref!r} {hint(ref, known)}",
                                   f"{owner_kind}.{owner.id}.{field}[{n}]",
                                   origin[(owner_kind, owner.id)])


def check_slots(stores: Mapping[str, Mapping[str, Any]], origin: Origin) -> None:
    """Every encounter slot names a creature that exists."""
    creatures = stores["creature"]
    for enc in stores["encounter"].values():
        for n, slot in enumerate(enc.slots, 1):
            if slot.creature not in creatures:
                raise ContentError(f"unknown creature {slot.creature!r} {hint(slot.creature, creatures)}",
                                   f"encounter.{enc.id}.slot[{n}].creature",
                                   origin[("encounter", enc.id)])
