"""Forecasts every ruleset can give: the shapes of odds and previews the client draws and the
AI weighs, and the trial run that answers a decision on a copy to see what it leads to."""
from __future__ import annotations

from dataclasses import dataclass, field

from .battle import Battle
from .decisions import Decision, Option
from .targets import object_id, object_target


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


def trial(battle: Battle, option: Option) -> tuple[list[dict], Decision | None]:
    """Answer the pending decision with `option` on a copy: the events up to the next decision,
    and that decision."""
    copy = battle.clone(record=True)
    start = len(copy.events)
    copy.choose(option)
    return [e.to_dict() for e in copy.events[start:]], copy.pending()
