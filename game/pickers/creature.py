"""Who acts next: click one of the glowing tokens, a roster name, or a number."""
from __future__ import annotations

from rules.core.battle import Battle
from rules.core.decisions import Decision, Option

from .base import Button, Picker, Square, thing_at


class CreaturePicker(Picker):
    """next_creature: click one of the glowing tokens (or Tab through them, Enter)."""

    def __init__(self, battle: Battle, decision: Decision) -> None:
        super().__init__(battle, decision)
        self.order = [o.args["creature"] for o in decision.options]
        self.by_id = {cid: o for o in decision.options  # any member picks a squad (its unit)
                      for cid in [o.args["creature"], *o.args.get("members", ())]}
        self.focus = decision.options[decision.default] if decision.options else None

    @property
    def prompt(self) -> str:
        return f"The {self.decision.side} choose who acts next"

    @property
    def hint(self) -> str:
        return "Click a glowing token or a name in the roster · Tab cycles · Enter picks the highlighted one"

    def selectable(self) -> frozenset[str]:
        return frozenset(self.by_id)

    def targets(self) -> frozenset[str]:
        return frozenset([self.focus.args["creature"]]) if self.focus else frozenset()

    def buttons(self) -> list[Button]:
        return [Button(cid, (f"{i + 1}  " if i < 9 else "") + self._name(cid), str(i + 1) if i < 9 else "",
                       self.battle.rules.describe_creature(self.battle, cid), self.focus is not None and self.focus.args["creature"] == cid)
                for i, cid in enumerate(self.order)]

    def _name(self, cid: str) -> str:
        """A creature's name, or the option's label when it picks a whole unit (a squad)."""
        option = self.by_id[cid]
        return option.label if option.args.get("members") else self.battle.creatures[cid].name

    def hover(self, square: Square | None) -> None:
        super().hover(square)
        if square is None:
            return
        for cid in thing_at(self.battle, square):
            if cid in self.by_id:
                self.focus = self.by_id[cid]
                return

    def click(self, square: Square | None) -> Option | None:
        if square is None:
            return None
        for cid in thing_at(self.battle, square):
            if cid in self.by_id:
                return self.by_id[cid]
        return None

    def press(self, key: str) -> Option | None:
        return self.by_id.get(key)

    def cycle(self, step: int) -> None:
        if not self.order:
            return
        current = self.focus.args["creature"] if self.focus else self.order[0]
        i = (self.order.index(current) + step) % len(self.order)
        self.focus = self.by_id[self.order[i]]

    def focus_point(self) -> tuple[float, float] | None:
        if self.focus is None:
            return None
        c = self.battle.creatures[self.focus.args["creature"]]
        return (c.pos[0] + c.squares / 2, c.pos[1] + c.squares / 2)


