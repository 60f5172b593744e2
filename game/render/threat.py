"""The enemy's reach on the board (Wesnoth, Into the Breach): hover a creature to see where it
could move this turn (a violet wash), where its close-range blows could land (a red edge), and
whom it could hit (a red marker and the ability's name on each); T shades the squares a whole
side threatens. The answers are the ruleset's (`Ruleset.threat`); this only draws and caches
them until the battle moves on."""
from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import fields

import pygame

from rules.core.battle import Battle
from rules.core.ruleset import Ruleset
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
    """The ruleset's threat answers for the battle as it stands, worked out in a background
    thread on a copy of the battle (a side's map can take a few hundred milliseconds on a big
    board) and forgotten whenever the battle changes. Until an answer is ready nothing is drawn
    for it; `wait()` blocks until every answer asked for is in (tests)."""

    def __init__(self) -> None:
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="steelgrid-threat")
        self._key: tuple = ()
        self._found: dict[str, Threat | None] = {}
        self._asked: dict[str, Future] = {}

    def of(self, battle: Battle, cid: str) -> Threat | None:
        """A creature's threat, or None while it is being worked out (or the ruleset has none)."""
        self._fresh(battle)
        self._ask(battle, [cid])
        return self._found.get(cid)

    def side(self, battle: Battle, side: str) -> set[tuple[int, int]]:
        """Every square some living creature of `side` could strike on its turn (those whose
        answers are in)."""
        self._fresh(battle)
        ids = [c.id for c in battle.creatures.values()
               if c.side == side and not (c.dead or c.removed or c.unconscious)]
        self._ask(battle, ids)
        out: set[tuple[int, int]] = set()
        for cid in ids:
            found = self._found.get(cid)
            if found is not None:
                out |= found.strikes
        return out

    def known(self, battle: Battle, cid: str) -> bool:
        """Has the ruleset answered for this creature (even with None) since the battle changed?"""
        self._fresh(battle)
        return cid in self._found

    def wait(self) -> None:
        for future in list(self._asked.values()):
            future.result()
        self._harvest()

    def shutdown(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)

    def _fresh(self, battle: Battle) -> None:
        key = (id(battle), len(battle.events), battle.current, len(battle.stack))
        if key != self._key:
            for future in set(self._asked.values()):
                future.cancel()  # a stale answer not yet started is never worked out
            self._key, self._found, self._asked = key, {}, {}
        self._harvest()

    def _ask(self, battle: Battle, ids: list[str]) -> None:
        missing = [cid for cid in ids if cid not in self._found and cid not in self._asked]
        if not missing:
            return
        future = self.pool.submit(_answers, battle.clone(), missing)
        for cid in missing:
            self._asked[cid] = future

    def _harvest(self) -> None:
        for cid, future in list(self._asked.items()):
            if future.done() and not future.cancelled():
                del self._asked[cid]
                self._found[cid] = future.result().get(cid)


def gives_threats(rules: Ruleset) -> bool:
    """Does the ruleset answer `threat` at all (rather than keep the contract's default)?"""
    default = next(f.default for f in fields(Ruleset) if f.name == "threat")
    return rules.threat is not default


def _answers(copy: Battle, ids: list[str]) -> dict[str, Threat | None]:
    return {cid: copy.rules.threat(copy, cid) for cid in ids}


def draw_creature_threat(surface: pygame.Surface, camera, view: ViewState, found: Threat) -> None:
    """Under the tokens: the squares it could move to and the edge of where it could strike."""
    overlays.tint_squares(surface, camera, found.moves, MOVE_WASH, alpha=55, border=False)
    overlays.outline_region(surface, camera, set(found.moves), MOVE_WASH, width=2)
    overlays.outline_region(surface, camera, set(found.strikes), STRIKE_EDGE, width=2)


def draw_threat_targets(surface: pygame.Surface, camera, view: ViewState, found: Threat, marks: Marks) -> None:
    """Over the tokens: a marker on each creature it could hit, with the ability's name (and the
    roll's edge, "Shortbow, with disadvantage"; the reasons after the colon are left to the
    read-out line, so the label stays short)."""
    size = max(10, min(14, camera.cell // 4))
    for cid, ability in found.targets.items():
        c = view.creatures.get(cid)
        if c is None or c.dead:
            continue
        cx, cy = token_centre(camera, c, view.height_above_ground(c), marks)
        half = drawn_size(c, camera.cell, marks) // 2 + 4
        brackets(surface, pygame.Rect(cx - half, cy - half, 2 * half, 2 * half), STRIKE_EDGE, 2)
        label(surface, ability.split(": ")[0], (cx, cy - half - size // 2 - 2), size, (255, 220, 210))


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
