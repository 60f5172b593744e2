"""Which token the mouse is on, as drawn: in a stack the tokens are fanned out and the smaller
ones sit on top, so the one under the pointer is found by its drawn circle, not its square."""
from __future__ import annotations

from ..view import CreatureView, ViewState
from .stacks import StackLayout
from .tokens import Marks, drawn_size, token_centre


def token_at(view: ViewState, camera, stacks: StackLayout, pos: tuple[int, int],
             square: tuple[int, int] | None) -> CreatureView | None:
    """The creature whose token is under `pos`: the one drawn on top among those whose token
    holds the point, else the creature on the square (the highest)."""
    marks = Marks()
    marks.stacks = stacks
    hits = []
    for cid in (cid for stack in stacks.stacks for cid in stack):
        c = view.creatures.get(cid)
        if c is None or c.dead:
            continue
        cx, cy = token_centre(camera, c, view.height_above_ground(c), marks)
        r = drawn_size(c, camera.cell, marks) / 2
        if (pos[0] - cx) ** 2 + (pos[1] - cy) ** 2 <= r * r:
            hits.append(c)
    if hits:
        return max(hits, key=lambda c: stacks.rank.get(c.id, 0))
    return view.creature_at(*square) if square is not None else None
