"""Steps: one event's motion on the view (walking a path, sliding under forced movement, shaking on
a slam, dropping in a fall, rising out of the ground, dying, fleeing off the board or
surrendering), each over a set time; some start
effects as they begin. A step only ever moves the view towards what its event says."""
from __future__ import annotations

import math
from typing import Callable

from ..render import palette
from ..view import CreatureView, ViewState
from .effects import Effect, FloatingText, Ring, Shards, WhiteFlag, ease_in, ease_out

WALK_PER_SQUARE = 0.11
SLIDE_PER_SQUARE = 0.12


class Step:
    """One event's animation; `duration` is in seconds at normal speed."""

    duration = 0.0
    focus: tuple[float, float] | None = None

    def begin(self, view: ViewState, fx: list[Effect]) -> None:
        pass

    def tick(self, view: ViewState, u: float) -> None:
        pass

    def end(self, view: ViewState) -> None:
        pass


def _centre(c: CreatureView) -> tuple[float, float]:
    return (c.x + c.squares / 2, c.y + c.squares / 2)


class PathStep(Step):
    """Walking (steady pace) or being force-moved (fast start, easing to a stop)."""

    def __init__(self, cid: str, path: list, forced: bool) -> None:
        self.cid, self.path, self.forced = cid, [tuple(p) for p in path], forced
        per = SLIDE_PER_SQUARE if forced else WALK_PER_SQUARE
        self.duration = per * max(1, len(self.path) - 1) + (0.08 if forced else 0.0)

    def begin(self, view: ViewState, fx: list[Effect]) -> None:
        c = view.creatures.get(self.cid)
        if c is not None:
            c.moving = True
            x, y, _ = self.path[-1]
            self.focus = (x + c.squares / 2, y + c.squares / 2)

    def tick(self, view: ViewState, u: float) -> None:
        c = view.creatures.get(self.cid)
        if c is None or len(self.path) < 2:
            return
        u = ease_out(u) if self.forced else u
        f = u * (len(self.path) - 1)
        i = min(int(f), len(self.path) - 2)
        t = f - i
        a, b = self.path[i], self.path[i + 1]
        c.x, c.y, c.z = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)

    def end(self, view: ViewState) -> None:
        c = view.creatures.get(self.cid)
        if c is not None:
            c.x, c.y, c.z = (float(v) for v in self.path[-1])
            c.moving = False


class ShakeStep(Step):
    """Everything hit in a slam shakes; an impact ring marks where."""

    duration = 0.32

    def __init__(self, cids: list[str], at: tuple, colour=(255, 230, 160)) -> None:
        self.cids, self.at, self.colour = cids, at, colour

    def begin(self, view: ViewState, fx: list[Effect]) -> None:
        x, y = self.at[0] + 0.5, self.at[1] + 0.5
        fx.append(Ring(x, y, self.colour, 0.9, 0.4))
        fx.append(FloatingText(x, y, 0.0, "SLAM!", (255, 220, 120), 16, 0.8))
        self.focus = (x, y)

    def tick(self, view: ViewState, u: float) -> None:
        amp = 6 * (1 - u)
        for cid in self.cids:
            c = view.creatures.get(cid)
            if c is not None:
                c.shake = (amp * math.sin(u * 40), amp * 0.5 * math.cos(u * 33))

    def end(self, view: ViewState) -> None:
        for cid in self.cids:
            c = view.creatures.get(cid)
            if c is not None:
                c.shake = (0.0, 0.0)


class ShatterStep(Step):
    duration = 0.3

    def __init__(self, oid: str, cells: list, material: str) -> None:
        self.oid, self.cells, self.material = oid, cells, material

    def begin(self, view: ViewState, fx: list[Effect]) -> None:
        flat = sorted({(c[0], c[1]) for c in self.cells})
        fx.append(Shards(flat, palette.OBJECT_COLOURS.get(self.material, (180, 180, 180))))
        if flat:
            self.focus = (flat[0][0] + 0.5, flat[0][1] + 0.5)

    def tick(self, view: ViewState, u: float) -> None:
        o = view.objects.get(self.oid)
        if o is not None:
            o.alpha = 1 - u

    def end(self, view: ViewState) -> None:
        view.objects.pop(self.oid, None)


class FallStep(Step):
    """Dropping: the token falls faster and faster and its shadow shrinks under it."""

    def __init__(self, cid: str, start: tuple, end: tuple, prone_after: bool) -> None:
        self.cid, self.start, self.stop = cid, start, end
        self.duration = min(1.8, 0.2 + 0.07 * max(1, start[2] - end[2]))
        self.prone_after = prone_after

    def begin(self, view: ViewState, fx: list[Effect]) -> None:
        c = view.creatures.get(self.cid)
        if c is None:
            return
        c.x, c.y = float(self.stop[0]), float(self.stop[1])
        c.z = float(self.stop[2])
        self.ground = view.ground_under(c)
        self.top = self.start[2] - self.ground
        self.bottom = self.stop[2] - self.ground
        c.lift = float(self.top)
        self.focus = _centre(c)

    def tick(self, view: ViewState, u: float) -> None:
        c = view.creatures.get(self.cid)
        if c is not None and hasattr(self, "top"):
            c.lift = self.top + (self.bottom - self.top) * ease_in(u)

    def end(self, view: ViewState) -> None:
        c = view.creatures.get(self.cid)
        if c is not None:
            c.lift = None
            c.x, c.y, c.z = (float(v) for v in self.stop)


