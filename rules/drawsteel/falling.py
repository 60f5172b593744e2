"""Falling (000 Falling): 2 damage per square of effective height, at most 50, and prone.

Agility (never less than 0) lowers the effective height; landing in liquid at least 1 square
deep lowers it by 4 more. A fall with an effective height under 2 does no damage and leaves
the creature on its feet. Landing on a creature hurts it the same and, if the faller's size
beats its Might, knocks it prone; the faller ends in the nearest free space.
"""
from __future__ import annotations

from ..core.battle import Battle
from ..core.creature import Creature
from ..core.events import Fell
from ..core.geometry import Cell, cube, footprint
from .carried import after_fall
from .damage import apply_damage
from .falling_far import begin_if_far, fall_began_at, is_falling_far

MAX_FALL_DAMAGE = 50
LIQUID_REDUCTION = 4


def supported(battle: Battle, c: Creature, pos: Cell, occ: dict | None = None) -> bool:
    """Something solid (ground, an object or, for landing, a creature) lies under the space."""
    objects = battle.object_cells()
    x, y, z = pos
    for cx, cy in footprint(pos, c.squares):
        below = (cx, cy, z - 1)
        if battle.board.is_solid(below) or below in objects:
            return True
    return any(battle.board.is_liquid(cell) for cell in cube(pos, c.squares))


def needs_to_fall(battle: Battle, c: Creature) -> bool:
    if (c.dead and c.removed) or c.carrier:
        return False  # a rider or climber is held up by its carrier
    if c.aloft and c.can("fly") and not c.has("prone"):
        return False
    if c.aloft and c.can("hover"):
        return False
    if any(battle.board.is_solid(cell) for cell in c.cells) or is_falling_far(c):
        return False
    return not supported(battle, c, c.pos)


def fall_damage(height: int, agility: int, into_liquid: bool) -> tuple[int, int]:
    """(effective height, damage) for a fall of `height` squares."""
    effective = max(0, height - max(0, agility) - (LIQUID_REDUCTION if into_liquid else 0))
    if effective < 2:
        return effective, 0
    return effective, min(MAX_FALL_DAMAGE, 2 * effective)


def landing(battle: Battle, c: Creature) -> tuple[Cell, str]:
    """Where a fall straight down stops, and the id of a creature landed on (or '').

    A fall into liquid ends with the creature in the top square of the liquid; the fall itself
    is measured to the surface (see `fall`)."""
    occ = battle.occupancy(exclude=c.id)
    objects = battle.object_cells()
    x, y, z = c.pos
    while z > 0:
        below = [(cx, cy, z - 1) for cx, cy in footprint((x, y, z), c.squares)]
        if any(battle.board.is_solid(b) or b in objects for b in below):
            break
        hit = next((occ[b] for b in below if b in occ), "")
        if hit:
            return (x, y, z), hit
        if any(battle.board.is_liquid(b) for b in below):
            z -= 1
            break
        z -= 1
    return (x, y, z), ""


def fall(battle: Battle, c: Creature, agility: int | None = None, source: str = "falling") -> None:
    """Drop the creature to whatever is below it and apply the damage and prone."""
    from .conditions import add_condition
    start = c.pos
    end, onto = landing(battle, c)
    in_liquid = any(battle.board.is_liquid(cell) for cell in cube(end, c.squares))
    surface = end[2] + 1 if in_liquid and end[2] < start[2] else end[2]
    if begin_if_far(battle, c, start, surface):
        return
    began = fall_began_at(c)
    c.tags.pop("falling_far", None)
    height = max(0, (start[2] if began is None else began) - surface)
    c.aloft = False
    effective, damage = fall_damage(height, c.char("agility") if agility is None else agility,
                                    in_liquid)
    if onto:
        end = nearest_free_space(battle, c, end)
    c.pos = end
    battle.emit(Fell(c.id, start, end, height, effective, damage, onto))
    if damage:
        apply_damage(battle, c, damage, "untyped", source)
    if onto:
        other = battle.creatures[onto]
        if damage:
            apply_damage(battle, other, damage, "untyped", c.id)
        if c.squares > other.char("might") and not other.dead:
            add_condition(battle, other, "prone", "until_removed", c.id)
    if (damage or onto) and not in_liquid and not c.dead:
        add_condition(battle, c, "prone", "until_removed", source)
    after_fall(battle, c, start, height)


def nearest_free_space(battle: Battle, c: Creature, near: Cell) -> Cell:
    """The closest position where the creature can stand without sharing a space."""
    occ = battle.occupancy(exclude=c.id)
    objects = battle.object_cells()
    best: tuple[int, Cell] | None = None
    for r in range(1, 12):
        x0, y0, _ = near
        for x in range(x0 - r, x0 + r + 1):
            for y in range(y0 - r, y0 + r + 1):
                if max(abs(x - x0), abs(y - y0)) != r:
                    continue
                if not (0 <= x and 0 <= y and x + c.squares <= battle.board.width
                        and y + c.squares <= battle.board.height):
                    continue
                z = battle.board.footprint_ground((x, y, 0), c.squares)
                pos = (x, y, z)
                cells = cube(pos, c.squares)
                if any(cell in occ or cell in objects or battle.board.is_solid(cell) for cell in cells):
                    continue
                d = abs(z - near[2]) + r
                if best is None or (d, pos) < best:
                    best = (d, pos)
        if best is not None:
            return best[1]
    return near
