"""The parts of a scenario file every ruleset reads the same way: ids, `cites`,
`known_failure`, the `[[step]]` script and the rule that a scenario must check something."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, TypeVar

from .expect import Expectation, Fields, parse_expect
from .options import Names, OptionPattern, identifier, parse_pattern
from ..readers import ContentError, read_toml
from .reading import ScenarioError, check_keys, fail, hint, list_of, numbers, path, show, table_of, text

T = TypeVar("T")
STEP_KEYS = ("dice", "decision", "creature", "choose", "option", "offers", "refuses", "expect")
ID_RE = re.compile(r"[a-z][a-z0-9_]*\Z")


def load_file(file: str | Path, parse: Callable[[Mapping[str, Any], str], T]) -> T:
    """Read a scenario file and hand its tables to `parse(data, file)`; a TOML problem is a
    one-line `ScenarioError` naming the file."""
    name = str(file)
    try:
        data = read_toml(Path(file))
    except ContentError as exc:
        raise ScenarioError(exc.problem, exc.where, name) from None
    return parse(data, name)


def parsing(file: str, parse: Callable[[], T]) -> T:
    """Run a parser, naming `file` in any problem it raises (content readers' errors too)."""
    try:
        return parse()
    except ScenarioError as exc:
        raise exc.in_file(file) from None
    except ContentError as exc:
        raise ScenarioError(exc.problem, exc.where, file) from None


@dataclass(frozen=True)
class Step:
    """One scripted answer (or check-only stop) in the run."""
    where: str
    dice: tuple[int, ...] = ()
    decision: str = ""
    creature: str = ""
    answer: OptionPattern | None = None
    before: tuple[Expectation, ...] = ()
    after: tuple[Expectation, ...] = ()

    @property
    def wanted(self) -> str:
        """The decision kind this step is for ('' when its answer decides: any decision with
        a matching option)."""
        if self.decision:
            return self.decision
        return "" if self.answer is not None else "turn"


def array(data: Mapping[str, Any], key: str) -> list[Any]:
    return list_of(data.get(key, []), key, f"[[{key}]] tables")


def ident(table: Mapping[str, Any], where: str) -> str:
    value = text(table, "id", where)
    if not ID_RE.match(value):
        fail(path(where, "id"), f"bad id {value!r} (use lowercase letters, digits and "
                                "underscores, starting with a letter)")
    return value


def inline_tables(items: list[Any], kind: str,
                  parse: Callable[[str, Mapping[str, Any], str], T]) -> dict[str, T]:
    """`[[kind]]` tables defined in a scenario file: the content format's keys plus an `id`
    each, read by the ruleset's own `parse(id, table, where)`; an id may not come twice."""
    out: dict[str, T] = {}
    for n, item in enumerate(items, 1):
        where = path(kind, n)
        table = dict(table_of(item, where))
        item_id = ident(table, where)
        if item_id in out:
            fail(path(where, "id"), f"{item_id!r} is defined twice")
        table.pop("id")
        out[item_id] = parse(item_id, table, where)
    return out


def cites(data: Mapping[str, Any], example: str) -> tuple[str, ...]:
    """`cites`: text or a list of text, each a section of a source (checked by the ruleset)."""
    if "cites" not in data:
        fail("cites", "missing (this key is required)")
    value = data["cites"]
    items = [value] if isinstance(value, str) else list_of(value, "cites", "text or a list of text")
    for n, item in enumerate(items, 1):
        if not isinstance(item, str) or not item.strip():
            fail(path("cites", n) if len(items) > 1 else "cites",
                 f"expected a seed section such as {example!r}, got {show(item)}")
    return tuple(items)


def known_failure(data: Mapping[str, Any]) -> str:
    if "known_failure" not in data:
        return ""
    value = text(data, "known_failure", "")
    if not value.strip():
        fail("known_failure", "must not be empty")
    return value


def parse_step(value: Any, where: str, names: Names, fields: Fields,
               largest_die: int | None = None) -> Step:
    """One `[[step]]`; its scripted dice from 1 to `largest_die` (the biggest die the ruleset
    rolls; None: any face from 1)."""
    table = table_of(value, where)
    check_keys(table, STEP_KEYS, where)
    if "choose" in table and "option" in table:
        fail(where, "give choose or option, not both")
    answer = _answer(table, where, names)
    decision = identifier(table, "decision", where, "decision kind") if "decision" in table else ""
    creature = text(table, "creature", where, "")
    if creature and creature not in names.creatures:
        fail(path(where, "creature"), f"unknown creature {creature!r} {hint(creature, names.creatures)}")
    keys = {k: table[k] for k in ("offers", "refuses") if k in table}
    before = parse_expect(keys, where, names, fields) if keys else ()
    after = parse_expect(table["expect"], path(where, "expect"), names, fields) \
        if "expect" in table else ()
    if answer is None and not before and not after:
        fail(where, "the step does nothing (give choose, option, offers, refuses or expect)")
    return Step(where, numbers(table.get("dice", []), path(where, "dice"), lo=1, hi=largest_die), decision,
                creature, answer, before, after)


def _answer(table: Mapping[str, Any], where: str, names: Names) -> OptionPattern | None:
    if "choose" in table:
        return parse_pattern(text(table, "choose", where), path(where, "choose"), names)
    if "option" in table:
        value = table["option"]
        if isinstance(value, str):
            fail(path(where, "option"), "expected a table such as { kind = \"end_turn\" } "
                                        "(use choose for a label)")
        return parse_pattern(value, path(where, "option"), names)
    return None


def needs_checks(steps: tuple[Step, ...], expect: tuple[Expectation, ...]) -> None:
    if not expect and not any(s.before or s.after for s in steps):
        fail("expect", "missing (a scenario must check something: add [expect], or "
                       "expect, offers or refuses to a step)")
