"""Falling geometry every grid ruleset shares: what holds a space up, where a straight drop
stops, and the nearest free space a creature can stand in. How much a fall hurts, and who has
to fall at all, are each ruleset's own rules."""
from __future__ import annotations

from .battle import Battle
from .creature import Creature
from .geometry import Cell, cube, footprint


def supported(battle: Battle, c: Creature, pos: Cell, occ: dict | None = None) -> bool:
    """Something solid (ground, an object or, for landing, a creature) lies under the space."""
    board = battle.board
    z = pos[2]
    under = [(cx, cy, z - 1) for cx, cy in footprint(pos, c.squares)]
    if any(board.is_solid(below) for below in under):  # the usual answer: no objects needed
        return True
    objects = battle.object_cells()
    if any(below in objects for below in under):
        return True
    return any(board.is_liquid(cell) for cell in cube(pos, c.squares))


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


def nearest_free_space(battle: Battle, c: Creature, near: Cell) -> Cell:
    """The closest position where the creature can stand without sharing a space."""
    spaces = nearest_free_spaces(battle, c, near)
    return spaces[0] if spaces else near


def nearest_free_spaces(battle: Battle, c: Creature, near: Cell) -> list[Cell]:
    """Every position tied for closest where the creature can stand without sharing a space
    (nearest ring first, then the smallest change of height), in order."""
    occ = battle.occupancy(exclude=c.id)
    objects = battle.object_cells()
    for r in range(1, 12):
        found: list[tuple[int, Cell]] = []
        x0, y0, _ = near
        for x in range(x0 - r, x0 + r + 1):
            for y in range(y0 - r, y0 + r + 1):
                if max(abs(x - x0), abs(y - y0)) != r:
                    continue
                pos = standing_space(battle, c, x, y, occ, objects)
                if pos is not None:
                    found.append((abs(pos[2] - near[2]) + r, pos))
        if found:
            best = min(d for d, _ in found)
            return sorted(pos for d, pos in found if d == best)
    return []


def standing_space(battle: Battle, c: Creature, x: int, y: int, occ: dict, objects: dict) -> Cell | None:
    """Where `c` would stand with its corner on column (x, y), if that space is on the board and
    clear of creatures (`occ`), objects and solid ground; else None."""
    n = c.squares
    if not (0 <= x and 0 <= y and x + n <= battle.board.width and y + n <= battle.board.height):
        return None
    pos = (x, y, battle.board.footprint_ground((x, y, 0), n))
    if any(cell in occ or cell in objects or battle.board.is_solid(cell) for cell in cube(pos, n)):
        return None
    return pos
