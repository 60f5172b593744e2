"""Deep water in Olde Swords Reign (rules-decisions): water 2 or more squares deep breaks a fall
(`falling.py`), and a creature standing in it that cannot swim fights badly: SETBACK on its
attacks. Walkers wade any water at double cost (the shared reach)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.geometry import footprint
from ..creature import OldeCreature

DEEP = 2


def water_depth(battle: Battle, c: OldeCreature) -> int:
    return min(battle.board.column(x, y).liquid for x, y in footprint(c.pos, c.squares))


def floundering(battle: Battle, c: OldeCreature) -> bool:
    """In deep water, not flying over it and not a swimmer."""
    return not c.aloft and not c.can("swim") and water_depth(battle, c) >= DEEP
