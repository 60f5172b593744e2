"""Forming squads when a battle is set up: creatures that name the same `squad` become one,
a creature whose `captain_of` names it leads it (RULES-NOTES Minions).

The encounter's slots (content/skirmish.py, through `mark_squads`) and scenario files set those
two fields; `form_squads` then writes each squad's record, makes its members minions, gives the
captain's benefit and fills in the pool. A squad that breaks the rules is refused in one line.
"""
from __future__ import annotations

import re
from typing import Any, Sequence

from ...core.battle import Battle
from ...core.creature import Creature
from .captain import apply_benefit
from .squad import MAX_SQUAD, MINION, SQUADS, is_minion, sync_pool


def mark_squads(groups: Sequence[tuple[Any, list[Creature]]], minions: set[str]) -> None:
    """Each encounter slot of minions (`groups`: slot and the creatures made for it) becomes one
    squad, led by the creature of the slot its `captain` label names."""
    for n, (slot, members) in enumerate(groups, 1):
        if slot.creature not in minions or not members:
            continue
        sid = f"squad_{chr(ord('a') + sum(1 for g in groups[:n - 1] if g[0].creature in minions))}"
        for m in members:
            m.squad = sid  # type: ignore[attr-defined]
        leaders = [made for other, made in groups if slot.captain and other.label == slot.captain]
        if leaders and leaders[0]:
            leaders[0][0].captain_of = sid  # type: ignore[attr-defined]


def form_squads(battle: Battle) -> None:
    groups: dict[str, list[Creature]] = {}
    for c in battle.creatures.values():
        if getattr(c, "squad", ""):
            groups.setdefault(c.squad, []).append(c)  # type: ignore[attr-defined]
    for sid, members in groups.items():
        captain = _captain(battle, sid)
        check_squad(sid, members, captain)
        battle.data.setdefault(SQUADS, {})[sid] = {
            "name": _squad_name(sid, members), "members": [m.id for m in members],
            "worth": members[0].max_stamina, "captain": captain.id if captain else "",
            "benefit": dict(members[0].with_captain), "benefit_on": False}  # type: ignore[attr-defined]
        for m in members:
            m.organization = MINION  # type: ignore[attr-defined]
        apply_benefit(battle, sid)
        sync_pool(battle, sid)


def check_squad(sid: str, members: list[Creature], captain: Creature | None) -> None:
    """Raise a one-line ValueError when the squad breaks the rules."""
    if len(members) > MAX_SQUAD:
        raise ValueError(f"squad {sid!r} has {len(members)} minions; a squad holds at most {MAX_SQUAD}")
    worths = {m.max_stamina for m in members}  # type: ignore[attr-defined]
    if len(worths) > 1:
        raise ValueError(f"squad {sid!r} mixes minions of different Stamina {sorted(worths)}; "
                         "a squad's minions are identical")
    if len({m.side for m in members}) > 1:
        raise ValueError(f"squad {sid!r} has minions on both sides")
    if captain is not None and (is_minion(captain) or getattr(captain, "squad", "")):
        raise ValueError(f"squad {sid!r}: its captain {captain.id!r} is a minion; "
                         "a captain is a creature that is not a minion")
    if captain is not None and captain.side != members[0].side:
        raise ValueError(f"squad {sid!r}: its captain {captain.id!r} is on the other side")


def _captain(battle: Battle, sid: str) -> Creature | None:
    leaders = [c for c in battle.creatures.values() if getattr(c, "captain_of", "") == sid]
    if len(leaders) > 1:
        raise ValueError(f"squad {sid!r} has two captains ({leaders[0].id!r} and {leaders[1].id!r})")
    return leaders[0] if leaders else None


def _squad_name(sid: str, members: list[Creature]) -> str:
    """'Mirefang Skulk squad' when the minions share a name (numbered), else '<sid> squad'."""
    bases = {_base_name(m.name) for m in members}
    return f"{bases.pop()} squad" if len(bases) == 1 else f"{sid} squad"


def _base_name(name: str) -> str:
    """'Mirefang Skulk 3' -> 'Mirefang Skulk'."""
    return re.sub(r"\s+\d+\Z", "", name) or name