class RiseStep(Step):
    """A burrower sinking into the ground or rising out of it."""

    duration = 0.45

    def __init__(self, cid: str, start: tuple, end: tuple) -> None:
        self.cid, self.start, self.stop = cid, start, end

    def begin(self, view: ViewState, fx: list[Effect]) -> None:
        c = view.creatures.get(self.cid)
        if c is not None:
            cx, cy = _centre(c)
            fx.append(Ring(cx, cy, (150, 112, 74), 0.4 + c.squares * 0.5, 0.5))
            self.focus = (cx, cy)

    def tick(self, view: ViewState, u: float) -> None:
        c = view.creatures.get(self.cid)
        if c is not None:
            c.z = self.start[2] + (self.stop[2] - self.start[2]) * ease_out(u)

    def end(self, view: ViewState) -> None:
        c = view.creatures.get(self.cid)
        if c is not None:
            c.z = float(self.stop[2])


class DeathStep(Step):
    duration = 0.55

    def __init__(self, cid: str) -> None:
        self.cid = cid

    def begin(self, view: ViewState, fx: list[Effect]) -> None:
        c = view.creatures.get(self.cid)
        if c is not None:
            self.focus = _centre(c)
            fx.append(FloatingText(*_centre(c), max(0.0, view.height_above_ground(c)), "Dies", (255, 90, 90), 20, 1.3))

    def tick(self, view: ViewState, u: float) -> None:
        c = view.creatures.get(self.cid)
        if c is not None:
            c.scale = 1 - 0.35 * u
            c.alpha = 1 - 0.6 * u

    def end(self, view: ViewState) -> None:
        c = view.creatures.get(self.cid)
        if c is not None:
            c.dead, c.scale, c.alpha = True, 1.0, 1.0


def nearest_edge(view: ViewState, c: CreatureView) -> tuple[float, float]:
    """Where a creature ends up once it has left the board by the nearest edge: its top-left
    corner just outside that edge (ties go west, east, north, south)."""
    n = c.squares
    board = view.board
    ways = [(c.x, (-float(n), c.y)), (board.width - (c.x + n), (float(board.width), c.y)),
            (c.y, (c.x, -float(n))), (board.height - (c.y + n), (c.x, float(board.height)))]
    return min(ways, key=lambda w: w[0])[1]


class FleeStep(Step):
    """A creature that fled runs off the board: it slides to the nearest edge and beyond it,
    fading as it goes, and is then gone (its walk there, if any, was shown just before)."""

    def __init__(self, cid: str) -> None:
        self.cid = cid
        self.start: tuple[float, float] | None = None
        self.stop: tuple[float, float] = (0.0, 0.0)

    def begin(self, view: ViewState, fx: list[Effect]) -> None:
        c = view.creatures.get(self.cid)
        if c is None:
            return
        self.start, self.stop = (c.x, c.y), nearest_edge(view, c)
        squares = max(abs(self.stop[0] - c.x), abs(self.stop[1] - c.y))
        self.duration = min(1.2, 0.3 + WALK_PER_SQUARE * squares)
        self.focus = _centre(c)
        fx.append(FloatingText(*_centre(c), max(0.0, view.height_above_ground(c)), "Flees!",
                               (255, 214, 120), 18, 1.2))
        c.moving = True

    def tick(self, view: ViewState, u: float) -> None:
        c = view.creatures.get(self.cid)
        if c is None or self.start is None:
            return
        k = ease_in(u)
        c.x = self.start[0] + (self.stop[0] - self.start[0]) * k
        c.y = self.start[1] + (self.stop[1] - self.start[1]) * k
        c.alpha = 1.0 - 0.9 * u

    def end(self, view: ViewState) -> None:
        c = view.creatures.get(self.cid)
        if c is not None:
            c.left, c.alpha, c.moving = "fled", 0.0, False


class SurrenderStep(Step):
    """A creature that surrendered raises a white flag, turns grey and fades from the board."""

    duration = 1.1

    def __init__(self, cid: str) -> None:
        self.cid = cid

    def begin(self, view: ViewState, fx: list[Effect]) -> None:
        c = view.creatures.get(self.cid)
        if c is None:
            return
        cx, cy = _centre(c)
        lift = max(0.0, view.height_above_ground(c))
        self.focus = (cx, cy)
        fx.append(WhiteFlag(cx, cy, lift, c.squares * 0.45, self.duration + 0.2))
        fx.append(FloatingText(cx, cy, lift, "Surrenders", (245, 245, 240), 18, 1.4))
        c.left = "surrendered"

    def tick(self, view: ViewState, u: float) -> None:
        c = view.creatures.get(self.cid)
        if c is not None:
            c.alpha = 1.0 if u < 0.5 else 1.0 - (u - 0.5) / 0.5

    def end(self, view: ViewState) -> None:
        c = view.creatures.get(self.cid)
        if c is not None:
            c.left, c.alpha = "surrendered", 0.0


class PauseStep(Step):
    """Just time to read what an effect shows (an ability's name, a power roll)."""

    def __init__(self, duration: float, focus: tuple[float, float] | None = None) -> None:
        self.duration, self.focus = duration, focus


class InstantStep(Step):
    """A change with no motion of its own (Stamina, conditions, whose turn it is)."""

    def __init__(self, apply: Callable[[ViewState, list[Effect]], None]) -> None:
        self.apply = apply

    def begin(self, view: ViewState, fx: list[Effect]) -> None:
        self.apply(view, fx)
