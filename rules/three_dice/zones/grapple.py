"""003 Detached Zones: an inaccessible zone can be made accessible again by an action, such as
steering one ship into another. Here: a creature in a zone cut off from another (an
`inaccessible` way on the zone map) may use its action to throw grappling hooks across: a
Strength (Athletics) check, 3D + Strength against 12; on a success the two zones are linked as
adjacent for the rest of the fight (`ZoneBoard.connect`)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Option
from ...core.events import ActionSpent
from ...core.zones.links import INACCESSIBLE
from ..creature import ThreeDiceCreature
from ..dice3 import roll_pool
from ..events import CheckRolled, ZonesLinked

GRAPPLE_DC = 12
ATHLETICS = "Strength (Athletics)"


def cut_off(battle: Battle, c: ThreeDiceCreature) -> list[str]:
    """Zones linked to the creature's own only by an inaccessible way."""
    zones = battle.zones
    here = zones.zone_of(c) if zones is not None else None
    if zones is None or here is None:
        return []
    return [k.other(here.name) for k in zones.linked(here.name) if k.kind == INACCESSIBLE]


def grapple_options(battle: Battle, c: ThreeDiceCreature) -> list[Option]:
    return [Option("grapple", {"zone": z}, f"Throw grappling hooks to {z} (Athletics vs {GRAPPLE_DC})")
            for z in cut_off(battle, c)]


def throw_hooks(battle: Battle, c: ThreeDiceCreature, target_zone: str) -> bool:
    zones = battle.zones
    here = zones.zone_of(c) if zones is not None else None
    if zones is None or here is None:
        return False
    battle.emit(ActionSpent(c.id, "grapple"))
    roll = roll_pool(battle, 0, "grappling hooks")
    total = roll.total + c.strength
    passed = total >= GRAPPLE_DC
    battle.emit(CheckRolled(c.id, ATHLETICS, roll.faces, roll.kept, total, GRAPPLE_DC, passed))
    if passed:
        battle.zones = zones.connect(here.name, target_zone)
        battle.emit(ZonesLinked(here.name, target_zone, c.id))
    return passed
