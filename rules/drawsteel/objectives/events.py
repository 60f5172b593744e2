"""The events objectives produce (the battle log and the client read them)."""
from __future__ import annotations

from typing import ClassVar

from ...core.events import Event, event


@event
class ObjectiveProgressed(Event):
    """A round held, a turn of work done: `progress` of `need`."""
    kind: ClassVar[str] = "objective_progressed"
    objective: str
    name: str
    progress: int
    need: int
    creature: str = ""


@event
class ObjectiveMet(Event):
    kind: ClassVar[str] = "objective_met"
    objective: str
    name: str
    side: str


@event
class ObjectiveFailed(Event):
    kind: ClassVar[str] = "objective_failed"
    objective: str
    name: str
    side: str
    why: str


@event
class EventEnding(Event):
    """The story's finish set off by a met objective (000 Event Ending)."""
    kind: ClassVar[str] = "event_ending"
    objective: str
    text: str


@event
class ItemTaken(Event):
    kind: ClassVar[str] = "item_taken"
    creature: str
    objective: str
    item: str


@event
class ItemDropped(Event):
    kind: ClassVar[str] = "item_dropped"
    creature: str
    objective: str
    item: str
    at: tuple


@event
class SideBroke(Event):
    """A side's remaining creatures give up the fight (each then has a `LeftTheFight`)."""
    kind: ClassVar[str] = "side_broke"
    side: str
    why: str


@event
class VictoriesAwarded(Event):
    kind: ClassVar[str] = "victories_awarded"
    creature: str
    amount: int
    total: int


@event
class CaptiveFreed(Event):
    """A captive of a Save Another objective is cut loose by `creature` (000 Save Another)."""
    kind: ClassVar[str] = "captive_freed"
    creature: str
    captive: str
    objective: str


@event
class CreatureArrived(Event):
    """A stop's timer ran out and what it was meant to prevent arrives (000 Stop the Action)."""
    kind: ClassVar[str] = "creature_arrived"
    creature: str
    objective: str
    template: str
    at: tuple
