"""Decisions answered from a short list: tier, kill or knock out, first side, opportunity
attacks, grab offers, and kinds this client does not know yet."""
from __future__ import annotations

from rules.core.battle import Battle
from rules.core.decisions import Decision, Option

from rules.core import forecast as pv
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
        if self.decision.kind != "tier":
            return ["" for _ in self.decision.options]
        rolled = next((e.to_dict() for e in reversed(self.battle.events) if e.kind == "power_rolled"), None)
        if rolled is None or rolled["ability"] not in self.battle.abilities:
            return ["" for _ in self.decision.options]
        user = self.battle.creatures.get(rolled["creature"])
        ability = self.battle.abilities[rolled["ability"]]
        from rules.drawsteel.actions import roll_characteristic
        char = roll_characteristic(user, ability) if user else ""
        out = []
        for o in self.decision.options:
            tier = int(o.args.get("tier", 1))
            bits = []
            for r in rolled["results"]:
                target = self.battle.creatures.get(r["target"])
                cap = min(tier, r["tier"])
                bits.append(f"{target.name if target else r['target']}: {self.battle.rules.forecast.tier_text(self.battle, user, target, ability, cap, char)}")
            out.append("; ".join(bits))
        return out

    def buttons(self) -> list[Button]:
        out = []
        for i, o in enumerate(self.decision.options):
            label = o.label + (f" - {self.details[i]}" if self.details[i] else "")
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


