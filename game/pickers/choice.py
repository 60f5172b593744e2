"""Decisions answered from a short list: tier, kill or knock out, first side, opportunity
attacks, grab offers, and kinds this client does not know yet."""
from __future__ import annotations

from rules.core.battle import Battle
from rules.core.decisions import Decision, Option

from rules.core.standing_answers import StandingAnswer

from .base import Button, Picker

REMEMBER_TIP = "Given every time from now on, without asking; Settings (F3) > Forget them asks again"


class ChoicePicker(Picker):
    """Any decision answered from a short list: tier, kill or knock out, first side,
    opportunity attacks, grab offers, and kinds this client does not know yet."""

    modal = True

    def __init__(self, battle: Battle, decision: Decision) -> None:
        super().__init__(battle, decision)
        self.focus = decision.options[decision.default] if decision.options else None
        self.details = self._details()
        self.standing: list[StandingAnswer] = list(battle.rules.standing_answers(battle, decision))
        """Answers the player may ask to be given every time ("always take the tier rolled")."""
        self.chosen_standing: StandingAnswer | None = None
        """The standing answer just picked, for the battle screen to remember in the settings."""

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
        for j, answer in enumerate(self.standing):
            n = len(self.decision.options) + j + 1
            out.append(Button(f"always:{j}", f"{n}. {answer.label}" if n <= 9 else answer.label,
                              str(n) if n <= 9 else "", (answer.detail + "<br>" if answer.detail else "") + REMEMBER_TIP,
                              style="#choice_button"))
        return out

    def press(self, key: str) -> Option | None:
        if key.startswith("option:"):
            i = int(key.split(":", 1)[1])
            if 0 <= i < len(self.decision.options):
                return self.decision.options[i]
        if key.startswith("always:"):
            j = int(key.split(":", 1)[1])
            if 0 <= j < len(self.standing):
                self.chosen_standing = self.standing[j]
                return self.standing[j].option
        return None

    def hotkey(self, char: str) -> Option | None:
        if not (char.isdigit() and char != "0"):
            return None
        i = int(char) - 1
        if i < len(self.decision.options):
            return self.press(f"option:{i}")
        return self.press(f"always:{i - len(self.decision.options)}")

    def cycle(self, step: int) -> None:
        opts = self.decision.options
        if opts:
            i = opts.index(self.focus) if self.focus in opts else 0
            self.focus = opts[(i + step) % len(opts)]


