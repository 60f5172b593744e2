"""002 Zones and Distance (obstacles) and Falling Damage: rough ground (a difficult zone) is
climbed into with a slow maneuver, Finesse or Endure (the better), one success needed. A
failed climb slips back: a fall of ten feet (docs/rules-decisions.md, card-initiative zone
system)."""
from __future__ import annotations

from ...core.battle import Battle
from ..creature import ZoneCardsCreature
from ..effects.falling import fall
from ..movement.zone_move import move_to
from ..pools import best_action, roll_pool

SLIP = 10


def climb(battle: Battle, c: ZoneCardsCreature, zone: str) -> None:
    action = best_action(c, ("finesse", "endure"))
    if roll_pool(battle, c, action, f"climb into {zone}", needed=1) >= 1:
        move_to(battle, c, zone, "climbed")
    else:
        fall(battle, c, SLIP)
