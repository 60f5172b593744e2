"""The battle's only source of randomness: seeded, recorded and scriptable.

A small SplitMix64 generator keeps the state a single integer, so copies for look-ahead are
cheap and a save holds the exact position in the stream. Tests and scenarios can queue exact
results ("the next d10 is 7"); a queued value is used before the generator is consulted.
"""
from __future__ import annotations

from dataclasses import dataclass, field

_MASK = (1 << 64) - 1


class ScriptError(ValueError):
    """A scripted die does not fit the die being rolled."""


@dataclass(slots=True)
class Roll:
    sides: int
    value: int
    why: str
    scripted: bool = False

    def to_dict(self) -> dict:
        return {"sides": self.sides, "value": self.value, "why": self.why, "scripted": self.scripted}


@dataclass(slots=True)
class Dice:
    seed: int = 0
    state: int = 0
    script: list[int] = field(default_factory=list)
    history: list[Roll] = field(default_factory=list)
    record: bool = True

    def __post_init__(self) -> None:
        if self.state == 0:
            self.state = (self.seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK

    def _next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def roll(self, sides: int, why: str = "") -> int:
        """Roll one die with `sides` faces (a scripted value first, if any is queued)."""
        if self.script:
            value = self.script.pop(0)
            if not 1 <= value <= sides:
                raise ScriptError(f"scripted die {value} does not fit a d{sides} ({why or 'roll'})")
            scripted = True
        else:
            value = self._next() % sides + 1
            scripted = False
        if self.record:
            self.history.append(Roll(sides, value, why, scripted))
        return value

    def queue(self, *values: int) -> None:
        """Force the next rolls, in order."""
        self.script.extend(values)

    def clone(self, keep_history: bool = False) -> "Dice":
        d = object.__new__(Dice)  # every field set here: no __init__ (look-ahead copies many)
        d.seed, d.state, d.record = self.seed, self.state, self.record
        d.script = list(self.script)
        d.history = list(self.history) if keep_history else []
        if d.state == 0:  # as `__post_init__` would have it
            d.__post_init__()
        return d

    def to_dict(self) -> dict:
        return {"seed": self.seed, "state": self.state, "script": list(self.script),
                "history": [r.to_dict() for r in self.history]}

    @staticmethod
    def from_dict(d: dict) -> "Dice":
        dice = Dice(int(d["seed"]), int(d["state"]), [int(v) for v in d.get("script", [])])
        dice.history = [Roll(int(r["sides"]), int(r["value"]), str(r.get("why", "")),
                             bool(r.get("scripted", False))) for r in d.get("history", [])]
        return dice
