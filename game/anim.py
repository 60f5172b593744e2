"""Animating the events a decision produced, one after another, on the view.

Each event becomes a *step* (walking along a path, sliding under forced movement, shaking on a
slam, dropping in a fall, rising out of the ground, dying) that moves the view on; some steps
also start *effects* (floating damage numbers, shards, banners) that play alongside the next
steps without holding them up. `speed` scales every duration; `skip()` finishes everything at
once. The view is only ever moved towards what the events say; it is synced with the battle
when the queue runs dry.
"""
from __future__ import annotations

import math
import random
from collections import deque
from typing import Callable

import pygame

from rules.core.events import Event

from .render import palette
from .render.text import label, text
from .render.tokens import lift_pixels
from .view import CreatureView, ViewState

SPEEDS = (0.5, 1.0, 2.0, 4.0, 0.0)
"""Animation speed settings; 0 means instant."""
SPEED_NAMES = {0.5: "slow", 1.0: "normal", 2.0: "fast", 4.0: "very fast", 0.0: "instant"}

WALK_PER_SQUARE = 0.11
SLIDE_PER_SQUARE = 0.12


def ease_out(u: float) -> float:
    return 1 - (1 - u) ** 3


def ease_in(u: float) -> float:
    return u * u


# ---------------------------------------------------------------------------- effects

class Effect:
    """Something drawn over the board for a while; never holds up the queue."""

    def __init__(self, duration: float) -> None:
        self.duration = duration
        self.age = 0.0

    @property
    def alive(self) -> bool:
        return self.age < self.duration

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface, camera) -> None:
        raise NotImplementedError


class FloatingText(Effect):
    """A number or word that rises and fades above a point of the board."""

    def __init__(self, wx: float, wy: float, lift: float, value: str, colour, size: int = 18,
                 duration: float = 1.1) -> None:
        super().__init__(duration)
        self.wx, self.wy, self.lift, self.value, self.colour, self.size = wx, wy, lift, value, colour, size
        self.stack = 0
        """How many texts above this spot were still rising when it started (they stack up)."""

    def draw(self, surface: pygame.Surface, camera) -> None:
        u = self.age / self.duration
        x, y = camera.to_screen(self.wx, self.wy)
        y -= lift_pixels(self.lift, camera.cell) + int(camera.cell * (0.4 + 0.6 * ease_out(u))) + self.stack * 18
        img = text(self.value, max(12, min(28, int(self.size * camera.cell / 48) + 6)), self.colour, True, (0, 0, 0))
        if u > 0.6:
            img = img.copy()
            img.set_alpha(int(255 * (1 - (u - 0.6) / 0.4)))
        surface.blit(img, img.get_rect(center=(x, y)))


