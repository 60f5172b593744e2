"""How the events of the card-initiative zone ruleset (seed 002) are shown: each d6 pool as a
row of dice with the sixes in gold, the attack's declaration and result, a reaction committed,
Harm (the bar moves as the ruleset says, the severity floats up), cards traded, fear and fire.

Fields are read with defaults, as for every ruleset's own events, so a change in them never
stops an animation (the log tells the whole story in the ruleset's words)."""
from __future__ import annotations

from typing import Any

import pygame

from ..render import palette
from ..render.dice_pool import pool_caption, pool_picture
from ..view import ViewState
from .effects import Banner, Effect
from .kit import Handler, _announce, _float, _name
from .steps import InstantStep, PauseStep, Step

REACTION_WORDS = {"dodge": "Dodges!", "parry": "Parries!", "break_free": "Struggles!", "resist": "Resists!"}
DICE_SLOT = 100
"""Banner slots from here up belong to dice pools (one per row)."""
HARM_COLOURS = {"physical": (255, 90, 80), "mental": (200, 140, 255)}


def _get(ev: Any, name: str, default: Any = "") -> Any:
    return getattr(ev, name, default)


class DicePool(Banner):
    """A rolled pool over the board, above the banners: caption and dice. Pools rolled one after
    another (an attack and its defence) stack upwards. A kind of banner, so skipping the
    animations leaves it up to be read."""

    def __init__(self, faces: tuple, caption: str, colour, row: int, duration: float = 3.0) -> None:
        super().__init__(caption, colour, duration, 15, DICE_SLOT + row)
        self.faces, self.caption, self.row = faces, caption, row

    def draw(self, surface: pygame.Surface, camera) -> None:
        u = self.age / self.duration
        card = pool_picture(self.faces, self.caption, self.colour)
        if u > 0.8:
            card = card.copy()
            card.set_alpha(int(255 * (1 - (u - 0.8) / 0.2)))
        view = camera.viewport
        y = view.bottom - 178 - self.row * (card.get_height() + 6)
        surface.blit(card, card.get_rect(midtop=(view.centerx, y)))


def _pool(ev: Any, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        who = str(_get(ev, "creature"))
        c = v.creatures.get(who)
        colour = palette.side_colour(c.side) if c is not None else palette.TEXT
        row = sum(1 for e in fx if isinstance(e, DicePool) and e.age < 1.2) % 3
        caption = pool_caption(_name(v, who), str(_get(ev, "purpose")), int(_get(ev, "successes", 0)),
                               int(_get(ev, "needed", 0)))
        fx.append(DicePool(tuple(_get(ev, "dice", ())), caption, colour, row))
    return [InstantStep(apply), PauseStep(0.55)]


def _declared(ev: Any, view: ViewState) -> list[Step]:
    return _announce(str(_get(ev, "attacker")), str(_get(ev, "name", "Attack")), (str(_get(ev, "target")),), view)


def _reaction(ev: Any, view: ViewState) -> list[Step]:
    words = REACTION_WORDS.get(str(_get(ev, "reaction")), "")
    if not words:
        return []
    return [InstantStep(lambda v, fx: _float(v, fx, str(_get(ev, "creature")), words, (170, 220, 255), 16, 1.2))]


def _attack(ev: Any, view: ViewState) -> list[Step]:
    hit = bool(_get(ev, "hit", False))
    words = "Hit!" if hit else "Miss"
    colour = (255, 120, 100) if hit else (200, 200, 210)
    return [InstantStep(lambda v, fx: _float(v, fx, str(_get(ev, "target")), words, colour, 18, 1.0)),
            PauseStep(0.2)]


def _harm(ev: Any, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(str(_get(ev, "creature")))
        if c is None:
            return
        c.vitals = v.bar_after(c.vitals, ev)
        kind = str(_get(ev, "harm", "physical"))
        row = str(_get(ev, "row", ""))
        words = f"Harm {_get(ev, 'level', '?')}" + (f" ({row})" if row else "") + (" mind" if kind == "mental" else "")
        _float(v, fx, c.id, words, HARM_COLOURS.get(kind, (255, 90, 80)), 20, 1.3)
    return [InstantStep(apply), PauseStep(0.2)]


def _broken(ev: Any, view: ViewState) -> list[Step]:
    return [InstantStep(lambda v, fx: _float(v, fx, str(_get(ev, "creature")), "Broken", (255, 70, 70), 18, 1.5)),
            PauseStep(0.3)]


def _swap(ev: Any, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        a, b = str(_get(ev, "first")), str(_get(ev, "second"))
        _float(v, fx, a, f"Card {_get(ev, 'second_card', '?')}", palette.GOLD, 15, 1.4)
        _float(v, fx, b, f"Card {_get(ev, 'first_card', '?')}", palette.GOLD, 15, 1.4)
    return [InstantStep(apply), PauseStep(0.3)]


def _fear(ev: Any, view: ViewState) -> list[Step]:
    passed = bool(_get(ev, "passed", False))
    words = "Holds firm" if passed else "Afraid!"
    colour = (150, 230, 160) if passed else (200, 140, 255)
    return [InstantStep(lambda v, fx: _float(v, fx, str(_get(ev, "creature")), words, colour, 16, 1.3))]


def _fire(ev: Any, view: ViewState) -> list[Step]:
    lit = int(_get(ev, "intensity", 0)) > 0
    words = f"On fire ({_get(ev, 'intensity', '')})" if lit else "Flames out"
    colour = (255, 150, 60) if lit else (180, 200, 220)
    return [InstantStep(lambda v, fx: _float(v, fx, str(_get(ev, "creature")), words, colour, 15, 1.3))]



ZC_ANIMATIONS: dict[str, Handler] = {
    "zc_pool": _pool, "zc_declared": _declared, "zc_reaction": _reaction, "zc_attack": _attack,
    "zc_harm": _harm, "zc_broken": _broken, "zc_swap": _swap, "zc_fear": _fear, "zc_fire": _fire,
}
"""The zone ruleset's events, by kind (merged into the client's table in `dispatch`)."""
