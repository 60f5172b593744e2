"""002 Falling Damage: a fall of 10 feet or more onto hard ground. The Director rolls one die for
each 5 feet against the faller's Endure; each success beyond the Endure successes is a level of
physical Harm. Armor does not help (docs/rules-decisions.md, card-initiative zone system)."""
from __future__ import annotations

from ...core.battle import Battle
from ..creature import ZoneCardsCreature
from ..harm import take_harm
from ..pools import roll_plain, roll_pool

FEET_PER_DIE = 5
MIN_FALL = 10


def fall(battle: Battle, c: ZoneCardsCreature, feet: int) -> None:
    if feet < MIN_FALL or not c.active:
        return
    ground = roll_plain(battle, c.id, feet // FEET_PER_DIE, f"a fall of {feet} feet", "fall")
    body = roll_pool(battle, c, "endure", "break the fall", use_bonus=False)
    take_harm(battle, c, ground - body, "physical", "fall")
