"""What Olde Swords Reign tells a screen: HP as the bar with AC and Fatigue as badges ("dying"
at 0), why an ability cannot be used, and where a creature can move (the client side of
`RULESET`; the client never reads these statistics itself)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Sequence

from ..core.battle import Battle
from ..core.board import BoardObject, Column
from ..core.creature import Creature
from ..core.events import Damaged, Event, Healed
from ..core.grid_reach import Reach, reachable
from ..core.vitals import Vitals
from .content.loader import DATA_DIR, Content, load_content
from .creature import OldeCreature
from .events import FatigueGained
from .hazards.burning import LAVA


def _badges(ac_badge: str, fatigue: int) -> tuple[str, ...]:
    return (ac_badge,) + ((f"Fatigue {fatigue}",) if fatigue else ())


def vitals(c: Creature) -> Vitals:
    o: OldeCreature = c  # type: ignore[assignment]
    return Vitals("HP", o.hp, o.max_hp, down_word="dying" if o.hero else "", badges=_badges(f"AC {o.ac}", o.fatigue))


def object_vitals(obj: BoardObject) -> Vitals:
    return Vitals("Sturdiness", obj.stamina, obj.stamina)


def vitals_after(bar: Vitals, ev: Event) -> Vitals:
    match ev:
        case Damaged(stamina=value) | Healed(stamina=value):
            return bar.changed(current=value)
        case FatigueGained(fatigue=level) if bar.badges:
            return replace(bar, badges=_badges(bar.badges[0], level))
    return bar


def why_unusable(battle: Battle, cid: str, ability_id: str) -> str:
    return "No target in reach or in sight from where it will stand."


def move_range(battle: Battle, cid: str) -> Reach:
    c: OldeCreature = battle.creatures[cid]  # type: ignore[assignment]
    return reachable(battle, c, c.speed)


def check_content(paths: Sequence[Path]) -> Content:
    """The shipped content with these extra files or folders; raises a one-line ContentError."""
    return load_content([DATA_DIR] + [Path(p) for p in paths])


def hazard_note(col: Column) -> str:
    """Burning ground in this ruleset's words (hazards/burning.py): lava burns for 2d6, milder
    ground for 1d6, when forced, dropped or leaping in and at the start of each phase there."""
    dice = 2 if col.damage >= LAVA else 1
    return f"{col.terrain}: {dice}d6 fire on falling, being thrown or leaping in, and each phase spent in it"
