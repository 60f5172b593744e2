"""Typed, JSON-serialisable events: every change to a battle is told as one of these.

Each event is a frozen dataclass with a class-level `kind`. `to_dict` gives plain JSON data
(tuples become lists); `event_from_dict` rebuilds the same event (lists become tuples again).
Rulesets register their own kinds with `@event`.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from functools import lru_cache
from typing import Any, ClassVar

EVENT_TYPES: dict[str, type["Event"]] = {}


def event(cls: type) -> type:
    """Class decorator: make a frozen dataclass event and register it by its `kind`."""
    dc = dataclass(frozen=True, slots=True)(cls)
    EVENT_TYPES[dc.kind] = dc
    return dc


@lru_cache(maxsize=None)
def field_names(cls: type) -> tuple[str, ...]:
    """An event class's field names, looked up once (saves turn thousands of events to data)."""
    return tuple(f.name for f in fields(cls))  # type: ignore[arg-type]


def _plain(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, dict):
        return {k: _frozen(v) for k, v in value.items()}
    return value


class Event:
    kind: ClassVar[str] = "event"

    def to_dict(self) -> dict:
        out: dict[str, Any] = {"kind": self.kind}
        for name in field_names(type(self)):
            out[name] = _plain(getattr(self, name))
        return out


def event_from_dict(d: dict) -> Event:
    cls = EVENT_TYPES.get(d.get("kind", ""))
    if cls is None:
        raise ValueError(f"unknown event kind {d.get('kind')!r}")
    names = field_names(cls)
    return cls(**{k: _frozen(v) for k, v in d.items() if k in names})


# ---------------------------------------------------------------- battle flow

@event
class CombatStarted(Event):
    kind: ClassVar[str] = "combat_started"
    sides: tuple
    surprised: tuple = ()


@event
class FirstSideRolled(Event):
    kind: ClassVar[str] = "first_side_rolled"
    roll: int
    chooser: str


@event
class FirstSideChosen(Event):
    kind: ClassVar[str] = "first_side_chosen"
    side: str
    chooser: str


@event
class RoundStarted(Event):
    kind: ClassVar[str] = "round_started"
    round: int


@event
class TurnStarted(Event):
    kind: ClassVar[str] = "turn_started"
    creature: str
    round: int


@event
class TurnEnded(Event):
    kind: ClassVar[str] = "turn_ended"
    creature: str


@event
class RoundEnded(Event):
    kind: ClassVar[str] = "round_ended"
    round: int


@event
class CombatEnded(Event):
    kind: ClassVar[str] = "combat_ended"
    winner: str
    reason: str


@event
class ActionSpent(Event):
    kind: ClassVar[str] = "action_spent"
    creature: str
    action: str
    as_: str = ""


# ---------------------------------------------------------------- movement

@event
class Moved(Event):
    """A creature moved willingly along `path` (each entry a position, start first)."""
    kind: ClassVar[str] = "moved"
    creature: str
    path: tuple
    cost: int
    mode: str = "walk"
    shift: bool = False


@event
class ForceMoved(Event):
    kind: ClassVar[str] = "force_moved"
    creature: str
    source: str
    movement: str
    path: tuple
    distance: int
    vertical: bool = False


@event
class ObjectForceMoved(Event):
    kind: ClassVar[str] = "object_force_moved"
    object: str
    source: str
    path: tuple


@event
class Slammed(Event):
    """A force-moved creature or object hit something: `into` is a creature id, object id or 'ground'."""
    kind: ClassVar[str] = "slammed"
    creature: str
    into: str
    into_kind: str
    at: tuple
    damage: int
    other_damage: int = 0


@event
class HurledThrough(Event):
    kind: ClassVar[str] = "hurled_through"
    creature: str
    object: str
    material: str
    at: tuple
    squares_spent: int
    damage: int


@event
class Fell(Event):
    kind: ClassVar[str] = "fell"
    creature: str
    start: tuple
    end: tuple
    height: int
    effective_height: int
    damage: int
    onto: str = ""


@event
class Teleported(Event):
    kind: ClassVar[str] = "teleported"
    creature: str
    start: tuple
    end: tuple


@event
class Burrowed(Event):
    kind: ClassVar[str] = "burrowed"
    creature: str
    start: tuple
    end: tuple


# ---------------------------------------------------------------- damage and state

@event
class Damaged(Event):
    kind: ClassVar[str] = "damaged"
    target: str
    amount: int
    damage_type: str
    raw: int
    source: str
    stamina: int
    temporary: int = 0


@event
class Healed(Event):
    kind: ClassVar[str] = "healed"
    target: str
    amount: int
    stamina: int
    source: str = ""


@event
class StateChanged(Event):
    """Winded, dying, unconscious, dead... `state` names it and `active` says if it began or ended."""
    kind: ClassVar[str] = "state_changed"
    creature: str
    state: str
    active: bool


@event
class Died(Event):
    kind: ClassVar[str] = "died"
    creature: str
    killer: str = ""


@event
class LeftTheFight(Event):
    """A creature gave up the fight and is taken off the board: `how` is "fled" (it ran off
    the map; any walk there comes first as a `Moved`) or "surrendered"."""
    kind: ClassVar[str] = "left_the_fight"
    creature: str
    how: str


@event
class KnockedOut(Event):
    kind: ClassVar[str] = "knocked_out"
    creature: str
    by: str


@event
class ConditionGained(Event):
    kind: ClassVar[str] = "condition_gained"
    creature: str
    condition: str
    duration: str
    source: str = ""


@event
class ConditionEnded(Event):
    kind: ClassVar[str] = "condition_ended"
    creature: str
    condition: str
    reason: str = ""


@event
class ObjectDamaged(Event):
    kind: ClassVar[str] = "object_damaged"
    object: str
    amount: int
    stamina: int


@event
class ObjectDestroyed(Event):
    kind: ClassVar[str] = "object_destroyed"
    object: str
    material: str
    cells: tuple


@event
class Note(Event):
    """Something worth telling in the log that changes nothing by itself."""
    kind: ClassVar[str] = "note"
    text: str
    creature: str = ""
