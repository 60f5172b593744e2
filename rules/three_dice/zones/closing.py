"""Closing the distance inside a zone (003 Using Battle Zones): the zone is abstract, but the
tokens still stand on squares, so a creature that closes in to strike is laid next to its
target (the free square of the zone beside it nearest to where the attacker stood)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.events import Moved
from ...core.geometry import footprint, space_distance
from ...core.zones.placing import taken_squares
from ..creature import ThreeDiceCreature


def close_in(battle: Battle, c: ThreeDiceCreature, target: ThreeDiceCreature) -> None:
    zones = battle.zones
    zone = zones.zone_of(target) if zones is not None else None
    if zone is None or space_distance(c.pos, c.squares, target.pos, target.squares) <= 1:
        return
    taken = taken_squares(battle, zone, c.id)
    spots = [(x, y) for x, y in zone.cells
             if all(sq in zone.cells and sq not in taken for sq in footprint((x, y, 0), c.squares))
             and space_distance((x, y, target.pos[2]), c.squares, target.pos, target.squares) == 1]
    if not spots:
        return
    x, y = min(spots, key=lambda s: (abs(s[0] - c.pos[0]) + abs(s[1] - c.pos[1]), s))
    start = c.pos
    c.pos = (x, y, battle.board.footprint_ground((x, y, 0), c.squares))
    battle.emit(Moved(c.id, (start, c.pos), 0, "walk"))
