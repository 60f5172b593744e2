"""What the engine asks for: a pending decision and its legal options."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Option:
    """One legal answer. `kind` and `args` identify it; `label` is for people and scripts."""
    kind: str
    args: dict = field(default_factory=dict, compare=False, hash=False)
    label: str = field(default="", compare=False)

    @property
    def key(self) -> str:
        """A canonical string that identifies the option (its kind and arguments)."""
        return self.kind + " " + json.dumps(self.args, sort_keys=True, separators=(",", ":"))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Option) and self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)

    def to_dict(self) -> dict:
        return {"kind": self.kind, "args": self.args, "label": self.label}

    @staticmethod
    def from_dict(d: dict) -> "Option":
        return Option(str(d["kind"]), dict(d.get("args", {})), str(d.get("label", "")))


@dataclass(frozen=True, slots=True)
class Decision:
    """A question the battle is waiting on.

    `side` is the side whose controller answers; `creature` the creature concerned, if any.
    `kind` says what is being decided (turn, next_creature, first_side, tier, knock_out...).
    `default` indexes the option taken when a script gives no answer.
    """
    kind: str
    side: str
    options: tuple[Option, ...]
    prompt: str = ""
    creature: str = ""
    default: int = 0
    info: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

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
