"""A minion squad on the battle: which minions belong to it, its captain, and its shared
Stamina pool (RULES-NOTES Minions).

The squad's record lives in `battle.data["squads"]` (plain data, so it is saved and copied with
the battle). The pool is not stored apart: it is the sum of the living members' Stamina, each
member holding a full minion's worth except at most one, which holds what is left over. Every
member also carries the pool and its full size (`squad_pool`, `squad_max`) so a screen can draw
the shared bar from the creature alone.
"""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.geometry import space_distance

SQUADS = "squads"
MAX_SQUAD = 8
"""The most minions one squad can hold."""
MINION = "minion"


def is_minion(c: Creature) -> bool:
    return getattr(c, "organization", "") == MINION


def squads(battle: Battle) -> dict[str, dict[str, Any]]:
    return battle.data.get(SQUADS, {})


def squad_record(battle: Battle, sid: str) -> dict[str, Any] | None:
    return squads(battle).get(sid)


def squad_of(battle: Battle, c: Creature) -> dict[str, Any] | None:
    sid = getattr(c, "squad", "")
    return squads(battle).get(sid) if sid else None


def in_pool(c: Creature) -> bool:
    """Does this creature still draw on its squad's pool (alive, conscious, on the board)?"""
    return bool(getattr(c, "squad", "")) and c.active


def living_members(battle: Battle, sid: str) -> list[Creature]:
    record = squad_record(battle, sid)
    if record is None:
        return []
    return [battle.creatures[m] for m in record["members"]
            if m in battle.creatures and in_pool(battle.creatures[m])]


def pool(battle: Battle, sid: str) -> int:
    """The squad's Stamina pool: what its living members hold between them."""
    return sum(max(0, m.stamina) for m in living_members(battle, sid))


def nearest_first(members: list[Creature], to: Creature) -> list[Creature]:
    """Members by distance to `to` (itself first), ties in roster order."""
    order = {m.id: n for n, m in enumerate(members)}
    return sorted(members, key=lambda m: (space_distance(m.pos, m.squares, to.pos, to.squares),
                                          order[m.id]))


def spread(battle: Battle, sid: str, total: int, near: Creature,
           leaving: frozenset[str] = frozenset()) -> None:
    """Share `total` among the living members (less those `leaving`, about to die): a full
    worth each, the rest on the member nearest `near` (the struck minion itself while it lives)."""
    record = squad_record(battle, sid)
    members = nearest_first([m for m in living_members(battle, sid) if m.id not in leaving], near)
    worth = record["worth"]
    full = worth * (len(members) - 1)
    for n, m in enumerate(members):
        m.stamina = max(0, total - full) if n == 0 else worth
    for mid in leaving:
        battle.creatures[mid].stamina = 0
    sync_pool(battle, sid)


def sync_pool(battle: Battle, sid: str) -> None:
    """Copy the pool and its full size onto every member (for the squad's bar)."""
    record = squad_record(battle, sid)
    total = pool(battle, sid)
    for m in record["members"]:
        c = battle.creatures.get(m)
        if c is not None:
            c.squad_pool = total
            c.squad_max = record["worth"] * len(record["members"])


def squad_name(battle: Battle, sid: str) -> str:
    record = squad_record(battle, sid)
    return record["name"] if record else sid
