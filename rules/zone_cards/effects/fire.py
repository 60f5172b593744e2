"""002 Fire: catching fire is one physical Harm at once; at the start of each later round the
fire deals its intensity as Harm, less one for each success of an automatic Endure test. A
burning creature can only put the flames out (a slow Finesse maneuver whose successes add up
over the rounds until they reach the intensity), flee or shout. Walking into a burning zone
(a zone whose hazard is fire) sets a creature alight at intensity 1 unless a Finesse test
finds a way through (docs/rules-decisions.md, card-initiative zone system)."""
from __future__ import annotations

from ...core.battle import Battle
from ..creature import ZoneCardsCreature
from ..events import FireChanged
from ..harm import take_harm
from ..pools import roll_pool

ZONE_FIRE = 1


def catch_fire(battle: Battle, c: ZoneCardsCreature, intensity: int) -> None:
    if not c.active:
        return
    c.burning = max(c.burning, intensity)
    battle.emit(FireChanged(c.id, c.burning, c.extinguish))
    take_harm(battle, c, 1, "physical", "fire")


def burn_at_round_start(battle: Battle, c: ZoneCardsCreature) -> None:
    if not c.burning or not c.active:
        return
    saved = roll_pool(battle, c, "endure", "endure the flames", use_bonus=False)
    take_harm(battle, c, c.burning - saved, "physical", "fire")


def extinguish(battle: Battle, c: ZoneCardsCreature) -> None:
    c.extinguish += roll_pool(battle, c, "finesse", "put out the flames", needed=c.burning)
    if c.extinguish >= c.burning:
        c.burning = c.extinguish = 0
    battle.emit(FireChanged(c.id, c.burning, c.extinguish))


def entering_fire(battle: Battle, c: ZoneCardsCreature) -> None:
    if roll_pool(battle, c, "finesse", "get past the flames", needed=1) < 1:
        catch_fire(battle, c, ZONE_FIRE)
