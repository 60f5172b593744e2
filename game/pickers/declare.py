"""A declaration (seed 001, Combat Order): first where the creature will move (click a marked
square: blue walks, amber dashes; click the creature itself to stay put), then what it will do
from there (hover a target to see the arrow and the odds, click it, or pick from the list). The
side's last declaration is held back until the player locks the side in, so any declaration can
still be taken back (U) before a die is rolled."""
from __future__ import annotations

from html import escape

import re

import pygame

from rules.core import forecast as pv
from rules.core.battle import Battle
from rules.core.decisions import Decision, Option
from rules.core.grid_reach import Reach, reachable
from rules.core.threat import TargetBlock

from ..intents import Intent, action_words, with_option
from ..render import overlays, palette
from .base import Button, Picker, Square, anchor, thing_at

LOCK_IN = "lock_in"
"""Button key: commit the side's last declaration (the rules then reveal and resolve them all)."""
STAY = "stay"


def _cost(option: Option) -> int:
    found = re.search(r"\d+", option.label or "")
    return int(found.group()) if found else 0


class DeclarePicker(Picker):
    """The declare decision, in its parts: the move, then (where the rules ask) a free action,
    then the action. Every part but the move is answered from a list or by pointing at a
    target."""

    def __init__(self, battle: Battle, decision: Decision) -> None:
        super().__init__(battle, decision)
        self.creature = battle.creatures[decision.creature]
        self.part = str((decision.info or {}).get("part", "move"))
        self.pending: Option | None = None
        """The side's last declaration, chosen but not yet locked in."""
        self.squares: dict[Square, Option] = {}
        self.stay: Option | None = None
        self.by_target: dict[str, list[Option]] = {}
        self._odds: dict[str, pv.AbilityPreview | None] = {}
        self._baked: dict[int, tuple[pygame.Surface, Square]] = {}
        self._reach: Reach | None = None
        n = self.creature.squares
        for o in decision.options:
            if "to" in o.args and not o.args["to"]:
                self.stay = o
            elif "to" in o.args:
                self.squares[anchor(tuple(o.args["to"]), n)] = o  # type: ignore[arg-type]
            elif o.args.get("target"):
                self.by_target.setdefault(str(o.args["target"]), []).append(o)
        self.focus = decision.options[decision.default] if decision.options else None
        self.last = self.part != "move" and self._ends_declaring()
        self.blocked = None
        """Why the hovered creature cannot be attacked from the declared square
        (`Ruleset.target_block`), with the line to draw."""

    def _ends_declaring(self) -> bool:
        """Whether answering this part ends the side's declaring (the reveal follows at once)."""
        if not self.decision.options:
            return False
        events, _ = pv.trial(self.battle, self.decision.options[0])
        return bool(events)

    # ------------------------------------------------------------------ text
    @property
    def prompt(self) -> str:
        name = self.creature.name
        if self.pending is not None:
            return f"Every declaration is in ({name}: {self.pending.label}). Lock the side in?"
        if self.part == "move":
            return f"{name}: declare where to move (or stay put)"
        if self.part != "action":
            return self.decision.prompt
        return f"{name}: declare an action" + (" (the side's last)" if self.last else "")

    @property
    def list_title(self) -> str:
        """The heading of the action list (short: it sits in a narrow panel)."""
        what = "action" if self.part == "action" else f"{self.part} action"
        return f"{self.creature.name}'s {what}"

    @property
    def hint(self) -> str:
        if self.pending is not None:
            return "Enter or Lock in: reveal and resolve every declaration · Esc or right click: change it · U undoes"
        if self.part == "move":
            return ("Click a square (blue: move, amber: dash, the action is then the dash) · click the creature "
                    "or S to stay · U undoes the last declaration")
        if self.blocked is not None:
            return self.blocked.reason[:1].upper() + self.blocked.reason[1:]
        return "Hover a target to see the arrow and the odds · click to declare · 1-9 from the list · U undoes"

    def buttons(self) -> list[Button]:
        if self.pending is not None:
            return [Button(LOCK_IN, "Lock in (Enter)", "", "Reveal every declaration and resolve them", True,
                           style="#primary_button")]
        if self.part == "move":
            return [Button(STAY, "Stay put (S)", "s", "Declare no movement", self.focus is self.stay)]
        return [Button(f"option:{i}", (f"{i + 1}. " if i < 9 else "") + (o.label or o.kind),
                       str(i + 1) if i < 9 else "", escape(self.battle.rules.describe_action(self.battle, o), quote=False),
                       o is self.focus, style="#choice_button")
                for i, o in enumerate(self.decision.options)]

    # ------------------------------------------------------------------ what the board shows
    def selectable(self) -> frozenset[str]:
        return frozenset(self.by_target) if self.part != "move" and self.pending is None else frozenset()

    def targets(self) -> frozenset[str]:
        chosen = self.pending or self.focus
        target = chosen.args.get("target") if chosen is not None else None
        return frozenset([str(target)]) if target else frozenset()

    def preview(self) -> Intent | None:
        """The intent the option in focus (or the one waiting to be locked in) would make; none
        while choosing where to move (the picker draws the way there itself)."""
        if self.part == "move":
            return None
        return with_option(self.battle, self.decision, self.pending or self.focus)

    def path(self) -> list[tuple[int, int, int]]:
        """The way the creature would walk to the square in focus (the cheapest, as the shared
        grid reach finds it); empty when it stays."""
        if self.part != "move" or self.focus is None or not self.focus.args.get("to"):
            return []
        if self._reach is None:
            budget = max((_cost(o) for o in self.squares.values()), default=0)
            self._reach = reachable(self.battle, self.creature, budget)
        dest = tuple(self.focus.args["to"])
        return self._reach.path_to(dest) if dest in self._reach.cost else [self.creature.pos, dest]  # type: ignore[arg-type,list-item]

    def caption(self) -> str:
        intent = self.preview()
        return action_words(self.battle, intent) if intent is not None else ""

    def odds(self) -> pv.AbilityPreview | None:
        chosen = self.pending or self.focus
        if chosen is None or not chosen.args.get("ability") or not chosen.args.get("target"):
            return None
        if chosen.key not in self._odds:
            at = self.preview()
            self._odds[chosen.key] = self.battle.rules.forecast.ability_preview(
                self.battle, self.creature.id, str(chosen.args["ability"]), [str(chosen.args["target"])],
                at.stand if at is not None else None)
        return self._odds[chosen.key]

    def draw(self, surface: pygame.Surface, camera, layer: str) -> None:
        if self.part != "move" or not self.squares:
            return
        if layer == "over":
            way = self.path()
            if way and self.focus is not None:
                colour = palette.REACH_FAR if self.focus.args.get("dash") else palette.PATH
                overlays.path(surface, camera, [tuple(p) for p in way], self.creature.squares, colour,
                              self.focus.label)  # type: ignore[misc]
            return
        found = self._baked.get(camera.cell)
        if found is None:
            costs = {sq: _cost(o) for sq, o in self.squares.items()}
            far = {sq for sq, o in self.squares.items() if o.args.get("dash")}
            found = overlays.baked(self.squares, camera.cell, lambda img, cam: overlays.reach(img, cam, costs, far))
            self._baked[camera.cell] = found
        image, (x0, y0) = found
        surface.blit(image, camera.to_screen(x0, y0))


    def focus_point(self) -> tuple[float, float] | None:
        c = self.creature
        return (c.pos[0] + c.squares / 2, c.pos[1] + c.squares / 2)

    # ------------------------------------------------------------------ input
    def hover(self, square: Square | None) -> None:
        super().hover(square)
        if square is None or self.pending is not None:
            return
        if self.part == "move":
            if square in self.squares:
                self.focus = self.squares[square]
            elif self.creature.id in thing_at(self.battle, square) and self.stay is not None:
                self.focus = self.stay
            return
        self.blocked = None
        for cid in thing_at(self.battle, square):
            if cid in self.by_target:
                if self.focus not in self.by_target[cid]:
                    self.focus = self.by_target[cid][0]
                return
        self.blocked = self._block(square)

    def _block(self, square: Square) -> TargetBlock | None:
        """Why the creature there cannot be attacked, judged from where this one will stand
        once its declared move is made (001 Combat Order: movement comes before the action)."""
        here = [t for t in thing_at(self.battle, square) if t in self.battle.creatures and t != self.creature.id]
        attack = next((o for o in self.decision.options if o.args.get("ability")), None)
        if not here or attack is None:
            return None
        battle = self.battle
        intent = with_option(battle, self.decision, attack)
        if intent is not None and tuple(intent.stand) != tuple(self.creature.pos):
            battle = battle.clone()
            battle.creatures[self.creature.id].pos = tuple(intent.stand)  # type: ignore[assignment]
        return battle.rules.target_block(battle, self.creature.id, str(attack.args["ability"]), here[0])

    def click(self, square: Square | None) -> Option | None:
        if square is None or self.pending is not None:
            return None
        if self.part == "move":
            if square in self.squares:
                return self._take(self.squares[square])
            if self.creature.id in thing_at(self.battle, square) and self.stay is not None:
                return self._take(self.stay)
            return None
        for cid in thing_at(self.battle, square):
            if cid in self.by_target:
                chosen = self.focus if self.focus in self.by_target[cid] else self.by_target[cid][0]
                return self._take(chosen)
        return None

    def press(self, key: str) -> Option | None:
        if key == LOCK_IN:
            return self.confirm()
        if key == STAY:
            return self._take(self.stay) if self.stay is not None and self.pending is None else None
        if key.startswith("option:") and self.pending is None:
            i = int(key.split(":", 1)[1])
            if 0 <= i < len(self.decision.options):
                return self._take(self.decision.options[i])
        return None

    def point_at(self, key: str) -> bool:
        """A list entry is under the pointer: put its option in focus (its arrow and odds show);
        True when the focus changed."""
        if not key.startswith("option:") or self.pending is not None:
            return False
        i = int(key.split(":", 1)[1])
        if not 0 <= i < len(self.decision.options) or self.decision.options[i] is self.focus:
            return False
        self.focus = self.decision.options[i]
        return True

    def hotkey(self, char: str) -> Option | None:
        if char in ("s", "S") and self.part == "move":
            return self.press(STAY)
        if char.isdigit() and char != "0" and self.part != "move":
            return self.press(f"option:{int(char) - 1}")
        return None

    def _take(self, option: Option | None) -> Option | None:
        """Commit an option, except the side's last declaration, which waits to be locked in."""
        if option is None:
            return None
        if self.last:
            self.pending, self.focus = option, option
            return None
        return option

    def confirm(self) -> Option | None:
        if self.pending is not None:
            return self.pending
        return self._take(self.focus)

    def end_turn(self) -> Option | None:
        """The End button locks the side in once the last declaration is chosen."""
        return self.pending

    @property
    def end(self) -> Option | None:
        return self.pending

    def cancel(self) -> bool:
        if self.pending is not None:
            self.pending = None
            return True
        return False

    def cycle(self, step: int) -> None:
        if self.pending is not None:
            return
        opts = self.decision.options
        if opts:
            i = opts.index(self.focus) if self.focus in opts else 0
            self.focus = opts[(i + step) % len(opts)]