class Shards(Effect):
    """Pieces of a broken object flying apart."""

    def __init__(self, cells: list[tuple[float, float]], colour, duration: float = 0.7) -> None:
        super().__init__(duration)
        rng = random.Random(len(cells) * 31 + int(sum(c[0] + c[1] for c in cells)))
        self.bits = []
        for cx, cy in cells:
            for _ in range(10):
                ang = rng.uniform(0, math.tau)
                speed = rng.uniform(0.6, 2.2)
                self.bits.append((cx + 0.5, cy + 0.5, math.cos(ang) * speed, math.sin(ang) * speed,
                                  rng.uniform(0.06, 0.16)))
        self.colour = colour

    def draw(self, surface: pygame.Surface, camera) -> None:
        u = self.age / self.duration
        for x, y, vx, vy, size in self.bits:
            px, py = camera.to_screen(x + vx * ease_out(u), y + vy * ease_out(u))
            r = max(1, int(size * camera.cell * (1 - u)))
            pygame.draw.polygon(surface, self.colour, [(px, py - r), (px + r, py + r // 2), (px - r, py + r)])


class Ring(Effect):
    """An expanding ring: an impact, a landing's dust, a burrower breaking the surface."""

    def __init__(self, wx: float, wy: float, colour, radius: float = 0.8, duration: float = 0.45,
                 lift: float = 0.0) -> None:
        super().__init__(duration)
        self.wx, self.wy, self.colour, self.radius, self.lift = wx, wy, colour, radius, lift

    def draw(self, surface: pygame.Surface, camera) -> None:
        u = self.age / self.duration
        x, y = camera.to_screen(self.wx, self.wy)
        y -= lift_pixels(self.lift, camera.cell)
        r = max(2, int(camera.cell * self.radius * ease_out(u)))
        width = max(1, int(camera.cell * 0.12 * (1 - u)) + 1)
        pygame.draw.circle(surface, self.colour, (x, y), r, width)


class StrikeLine(Effect):
    """A quick flash from an attacker to its target."""

    def __init__(self, a: tuple[float, float, float], b: tuple[float, float, float], colour,
                 duration: float = 0.45) -> None:
        super().__init__(duration)
        self.a, self.b, self.colour = a, b, colour

    def draw(self, surface: pygame.Surface, camera) -> None:
        u = self.age / self.duration
        ax, ay = camera.to_screen(self.a[0], self.a[1])
        bx, by = camera.to_screen(self.b[0], self.b[1])
        ay -= lift_pixels(self.a[2], camera.cell)
        by -= lift_pixels(self.b[2], camera.cell)
        t = min(1.0, u * 2.5)
        ex, ey = ax + (bx - ax) * t, ay + (by - ay) * t
        width = max(2, camera.cell // 12)
        pygame.draw.line(surface, self.colour, (ax, ay), (ex, ey), width)
        if t >= 1.0:
            pygame.draw.circle(surface, self.colour, (bx, by), max(3, int(camera.cell * 0.3 * (1 - u))), 2)


class Banner(Effect):
    """A line of text across the top of the board (a new round, an ability's name, a roll)."""

    def __init__(self, value: str, colour=(255, 255, 255), duration: float = 1.4, size: int = 22,
                 slot: int = 0) -> None:
        super().__init__(duration)
        self.value, self.colour, self.size, self.slot = value, colour, size, slot

    def draw(self, surface: pygame.Surface, camera) -> None:
        u = self.age / self.duration
        y = camera.viewport.bottom - 60 - self.slot * (self.size + 14)
        label(surface, self.value, (camera.viewport.centerx, y), self.size, self.colour,
              (10, 10, 16, int(190 * (1 - max(0.0, u - 0.75) / 0.25))))


# ---------------------------------------------------------------------------- steps

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


# ---------------------------------------------------------------------------- the animator

class Animator:
    def __init__(self, view: ViewState, name_of: Callable[[str], str] = str) -> None:
        self.view = view
        self.name_of = name_of
        self.speed = 1.0
        self.queue: deque[tuple[Step, Event | None]] = deque()
        self.current: Step | None = None
        self.elapsed = 0.0
        self.effects: list[Effect] = []
        self.focus: tuple[float, float] | None = None
        self.on_event: Callable[[Event], None] | None = None
        """Called as each event's animation starts (the scene logs it then)."""

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def play(self, events: list[Event]) -> None:
        from .anim_events import steps_for
        for ev in events:
            steps = steps_for(ev, self.view)
            if not steps:
                self.queue.append((InstantStep(lambda v, fx: None), ev))
            for i, step in enumerate(steps):
                self.queue.append((step, ev if i == 0 else None))

    def add(self, effect: Effect) -> None:
        """Start an effect; a banner replaces any banner already shown on its line."""
        if isinstance(effect, Banner):
            self.effects = [e for e in self.effects if not (isinstance(e, Banner) and e.slot == effect.slot)]
        if isinstance(effect, FloatingText):
            effect.stack = sum(1 for e in self.effects if isinstance(e, FloatingText) and e.age < 0.6
                               and (e.wx, e.wy) == (effect.wx, effect.wy))
        self.effects.append(effect)

    def update(self, dt: float) -> None:
        for e in self.effects:
            e.update(dt * (self.speed or 4.0))
        self.effects = [e for e in self.effects if e.alive]
        if self.speed == 0.0:
            self.skip()
            return
        budget = dt * self.speed
        while budget > 0 or (self.current is None and self.queue and self._next_is_instant()):
            if self.current is None:
                if not self.queue:
                    return
                self._start_next()
                continue
            left = self.current.duration - self.elapsed
            if left <= budget:
                budget -= max(0.0, left)
                self._finish_current()
            else:
                self.elapsed += budget
                self.current.tick(self.view, self.elapsed / self.current.duration)
                return

    def _next_is_instant(self) -> bool:
        return self.queue[0][0].duration <= 0

    def _start_next(self) -> None:
        step, ev = self.queue.popleft()
        if ev is not None and self.on_event is not None:
            self.on_event(ev)
        fresh: list[Effect] = []
        step.begin(self.view, fresh)
        for effect in fresh:
            self.add(effect)
        if step.focus is not None:
            self.focus = step.focus
        self.current, self.elapsed = step, 0.0
        if step.duration <= 0:
            self._finish_current()

    def _finish_current(self) -> None:
        step = self.current
        if step is None:
            return
        if step.duration > 0:
            step.tick(self.view, 1.0)
        step.end(self.view)
        self.current = None
        self.elapsed = 0.0

    def skip(self) -> None:
        """Finish every queued animation now (effects are dropped)."""
        if self.current is not None:
            self._finish_current()
        while self.queue:
            self._start_next()
            if self.current is not None:
                self._finish_current()
        self.effects = [e for e in self.effects if isinstance(e, Banner)]

    def clear(self) -> None:
        """Forget everything queued without playing it (after undo or loading)."""
        self.queue.clear()
        self.current = None
        self.effects = []
        self.focus = None

    def draw(self, surface: pygame.Surface, camera) -> None:
        clip = surface.get_clip()
        surface.set_clip(camera.viewport)
        for e in self.effects:
            e.draw(surface, camera)
        surface.set_clip(clip)
