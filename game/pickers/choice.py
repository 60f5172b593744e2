"""Decisions answered from a short list: tier, kill or knock out, first side, opportunity
attacks, grab offers, and kinds this client does not know yet."""
from __future__ import annotations

from rules.core.battle import Battle
from rules.core.decisions import Decision, Option

from .base import Button, Picker


class ChoicePicker(Picker):
    """Any decision answered from a short list: tier, kill or knock out, first side,
    opportunity attacks, grab offers, and kinds this client does not know yet."""

    modal = True

    def __init__(self, battle: Battle, decision: Decision) -> None:
        super().__init__(battle, decision)
        self.focus = decision.options[decision.default] if decision.options else None
        self.details = self._details()

    @property
    def hint(self) -> str:
        return "Click a choice or press its number · Enter takes the highlighted one"

    def _details(self) -> list[str]:
        """What each option leads to, when the ruleset's forecast can say (a tier's outcome):
        one text per option, '' where it says nothing (a forecast that gives fewer texts, or
        none, leaves the rest blank)."""
        tier_choices = getattr(self.battle.rules.forecast, "tier_choices", None)
        found = list(tier_choices(self.battle, self.decision) or []) if tier_choices else []
        return [str(d or "") for d in found[:len(self.decision.options)]] + \
            [""] * max(0, len(self.decision.options) - len(found))

    def buttons(self) -> list[Button]:
        out = []
        for i, o in enumerate(self.decision.options):
            label = (o.label or o.kind.replace("_", " ").capitalize()) + (f" - {self.details[i]}" if self.details[i] else "")
            out.append(Button(f"option:{i}", f"{i + 1}. {label}" if i < 9 else label, str(i + 1) if i < 9 else "",
                              "", o == self.focus, style="#choice_button"))
        return out

    def press(self, key: str) -> Option | None:
        if key.startswith("option:"):
            i = int(key.split(":", 1)[1])
            if 0 <= i < len(self.decision.options):
                return self.decision.options[i]
        return None

    def hotkey(self, char: str) -> Option | None:
        if char.isdigit() and char != "0":
            return self.press(f"option:{int(char) - 1}")
        return None

    def cycle(self, step: int) -> None:
        opts = self.decision.options
        if opts:
            i = opts.index(self.focus) if self.focus in opts else 0
            self.focus = opts[(i + step) % len(opts)]


