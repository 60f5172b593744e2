"""Concealment (000 Concealment; Concealment > Invisible Creatures).

Two things conceal a creature: standing mostly in obscuring squares (fog, darkness, thick smoke:
`Column.conceals`), and being invisible (the `invisible` lasting effect). A concealed creature
can still be targeted unless it is also hidden, but strikes against it take a bane. Concealment
belongs to the target: an obscured creature is concealed from every other creature, whether the
onlooker stands inside the fog or outside it.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.geometry import footprint
from ..events import ConcealmentChanged

INVISIBLE = "invisible"
CONCEALED_TAG = "concealed"
"""Tag remembering whether the creature stood in obscuring squares after its last move."""


def invisible(c: Creature) -> bool:
    return c.has(INVISIBLE)


def obscured(battle: Battle, c: Creature) -> bool:
    """At least half of the squares under the creature's space obscure it."""
    board = battle.board
    if not _any_fog(board):  # most maps: nothing anywhere obscures
        return False
    squares = [sq for sq in footprint(c.pos, c.squares) if board.inside(*sq)]
    fogged = sum(1 for x, y in squares if board.column(x, y).conceals)
    return bool(squares) and fogged * 2 >= len(squares)


def _any_fog(board) -> bool:
    """Board-level cache: does any column obscure what stands in it?"""
    found = board.derived.get("any_fog")
    if found is None:
        found = board.derived["any_fog"] = any(col.conceals for col in board.columns)
    return found


def has_concealment(battle: Battle, target: Creature, observer: Creature) -> bool:
    """Does `target` have concealment from `observer`?"""
    if target.id == observer.id:
        return False
    return invisible(target) or obscured(battle, target)


def concealment_reason(battle: Battle, target: Creature) -> str:
    return f"{target.name} is invisible" if invisible(target) else f"{target.name} is obscured"


def note_concealment(battle: Battle, c: Creature) -> None:
    """After a move: tell when the creature stepped into or out of obscuring squares."""
    now = obscured(battle, c)
    if bool(c.tags.get(CONCEALED_TAG, False)) == now:
        return
    if now:
        c.tags[CONCEALED_TAG] = True
    else:
        c.tags.pop(CONCEALED_TAG, None)
    battle.emit(ConcealmentChanged(c.id, now))
