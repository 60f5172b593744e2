"""002 Tired, Hungry, Thirsty: heroes who come to a fight worn out (the encounter says so) each
make an Endure test as it starts; a failure is one Harm (physical: the Director's choice here)."""
from __future__ import annotations

from ...core.battle import Battle
from ..creature import ZoneCardsCreature
from ..harm import take_harm
from ..pools import roll_pool


def weary_tests(battle: Battle) -> None:
    if not battle.settings.get("weary"):
        return
    for c in list(battle.creatures.values()):
        z: ZoneCardsCreature = c  # type: ignore[assignment]
        if z.hero and z.active and roll_pool(battle, z, "endure", "weariness", needed=1, use_bonus=False) < 1:
            take_harm(battle, z, 1, "physical", "weariness")
