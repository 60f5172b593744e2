"""Declared intents: what a creature has said it will do before any die is rolled (seed 001,
Combat Order: a side declares every move and action first, then they resolve).

An intent is read from two public places only: the pending "declare" decision (its `info`
holds the side's declarations so far and the move drafted for the creature now declaring) and
the revealed declaration events once the side is done (`game.anim.d20_events` turns those
into intents as they are shown). Nothing here knows the ruleset's
statistics; the board draws intents as arrows (`game.render.intents`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from rules.core.battle import Battle
from rules.core.decisions import Decision, Option

Cell = tuple[int, int, int]

DECLARE_KIND = "declare"
"""The decision kind that collects declarations."""
DECLARED_EVENT = "os_declared"
"""The event kind that reveals one declaration once the whole side has declared."""
TARGETED = {"attack": "attack", "cast": "spell", "help": "ally", "stabilize": "ally",
            "grapple": "stunt", "shove": "stunt", "disarm": "stunt"}
"""Action -> the family its arrow is drawn in, for actions aimed at someone."""
ACTION_WORDS = {"pick_up": "Pick up weapon", "cast": "Cast", "attack": "Attack"}
FREE_WORDS = {"pick_up": "pick up weapon", "draw": "draw spare", "potion": "potion"}
"""Free actions declared alongside (seed 001 Combat Actions, free actions), as caption words."""


@dataclass(frozen=True)
class Intent:
    """One creature's declaration: where it goes (`to`, None to stay) and what it does there
    (`action` is '' while only the move is chosen). `preview` marks an option in focus that is
    not declared yet."""
    creature: str
    side: str
    start: Cell
    to: Cell | None
    action: str = ""
    target: str = ""
    ability: str = ""
    dash: bool = False
    preview: bool = False
    free: str = ""
    """A free action declared alongside ('' or "none": none)."""

    @property
    def family(self) -> str:
        """How the action is drawn: attack, spell, ally, stunt (arrows) or self (an icon)."""
        if self.target and self.action in TARGETED:
            return TARGETED[self.action]
        return "self"

    @property
    def stand(self) -> Cell:
        """Where the creature will stand when it acts."""
        return self.to if self.to is not None else self.start


def _cell(value: Any) -> Cell | None:
    if not value:
        return None
    x, y, z = (int(v) for v in value)
    return (x, y, z)


def _intent(battle: Battle, cid: str, decl: dict, preview: bool = False) -> Intent | None:
    c = battle.creatures.get(cid)
    if c is None:
        return None
    return Intent(cid, c.side, tuple(c.pos), _cell(decl.get("to")), str(decl.get("action", "")),  # type: ignore[arg-type]
                  str(decl.get("target", "") or ""), str(decl.get("ability", "") or ""),
                  bool(decl.get("dash")), preview, str(decl.get("free", "") or ""))


def is_declaring(decision: Decision | None) -> bool:
    return decision is not None and decision.kind == DECLARE_KIND


def from_decision(battle: Battle, decision: Decision | None) -> list[Intent]:
    """The side's declarations so far and the move drafted by the creature now declaring."""
    if not is_declaring(decision):
        return []
    info = decision.info or {}  # type: ignore[union-attr]
    out = [_intent(battle, cid, decl) for cid, decl in dict(info.get("declared", {})).items()]
    draft = info.get("draft") or {}
    if draft and decision.creature:  # type: ignore[union-attr]
        out.append(_intent(battle, decision.creature, draft))  # type: ignore[union-attr]
    return [i for i in out if i is not None]


def with_option(battle: Battle, decision: Decision, option: Option | None) -> Intent | None:
    """The intent a declare option would make, shown before it is chosen."""
    if option is None or not decision.creature:
        return None
    draft = dict((decision.info or {}).get("draft") or {})
    draft.update({k: v for k, v in option.args.items() if k != "creature"})
    return _intent(battle, decision.creature, draft, preview=True)


def is_reveal(ev: Any) -> bool:
    return getattr(ev, "kind", "") == DECLARED_EVENT


def split_at_reveal(events: list) -> tuple[list, list]:
    """(events up to and including the last revealed declaration, the rest); ([], events) when
    nothing is revealed."""
    last = max((i for i, ev in enumerate(events) if is_reveal(ev)), default=-1)
    return events[:last + 1], events[last + 1:]


def revealed_side(battle: Battle, events: Iterable) -> str:
    """The side whose declarations these events reveal ('' if none)."""
    for ev in events:
        if is_reveal(ev):
            c = battle.creatures.get(str(getattr(ev, "creature", "")))
            if c is not None:
                return c.side
    return ""


def action_words(battle: Battle, intent: Intent) -> str:
    """A short caption: "Longsword", "Dodge", "Help", "Cast Sleep" (with "+ potion" and the like
    for a free action declared alongside)."""
    words = _main_words(battle, intent)
    if intent.free and intent.free != "none":
        extra = FREE_WORDS.get(intent.free, intent.free.replace("_", " "))
        return f"{words} + {extra}" if words else extra
    return words


def _main_words(battle: Battle, intent: Intent) -> str:
    if intent.ability:
        a = battle.abilities.get(intent.ability)
        name = str(getattr(a, "name", intent.ability))
        return f"Cast {name}" if intent.action == "cast" else name
    if not intent.action:
        return "Dash" if intent.dash else ""
    return ACTION_WORDS.get(intent.action, intent.action.replace("_", " ").capitalize())
