"""How far apart two creatures are, in feet, on the grid (a square is 5 feet, 003 Using a
Battle Grid) or on zones (about 30 feet a zone, 003 Using Battle Zones), and who is adjacent."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.geometry import space_distance
from ..creature import ThreeDiceCreature
from ..zones.engagement import engaged_with, same_zone

ZONE_FEET = 30
SQUARE = 5


def feet_apart(battle: Battle, a: ThreeDiceCreature, b: ThreeDiceCreature) -> int | None:
    """None when nothing joins them (zones with no link at all)."""
    if battle.zones is not None:
        za, zb = battle.zones.zone_of(a), battle.zones.zone_of(b)
        if za is None or zb is None:
            return None
        span = battle.zones.zone_range(za.name, zb.name)
        return None if span is None else span * ZONE_FEET
    return space_distance(a.pos, a.squares, b.pos, b.squares) * SQUARE


def adjacent(battle: Battle, a: ThreeDiceCreature, b: ThreeDiceCreature) -> bool:
    """Within 5 feet: next to each other on the grid, fighting each other in zones."""
    if battle.zones is not None:
        return same_zone(battle, a, b) and engaged_with(a, b.id)
    return space_distance(a.pos, a.squares, b.pos, b.squares) <= 1


def melee_reach(battle: Battle, c: ThreeDiceCreature) -> int:
    """The longest reach of its melee attacks in feet (an unarmed strike reaches 5)."""
    return max([battle.abilities[a].reach for a in c.abilities if battle.abilities[a].melee] + [SQUARE])
