"""Roles and temperament in the AI's choice of where to stand (issue 19 point 2).

A monster's role (RULES-NOTES, Monster stat block) says how it fights, so the AI weighs its
squares by it: brutes close in and stay in the thick of it, artillery and hexers keep a few
squares between themselves and every foe, harriers and ambushers strike and then slip out of
reach, defenders stand against the foes who are on their allies, supports keep near their
allies. Heroes keep the plain weighing (their player picks the plan). Roles are played when the
battle's `roles` setting asks (the hard difficulty does).

A temperament, set per encounter or per creature, bends any creature's bearing: a cautious one
hangs back and steps out of reach once its blow is spent, a bold one presses in and stays.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from ..core.battle import Battle
from ..core.creature import Creature
from .content.model import TEMPERAMENTS

TEMPERAMENT_SETTING = "temperament"
"""Battle setting: {creature id or side: temperament}, over what the encounter file says."""
ROLES_SETTING = "roles"
"""Battle setting: True to play monsters by their roles (the hard difficulty, `--roles`). Off
by default: the shipped encounters are balanced for role-blind foes, and with roles the shrikes
play as real artillery (docs/rules-decisions.md, Roles and temperament)."""


@dataclass(frozen=True, slots=True)
class Bearing:
    """How a creature likes to stand, as weights on a square's worth."""
    approach: float = 0.3
    """Worth of each square nearer the nearest foe."""
    engage: float = 0.0
    """Worth of standing next to a foe."""
    keep_off: int = 0
    """Squares a shooter keeps between itself and every foe."""
    keep_off_weight: float = 0.0
    """Cost of each square it stands nearer than that."""
    withdraw: float = 0.0
    """Cost of each foe next to it once its blow is spent (strike, then get out of reach)."""
    guard: float = 0.0
    """Worth of each foe next to it that stands next to one of its allies."""
    huddle: float = 0.0
    """Worth of each ally within two squares (up to three)."""


PLAIN = Bearing()
BEARINGS: dict[str, Bearing] = {
    "brute": Bearing(engage=1.0),
    "artillery": Bearing(approach=0.15, keep_off=3, keep_off_weight=1.0),
    "hexer": Bearing(approach=0.2, keep_off=2, keep_off_weight=0.8),
    "harrier": Bearing(withdraw=1.5),
    "ambusher": Bearing(withdraw=1.0),
    "defender": Bearing(guard=1.0),
    "support": Bearing(approach=0.2, huddle=0.4, withdraw=0.5),
}
"""Roles not named here (controller, mount) keep the plain bearing: a controller's worth is in
its forced movement, weighed by the look-ahead, and a mount's in who rides it."""


def bearing(battle: Battle, c: Creature) -> Bearing:
    """The creature's role bearing bent by its temperament (one of `TEMPERAMENTS`)."""
    base = BEARINGS.get(c.role, PLAIN) if not c.hero and battle.settings.get(ROLES_SETTING) else PLAIN
    mood = temperament(battle, c)
    if mood == "cautious":
        return replace(base, approach=base.approach * 0.6, withdraw=base.withdraw + 1.0,
                       keep_off=base.keep_off + 1, keep_off_weight=max(base.keep_off_weight, 0.5))
    if mood == "bold":
        return replace(base, approach=base.approach * 1.5, engage=base.engage + 0.5, withdraw=0.0,
                       keep_off=max(0, base.keep_off - 1))
    return base


def temperament(battle: Battle, c: Creature) -> str:
    """Cautious, steady or bold: the battle's setting for the creature or its side, else the
    encounter's word for its slot or for the whole monster side, else steady."""
    given = battle.settings.get(TEMPERAMENT_SETTING)
    if isinstance(given, dict):  # anything else (a damaged save's setting) is ignored
        found = given.get(c.id) or given.get(c.side)
        if found in TEMPERAMENTS:
            return found
    encounter = battle.settings.get("encounter")
    if not encounter or battle.ruleset != "drawsteel":
        return "steady"
    return _written(encounter, c.template, c.side)


@lru_cache(maxsize=512)
def _written(encounter: str, template: str, side: str) -> str:
    from .content.loader import default_content
    enc = default_content().encounters.get(encounter)
    if enc is None:
        return "steady"
    for slot in enc.slots:
        if slot.creature == template and slot.side == side and slot.temperament:
            return slot.temperament
    return enc.temperament if side == "monsters" and enc.temperament else "steady"


def bearing_values(b: Bearing, dists: list[int], nearest: int, blow_spent: bool,
                   guarded: list[bool], near_allies: int) -> float:
    """What the bearing adds to a square, besides the plain pull towards the nearest foe:
    `dists` to each foe, `guarded[i]` when foe i stands next to an ally, `near_allies` the
    allies within two squares."""
    value = -b.approach * nearest
    adjacent = dists.count(1)
    if b.engage and adjacent:
        value += b.engage
    if b.keep_off_weight and nearest < b.keep_off:
        value -= b.keep_off_weight * (b.keep_off - nearest)
    if b.withdraw and blow_spent:
        value -= b.withdraw * adjacent
    if b.guard:
        value += b.guard * sum(1 for d, g in zip(dists, guarded) if d == 1 and g)
    if b.huddle:
        value += b.huddle * min(near_allies, 3)
    return value
