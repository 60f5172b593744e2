"""Falls, burning ground and being shoved (004 Non-Combat Damage: harm from the world skips
Grit and Wounds directly, with a save where one makes sense; see docs/rules-decisions.md).

- A drop of 2 to 4 squares: a DEX save (4 or more) avoids the Wound to STR. 5 squares or more:
  a Wound to STR with no save. Falling into water of depth 2 or more is harmless.
- Burning ground (lava, embers): entering it, or starting a turn in it, Wounds STR.
- A push moves the creature straight away from the one who pushed it, square by square,
  stopping short of walls, objects and creatures; off an edge it falls.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.events import Fell, ForceMoved
from ...core.falling_geometry import landing, nearest_free_space, supported
from ...core.geometry import Cell, centre, cube, footprint
from ..creature import BrighterCreature
from ..attacking.wounds import hazard_wound
from ..hooks import ENTERED
from ..morale import resolve_morale

SAVE_FALL = 2
DEADLY_FALL = 5
DEEP_WATER = 2


def burning(battle: Battle, c: BrighterCreature) -> bool:
    """Standing in damaging ground (fliers keep above it, burrowers below it)."""
    if c.aloft or c.pos[2] + c.squares <= battle.board.footprint_ground(c.pos, c.squares):
        return False
    ground = battle.board.footprint_ground(c.pos, c.squares)
    return c.pos[2] <= ground and any(battle.board.column(x, y).damaging
                                      for x, y in footprint(c.pos, c.squares))


def on_entered(battle: Battle, c: BrighterCreature) -> None:
    if burning(battle, c):
        hazard_wound(battle, c, "burning ground")
        resolve_morale(battle)


def at_turn_start(battle: Battle, c: BrighterCreature) -> None:
    if burning(battle, c):
        hazard_wound(battle, c, "burning ground")
        resolve_morale(battle)


def on_downed(battle: Battle, c: BrighterCreature, source: str) -> None:
    """A flier taken out of the fight drops: alive, it takes the fall like anyone; a body
    simply comes to rest where the drop ends."""
    if c.removed or c.carrier:
        return
    if c.dead:
        if not supported(battle, c, c.pos):
            end, onto = landing(battle, c)
            if onto:
                c.pos = end
                end = nearest_free_space(battle, c, end)
            start, c.pos, c.aloft = c.pos, end, False
            battle.emit(Fell(c.id, start, end, start[2] - end[2], 0, 0, onto))
        return
    settle(battle, c, source)


def settle(battle: Battle, c: BrighterCreature, source: str = "") -> bool:
    """A creature with nothing under it falls (fliers stay aloft unless out of the fight);
    True when it fell (what it landed in has then had its say)."""
    if c.dead or c.removed or (c.aloft and c.active):
        return False
    if c.pos[2] + c.squares <= battle.board.footprint_ground(c.pos, c.squares):
        return False
    if supported(battle, c, c.pos):
        return False
    start = c.pos
    end, onto = landing(battle, c)
    if onto:
        c.pos = end
        end = nearest_free_space(battle, c, end)
    c.pos, c.aloft = end, False
    height = start[2] - end[2]
    deep = _water_depth(battle, end, c.squares) >= DEEP_WATER
    battle.emit(Fell(c.id, start, end, height, 0 if deep else height, 0, onto))
    if not deep and height >= DEADLY_FALL:
        hazard_wound(battle, c, f"a fall of {height} squares", source=source)
    elif not deep and height >= SAVE_FALL:
        hazard_wound(battle, c, f"a fall of {height} squares", save="DEX", source=source)
    battle.rules.react(ENTERED, battle, c)
    return True


def _water_depth(battle: Battle, pos: Cell, n: int) -> int:
    return min(battle.board.column(x, y).liquid for x, y in footprint(pos, n))


def push(battle: Battle, target: BrighterCreature, source: BrighterCreature, squares: int) -> None:
    """Shove `target` up to `squares` straight away from `source` (the nearest of the eight
    directions), then let it fall if it went over an edge."""
    direction = _away(source, target)
    if direction == (0, 0) or target.dead or target.removed:
        return
    occupied = {cell for o in battle.creatures.values()
                if o.id != target.id and not o.dead and not o.removed for cell in o.cells}
    objects = battle.object_cells()
    path = [target.pos]
    pos = target.pos
    for _ in range(squares):
        nxt = (pos[0] + direction[0], pos[1] + direction[1], pos[2])
        if not _free(battle, nxt, target.squares, occupied, objects) or _lands_on_someone(battle, target, nxt):
            break
        pos = nxt
        path.append(pos)
        target.pos = pos
        if not target.aloft and not supported(battle, target, pos):
            break
    if len(path) > 1:
        battle.emit(ForceMoved(target.id, source.id, "push", tuple(path), len(path) - 1))
    fell = settle(battle, target, source.id)
    if len(path) > 1 and not fell and not target.dead:
        battle.rules.react(ENTERED, battle, target)


def _lands_on_someone(battle: Battle, target: BrighterCreature, pos: Cell) -> bool:
    """Shoved over an edge onto a creature below: the creature stops the shove short instead
    (a shove stops before creatures)."""
    if target.aloft:
        return False
    start = target.pos
    target.pos = pos
    try:
        return not supported(battle, target, pos) and bool(landing(battle, target)[1])
    finally:
        target.pos = start


def at_round_end(battle: Battle) -> None:
    """Whoever lies helpless in burning ground at the end of a round is Wounded again (an
    incapacitated creature never starts a turn there)."""
    for c in battle.creatures.values():
        if c.incapacitated and not c.dead and burning(battle, c):  # type: ignore[attr-defined]
            hazard_wound(battle, c, "burning ground")  # type: ignore[arg-type]


def _free(battle: Battle, pos: Cell, n: int, occupied: set, objects: dict) -> bool:
    board = battle.board
    x, y, _ = pos
    if not (0 <= x and 0 <= y and x + n <= board.width and y + n <= board.height):
        return False
    return not any(board.is_solid(cell) or cell in objects or cell in occupied
                   for cell in cube(pos, n))


def _away(source: BrighterCreature, target: BrighterCreature) -> tuple[int, int]:
    sx, sy, _ = centre(source.pos, source.squares)
    tx, ty, _ = centre(target.pos, target.squares)
    dx, dy = tx - sx, ty - sy
    sign = lambda v: (v > 0.25) - (v < -0.25)  # noqa: E731
    return sign(dx), sign(dy)
