"""Events of the Director's side: Malice gained and spent, Malice features, villain actions."""
from __future__ import annotations

from typing import ClassVar

from ...core.events import Event, event


@event
class MaliceChanged(Event):
    """The Director's Malice went up (`amount` > 0) or down; `total` is the pool now."""
    kind: ClassVar[str] = "malice_changed"
    amount: int
    total: int
    why: str = ""


@event
class MaliceFeatureUsed(Event):
    """A monster spent Malice at the start of its turn on one of its Malice features."""
    kind: ClassVar[str] = "malice_feature_used"
    creature: str
    feature: str
    name: str
    cost: int


@event
class VillainActionUsed(Event):
    """A leader or solo used one of its villain actions at the end of `after`'s turn."""
    kind: ClassVar[str] = "villain_action_used"
    creature: str
    ability: str
    name: str
    after: str
