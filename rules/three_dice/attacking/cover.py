"""003 Cover on the grid: sight lines from the attacker's centre to the four corners of the
target's space (just inside them, at mid height); walls and objects that block one of four
give nothing, two half cover (+2), three three-quarters cover (+5), all four total cover (no
attack at all). Only the best cover counts. In zone mode a zone with cover spots gives half
cover against ranged attacks from another zone (docs/rules-decisions.md, 3D system)."""
from __future__ import annotations

from ..creature import ThreeDiceCreature
from ...core.battle import Battle
from ...core.geometry import cells_on_segment, centre, cube
from ...core.sight import geometry_memo

TOTAL = -1
BONUS = {0: 0, 1: 0, 2: 2, 3: 5}
INSET = 0.1


def grid_cover(battle: Battle, attacker: ThreeDiceCreature, target: ThreeDiceCreature) -> int:
    """+0, +2, +5, or TOTAL."""
    objects = battle.object_cells()
    memo = geometry_memo(battle.board, "td_cover")
    key = (attacker.pos, attacker.squares, target.pos, target.squares, tuple(objects))
    found = memo.get(key)
    if found is None:
        found = memo[key] = _cover(battle, attacker, target, objects)
    return found


def _cover(battle: Battle, attacker: ThreeDiceCreature, target: ThreeDiceCreature, objects: dict) -> int:
    start = centre(attacker.pos, attacker.squares)
    x, y, z = target.pos
    n = target.squares
    mid = z + n / 2
    corners = [(x + dx, y + dy, mid) for dx in (INSET, n - INSET) for dy in (INSET, n - INSET)]
    own = set(cube(attacker.pos, attacker.squares)) | set(cube(target.pos, n))
    blocked = sum(1 for end in corners if _blocked(battle, start, end, own, objects))
    return TOTAL if blocked == 4 else BONUS[blocked]


def _blocked(battle: Battle, a: tuple, b: tuple, own: set, objects: dict) -> bool:
    for cell in cells_on_segment(a, b):
        if cell in own:
            continue
        if battle.board.is_solid(cell) or cell in objects:
            return True
    return False


def zone_cover(battle: Battle, attacker: ThreeDiceCreature, target: ThreeDiceCreature,
               ranged: bool) -> int:
    zones = battle.zones
    assert zones is not None
    mine, theirs = zones.zone_of(attacker), zones.zone_of(target)
    if not ranged or theirs is None or mine is None or mine.name == theirs.name or not theirs.cover:
        return 0
    return 2


def cover_bonus(battle: Battle, attacker: ThreeDiceCreature, target: ThreeDiceCreature,
                ranged: bool) -> int:
    if battle.zones is not None:
        return zone_cover(battle, attacker, target, ranged)
    return grid_cover(battle, attacker, target)
