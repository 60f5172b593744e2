"""Who a creature can aim an ability at from a position: foes (or, for healing, allies) in
reach, not underground, not in full cover, not hidden (unless beside it); the dying are out of the fight and are not attacked
(rules-decisions)."""
from __future__ import annotations

from ..core.battle import Battle
from ..core.geometry import Cell, space_distance
from .attacks_and_damage.cover import FULL, cover
from .combat_actions.hide import HIDDEN
from .content.model import Ability
from .creature import OldeCreature


def in_reach(c: OldeCreature, at: Cell, other: OldeCreature, reach: int) -> bool:
    return 1 <= space_distance(at, c.squares, other.pos, other.squares) <= reach


def targets_from(battle: Battle, c: OldeCreature, at: Cell, a: Ability) -> list[OldeCreature]:
    if a.kind == "spell_heal":
        return [o for o in battle.creatures.values()  # type: ignore[misc]
                if o.side == c.side and not o.dead and not o.removed and o.hp < o.max_hp  # type: ignore[attr-defined]
                and (o.id == c.id or in_reach(c, at, o, a.reach))]  # type: ignore[arg-type]
    return [o for o in battle.creatures.values()  # type: ignore[misc]
            if o.side != c.side and o.active and in_reach(c, at, o, a.reach)  # type: ignore[arg-type]
            and (not o.has(HIDDEN) or in_reach(c, at, o, 1))  # type: ignore[arg-type]
            and cover(battle, c, at, o) != FULL]  # type: ignore[arg-type]


def still_valid(battle: Battle, c: OldeCreature, target: OldeCreature, a: Ability) -> str:
    """Why a declared target can no longer be aimed at ('' when it still can)."""
    if target.dead or target.removed or (not target.active and a.kind != "spell_heal"):
        return f"{target.name} already fell"
    if target not in targets_from(battle, c, c.pos, a) and not (a.kind == "spell_heal" and target.id == c.id):
        return f"{target.name} is out of reach"
    return ""
