"""What Brighter Worlds tells a screen: Grit as the bar with the attribute dice and Armor as
badges, why an attack cannot be made, and where a creature can move (the client side of
`RULESET`; the client never reads these statistics itself)."""
from __future__ import annotations

from pathlib import Path
from typing import Sequence

from ..core.battle import Battle
from ..core.board import BoardObject, Column
from ..core.creature import Creature
from ..core.events import Damaged, Event
from ..core.vitals import Vitals
from .content.loader import DATA_DIR, Content, load_content
from .creature import BrighterCreature
from .movement.reach import Reach, reachable

GRIT = "Grit"


def vitals(c: Creature) -> Vitals:
    """Grit, with the three attribute dice and Armor beside it."""
    b: BrighterCreature = c  # type: ignore[assignment]
    badges = b.dice_text() + ((f"Armor {b.armor}",) if b.armor else ())
    return Vitals(GRIT, b.grit, b.max_grit, down_word="", badges=badges)


def object_vitals(obj: BoardObject) -> Vitals:
    return Vitals("Sturdiness", obj.stamina, obj.stamina)


def vitals_after(bar: Vitals, ev: Event) -> Vitals:
    match ev:
        case Damaged(stamina=value, damage_type="grit"):
            return bar.changed(current=value)
    return bar


def hazard_note(col: Column) -> str:
    """Burning ground Wounds whoever enters it or starts a turn in it (no Grit, no save)."""
    return f"{col.terrain}: a Wound (STR) on entering or starting a turn here"


def why_unusable(battle: Battle, cid: str, ability_id: str) -> str:
    c: BrighterCreature = battle.creatures[cid]  # type: ignore[assignment]
    if battle.turn.get("main", 0) <= 0:
        return "Already acted this turn (one significant action a round)."
    if c.tags.get("burrowed"):
        return "Must come up out of the ground first."
    return "No foe within reach or in sight from here."


def move_range(battle: Battle, cid: str) -> Reach:
    c = battle.creatures[cid]
    return reachable(battle, c, int(battle.turn.get("move_left", 0)))


def check_content(paths: Sequence[Path]) -> Content:
    """The shipped content with these extra files or folders; raises a one-line ContentError."""
    return load_content([DATA_DIR] + [Path(p) for p in paths])
