"""003 Hidden Attackers and Obscured Targets, and the Hide action behind them (the d20 family's,
docs/rules-decisions.md 3D system): a creature out of every foe's clear sight (on the grid, at
least three-quarters cover from each standing foe; in zones, a dark zone or one with cover spots)
may use its action for an Agility (Stealth) check, 3D + Agility + stealth training, against the
best passive Mind (Awareness) among its standing foes; beating it, the creature is hidden until
it attacks."""
from __future__ import annotations

from ..core.battle import Battle
from ..core.events import ActionSpent
from .attacking.cover import TOTAL, grid_cover
from .creature import ThreeDiceCreature
from .dice3 import roll_pool
from .events import CheckRolled

STEALTH = "Agility (Stealth)"


def foes_of(battle: Battle, c: ThreeDiceCreature) -> list[ThreeDiceCreature]:
    return [o for o in battle.creatures.values() if o.side != c.side and o.active]  # type: ignore[misc]


def can_hide(battle: Battle, c: ThreeDiceCreature) -> bool:
    if c.tags.get("hidden"):
        return False
    if battle.zones is not None:
        zone = battle.zones.zone_of(c)
        return zone is not None and (zone.dark or zone.cover > 0)
    return all(grid_cover(battle, f, c) in (5, TOTAL) for f in foes_of(battle, c))


def hide(battle: Battle, c: ThreeDiceCreature) -> bool:
    battle.emit(ActionSpent(c.id, "hide"))
    roll = roll_pool(battle, 0, "stealth")
    total = roll.total + c.agility + c.stealth
    watch = max((f.passive_awareness for f in foes_of(battle, c)), default=0)
    passed = total > watch
    battle.emit(CheckRolled(c.id, STEALTH, roll.faces, roll.kept, total, watch, passed))
    if passed:
        c.tags["hidden"] = True
        c.tags["seen_at"] = list(c.pos)
    return passed
