"""001 Attacks & Damage, Cover: a target half hidden from the attacker (part of its space out of
line of effect) gives the attacker SETBACK; one completely hidden cannot be targeted. A creature
beside the attacker never has cover from it, and one underground cannot be attacked at all."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.geometry import Cell, spaces_adjacent
from ...core.grid_reach import underground
from ...core.sight import blocked_fraction
from ..creature import OldeCreature

NONE, PARTIAL, FULL = "none", "partial", "full"


def cover(battle: Battle, attacker: OldeCreature, at: Cell, target: OldeCreature) -> str:
    if underground(battle, target):
        return FULL
    if spaces_adjacent(at, attacker.squares, target.pos, target.squares):
        return NONE
    key = ("os_cover", at, attacker.squares, target.pos, target.squares)
    found = battle.cache.get(key)
    if found is None:
        hidden = blocked_fraction(battle, at, attacker.squares, target.pos, target.squares)
        found = battle.cache[key] = FULL if hidden >= 1.0 else (PARTIAL if hidden > 0 else NONE)
    return found
