"""Shortest ways through a graph of zones, counted in zone moves (Dijkstra over the links)."""
from __future__ import annotations

import heapq
from typing import Callable, Iterable, Mapping

from .links import ZoneLink

Weight = Callable[[ZoneLink], "int | None"]
"""What crossing a link costs (None: it cannot be crossed)."""


def costs_from(start: str, links_of: Mapping[str, Iterable[ZoneLink]], weight: Weight,
               limit: int | None = None) -> dict[str, int]:
    """The cheapest cost from `start` to every zone it can get to (within `limit`, if given)."""
    best: dict[str, int] = {start: 0}
    queue: list[tuple[int, str]] = [(0, start)]
    while queue:
        cost, name = heapq.heappop(queue)
        if cost > best.get(name, cost):
            continue
        for link in links_of.get(name, ()):
            step = weight(link)
            if step is None:
                continue
            other, total = link.other(name), cost + step
            if limit is not None and total > limit:
                continue
            if total < best.get(other, total + 1):
                best[other] = total
                heapq.heappush(queue, (total, other))
    return best
