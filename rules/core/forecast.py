"""Forecasts every ruleset can give: the shapes of odds and previews the client draws and the
AI weighs, and the trial runs that answer a decision on a copy to see what it leads to."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Collection, Protocol

from .battle import Battle
from .decisions import Decision, Option
from .events import Event
from .targets import object_id, object_target

NESTED_LIMIT = 40
"""Most follow-up decisions a trial answers before it gives up (a guard against loops)."""


def thing_name(battle: Battle, target: str) -> str:
    if target in battle.creatures:
        return battle.creatures[target].name
    oid = object_id(target)
    obj = battle.objects.get(oid)
    return (obj.name or f"{obj.material} object") if obj else oid


@dataclass
class TargetOdds:
    """One target's side of a power roll: edges, banes, why, and each tier's chance and result."""
    target: str
    name: str
    edges: int
    banes: int
    reasons: list[str]
    chances: tuple[float, float, float]
    outcomes: tuple[str, str, str]
    modifier: str = ""
    """The net modifier in the ruleset's own word ("enhanced", "impaired"); '' for edges/banes."""
    bands: tuple[tuple[str, float, str], ...] = ()
    """For rulesets without tiers: (label, chance, what happens) rows drawn instead of tiers,
    such as ("Wound", 0.42, "STR d8 -> d6")."""
    drops: tuple[str, ...] = ()
    """Per tier, a flag when that tier takes the target out: "KILL", "DOWN" (a hero left
    dying) or "" (empty: the ruleset does not say)."""
    forces: tuple[tuple["ForcePreview", ...], ...] = ()
    """Per tier, what each way of carrying out that tier's forced movement leads to, played on
    a copy before the roll (empty when no tier moves the target, or the ruleset does not say)."""


@dataclass
class AbilityPreview:
    name: str
    roll: str
    """'2d10 + 2 (Might)', or why there is no roll."""
    rolls: bool
    targets: list[TargetOdds] = field(default_factory=list)
    always: str = ""
    """What happens whatever the roll (an ability's effect text)."""


@dataclass
class ForcePreview:
    """What one forced-move option leads to, read from the events of a trial run."""
    index: int
    option: Option
    label: str
    target: str
    path: list[tuple[int, int, int]]
    end: tuple[int, int, int]
    slams: list[tuple[tuple, str, int]] = field(default_factory=list)
    """(where, what was hit, damage to the moved creature)"""
    broken: list[tuple[str, tuple]] = field(default_factory=list)
    """(object id, its cells)"""
    fall: tuple[int, int] | None = None
    """(squares fallen, damage)"""
    damage: dict[str, int] = field(default_factory=dict)
    deaths: list[str] = field(default_factory=list)
    conditions: list[tuple[str, str]] = field(default_factory=list)

    def summary(self, battle: Battle) -> str:
        bits: list[str] = []
        for _, into, dmg in self.slams:
            bits.append(f"slams into {into} ({dmg})")
        for oid, _ in self.broken:
            bits.append(f"smashes the {thing_name(battle, object_target(oid))}")
        if self.fall is not None:
            bits.append(f"falls {self.fall[0]} ({self.fall[1]} damage)")
        for cid, name in self.conditions:
            bits.append(f"{thing_name(battle, cid)} {name}")
        for cid in self.deaths:
            bits.append(f"{thing_name(battle, cid)} dies")
        return "; ".join(bits)


class Forecast(Protocol):
    """A ruleset's what-if answers (`Ruleset.forecast`), computed on copies of the battle; the
    client draws them and the AI may weigh them."""

    def ability_preview(self, battle: Battle, user_id: str, ability_id: str, targets: list[str],
                        at: tuple | None = None) -> AbilityPreview:
        """The odds of an ability on these targets, optionally as if the user stood at `at`."""

    def tier_choices(self, battle: Battle, decision: Decision) -> list[str]:
        """For a decision that settles a roll's outcome, what each option does ('' when there is
        nothing to say), one text per option."""

    def force_previews(self, battle: Battle, decision: Decision) -> list[ForcePreview]:
        """What each option of a forced-move decision leads to, to the end of the move."""

    def move_warnings(self, battle: Battle, option: Option, mover: str) -> list[str]:
        """What a move option would cost besides movement (damage, falls, strikes on the way)."""


def trial(battle: Battle, option: Option) -> tuple[list[Event], Decision | None]:
    """Answer the pending decision with `option` on a copy: the events up to the next decision,
    and that decision."""
    copy = battle.clone(record=True)
    start = len(copy.events)
    copy.choose(option)
    return copy.events[start:], copy.pending()


def trial_to_end(battle: Battle, option: Option,
                 follow_ups: Collection[str]) -> tuple[list[Event], Decision | None]:
    """Like `trial`, but the decisions nested inside the answer are answered too (each with its
    default option), so what the option sets going shows whole: a creature pushed off a ledge
    onto another picks where it lands, and the fall, the damage to both and any deaths follow.

    A decision is nested when its kind is one of `follow_ups` and the steps under the one that
    asked the first decision are all still on the stack (so the next target of the same ability
    is not). The first decision that is not nested ends the trial and is returned."""
    copy = battle.clone(record=True)
    start = len(copy.events)
    below = list(copy.stack[:-1])
    copy.choose(option)
    decision = copy.pending()
    for _ in range(NESTED_LIMIT):
        if decision is None or decision.kind not in follow_ups or not _still_under(copy, below):
            break
        copy.choose(decision.options[decision.default])
        decision = copy.pending()
    return copy.events[start:], decision


def _still_under(battle: Battle, below: list[dict]) -> bool:
    """The battle is still inside the step that sat on top of `below`: those frames are all there
    (the same frames, not later ones pushed in their place) with more on top of them."""
    stack = battle.stack
    return len(stack) > len(below) and all(a is b for a, b in zip(stack, below))
