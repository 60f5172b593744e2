"""Turn plain dataclasses into JSON data and back, guided by their type hints.

Used for content that a save carries (abilities). Only dataclasses, tuples, dicts, lists,
Optional and plain values are handled: loaded data is never executed.
"""
from __future__ import annotations

import dataclasses
import functools
import types
import typing
from typing import Any


@functools.lru_cache(maxsize=None)
def _hints(tp: type) -> dict[str, Any]:
    return typing.get_type_hints(tp)


def to_data(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_data(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (tuple, list)):
        return [to_data(v) for v in value]
    if isinstance(value, dict):
        return {k: to_data(v) for k, v in value.items()}
    return value


def from_data(tp: Any, data: Any) -> Any:
    """Rebuild a value of type `tp` from JSON data."""
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        if data is None:
            return None
        for arg in args:
            try:
                return from_data(arg, data)
            except (TypeError, ValueError, KeyError):
                continue
        raise ValueError(f"cannot read {data!r} as {tp}")
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
    if dataclasses.is_dataclass(tp):
        if not isinstance(data, dict):
            raise TypeError(f"expected a table for {tp.__name__}")
        hints = _hints(tp)
        kwargs = {f.name: from_data(hints[f.name], data[f.name])
                  for f in dataclasses.fields(tp) if f.name in data}
        return tp(**kwargs)
    if tp is int and isinstance(data, bool):
        raise TypeError("expected a number")
    if tp in (int, str, bool, float) and not isinstance(data, tp):
        if tp is float and isinstance(data, int):
            return float(data)
        raise TypeError(f"expected {tp.__name__}, got {type(data).__name__}")
    return data
