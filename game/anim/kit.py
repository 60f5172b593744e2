"""Helpers every table of event animations shares (the engine's, Brighter Worlds', the
declare-first d20 events'): where a creature is drawn, a floating word over it, its name, and
the banner-and-strike-lines announcement of something used on targets."""
from __future__ import annotations

from typing import Any, Callable

from rules.core.targets import is_object_target, object_id

from ..render import palette
from ..view import ViewState
from .effects import Banner, Effect, FloatingText, StrikeLine
from .steps import InstantStep, PauseStep, Step

Handler = Callable[[Any, ViewState], list[Step]]
"""`handler(event, view)`: the steps that show one event, given the view as it will be then."""


def _at(view: ViewState, cid: str) -> tuple[float, float, float] | None:
    c = view.creatures.get(cid)
    if c is None:
        return None
    return (c.x + c.squares / 2, c.y + c.squares / 2, max(0.0, view.height_above_ground(c)))


def _float(view: ViewState, fx: list[Effect], cid: str, value: str, colour, size: int = 18,
           duration: float = 1.1) -> None:
    at = _at(view, cid)
    if at is not None:
        fx.append(FloatingText(at[0], at[1], at[2], value, colour, size, duration))


def _object_at(view: ViewState, target: str) -> tuple[float, float, float] | None:
    if not is_object_target(target):
        return None
    o = view.objects.get(object_id(target))
    return (o.x + o.size / 2, o.y + o.size / 2, 0.0) if o else None


def _announce(who: str, name: str, targets: Any, view: ViewState) -> list[Step]:
    """A creature uses something on targets: its name in a banner, a flash to each target."""
    def apply(v: ViewState, fx: list[Effect]) -> None:
        user = _at(v, who)
        c = v.creatures.get(who)
        if user is None or c is None:
            return
        colour = palette.side_colour(c.side)
        fx.append(Banner(f"{c.name}: {name}", colour, 1.6, 20, 1))
        for t in targets or ():
            if t == who:
                continue
            at = _at(v, t) or _object_at(v, t)
            if at is not None:
                fx.append(StrikeLine(user, at, palette.shade(colour, 1.3)))
    at = _at(view, who)
    return [InstantStep(apply), PauseStep(0.4, (at[0], at[1]) if at else None)]


def _name(view: ViewState, cid: str) -> str:
    c = view.creatures.get(cid)
    return c.name if c is not None else object_id(cid)
