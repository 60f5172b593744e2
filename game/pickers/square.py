"""Decisions answered by choosing a square on the board: where a granted move or shift ends,
where a teleported creature lands. Each place is marked; options that name no place ("stays
put", "leave it where it is") are buttons."""
from __future__ import annotations

import pygame

from rules.core.battle import Battle
from rules.core.decisions import Decision, Option

from ..render import overlays, palette
from .base import Button, Picker, Square, anchor

SQUARE_KINDS = ("granted_move", "teleport_other")
"""Decision kinds whose options are places (`to` = [x, y, z], or [] for none)."""


class SquarePicker(Picker):
    """Mark every place an option leads to; click one to select it, again (or Enter) to take it."""

    modal = False

    def __init__(self, battle: Battle, decision: Decision) -> None:
        super().__init__(battle, decision)
        who = decision.info.get("target") or decision.creature
        mover = battle.creatures.get(who)
        self.n = mover.squares if mover else 1
        self.places: dict[Square, list[Option]] = {}
        self.others: list[Option] = []
        for o in decision.options:
            to = o.args.get("to") or []
            if len(to) == 3:
                self.places.setdefault(anchor(tuple(to), self.n), []).append(o)  # type: ignore[arg-type]
            else:
                self.others.append(o)
        self.focus = None
        self.cycle_i = 0

    @property
    def hint(self) -> str:
        return "Click a marked square to choose it, again or Enter to confirm · Tab for another height"

    @property
    def prompt(self) -> str:
        text = self.decision.prompt
        if self.focus is not None:
            text += f": {self.focus.label}" + ("  (Enter or click again to confirm)" if self.locked else "")
        return text

    def buttons(self) -> list[Button]:
        return [Button(f"option:{i}", o.label, "", "", o == self.focus, style="#choice_button")
                for i, o in enumerate(self.others)]

    def press(self, key: str) -> Option | None:
        if key.startswith("option:"):
            i = int(key.split(":", 1)[1])
            if 0 <= i < len(self.others):
                return self.others[i]
        return None

    def hover(self, square: Square | None) -> None:
        if square != self.hover_sq:
            self.cycle_i = 0
        super().hover(square)
        found = self.places.get(square) if square else None
        if found and not self.locked:
            self.focus = found[self.cycle_i % len(found)]

    def click(self, square: Square | None) -> Option | None:
        found = self.places.get(square) if square else None
        if not found:
            return None
        pick = found[self.cycle_i % len(found)]
        if self.locked and pick is self.focus:
            return pick
        self.focus, self.locked = pick, True
        return None

    def cycle(self, step: int) -> None:
        found = self.places.get(self.hover_sq) if self.hover_sq else None
        if found and len(found) > 1:
            self.cycle_i += step
            self.focus = found[self.cycle_i % len(found)]

    def cancel(self) -> bool:
        if self.locked:
            self.locked = False
            return True
        return False

    def focus_point(self) -> tuple[float, float] | None:
        if self.focus is None or not self.focus.args.get("to"):
            return None
        x, y, _ = self.focus.args["to"]
        return (x + self.n / 2, y + self.n / 2)

    def draw(self, surface: pygame.Surface, camera, layer: str) -> None:
        if layer != "over":
            return
        for (x, y), options in self.places.items():
            overlays.diamond(surface, camera, x - (self.n - 1) // 2, y - (self.n - 1) // 2, self.n,
                             palette.REACH, self.focus in options)
