"""Where one square lies from another, as a player says it ("3 squares north-east, 1 up"):
the log, prompts and option labels never show raw coordinates (issue 20, clean text)."""
from __future__ import annotations

from functools import lru_cache


COMPASS = {(0, -1): "north", (1, -1): "north-east", (1, 0): "east", (1, 1): "south-east",
           (0, 1): "south", (-1, 1): "south-west", (-1, 0): "west", (-1, -1): "north-west"}


def heading(start, end) -> str:
    """Where `end` lies from `start`, as a player says it: "3 squares north-east, 1 up" (the
    log never shows raw coordinates)."""
    return _heading(end[0] - start[0], end[1] - start[1], end[2] - start[2])


@lru_cache(maxsize=4096)
def _heading(dx: int, dy: int, dz: int) -> str:
    """`heading` by the difference alone (the option list asks it for every square in reach)."""
    across = max(abs(dx), abs(dy))
    parts = []
    if across:
        way = COMPASS[((dx > 0) - (dx < 0), (dy > 0) - (dy < 0))]
        parts.append(f"{across} square{'s' if across != 1 else ''} {way}")
    if dz:
        parts.append(f"{abs(dz)} {'up' if dz > 0 else 'down'}")
    return ", ".join(parts) or "nowhere"
