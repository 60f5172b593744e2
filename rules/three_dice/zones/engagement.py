"""Who is fighting whom in zone mode (003 Using Battle Zones): a creature that makes a melee
attack and its target are engaged; both are described as adjacent to each other until one of
them moves to another zone, withdraws, or drops."""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle

ENGAGED = "engaged"


def engaged_with(c: Any, other: str) -> bool:
    return other in c.tags.get(ENGAGED, ())


def same_zone(battle: Battle, a: Any, b: Any) -> bool:
    zones = battle.zones
    if zones is None:
        return False
    za, zb = zones.zone_of(a), zones.zone_of(b)
    return za is not None and zb is not None and za.name == zb.name


def engaged_foes(battle: Battle, c: Any) -> list[Any]:
    """The active foes fighting `c` right now."""
    out = []
    for oid in c.tags.get(ENGAGED, ()):
        o = battle.creatures.get(oid)
        if o is not None and o.active and o.side != c.side and same_zone(battle, c, o):
            out.append(o)
    return out


def engage(a: Any, b: Any) -> None:
    for x, y in ((a, b), (b, a)):
        ids = list(x.tags.get(ENGAGED, ()))
        if y.id not in ids:
            ids.append(y.id)
        x.tags[ENGAGED] = ids


def disengage_all(battle: Battle, c: Any) -> None:
    """`c` steps away from everyone it was fighting."""
    for oid in c.tags.pop(ENGAGED, ()):
        o = battle.creatures.get(oid)
        if o is not None:
            left = [i for i in o.tags.get(ENGAGED, ()) if i != c.id]
            if left:
                o.tags[ENGAGED] = left
            else:
                o.tags.pop(ENGAGED, None)
