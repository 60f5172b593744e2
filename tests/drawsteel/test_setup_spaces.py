"""Set-up on the built-in training ground never puts two creatures in one space."""
from __future__ import annotations

import pytest

from rules.core.registry import get_ruleset

RULES = get_ruleset("drawsteel")


@pytest.mark.parametrize("encounter", sorted(RULES.encounters()))
def test_no_two_creatures_start_in_one_space(encounter: str) -> None:
    """000 Combat > Set the Map: the Director places each creature's token on the map, and
    000 Combat > Size and Space: each creature fills its own space, a cube of its size. Two
    size 2 fliers of one encounter used to start lifted into the same cube (placement checked
    the spot on the ground, then lifted the flier into a space another flier already held)."""
    battle = RULES.encounter_battle(encounter, 0)
    seen: dict[tuple[int, int, int], str] = {}
    for c in battle.creatures.values():
        for cell in c.cells:
            assert cell not in seen, f"{c.id} starts in {seen[cell]}'s space at {cell}"
            seen[cell] = c.id
