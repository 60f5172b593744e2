"""The end check of rulesets whose fight ends when a side has nobody left in it."""
from __future__ import annotations

from .battle import Battle


def last_side_standing(battle: Battle, left: str) -> tuple[str, str] | None:
    """(winner, reason) once a side has no active creature ("draw" when no side has one), else
    None. `left` words the reason: "the monsters have nobody <left>"."""
    standing = {s: any(c.active for c in battle.creatures.values() if c.side == s)
                for s in battle.sides}
    if all(standing.values()):
        return None
    alive = [s for s, ok in standing.items() if ok]
    if not alive:
        return "draw", f"nobody is {left}"
    loser = next(s for s, ok in standing.items() if not ok)
    return alive[0], f"the {loser} have nobody {left}"
