"""Squads in scenario files: `squad = "pack"` on each minion's `[[creature]]` table,
`captain_of = "pack"` on its captain's, and `with_captain = { ... }` to give the minions a
benefit (or change their stat block's). The squad is checked when the file is read, so a bad
one is refused in one line naming the creature.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from ...core.readers import ContentError, path
from ...core.creature import Creature
from .content_rules import read_with_captain
from .forming import check_squad
from .squad import MINION

SQUAD_KEYS = ("squad", "captain_of", "with_captain")


def apply_squad_keys(c: Creature, table: Mapping[str, Any], where: str) -> None:
    for key in ("squad", "captain_of"):
        if key in table:
            value = table[key]
            if not isinstance(value, str) or not value.strip():
                raise ContentError(f"expected a squad name in quotes, got {value!r}", path(where, key))
            setattr(c, key, value)
    if "with_captain" in table:
        if "squad" not in table:
            raise ContentError("only a minion in a squad has a 'with captain' benefit (add squad)",
                               path(where, "with_captain"))
        c.with_captain = read_with_captain(table, MINION, where)  # type: ignore[attr-defined]
    if getattr(c, "squad", "") and getattr(c, "captain_of", ""):
        raise ContentError("a minion cannot captain a squad; a captain is a creature that is not "
                           "a minion", path(where, "captain_of"))


def check_squads(creatures: Sequence[tuple[str, Creature]]) -> None:
    """Every squad named in the file: its size, its members alike, and its captain."""
    members: dict[str, list[Creature]] = {}
    where: dict[str, str] = {}
    for spot, c in creatures:
        sid = getattr(c, "squad", "")
        if sid:
            members.setdefault(sid, []).append(c)
            where.setdefault(sid, path(spot, "squad"))
    for spot, c in creatures:
        led = getattr(c, "captain_of", "")
        if led and led not in members:
            raise ContentError(f"no creature is in squad {led!r}", path(spot, "captain_of"))
    for sid, group in members.items():
        captains = [c for _, c in creatures if getattr(c, "captain_of", "") == sid]
        try:
            if len(captains) > 1:
                raise ValueError(f"squad {sid!r} has two captains")
            check_squad(sid, group, captains[0] if captains else None)
        except ValueError as exc:
            raise ContentError(str(exc), where[sid]) from None
