"""The action bar's entries of each creature, in the order they were first offered, kept for the
whole battle: an action keeps its number key from turn to turn, and one that cannot be used
right now is shown greyed in its place instead of the others moving up (issue 20 point 4)."""
from __future__ import annotations

from dataclasses import dataclass, field

from .turn_menu import ActionGroup


@dataclass(frozen=True)
class Entry:
    """What the bar needs to show an action that is not offered right now."""
    label: str
    kind: str
    ability: str
    action: str


@dataclass
class BarMemory:
    """Per creature id: its bar entries by group key, first offered first."""
    seen: dict[str, dict[str, Entry]] = field(default_factory=dict)

    def keep(self, cid: str, groups: list[ActionGroup]) -> list[ActionGroup]:
        """`groups` (as offered now, in the bar's order) with the creature's remembered entries
        added back as empty groups, everything in the order first offered."""
        known = self.seen.setdefault(cid, {})
        for g in groups:
            if g.key not in known:
                known[g.key] = Entry(g.label, g.kind, g.ability, g.action)
        present = {g.key: g for g in groups}
        return [present.get(key) or ActionGroup(key, e.label, e.kind, [], e.ability, "", e.action)
                for key, e in known.items()]
