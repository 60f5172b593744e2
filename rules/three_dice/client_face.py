"""What the 3D rules tell a screen: hit points as the bar (dying below), armor and speed as
badges, why an ability cannot be used, where a creature can move on the grid and, in zone mode,
which zones it can reach and which its attacks reach (the client side of `RULESET`)."""
from __future__ import annotations

from pathlib import Path
from typing import Sequence

from ..core.battle import Battle
from ..core.board import BoardObject, Column
from ..core.creature import Creature
from ..core.events import Damaged, Event, Healed
from ..core.grid_reach import Reach
from ..core.vitals import Vitals
from ..core.zones.reach import ZoneReach, zone_reach as build_reach
from .attacking.geometry import ZONE_FEET
from .content.loader import DATA_DIR, Content, load_content
from .creature import ThreeDiceCreature
from .movement.reach import budget, reachable
from .zones.costs import zone_costs
from .zones.moves import ZONE_MOVE, moves_left


def vitals(c: Creature) -> Vitals:
    t: ThreeDiceCreature = c  # type: ignore[assignment]
    badges = (f"AR {t.armor}",) + ((f"saves {t.death_successes}/{t.death_failures}",) if t.dying else ())
    return Vitals("HP", t.hp, t.max_hp, worn_at=t.max_hp // 2, worn_word="bloodied",
                  down_word="dying" if t.hero else "", badges=badges)


def object_vitals(obj: BoardObject) -> Vitals:
    return Vitals("Sturdiness", obj.stamina, obj.stamina)


def vitals_after(bar: Vitals, ev: Event) -> Vitals:
    match ev:
        case Damaged(stamina=value):
            return bar.changed(current=value)
        case Healed(stamina=value):
            return bar.changed(current=value)
    return bar


def hazard_note(col: Column) -> str:
    return f"{col.terrain}: nobody walks in willingly"


def why_unusable(battle: Battle, cid: str, ability_id: str) -> str:
    c: ThreeDiceCreature = battle.creatures[cid]  # type: ignore[assignment]
    ability = battle.abilities.get(ability_id)
    cost = ability.cost if ability is not None else "action"
    if battle.turn.get(cost, 0) <= 0:
        return f"Your {cost.replace('bonus', 'bonus action')} is spent this turn."
    if cost == "bonus" and ability is not None and not ability.heal and not battle.turn.get("attacked"):
        return "Only after taking the Attack action this turn."
    if c.tags.get("burrowed"):
        return "Must come up out of the ground first."
    return "No target within reach or range from here."


def move_range(battle: Battle, cid: str) -> Reach | None:
    if battle.zones is not None:
        return None
    c: ThreeDiceCreature = battle.creatures[cid]  # type: ignore[assignment]
    left = int(battle.turn.get("move_left", 0)) if battle.current == cid else budget(c)
    return reachable(battle, c, left)


def zone_reach(battle: Battle, cid: str) -> ZoneReach | None:
    zones = battle.zones
    c: ThreeDiceCreature | None = battle.creatures.get(cid)  # type: ignore[assignment]
    here = zones.zone_of(c) if zones is not None and c is not None else None
    if zones is None or here is None or c is None:
        return None
    moves = moves_left(battle) if battle.current == cid else c.best_speed // ZONE_MOVE
    farthest = max((battle.abilities[a].farthest for a in c.abilities), default=5)
    plain = build_reach(zones, here.name, moves, 0, farthest // ZONE_FEET)
    costs = {z: n for z, n in zone_costs(battle, c, here.name).items() if n <= moves}
    return ZoneReach(plain.start, costs, plain.in_range)


def check_content(paths: Sequence[Path]) -> Content:
    """The shipped content with these extra files or folders; raises a one-line ContentError."""
    return load_content([DATA_DIR] + [Path(p) for p in paths])
