"""The animator: the events a decision produced, played one after another on the view.

Each event becomes steps (see `steps`, chosen by `dispatch`) that move the view on; some steps
also start effects (see `effects`) that play alongside the next steps without holding them up.
`pace` (one of `SPEEDS`) scales every duration; `skip()` finishes everything at once. The view
is synced with the battle when the queue runs dry.
"""
from __future__ import annotations

from collections import deque
from typing import Callable

import pygame

from rules.core.events import Event

from ..view import ViewState
from .dispatch import steps_for
from .effects import Banner, Effect, FloatingText
from .sounds import sound_for
from .steps import InstantStep, Step

SPEEDS = (0.5, 1.0, 2.0, 4.0, 0.0)
"""Animation speed settings; 0 means instant."""
SPEED_NAMES = {0.5: "slow", 1.0: "normal", 2.0: "fast", 4.0: "very fast", 0.0: "instant"}


class Animator:
    """The queue of steps still to show, the one playing, and the effects on screen."""

    def __init__(self, view: ViewState, name_of: Callable[[str], str] = str) -> None:
        self.view = view
        self.name_of = name_of
        self.pace = 1.0
        """How fast animations play (one of `SPEEDS`; 0 shows everything at once)."""
        self.queue: deque[tuple[Step, Event | None]] = deque()
        self.current: Step | None = None
        self.elapsed = 0.0
        self.effects: list[Effect] = []
        self.focus: tuple[float, float] | None = None
        self.on_event: Callable[[Event], None] | None = None
        """Called as each event's animation starts (the scene logs it then)."""
        self.sound: Callable[[str], None] | None = None
        """Plays a named sound as an event's animation starts (steps, hits, falls, dice ...);
        skipped animations make no sound."""
        self.skipping = False

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def play(self, events: list[Event]) -> None:
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
            e.update(dt * (self.pace or 4.0))
        self.effects = [e for e in self.effects if e.alive]
        if self.pace == 0.0:
            self.skip()
            return
        budget = dt * self.pace
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
        if ev is not None and self.sound is not None and not self.skipping:
            name = sound_for(ev)
            if name:
                self.sound(name)
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
        """Finish every queued animation now, silently (effects are dropped)."""
        if self.current is not None:
            self._finish_current()
        self.skipping = True
        try:
            while self.queue:
                self._start_next()
                if self.current is not None:
                    self._finish_current()
        finally:
            self.skipping = False
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
