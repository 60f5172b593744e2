"""What every picker shares: the Button entries it offers, the Picker base class, and helpers
to find what stands on a square."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from rules.core.targets import object_id, object_target
from rules.core.battle import Battle
from rules.core.decisions import Decision, Option

from rules.core import forecast as pv

Square = tuple[int, int]
Cell = tuple[int, int, int]


@dataclass
class Button:
    """An entry for the action bar or a choice list."""
    key: str
    label: str
    hotkey: str = ""
    tooltip: str = ""
    selected: bool = False
    enabled: bool = True
    style: str = "#ability_button"


class Picker:
    """Base: a decision waiting on a person."""

    modal = False
    """True when the choice is made from a list panel rather than the board."""

    def __init__(self, battle: Battle, decision: Decision) -> None:
        self.battle, self.decision = battle, decision
        self.focus: Option | None = None
        self.locked = False
        self.hover_sq: Square | None = None

    # what the HUD shows
    @property
    def prompt(self) -> str:
        return self.decision.prompt

    @property
    def hint(self) -> str:
        return ""

    def buttons(self) -> list[Button]:
        return []

    def selectable(self) -> frozenset[str]:
        return frozenset()

    def targets(self) -> frozenset[str]:
        return frozenset()

    def odds(self) -> pv.AbilityPreview | None:
        return None

    # input: each returns an Option to commit, or None
    def hover(self, square: Square | None) -> None:
        self.hover_sq = square

    def click(self, square: Square | None) -> Option | None:
        return None

    def press(self, key: str) -> Option | None:
        """A button of `buttons()` (by key) was pressed."""
        return None

    def confirm(self) -> Option | None:
        return self.focus

    def cycle(self, step: int) -> None:
        pass

    def cancel(self) -> bool:
        """Step back (Esc / right click); False if there was nothing to step back from."""
        return False

    def draw(self, surface: pygame.Surface, camera, layer: str) -> None:
        """Overlays for this decision: `layer` 'under' goes below tokens, 'over' above them."""

    def focus_point(self) -> tuple[float, float] | None:
        """A board point the camera may centre on when the focus changes by keyboard."""
        return None


# ---------------------------------------------------------------------------- helpers

def anchor(pos: Cell, n: int) -> Square:
    """The square a person points at to choose a space whose corner is `pos`: its middle."""
    return (pos[0] + (n - 1) // 2, pos[1] + (n - 1) // 2)


def footprint(pos, n: int) -> list[Square]:
    return [(pos[0] + i, pos[1] + j) for i in range(n) for j in range(n)]


def space_of(battle: Battle, target: str) -> tuple[int, int, int] | None:
    """(x, y, size) of a creature or object target."""
    if target in battle.creatures:
        c = battle.creatures[target]
        return (c.pos[0], c.pos[1], c.squares)
    obj = battle.objects.get(object_id(target))
    return (obj.origin[0], obj.origin[1], obj.size) if obj else None


def thing_at(battle: Battle, square: Square) -> list[str]:
    """Creature ids (highest first) and object targets covering a square."""
    x, y = square
    found = [c for c in battle.creatures.values()
             if not c.dead and not c.removed and c.pos[0] <= x < c.pos[0] + c.squares and c.pos[1] <= y < c.pos[1] + c.squares]
    out = [c.id for c in sorted(found, key=lambda c: -c.pos[2])]
    for o in battle.objects.values():
        if o.origin[0] <= x < o.origin[0] + o.size and o.origin[1] <= y < o.origin[1] + o.size:
            out.append(object_target(o.id))
    return out


