"""How much Stamina one Recovery is worth to a creature (RULES-NOTES Recoveries;
000 Stamina > Director-Controlled Creatures > No Recoveries).

A hero regains its recovery value. A Director-controlled creature has no Recoveries; when a
hero's help would let it spend one, it regains a third of its Stamina maximum instead.
"""
from __future__ import annotations

from ..core.creature import Creature


def recovery_amount(c: Creature) -> int:
    return c.recovery_value if c.hero else c.max_stamina // 3
