"""What saving and loading remember between saves: abilities and events never change, so a
battle saved (or loaded) after every decision need not turn the same ones to data, to text or
back again each time.

Three memos, each let go when it grows past MEMO_LIMIT entries:
- plain data and JSON text of an ability or event object, by identity (`plain_of`);
- the ability read from a save's data, reused while that data is equal (`decoded`);
- the events of the last save read from text, reused for the equal first part of the next
  save's event log (`reused_events`): a battle's log only ever grows.
Only data that passed the save checks is remembered, so what is reused needs no checking again.
"""
from __future__ import annotations

import copy
from typing import Any, Callable

MEMO_LIMIT = 200_000

Memo = dict[int, tuple[Any, Any]]
PLAIN: Memo = {}
"""id(frozen thing) -> (the thing, its plain data)."""
TEXT: Memo = {}
"""id(frozen thing) -> (the thing, its JSON text)."""
_DECODED: dict[tuple[str, str], tuple[Any, Any]] = {}
"""(ruleset, ability id) -> (its plain data, the ability read from it)."""
_LAST_EVENTS: tuple[list[Any], list[Any]] = ([], [])
"""(the event data of the last save read from text, the events read from it)."""


def plain_of(thing: Any, encode: Callable[[Any], Any], memo: Memo = PLAIN) -> Any:
    """`encode(thing)` for an immutable thing, remembered (the caller must not change it)."""
    found = memo.get(id(thing))
    if found is not None and found[0] is thing:
        return found[1]
    if len(memo) >= MEMO_LIMIT:
        memo.clear()
    plain = encode(thing)
    memo[id(thing)] = (thing, plain)
    return plain


def known_ability(ruleset: str, key: str, plain: Any) -> Any | None:
    """The ability read earlier from data equal to `plain`, or None."""
    found = _DECODED.get((ruleset, key))
    return found[1] if found is not None and found[0] == plain else None


def remember_ability(ruleset: str, key: str, plain: Any, ability: Any) -> None:
    if len(_DECODED) >= MEMO_LIMIT:
        _DECODED.clear()
    _DECODED[(ruleset, key)] = (copy.deepcopy(plain), ability)


def reused_events(data: list[Any]) -> list[Any]:
    """The events already read for the first part of `data` that equals the last log read."""
    plain, events = _LAST_EVENTS
    n = len(plain)
    if n and len(data) >= n and data[:n] == plain:
        return events
    return []


def remember_events(data: list[Any], events: list[Any]) -> None:
    """Remember a log read from a save's own text (data no caller holds, so none can change it)."""
    global _LAST_EVENTS
    _LAST_EVENTS = (data, list(events)) if len(data) <= MEMO_LIMIT else ([], [])
