"""Putting a creature somewhere in a zone: when a zone-mode rule moves a creature "into the
hall", its token still needs a square. It gets the free spot nearest the zone's middle where its
whole space fits clear of other creatures and objects, on the zone's usual floor (not on top of
a wall or pillar that happens to lie inside the zone's outline)."""
from __future__ import annotations

from collections import Counter
from typing import Any

from .board import ZoneBoard
from .layout import free_cell
from .zone import Square, Zone


def floor_level(battle: Any, zone: Zone) -> int:
    """The ground height most of the zone's squares share."""
    heights = Counter(battle.board.ground(x, y) for x, y in zone.cells if battle.board.inside(x, y))
    return min(heights, key=lambda h: (-heights[h], h)) if heights else 0


def taken_squares(battle: Any, zone: Zone, mover: str) -> set[Square]:
    """Squares of the zone a token may not be laid on: other creatures, objects, and ground
    more than one square above or below the zone's floor."""
    level = floor_level(battle, zone)
    taken = {(x, y) for x, y in zone.cells
             if not battle.board.inside(x, y) or abs(battle.board.ground(x, y) - level) > 1}
    for c in battle.creatures.values():
        if c.id != mover and not c.dead and not c.removed and not c.carrier:
            taken.update((cell[0], cell[1]) for cell in c.cells)
    for obj in battle.objects.values():
        taken.update((cell[0], cell[1]) for cell in obj.cells)
    return taken


def place_in_zone(zones: ZoneBoard, battle: Any, creature_id: str, name: str) -> bool:
    """Lay the creature's token out inside the zone (False, and no change, when it is full)."""
    zone = zones.zone(name)
    creature = battle.creatures[creature_id]
    spot = free_cell(zone, taken_squares(battle, zone, creature_id), creature.squares)
    if spot is None:
        return False
    x, y = spot
    creature.pos = (x, y, battle.board.footprint_ground((x, y, 0), creature.squares))
    return True
