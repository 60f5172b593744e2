"""The reaction prompt: a foe has declared an attack on one of your creatures and the dice are
not yet rolled, so you answer now (off your turn) whether to dodge, parry, break free or let it
come. The prompt names the attacker, the attack and its dice (the ruleset's forecast says it in
`decision_brief`), each answer lists its own dice, what it costs and the attack's chance to hit
with it (`tier_choices`). On the board an arrow runs from the attacker to the defender.

Off-turn questions put to the other side (reactions, a chase, a hold, a trade after a defence)
get the hot-seat hand-off, and with "react automatically" in the match set-up the AI answers
a person's reactions for them."""
from __future__ import annotations

import pygame

from rules.core.battle import Battle
from rules.core.decisions import Decision

from ..render import palette
from ..render.intents import _arrow
from ..render.text import label
from .choice import ChoicePicker

OFF_TURN_KINDS = ("reaction", "chase", "hold", "defence_swap")
"""Decisions the side whose turn it is not answers in the middle of a foe's turn."""
HANDOFF_TITLES = {"reaction": "react!", "card_swap": "trade cards?"}
"""The hand-off's heading for these kinds (after the side's name); other off-turn kinds get
"your answer"."""
AUTO_KINDS = ("reaction",)
"""Decisions "react automatically" hands to the AI."""


def auto_answers(auto_react: bool, decision: Decision) -> bool:
    """True when the AI should answer this person's decision for them (a reaction, with the
    "react automatically" option on)."""
    return auto_react and decision.kind in AUTO_KINDS


def brief(battle: Battle, decision: Decision) -> str:
    """The ruleset's line on what the question is about ('' when it has none)."""
    found = getattr(battle.rules.forecast, "decision_brief", None)
    return str(found(battle, decision) or "") if found is not None else ""


def handoff_note(battle: Battle, decision: Decision) -> str:
    """What the hand-off screen tells the player it passes to, for an off-turn question."""
    if decision.kind not in OFF_TURN_KINDS:
        return ""
    if decision.kind == "reaction":
        attacker = battle.creatures.get(str(decision.info.get("attacker", "")))
        defender = battle.creatures.get(decision.creature or "")
        if attacker is not None and defender is not None:
            return f"{attacker.name} attacks {defender.name}: answer before the dice are rolled."
    return f"An answer is needed off your turn: {decision.prompt}"


def handoff_title(decision: Decision) -> str:
    """The hand-off's heading for an off-turn question ('' keeps "<Side>' turn")."""
    if decision.kind not in OFF_TURN_KINDS + ("card_swap",):
        return ""
    side = palette.SIDE_NAMES.get(decision.side, decision.side)
    return f"{side}: {HANDOFF_TITLES.get(decision.kind, 'your answer')}"


class ReactionPicker(ChoicePicker):
    """A defender's answer to a declared attack, chosen before the roll."""

    def __init__(self, battle: Battle, decision: Decision) -> None:
        super().__init__(battle, decision)
        self.attacker = str(decision.info.get("attacker", ""))
        self.defender = decision.creature or ""
        self.brief = brief(battle, decision)

    @property
    def prompt(self) -> str:
        defender = self.battle.creatures.get(self.defender)
        who = f"{defender.name}, react? " if defender is not None else ""
        return who + (self.brief.split(". ")[0] + "." if self.brief else self.decision.prompt)

    @property
    def hint(self) -> str:
        rest = self.brief.split(". ", 1)[1] if ". " in self.brief else ""
        return (rest + " " if rest else "") + "Press 1-{} or click.".format(min(9, len(self.decision.options)))

    def targets(self) -> frozenset[str]:
        return frozenset({self.attacker}) if self.attacker in self.battle.creatures else frozenset()

    def selectable(self) -> frozenset[str]:
        return frozenset({self.defender}) if self.defender in self.battle.creatures else frozenset()

    def focus_point(self) -> tuple[float, float] | None:
        c = self.battle.creatures.get(self.defender)
        return (c.pos[0] + c.squares / 2, c.pos[1] + c.squares / 2) if c is not None else None

    def draw(self, surface: pygame.Surface, camera, layer: str) -> None:
        a, d = self.battle.creatures.get(self.attacker), self.battle.creatures.get(self.defender)
        if layer != "over" or a is None or d is None:
            return
        start = (a.pos[0] + a.squares / 2, a.pos[1] + a.squares / 2)
        end = (d.pos[0] + d.squares / 2, d.pos[1] + d.squares / 2)
        _arrow(surface, camera, start, end, palette.DANGER, max(3, camera.cell // 12), False, 0.45)
        x, y = camera.to_screen(end[0], end[1] - d.squares / 2)
        label(surface, "React?", (x, y - 12), max(12, min(16, camera.cell // 3)), palette.GOLD)
