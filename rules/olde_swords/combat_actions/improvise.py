"""001 Combat Actions, Improvise: a short menu of stunts, each offered only where the board
allows it and rolled against a DC (rules-decisions):

- Over the edge (STR check, DC 16): a foe beside the creature, no more than one size larger,
  with a drop of 2 squares or more, or burning ground, straight behind it (away from the
  creature) is thrown there: it falls (or burns) and lands prone.
- Grit in the eyes (DEX check, DC 12): standing on loose ground (earth, sand, mud, rubble), the
  creature blinds a foe beside it: SETBACK on that foe's attacks until its side's next phase
  ends.
- Leap (the better of STR and DEX, DC 12): across one or two squares of burning ground,
  water or a drop of 2 or more, onto free ground no higher than one step up, in a straight
  line. On a failure it lands in the first of those squares (and falls, burns or swims). The
  leap draws no opportunity attacks.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Option
from ...core.events import ConditionEnded, ForceMoved, Moved
from ...core.geometry import NEIGHBOURS_2D, Cell, cube, spaces_adjacent, step_direction
from ..attacks_and_damage.fumble import knock_prone
from ..attacks_and_damage.modifiers import BLINDED
from ..creature import OldeCreature
from ..events import DeclarationLost, Improvised
from ..hazards.falling import enter
from ..rolls import d20_test
from ..saving_throws.saves import check_bonus
from .conditions import add_condition
from .disarm import best_of_str_dex

HURL_DC, GRIT_DC, LEAP_DC = 16, 12, 12
DROP = 2
LOOSE_GROUND = ("dirt", "sand", "mud", "rubble", "earth", "grass")


def _hazard(battle: Battle, x: int, y: int, z: int) -> bool:
    """A square one would not walk into from height z: burning, water, or a drop of 2 or more."""
    col = battle.board.column(x, y)
    return col.damaging or col.liquid > 0 or z - col.ground >= DROP


def _free(battle: Battle, c: OldeCreature, pos: Cell) -> bool:
    occ = battle.occupancy(exclude=c.id)
    objects = battle.object_cells()
    return not any(cell in occ or cell in objects or battle.board.is_solid(cell)
                   for cell in cube(pos, c.squares))


def hurl_spot(battle: Battle, c: OldeCreature, at: Cell, foe: OldeCreature) -> Cell | None:
    """Where `foe` would be thrown from `c` standing at `at` (None: no edge or fire behind it)."""
    if foe.squares != 1 or c.squares != 1 or foe.aloft or foe.rank > c.rank + 1:
        return None
    if not spaces_adjacent(at, c.squares, foe.pos, foe.squares):
        return None
    dx, dy, _ = step_direction(at, foe.pos)
    x, y, z = foe.pos[0] + dx, foe.pos[1] + dy, foe.pos[2]
    if not battle.board.inside(x, y) or battle.board.ground(x, y) > z:
        return None
    col = battle.board.column(x, y)
    if not (col.damaging or z - col.ground >= DROP):
        return None
    spot = (x, y, z)
    return spot if _free(battle, foe, spot) else None


def on_loose_ground(battle: Battle, c: OldeCreature, at: Cell) -> bool:
    col = battle.board.column(at[0], at[1])
    return not c.aloft and (col.material == "dirt" or col.terrain in LOOSE_GROUND)


def leap_spots(battle: Battle, c: OldeCreature, at: Cell) -> list[tuple[Cell, tuple[Cell, ...]]]:
    """(landing, the squares crossed in order) for every straight leap over one or two hazard
    squares."""
    if c.squares != 1 or c.aloft:
        return []
    x0, y0, z0 = at
    out = []
    for dx, dy in NEIGHBOURS_2D:
        for span in (1, 2):
            crossed = [(x0 + dx * i, y0 + dy * i) for i in range(1, span + 1)]
            lx, ly = x0 + dx * (span + 1), y0 + dy * (span + 1)
            board = battle.board
            if not all(board.inside(x, y) for x, y in crossed + [(lx, ly)]):
                break
            if not all(_hazard(battle, x, y, z0) and board.ground(x, y) <= z0 + 1 for x, y in crossed):
                break
            land = (lx, ly, board.ground(lx, ly))
            if not _hazard(battle, lx, ly, z0) and land[2] <= z0 + 1 and _free(battle, c, land):
                out.append((land, tuple((x, y, board.ground(x, y)) for x, y in crossed)))
                break
    return out


def improvise_options(battle: Battle, c: OldeCreature, at: Cell, base: dict, kind: str,
                      foes: list[OldeCreature]) -> list[Option]:
    out = []
    for foe in foes:
        if foe.tags.get("burrowed"):
            continue
        if hurl_spot(battle, c, at, foe):
            out.append(Option(kind, {**base, "action": "improvise", "stunt": "hurl", "target": foe.id},
                              f"Improvise: throw {foe.name} over the edge"))
        if on_loose_ground(battle, c, at) and spaces_adjacent(at, c.squares, foe.pos, foe.squares):
            out.append(Option(kind, {**base, "action": "improvise", "stunt": "grit", "target": foe.id},
                              f"Improvise: grit in {foe.name}'s eyes"))
    for land, _ in leap_spots(battle, c, at):
        out.append(Option(kind, {**base, "action": "improvise", "stunt": "leap", "landing": list(land)},
                          f"Improvise: leap to {land[0]}, {land[1]}"))
    return out


def improvise(battle: Battle, c: OldeCreature, target: OldeCreature | None, decl: dict) -> None:
    stunt = decl["stunt"]
    if stunt == "hurl":
        _hurl(battle, c, target)
    elif stunt == "grit":
        _grit(battle, c, target)
    else:
        _leap(battle, c, tuple(decl["landing"]))


def _lost(battle: Battle, c: OldeCreature) -> None:
    battle.emit(DeclarationLost(c.id, "improvise", "the stunt no longer works from here"))


def _hurl(battle: Battle, c: OldeCreature, foe: OldeCreature | None) -> None:
    spot = hurl_spot(battle, c, c.pos, foe) if foe else None
    if foe is None or spot is None:
        _lost(battle, c)
        return
    ok = d20_test(battle, c, "over the edge", check_bonus(c, "STR"), HURL_DC, [], foe.id).success
    battle.emit(Improvised(c.id, "hurl", foe.id, ok))
    if not ok:
        return
    start, foe.pos = foe.pos, spot
    battle.emit(ForceMoved(foe.id, c.id, "push", (start, spot), 1))
    enter(battle, foe, c.id)
    if foe.active:
        knock_prone(battle, foe, c.id)


def _grit(battle: Battle, c: OldeCreature, foe: OldeCreature | None) -> None:
    if foe is None or not on_loose_ground(battle, c, c.pos) or \
            not spaces_adjacent(c.pos, c.squares, foe.pos, foe.squares):
        _lost(battle, c)
        return
    ok = d20_test(battle, c, "grit in the eyes", check_bonus(c, "DEX"), GRIT_DC, [], foe.id).success
    battle.emit(Improvised(c.id, "grit", foe.id, ok))
    if ok:
        add_condition(battle, foe, BLINDED, c.id)


def _leap(battle: Battle, c: OldeCreature, landing: Cell) -> None:
    spots = dict(leap_spots(battle, c, c.pos))
    if landing not in spots:
        _lost(battle, c)
        return
    ok = d20_test(battle, c, "leap", best_of_str_dex(c), LEAP_DC, []).success
    battle.emit(Improvised(c.id, "leap", "", ok))
    end = landing if ok else _fallen_short(battle, c, spots[landing])
    if end is None:  # every square it could fall into is taken: it never leaves the edge
        return
    start, c.pos = c.pos, end
    battle.emit(Moved(c.id, (start, end), 1, "leap"))
    if not ok:
        enter(battle, c)


def _fallen_short(battle: Battle, c: OldeCreature, crossed: tuple[Cell, ...]) -> Cell | None:
    """Where a failed leap comes down: the first square crossed that nobody fills (the fuzzer
    saw two bandits fail the same leap and end in one square), or None."""
    return next((spot for spot in crossed if _free(battle, c, spot)), None)


def end_blindness(battle: Battle, side: str) -> None:
    """The end of a side's phase: grit thrown in its creatures' eyes is blinked away."""
    for c in battle.creatures.values():
        if c.side == side and c.has(BLINDED):
            c.conditions = [x for x in c.conditions if x.name != BLINDED]
            battle.emit(ConditionEnded(c.id, BLINDED, "its eyes clear"))
