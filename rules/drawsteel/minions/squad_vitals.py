"""A minion's bar is its squad's (RULES-NOTES Minions): the shared pool out of the squad's full
Stamina, never winded, with a marker naming the squad on every member's token and a badge
saying how many of its minions still stand."""
from __future__ import annotations

from ...core.creature import Creature
from ...core.vitals import Vitals


def squad_tag(sid: str) -> str:
    """'squad_a' -> 'A', 'rats' -> 'R': the letter drawn on each member's token."""
    return (sid.rsplit("_", 1)[-1][:1] or "?").upper()


def squad_vitals(c: Creature, name: str) -> Vitals:
    worth = max(1, c.max_stamina)  # type: ignore[attr-defined]
    pool, full = c.squad_pool, c.squad_max  # type: ignore[attr-defined]
    standing = (pool + worth - 1) // worth
    tag = squad_tag(c.squad)  # type: ignore[attr-defined]
    return Vitals(name, pool, full, badges=(f"Squad {tag}: {standing} of {full // worth} standing",),
                  group=tag)
