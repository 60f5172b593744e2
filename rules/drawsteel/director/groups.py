"""The Director's creatures act in groups (000 Combat Round > Creatures Take Turns > Enemies Act
In Groups): once a group starts, its side picks one unit of it at a time, with no turns from
the other side between, until every member has acted.

A unit is what takes one turn: a single creature, or a minion squad acting as one
(`minions/units.py`). A creature's group is its `group` field; a creature with none is a group
of its own, so sides without groups alternate turn by turn as before. Heroes never form groups.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from .pool import DIRECTOR

OPEN = "open_group"
"""battle.data key: side -> the group that side is in the middle of."""


def group_of(c: Creature) -> str:
    """The group a creature acts with: its `group`, else its own id."""
    return getattr(c, "group", "") or c.id


def choosable(battle: Battle, side: str, ids: list[str]) -> list[str]:
    """Of the creatures of `side` that may act, those the side may pick now: members of the
    group it is in the middle of, if any of them are left; else anyone."""
    open_group = battle.data.get(OPEN, {}).get(side, "")
    if open_group:
        members = [cid for cid in ids if group_of(battle.creatures[cid]) == open_group]
        if members:
            return members
    return ids


def still_going(battle: Battle, group: str, ids: list[str]) -> bool:
    """Has the group a side was in the middle of (if any) still members to act? When it has
    none left (they fell), the pick passes to the other side as it would have."""
    return not group or any(group_of(battle.creatures[cid]) == group for cid in ids)


def after_pick(battle: Battle, side: str, chosen: str, ids: list[str]) -> bool:
    """Record the group `chosen` starts or continues; True if its side keeps the next pick
    (others of its group are still to act)."""
    group = group_of(battle.creatures[chosen])
    rest = [cid for cid in ids if cid != chosen and group_of(battle.creatures[cid]) == group]
    opened = battle.data.setdefault(OPEN, {})
    if rest:
        opened[side] = group
    else:
        opened.pop(side, None)
    return bool(rest)


def new_round(battle: Battle) -> None:
    battle.data.pop(OPEN, None)


def test_unit(c: Creature) -> str:
    """Who makes one Agility test together under the optional Agility order (000 Argument Timer
    > Alternative Turn Order: each hero, each enemy and each group of enemies tests once): a
    Director's group, else a minion squad, else the creature alone. Heroes always test alone."""
    if c.side != DIRECTOR:
        return c.id
    group = getattr(c, "group", "")
    if group:
        return f"group:{group}"
    squad = getattr(c, "squad", "")
    return f"squad:{squad}" if squad else c.id
