"""001 Combat ends when all foes flee, surrender or fall. When foes break (rules-decisions): at
the end of any phase in which their leader has fallen, or half or more of them are down, every
foe still standing gives up: one beside a standing hero surrenders, any other flees the field.
A side with nobody standing (the dying count as down) has lost."""
from __future__ import annotations

from ..core.battle import Battle
from ..core.events import LeftTheFight
from ..core.geometry import spaces_adjacent
from ..core.last_side import last_side_standing
from .events import Broke

FOES = "monsters"


def check_end(battle: Battle) -> tuple[str, str] | None:
    return last_side_standing(battle, "left standing")


def breaking_point(battle: Battle) -> str:
    foes = [c for c in battle.creatures.values() if c.side == FOES]
    down = [c for c in foes if not c.active]
    if any(c.leader for c in down):  # type: ignore[attr-defined]
        return "their leader has fallen"
    if len(foes) > 1 and 2 * len(down) >= len(foes):
        return "half of them are down"
    return ""


def test_nerve(battle: Battle) -> None:
    standing = [c for c in battle.creatures.values() if c.side == FOES and c.active]
    why = breaking_point(battle) if standing else ""
    if not why or battle.settings.get("no_breaking"):
        return
    battle.emit(Broke(FOES, why))
    heroes = [h for h in battle.creatures.values() if h.side != FOES and h.active]
    for c in standing:
        beside = any(spaces_adjacent(c.pos, c.squares, h.pos, h.squares) for h in heroes)
        c.removed = True
        battle.emit(LeftTheFight(c.id, "surrendered" if beside else "fled"))
