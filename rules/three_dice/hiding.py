"""003 Hidden Attackers and Obscured Targets, and the Hide action behind them (the d20 family's,
docs/rules-decisions.md 3D system): a creature out of every foe's clear sight (on the grid, at
least three-quarters cover from each standing foe; in zones, a dark zone or one with cover spots)
may use its action for an Agility (Stealth) check, 3D + Agility + stealth training, against the
best passive Mind (Awareness) among its standing foes; beating it, the creature is hidden until
it attacks."""
from __future__ import annotations

from ..core.battle import Battle
from ..core.events import ActionSpent, Note
from .attacking.cover import TOTAL, grid_cover
from .creature import ThreeDiceCreature
from .dice3 import roll_pool
from .events import CheckRolled

STEALTH = "Agility (Stealth)"


def foes_of(battle: Battle, c: ThreeDiceCreature) -> list[ThreeDiceCreature]:
    return [o for o in battle.creatures.values() if o.side != c.side and o.active]  # type: ignore[misc]


def concealed(battle: Battle, c: ThreeDiceCreature) -> bool:
    """Out of every standing foe's clear sight where it stands (on the grid at least
    three-quarters cover from each; in zones a dark zone or one with cover spots)."""
    if battle.zones is not None:
        zone = battle.zones.zone_of(c)
        return zone is not None and (zone.dark or zone.cover > 0)
    return all(grid_cover(battle, f, c) in (5, TOTAL) for f in foes_of(battle, c))


def can_hide(battle: Battle, c: ThreeDiceCreature) -> bool:
    return not c.tags.get("hidden") and concealed(battle, c)


def reveal_if_seen(battle: Battle, c: ThreeDiceCreature) -> None:
    """A hidden creature that ends a move in a foe's clear sight is hidden no longer: it was
    hidden because it had concealed itself (003 Hidden Attackers and Obscured Targets), and
    walking into the open undoes that (docs/rules-decisions.md, 3D system)."""
    if c.tags.get("hidden") and not concealed(battle, c):
        c.tags.pop("hidden", None)
        c.tags.pop("seen_at", None)
        battle.emit(Note(f"{c.name} comes out into plain view and is hidden no longer.", c.id))


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
