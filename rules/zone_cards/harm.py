"""002 Injuries and Harm: a hit's damage is levels of Harm. A hero writes Harm in the row of its
level (1 lesser, 2 moderate, 3 severe); a full row pushes it up a row, and Harm with nowhere
left to go (past severe) breaks the hero. NPCs and beasts count Harm points instead and break
when the points reach their toughness (docs/rules-decisions.md, card-initiative zone system).
A creature broken by physical Harm falls; one broken by mental Harm gives up the fight."""
from __future__ import annotations

from ..core.battle import Battle
from ..core.events import StateChanged
from .creature import ROW_NAMES, ROW_SIZES, ZoneCardsCreature
from .events import Broken, HarmTaken

MAX_LEVEL = 4


def room_left(c: ZoneCardsCreature, kind: str = "physical") -> int:
    """How many more boxes (heroes) or points (others) before it breaks."""
    if c.uses_points:
        return max(0, c.toughness - c.harm_points)
    rows = c.rows(kind)
    return sum(size - filled for size, filled in zip(ROW_SIZES, rows))


def take_harm(battle: Battle, c: ZoneCardsCreature, level: int, kind: str = "physical",
              source: str = "") -> None:
    """Suffer Harm of this level (nothing below 1)."""
    if level <= 0 or c.broken or c.dead or c.removed:
        return
    if c.uses_points:
        c.harm_points += level
        battle.emit(HarmTaken(c.id, kind, level, "", c.harm_points, room_left(c, kind), source))
        if c.harm_points >= c.toughness:
            breaks(battle, c, kind)
        return
    row = _row_for(c.rows(kind), min(level, MAX_LEVEL))
    if row is None:
        battle.emit(HarmTaken(c.id, kind, level, "beyond severe", 0, 0, source))
        breaks(battle, c, kind)
        return
    rows = list(c.rows(kind))
    rows[row] += 1
    setattr(c, kind, rows)  # a new list: look-ahead copies share the old one
    battle.emit(HarmTaken(c.id, kind, level, ROW_NAMES[row], 0, room_left(c, kind), source))


def _row_for(rows: list, level: int) -> int | None:
    """The row Harm of this level lands in: its own, pushed up past full rows."""
    row = level - 1
    while row < len(ROW_SIZES) and rows[row] >= ROW_SIZES[row]:
        row += 1
    return row if row < len(ROW_SIZES) else None


def breaks(battle: Battle, c: ZoneCardsCreature, kind: str) -> None:
    c.broken = kind
    c.unconscious = True
    c.burning = 0
    c.poison = 0
    battle.emit(Broken(c.id, kind))
    battle.emit(StateChanged(c.id, "broken" if kind == "physical" else "shaken out of the fight", True))
    for other in battle.creatures.values():
        if other.tags.get("held_by") == c.id:
            other.tags.pop("held_by", None)
            other.tags.pop("gagged", None)
    c.tags.pop("held_by", None)
