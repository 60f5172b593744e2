"""Forced movement: every possible end square is marked; the focused one shows its whole story."""
from __future__ import annotations

import pygame

from rules.core.battle import Battle
from rules.core.decisions import Decision, Option

from rules.core import forecast as pv
from ..render import overlays, palette
from .base import Picker, Square, anchor


class ForcePicker(Picker):
    """force_move: every possible end square is marked; the focused one shows its whole story."""

    modal = False

    def __init__(self, battle: Battle, decision: Decision) -> None:
        super().__init__(battle, decision)
        self.previews = battle.rules.forecast.force_previews(battle, decision)
        target = decision.info.get("target", "")
        self.target = battle.creatures.get(target)
        self.n = self.target.squares if self.target else 1
        self.by_square: dict[Square, list[pv.ForcePreview]] = {}
        for p in self.previews:
            self.by_square.setdefault(anchor(p.end, self.n), []).append(p)
        self.current = next((p for p in self.previews if p.index == decision.default), self.previews[0] if self.previews else None)
        self.focus = self.current.option if self.current else None
        self.cycle_i = 0

    @property
    def hint(self) -> str:
        return "Hover a diamond to see where the target ends up · click it (or a line in the list) to select, again or Enter to confirm · Tab cycles"

    @property
    def prompt(self) -> str:
        p = self.current
        text = self.decision.prompt
        if p is not None:
            text += f": {p.label}" + (f" - {p.summary(self.battle)}" if p.summary(self.battle) else "")
            if self.locked:
                text += "  (Enter or click again to confirm)"
        return text

    def entries(self) -> list[str]:
        out = []
        for p in self.previews:
            summary = p.summary(self.battle)
            out.append(p.label + (f" - {summary}" if summary else ""))
        return out

    def targets(self) -> frozenset[str]:
        return frozenset([self.target.id]) if self.target else frozenset()

    def _set(self, p: pv.ForcePreview) -> None:
        if p is not self.current:
            self.locked = False
        self.current, self.focus = p, p.option

    def hover(self, square: Square | None) -> None:
        if square != self.hover_sq:
            self.cycle_i = 0
        super().hover(square)
        found = self.by_square.get(square) if square else None
        if found and not self.locked:
            self._set(found[self.cycle_i % len(found)])

    def click(self, square: Square | None) -> Option | None:
        found = self.by_square.get(square) if square else None
        if not found:
            return None
        p = found[self.cycle_i % len(found)]
        if self.locked and p is self.current:
            return p.option
        self._set(p)
        self.locked = True
        return None

    def pick_index(self, i: int) -> None:
        if 0 <= i < len(self.previews):
            self._set(self.previews[i])
            self.locked = True

    def confirm(self) -> Option | None:
        return self.current.option if self.current else None

    def cycle(self, step: int) -> None:
        if not self.previews:
            return
        found = self.by_square.get(self.hover_sq) if self.hover_sq else None
        if found and len(found) > 1 and self.current in found:
            self.cycle_i += step
            self._set(found[self.cycle_i % len(found)])
            return
        i = self.previews.index(self.current) if self.current in self.previews else -1
        self._set(self.previews[(i + step) % len(self.previews)])

    def cancel(self) -> bool:
        if self.locked:
            self.locked = False
            return True
        return False

    def focus_point(self) -> tuple[float, float] | None:
        if self.current is None:
            return None
        x, y, _ = self.current.end
        return (x + self.n / 2, y + self.n / 2)

    def draw(self, surface: pygame.Surface, camera, layer: str) -> None:
        if layer != "over":
            return
        for (x, y), ps in self.by_square.items():
            selected = self.current in ps
            bad = any(p.slams or p.fall or p.broken for p in ps)
            overlays.diamond(surface, camera, x - (self.n - 1) // 2, y - (self.n - 1) // 2, self.n,
                             palette.DANGER if bad else palette.FORCE, selected)
        p = self.current
        if p is None:
            return
        caption = ""
        if p.fall is not None:
            caption = f"falls {p.fall[0]}: {p.fall[1]} damage"
        overlays.path(surface, camera, [tuple(q) for q in p.path] + ([tuple(p.end)] if p.fall else []),
                      self.n, palette.FORCE, caption)
        for at, into, dmg in p.slams:
            overlays.impact(surface, camera, at[0], at[1], f"{dmg} damage")
        for _, cells in p.broken:
            xs = sorted({(c[0], c[1]) for c in cells})
            for x, y in xs:
                overlays.cross_out(surface, camera, x, y)


