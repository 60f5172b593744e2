"""The frame of a ruleset's narrator: one method per event kind (`_<kind>(data)`), creatures
named by their display names."""
from __future__ import annotations

from .battle import Battle
from .events import Event


class EventNarrator:
    """Subclasses add `_<kind>(self, d) -> str | None` for each event kind they tell."""

    def __init__(self, battle: Battle) -> None:
        self.battle = battle

    def name(self, cid: str) -> str:
        c = self.battle.creatures.get(cid)
        return c.name if c is not None else cid.replace("_", " ")

    def line(self, e: Event) -> str | None:
        d = e.to_dict()
        handler = getattr(self, "_" + d["kind"], None)
        return handler(d) if handler is not None else None
