"""What a screen asks about danger: where a creature could go and strike on its turn, and why a
chosen target cannot be reached. The shapes are shared by every ruleset; each ruleset fills
them in (`Ruleset.threat`, `Ruleset.target_block`), and the client only draws them."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable, Mapping

from .battle import Battle
from .board import Board
from .creature import Creature
from .geometry import Cell, cells_on_segment, centre, cube, space_distance

Square = tuple[int, int]


@dataclass(frozen=True)
class Threat:
    """A creature's reach on its turn (a fresh turn when it is not acting now)."""
    creature: str
    moves: frozenset[Square] = frozenset()
    """Squares its space could cover at the end of a move."""
    strikes: frozenset[Square] = frozenset()
    """Squares its close-range harm (melee strikes, bursts) could land on after that move."""
    targets: Mapping[str, str] = field(default_factory=dict)
    """Creature id -> the ability it could hit that creature with, from somewhere it can move to."""


@dataclass(frozen=True)
class TargetBlock:
    """Why an ability cannot pick a target, with the line to draw between the two spaces."""
    reason: str
    """One sentence, such as "out of reach: 7 squares away, Gore reaches 1"."""
    start: tuple[float, float, float]
    end: tuple[float, float, float]
    """The centres of the user's and the target's spaces."""
    blocked_at: Cell | None = None
    """The first solid cell on the line, when sight is what is missing."""


Point = tuple[float, float, float]


def first_block(board: Board, a: Cell, na: int, b: Cell, nb: int, objects: Mapping[Cell, str]) -> Cell | None:
    """The first cell that interrupts the straight line between two spaces' centres (the cells
    of the two spaces themselves never do), or None when the line is clear."""
    own = set(cube(a, na)) | set(cube(b, nb))
    return first_block_on(board, centre(a, na), centre(b, nb), own, objects)


def first_block_on(board: Board, start: Point, end: Point, own: set[Cell],
                   objects: Mapping[Cell, str]) -> Cell | None:
    """The first solid cell or object on the segment between two points, skipping `own`."""
    for cell in cells_on_segment(start, end):
        if cell not in own and (board.is_solid(cell) or cell in objects):
            return cell
    return None


def squares_within(origin: Square, n: int, reach: int) -> set[Square]:
    """Squares within `reach` of an n x n footprint, counted the grid's way (diagonals cost 1)."""
    x, y = origin
    return {(i, j) for i in range(x - reach, x + n + reach) for j in range(y - reach, y + n + reach)}


# ---------------------------------------------------------------------------- building a Threat

def footprint_squares(ends: Iterable[Cell], n: int) -> frozenset[Square]:
    """Every square an n x n space covers at one of the ends of its move."""
    return frozenset((x + i, y + j) for x, y, _ in ends for i in range(n) for j in range(n))


def strike_squares(board: Board, ends: Iterable[Cell], n: int, reach: int) -> set[Square]:
    """Squares where someone standing on the ground would be within `reach` of one of the
    ends, counted in three dimensions (a wall top high above is out of a melee strike's reach)."""
    out: set[Square] = set()
    if reach <= 0:
        return out
    for p in ends:
        for sx, sy in squares_within((p[0], p[1]), n, reach):
            if (sx, sy) in out or not board.inside(sx, sy):
                continue
            if space_distance(p, n, (sx, sy, board.ground(sx, sy)), 1) <= reach:
                out.add((sx, sy))
    return out


def move_ends(start: Cell, stops: Iterable[Cell]) -> list[Cell]:
    """Where a space could be at the end of a move: where it stands, then every stop."""
    return [start] + sorted(p for p in stops if p != start)


def above_ground(battle: Battle, ends: Iterable[Cell], n: int) -> list[Cell]:
    """The ends where an n-square space is not wholly beneath the surface (a burrower must come up
    to strike)."""
    board = battle.board
    return [p for p in ends if p[2] + n > board.footprint_ground(p, n)]


def within(ends: Iterable[Cell], n: int, foe: Creature, reach: int) -> list[Cell]:
    """The ends from which the foe's space is no farther than `reach` squares, nearest first."""
    found = [(space_distance(p, n, foe.pos, foe.squares), p) for p in ends]
    return [p for d, p in sorted(found) if d <= reach]


Roll = tuple[int, list[str]]
"""A roll's mode (+1 better, 0 plain, -1 worse) and the reasons for it, "+..." or "-..."."""


