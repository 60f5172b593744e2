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

IN_PLACE, BLOWS = "in_place", "blows"
"""Parts of a turn's options an AI may ask for alone (`Decision.part`): every option but a move
(its kind in MOVE_KINDS); and the blows, a part of those that holds at least every option an
advisor can put a quick estimate on (strikes, charges)."""


class Decision:
    """A question the battle is waiting on.

    `side` is the side whose controller answers; `creature` the creature concerned, if any.
    `kind` says what is being decided (turn, next_creature, first_side, tier, knock_out...).
    `default` indexes the option taken when a script gives no answer. Options may be given as
    a function: they are then worked out only when somebody looks at them (look-ahead copies
    often only need to know whose decision it is). `parts` may give functions that list a part
    of the options alone (see `part`), without the costly rest (the moves).
    """

    __slots__ = ("kind", "side", "_options", "prompt", "creature", "default", "info", "_parts")

    def __init__(self, kind: str, side: str,
                 options: "tuple[Option, ...] | Callable[[], Iterable[Option]]",
                 prompt: str = "", creature: str = "", default: int = 0,
                 info: dict[str, Any] | None = None,
                 parts: "dict[str, Callable[[], Iterable[Option]]] | None" = None) -> None:
        self.kind, self.side, self.prompt = kind, side, prompt
        self.creature, self.default, self.info = creature, default, info or {}
        self._options = options
        self._parts: dict[str, Any] | None = dict(parts) if parts else None

    @property
    def options(self) -> tuple[Option, ...]:
        if callable(self._options):
            self._options = tuple(self._options())
        return self._options

    def part(self, name: str) -> tuple[Option, ...]:
        """The options of one part of the list (IN_PLACE or BLOWS), in the order `options` lists
        them. Worked out alone while the whole list is unknown and the engine gave a way to;
        otherwise picked from the whole list (for BLOWS, all the options in place)."""
        parts = self._parts
        if callable(self._options) and parts is not None and name in parts:
            found = parts[name]
            if callable(found):
                found = parts[name] = tuple(found())
            return found
        return tuple(o for o in self.options if o.kind not in MOVE_KINDS)

    def listed_in_part(self, option: Option) -> bool:
        """Is this very option object in a part listed so far? (Then it is legal: no need to
        list the whole.)"""
        parts = self._parts
        return parts is not None and any(
            not callable(found) and any(o is option for o in found) for found in parts.values())

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
