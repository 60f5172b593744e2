"""Falling in Olde Swords Reign (rules-decisions): a creature left with nothing under it drops
straight down (the shared falling geometry of rules/core). A drop of 2 squares (10 ft) or more
deals 1d6 for every full 2 squares fallen and leaves it prone; a shorter drop is a stumble and
harmless. Landing in water 2 or more deep is harmless. Landing in burning ground burns."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.events import Fell
from ...core.falling_geometry import landing, nearest_free_space, supported
from ...core.geometry import footprint
from ..attacks_and_damage.damage import take_damage
from ..attacks_and_damage.fumble import knock_prone
from ..creature import OldeCreature
from ..events import HazardHurt
from .burning import burn
from .water import DEEP

SQUARES_PER_DIE = 2
"""One d6 for every 10 ft (2 squares) fallen."""
MAX_DICE = 20


def fall_dice(height: int) -> int:
    return min(MAX_DICE, height // SQUARES_PER_DIE)


def settle(battle: Battle, c: OldeCreature, source: str = "") -> bool:
    """Drop the creature if nothing holds it up; True when it fell. Burning ground it ends in
    (fallen or not) is the caller's to apply (`enter`)."""
    if c.dead or c.removed or c.aloft or c.tags.get("burrowed"):
        return False
    if supported(battle, c, c.pos):
        return False
    start = c.pos
    end, onto = landing(battle, c)
    if onto:
        c.pos = end
        end = nearest_free_space(battle, c, end)
    c.pos = end
    height = start[2] - end[2]
    deep = min(battle.board.column(x, y).liquid for x, y in footprint(end, c.squares)) >= DEEP
    count = 0 if deep else fall_dice(height)
    dice = tuple(battle.dice.roll(6, "fall") for _ in range(count))
    battle.emit(Fell(c.id, start, end, height, 0 if deep else height, sum(dice), onto))
    if dice:
        battle.emit(HazardHurt(c.id, "fall", dice, sum(dice)))
        take_damage(battle, c, sum(dice), source or "a fall")
        if c.active:
            knock_prone(battle, c, c.id)
    return True


def enter(battle: Battle, c: OldeCreature, source: str = "") -> None:
    """A creature put somewhere by force (a shove, a stunt): it falls if it must, then the
    ground it ends on has its say."""
    settle(battle, c, source)
    burn(battle, c)
