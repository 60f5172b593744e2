"""002 Movement in Combat: a fast maneuver takes a creature into the next zone (a detached zone
takes as many fast maneuvers as its distance, all in one turn). A creature on the ground must
stand first; a held one cannot move. Leaving a zone ends its cover and whatever it had closed
on; a hold ends when the holder walks away. Rough ground (a difficult zone) is climbed into,
not walked (see `maneuvers.climb`)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.zones.placing import place_in_zone
from ..creature import ZoneCardsCreature
from ..effects.fire import entering_fire
from ..events import Freed, ZoneMoved
from ..place import IN_COVER, zone_name


def can_walk(c: ZoneCardsCreature) -> bool:
    return c.active and not c.has("prone") and not c.tags.get("held_by")


def move_to(battle: Battle, c: ZoneCardsCreature, zone: str, why: str = "") -> bool:
    zones = battle.zones
    here = zone_name(battle, c)
    if zones is None or not here or not place_in_zone(zones, battle, c.id, zone):
        return False
    leave_spot(battle, c)
    battle.emit(ZoneMoved(c.id, here, zone, why))
    if zones.zone(zone).hazard == "fire" and why != "fled":
        entering_fire(battle, c)
    return True


def leave_spot(battle: Battle, c: ZoneCardsCreature) -> None:
    c.tags.pop(IN_COVER, None)
    c.tags.pop("closed_on", None)
    for o in battle.creatures.values():
        closed = o.tags.get("closed_on")
        if closed and c.id in closed:
            o.tags["closed_on"] = [x for x in closed if x != c.id]
        if o.tags.get("held_by") == c.id:
            o.tags.pop("held_by", None)
            o.tags.pop("gagged", None)
            battle.emit(Freed(o.id, c.id))
