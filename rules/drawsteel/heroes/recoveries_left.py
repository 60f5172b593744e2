"""What the heroes have left to spend over a fight: their Recoveries (for the encounter lab)."""
from __future__ import annotations

from typing import Mapping

from ...core.battle import Battle


def side_resources(battle: Battle, side: str) -> Mapping[str, int]:
    """The Recoveries the side's heroes have left (dead heroes included: theirs are spent)."""
    return {"Recoveries": sum(c.recoveries for c in battle.creatures.values()
                              if c.side == side and getattr(c, "hero", False))}
