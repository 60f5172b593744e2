"""The enemy's reach on the board (Wesnoth, Into the Breach): hover a creature to see where it
could move this turn (a violet wash), where its close-range blows could land (a red edge), and
whom it could hit (a red marker and the ability's name on each); T shades the squares a whole
side threatens. The answers are the ruleset's (`Ruleset.threat`); this only draws and caches
them until the battle moves on."""
from __future__ import annotations

import pygame

from rules.core.battle import Battle
from rules.core.threat import Threat

from ..view import ViewState
from . import overlays
from .focus import brackets
from .text import label
from .tokens import Marks, drawn_size, token_centre

MOVE_WASH = (170, 110, 255)
STRIKE_EDGE = (255, 70, 60)
SIDE_WASH = (255, 50, 40)


class ThreatMaps:
    """The ruleset's threat answers for the battle as it stands, asked once per creature and
    forgotten whenever the battle changes."""

    def __init__(self) -> None:
        self._key: tuple = ()
        self._found: dict[str, Threat | None] = {}

    def of(self, battle: Battle, cid: str) -> Threat | None:
        key = (id(battle), len(battle.events), battle.current, len(battle.stack))
        if key != self._key:
            self._key, self._found = key, {}
        if cid not in self._found:
            self._found[cid] = battle.rules.threat(battle, cid)
        return self._found[cid]

    def side(self, battle: Battle, side: str) -> set[tuple[int, int]]:
        """Every square some living creature of `side` could strike on its turn."""
        out: set[tuple[int, int]] = set()
        for c in battle.creatures.values():
            if c.side == side and not (c.dead or c.removed or c.unconscious):
                found = self.of(battle, c.id)
                if found is not None:
                    out |= found.strikes
        return out


def draw_creature_threat(surface: pygame.Surface, camera, view: ViewState, found: Threat) -> None:
    """Under the tokens: the squares it could move to and the edge of where it could strike."""
    overlays.tint_squares(surface, camera, found.moves, MOVE_WASH, alpha=55, border=False)
    overlays.outline_region(surface, camera, set(found.moves), MOVE_WASH, width=2)
    overlays.outline_region(surface, camera, set(found.strikes), STRIKE_EDGE, width=2)


def draw_threat_targets(surface: pygame.Surface, camera, view: ViewState, found: Threat, marks: Marks) -> None:
    """Over the tokens: a marker on each creature it could hit, with the ability's name."""
    size = max(10, min(14, camera.cell // 4))
    for cid, ability in found.targets.items():
        c = view.creatures.get(cid)
        if c is None or c.dead:
            continue
        cx, cy = token_centre(camera, c, view.height_above_ground(c), marks)
        half = drawn_size(c, camera.cell, marks) // 2 + 4
        brackets(surface, pygame.Rect(cx - half, cy - half, 2 * half, 2 * half), STRIKE_EDGE, 2)
        label(surface, ability, (cx, cy - half - size // 2 - 2), size, (255, 220, 210))


def draw_side_threat(surface: pygame.Surface, camera, squares: set[tuple[int, int]]) -> None:
    """The T overlay: a red wash on every square the side could strike, edged in red."""
    overlays.tint_squares(surface, camera, squares, SIDE_WASH, alpha=50, border=False)
    overlays.outline_region(surface, camera, squares, STRIKE_EDGE, width=2)


def threat_line(view: ViewState, found: Threat) -> str:
    """The read-out: whom the hovered creature could hit, or that it could hit nobody."""
    me = view.creatures.get(found.creature)
    name = me.name if me is not None else found.creature
    if not found.targets:
        return f"{name} could hit no one this turn"
    who = [f"{view.creatures[t].name} ({a})" for t, a in found.targets.items() if t in view.creatures]
    return f"{name} could hit: " + ", ".join(who)
