"""Where creatures stand in zones (002 Zones and Distance): the zone a creature is in, who
shares it, how many zones apart two creatures are for range, and which neighbouring zones one
can step into."""
from __future__ import annotations

from ..core.battle import Battle
from .creature import ZoneCardsCreature

IN_COVER = "in_cover"


def zone_name(battle: Battle, c) -> str:
    zones = battle.zones
    z = zones.zone_of(c) if zones is not None else None
    return z.name if z is not None else ""


def apart(battle: Battle, a, b) -> int | None:
    """Zones between two creatures for range (0: the same zone); None without a zone board
    (then everyone counts as in one zone) or when nothing links them."""
    zones = battle.zones
    if zones is None:
        return 0
    za, zb = zone_name(battle, a), zone_name(battle, b)
    if not za or not zb:
        return None
    return zones.zone_range(za, zb)


def same_zone(battle: Battle, a, b) -> bool:
    return apart(battle, a, b) == 0


def foes(battle: Battle, c) -> list[ZoneCardsCreature]:
    return [o for o in battle.creatures.values() if o.side != c.side and o.active]  # type: ignore[misc]


def foes_in_zone(battle: Battle, c, zone: str | None = None) -> list[ZoneCardsCreature]:
    here = zone if zone is not None else zone_name(battle, c)
    return [o for o in foes(battle, c) if zone_name(battle, o) == here]


def is_dark(battle: Battle, c) -> bool:
    zones = battle.zones
    z = zones.zone_of(c) if zones is not None else None
    return bool(z is not None and z.dark)


def steps_from(battle: Battle, c) -> list[tuple[str, int, bool]]:
    """Neighbouring zones: (name, fast maneuvers to get there, rough ground to climb)."""
    zones = battle.zones
    here = zone_name(battle, c)
    if zones is None or not here:
        return []
    out = []
    for link in zones.linked(here):
        cost = link.moves
        if cost is None:
            continue
        other = link.other(here)
        out.append((other, cost, zones.zone(other).difficult))
    return out


def cover_free(battle: Battle, c) -> bool:
    """A spot of cover is left in the creature's zone."""
    zones = battle.zones
    z = zones.zone_of(c) if zones is not None else None
    if z is None or z.cover <= 0:
        return False
    taken = sum(1 for o in zones.creatures_in(z.name, battle) if o.tags.get(IN_COVER))
    return taken < z.cover
