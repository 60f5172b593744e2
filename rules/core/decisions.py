"""What the engine asks for: a pending decision and its legal options."""
from __future__ import annotations

import json
from typing import Any, Callable, Iterable


class Option:
    """One legal answer. `kind` and `args` identify it; `label` is for people and scripts."""

    __slots__ = ("kind", "args", "label", "_key")

    def __init__(self, kind: str, args: dict | None = None, label: str = "") -> None:
        self.kind = kind
        self.args = args if args is not None else {}
        self.label = label
        self._key: str | None = None

    @property
    def key(self) -> str:
        """A canonical string that identifies the option (its kind and arguments)."""
        if self._key is None:
            self._key = self.kind + " " + json.dumps(self.args, sort_keys=True, separators=(",", ":"))
        return self._key

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Option):
            return False
        if self.kind != other.kind:
            return False
        return self.args == other.args or self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        return f"Option({self.kind!r}, {self.args!r}, {self.label!r})"

    def to_dict(self) -> dict:
        return {"kind": self.kind, "args": self.args, "label": self.label}

    @staticmethod
    def from_dict(d: dict) -> "Option":
        return Option(str(d["kind"]), dict(d.get("args", {})), str(d.get("label", "")))


MOVE_KINDS = ("move", "disengage", "ride")
"""Kinds of option that take the creature somewhere (`args["to"]`)."""


class Decision:
    """A question the battle is waiting on.

    `side` is the side whose controller answers; `creature` the creature concerned, if any.
    `kind` says what is being decided (turn, next_creature, first_side, tier, knock_out...).
    `default` indexes the option taken when a script gives no answer. Options may be given as
    a function: they are then worked out only when somebody looks at them (look-ahead copies
    often only need to know whose decision it is). `in_place`, if given, lists just the options
    that leave the creature where it is (see `options_in_place`), without working out its moves.
    """

    __slots__ = ("kind", "side", "_options", "prompt", "creature", "default", "info", "_in_place")

    def __init__(self, kind: str, side: str,
                 options: "tuple[Option, ...] | Callable[[], Iterable[Option]]",
                 prompt: str = "", creature: str = "", default: int = 0,
                 info: dict[str, Any] | None = None,
                 in_place: "Callable[[], Iterable[Option]] | None" = None) -> None:
        self.kind, self.side, self.prompt = kind, side, prompt
        self.creature, self.default, self.info = creature, default, info or {}
        self._options = options
        self._in_place = in_place

    @property
    def options(self) -> tuple[Option, ...]:
        if callable(self._options):
            self._options = tuple(self._options())
        return self._options

    def options_in_place(self) -> tuple[Option, ...]:
        """The options whose kind is not one of MOVE_KINDS, in the order `options` lists them:
        what a look-ahead wants that asks only what the creature could do from where it stands.
        Worked out without the moves (the costly part of a turn's options) while they are unknown."""
        if callable(self._options) and self._in_place is not None:
            found = self._in_place
            if callable(found):
                found = self._in_place = tuple(found())
            return found
        return tuple(o for o in self.options if o.kind not in MOVE_KINDS)

    def listed_in_place(self, option: Option) -> bool:
        """Is this very option object one of the options in place listed so far? (Then it is
        legal without listing the moves.)"""
        found = self._in_place
        return found is not None and not callable(found) and any(o is option for o in found)

    def find(self, text: str) -> Option | None:
        """The option whose label or key matches `text` (case-insensitive), else None."""
        t = text.strip().lower()
        for opt in self.options:
            if opt.label.lower() == t or opt.key.lower() == t:
                return opt
        matches = [o for o in self.options if o.label.lower().startswith(t)]
        return matches[0] if len(matches) == 1 else None

    def to_dict(self) -> dict:
        return {"kind": self.kind, "side": self.side, "creature": self.creature,
                "prompt": self.prompt, "default": self.default,
                "options": [o.to_dict() for o in self.options]}
