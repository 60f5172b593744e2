"""One tactician decision asks for the same look-ahead more than once: the greedy step it is
anchored on plays out the same options the plan's root weighs, and a leaf's blow still to strike
(`Planner._blow_left`) plays out the blows its node then follows. `SharedOutcomes` answers every
question as the advisor it wraps, but works out the outcomes of an option in a given battle
only once, keeping them on the battle's cache (cleared by the battle's next choice).

The copies handed out are shared, so whoever gets them must only read them or copy them further
(the greedy player values them; the plan clones them before choosing anything in them)."""
from __future__ import annotations

from typing import Any

from ...core.advisor import Advisor
from ...core.battle import Battle
from ...core.decisions import Option

OUTCOMES_KEY = "tactician_outcomes"


class SharedOutcomes:
    """An advisor whose `outcomes` are remembered per battle and option."""

    def __init__(self, advisor: Advisor) -> None:
        self.inner = advisor

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def outcomes(self, battle: Battle, option: Option) -> list[tuple[float, Battle]]:
        key = (OUTCOMES_KEY, option.key)
        found = battle.cache.get(key)
        if found is None:
            found = battle.cache[key] = self.inner.outcomes(battle, option)
        return found