def best_roll(spots: Iterable[Cell], reasons_at: Callable[[Cell], "list[str] | None"],
              mode_of: Callable[[list[str]], int]) -> Roll | None:
    """The best roll an attack would get from one of the spots (`reasons_at` gives None where it
    cannot be made), or None when it can be made from none of them."""
    best: Roll | None = None
    for p in spots:
        reasons = reasons_at(p)
        if reasons is None:
            continue
        mode = mode_of(reasons)
        if best is None or mode > best[0]:
            best = (mode, reasons)
        if mode > 0:
            break
    return best


def told(name: str, roll: Roll, better: str, worse: str) -> str:
    """"Longbow", or "Longbow, with disadvantage: beyond normal range": the reasons in a player's
    words (their leading sign and any seed citation in brackets left off)."""
    mode, reasons = roll
    if mode == 0:
        return name
    sign, word = ("+", better) if mode > 0 else ("-", worse)
    why = [r[1:].strip().split(" (")[0] for r in reasons if r.startswith(sign)]
    return f"{name}, {word}: {' and '.join(why)}"


def best_told(found: Iterable[tuple[int, str] | None]) -> str | None:
    """Of several (mode, words) answers, the words of the first with the best mode."""
    best: tuple[int, str] | None = None
    for item in found:
        if item is not None and (best is None or item[0] > best[0]):
            best = item
    return best[1] if best is not None else None


HitWith = Callable[[Creature], "str | None"]
"""For a foe: the words naming how the creature could hit it (an ability's name, perhaps with a
note), or None when it could not from anywhere it can move to."""


def build_threat(battle: Battle, c: Creature, ends: list[Cell], close_reach: int,
                 foes: Iterable[Creature], hit_with: HitWith, strike_from: list[Cell] | None = None) -> Threat:
    """A Threat from a ruleset's answers: the ends of its move, how far its close harm reaches
    (in squares) from those it could strike from (`strike_from`, all of them by default) and,
    per foe, how it could hit it."""
    targets: dict[str, str] = {}
    for foe in foes:
        words = hit_with(foe)
        if words:
            targets[foe.id] = words
    strikes = strike_squares(battle.board, ends if strike_from is None else strike_from, c.squares, close_reach)
    return Threat(c.id, footprint_squares(ends, c.squares), frozenset(strikes), targets)


# ---------------------------------------------------------------------------- telling a block

def line_of(user: Creature, target: Creature) -> tuple[Point, Point]:
    """The centres of the two spaces, for the line a screen draws."""
    return centre(user.pos, user.squares), centre(target.pos, target.squares)


def out_of_reach(user: Creature, target: Creature, away: str, ability: str, reach: str) -> TargetBlock:
    """"out of reach: <target> is <away> away, <ability> reaches <reach>", distances in the
    ruleset's own units."""
    return TargetBlock(f"out of reach: {target.name} is {away} away, {ability} reaches {reach}",
                       *line_of(user, target))


def squares_text(n: int) -> str:
    return f"{n} square{'s' * (n != 1)}"


def hidden_block(user: Creature, target: Creature, why: str = "") -> TargetBlock:
    return TargetBlock(f"out of sight: {target.name} is hidden from {user.name}{why}", *line_of(user, target))


def buried_block(user: Creature, target: Creature) -> TargetBlock:
    return TargetBlock(f"out of sight: {target.name} is beneath the ground", *line_of(user, target))


def wall_block(battle: Battle, user: Creature, target: Creature, cell: Cell | None) -> TargetBlock:
    """Sight is cut: name what cuts it (or the first thing on the straight line between the
    spaces when the ruleset's own test found the block elsewhere)."""
    objects = battle.object_cells()
    if cell is None:
        cell = first_block(battle.board, user.pos, user.squares, target.pos, target.squares, objects)
    return TargetBlock(f"out of sight: {blocker_words(battle, cell, objects)} blocks the line to {target.name}",
                       *line_of(user, target), blocked_at=cell)


def blocker_words(battle: Battle, cell: Cell | None, objects: Mapping[Cell, str]) -> str:
    """What cuts a line, in a player's words: an object by name, a wall, or a ledge's height."""
    if cell is None:
        return "something"
    if cell in objects:
        obj = battle.objects.get(objects[cell])
        return f"the {obj.name or obj.material + ' object'}" if obj is not None else "an object"
    column = battle.board.column(cell[0], cell[1])
    if column.terrain in ("wall", "pillar"):
        return "a wall"
    return f"the edge of higher ground (height {column.ground})"
