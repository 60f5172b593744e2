"""What moving between zones costs a creature (003 Using Battle Zones; 003 Moving Around Other
Creatures for "hindered"): a link's moves (1 side by side, the distance across a detached way),
and one move more to enter a zone whose ground is difficult, unless the creature flies
(docs/rules-decisions.md, 3D system). Inaccessible ways cannot be crossed."""
from __future__ import annotations

import heapq

from ...core.battle import Battle
from ...core.zones.links import ZoneLink
from ..creature import ThreeDiceCreature


def step_cost(battle: Battle, c: ThreeDiceCreature, link: ZoneLink, to: str) -> int | None:
    zones = battle.zones
    assert zones is not None
    if link.moves is None:
        return None
    rough = zones.zone(to).difficult and not (c.can("fly") and c.fly_speed > 0)
    return link.moves + (1 if rough else 0)


def zone_costs(battle: Battle, c: ThreeDiceCreature, here: str) -> dict[str, int]:
    """Moves from `here` to every zone the creature can get to."""
    zones = battle.zones
    assert zones is not None
    best = {here: 0}
    heap = [(0, here)]
    while heap:
        cost, name = heapq.heappop(heap)
        if cost > best.get(name, 1 << 30):
            continue
        for link in zones.linked(name):
            other = link.other(name)
            step = step_cost(battle, c, link, other)
            if step is not None and cost + step < best.get(other, 1 << 30):
                best[other] = cost + step
                heapq.heappush(heap, (cost + step, other))
    return best
