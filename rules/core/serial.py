"""Turn plain dataclasses into JSON data and back, guided by their type hints.

Used for content that a save carries (abilities). Only dataclasses, tuples, dicts, lists,
Optional and plain values are handled: loaded data is never executed. Each class's field
names and hints are looked up once (saves convert the same classes thousands of times).
"""
from __future__ import annotations

import dataclasses
import functools
import types
import typing
from typing import Any

PLAIN = (str, int, float, bool, type(None))


@functools.lru_cache(maxsize=None)
def _hints(tp: type) -> dict[str, Any]:
    return typing.get_type_hints(tp)


@functools.lru_cache(maxsize=None)
def _names(tp: type) -> tuple[str, ...] | None:
    """A dataclass's field names, or None when the class is not a dataclass."""
    if dataclasses.is_dataclass(tp):
        return tuple(f.name for f in dataclasses.fields(tp))
    return None


@functools.lru_cache(maxsize=None)
def _typed_names(tp: type) -> tuple[tuple[str, Any], ...]:
    hints = _hints(tp)
    return tuple((name, hints[name]) for name in _names(tp) or ())


def to_data(value: Any) -> Any:
    if isinstance(value, PLAIN):
        return value
    if isinstance(value, (tuple, list)):
        return [to_data(v) for v in value]
    if isinstance(value, dict):
        return {k: to_data(v) for k, v in value.items()}
    names = None if isinstance(value, type) else _names(type(value))
    if names is not None:
        return {n: to_data(getattr(value, n)) for n in names}
    return value


def from_data(tp: Any, data: Any) -> Any:
    """Rebuild a value of type `tp` from JSON data."""
    if tp in PLAIN_TYPES:
        return _plain(tp, data)
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        return _union(tp, data)
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_data(args[0], v) for v in data)
        return tuple(from_data(a, v) for a, v in zip(args, data))
    if origin is list:
        (arg,) = typing.get_args(tp)
        return [from_data(arg, v) for v in data]
    if origin is dict:
        _, val = typing.get_args(tp)
        return {k: from_data(val, v) for k, v in data.items()}
    if isinstance(tp, type) and _names(tp) is not None:
        if not isinstance(data, dict):
            raise TypeError(f"expected a table for {tp.__name__}")
        return tp(**{n: from_data(h, data[n]) for n, h in _typed_names(tp) if n in data})
    return data


PLAIN_TYPES = (int, str, bool, float)


def _plain(tp: type, data: Any) -> Any:
    if tp is int and isinstance(data, bool):
        raise TypeError("expected a number")
    if not isinstance(data, tp):
        if tp is float and isinstance(data, int):
            return float(data)
        raise TypeError(f"expected {tp.__name__}, got {type(data).__name__}")
    return data


def _union(tp: Any, data: Any) -> Any:
    if data is None:
        return None
    for arg in typing.get_args(tp):
        if arg is type(None):
            continue
        try:
            return from_data(arg, data)
        except (TypeError, ValueError, KeyError):
            continue
    raise ValueError(f"cannot read {data!r} as {tp}")
