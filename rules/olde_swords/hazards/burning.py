"""Burning ground (lava, embers, a fire pit) in Olde Swords Reign (rules-decisions): walkers
never step into it of their own will; one forced, dropped or leaping into it takes fire damage
at once, and again at the start of each of its side's phases while it lies there. Ground the
map marks with 5 or more damage (lava) burns for 2d6, milder ground for 1d6. Fliers keep above
it and burrowers below it."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.geometry import footprint
from ..attacks_and_damage.damage import take_damage
from ..creature import OldeCreature
from ..events import HazardHurt

LAVA = 5
"""A square's map damage from which it burns for 2d6 rather than 1d6."""


def burning_dice(battle: Battle, c: OldeCreature) -> int:
    """How many d6 the ground under the creature burns it for (0: it does not)."""
    if c.aloft or c.dead or c.removed:
        return 0
    ground = battle.board.footprint_ground(c.pos, c.squares)
    if c.pos[2] != ground:
        return 0
    worst = max(battle.board.column(x, y).damage for x, y in footprint(c.pos, c.squares))
    if worst <= 0:
        return 0
    return 2 if worst >= LAVA else 1


def burn(battle: Battle, c: OldeCreature) -> None:
    """Fire damage when the creature is in burning ground (nothing otherwise)."""
    count = burning_dice(battle, c)
    if not count:
        return
    dice = tuple(battle.dice.roll(6, "burning ground") for _ in range(count))
    battle.emit(HazardHurt(c.id, "burning", dice, sum(dice)))
    take_damage(battle, c, sum(dice), "burning ground", "fire")
