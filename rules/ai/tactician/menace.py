"""Menace: what the acting creature could do to the enemy on its next turn from where it ends
this one, the other half of the threat map's trade (`ThreatMap.exposure`).

The exposure alone made standing back look free: out of every enemy's reach the creature is
safe for a round, and nothing counted that it also hits nobody (issue 19: the tactician's
monsters hung back while the heroes picked them off). A square's menace is the harm of the
creature's best blow on an enemy within its turn's reach of that square (how far a fresh turn's
move and its farthest harm carry it, read once a round from `Ruleset.threat`).
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.geometry import Cell, space_distance
from .threat_map import ThreatMap


def turn_radius(battle: Battle, threats: ThreatMap, c: Creature) -> int:
    """How far (in squares, from its own space) `c` could strike on a fresh turn: the farthest
    square its close harm covers after a move, or the farthest foe its harm could reach."""
    key = ("radius", c.id, battle.round)
    found = threats.memo.get(key)
    if found is None:
        fresh = battle.clone() if battle.current == c.id else battle
        if fresh is not battle:
            fresh.current = ""  # as on a turn still to come: a whole move, not what is left of this one
        reach = fresh.rules.threat(fresh, c.id)
        found = 0
        if reach is not None:
            here = (c.pos[0], c.pos[1])
            found = max((max(abs(x - here[0]), abs(y - here[1])) for x, y in reach.strikes), default=0)
            for foe_id in reach.targets:
                foe = battle.creatures.get(foe_id)
                if foe is not None:
                    found = max(found, space_distance(c.pos, c.squares, foe.pos, foe.squares))
        threats.memo[key] = found
    return found


def menace(battle: Battle, advisor, threats: ThreatMap, c: Creature, positions: list[Cell]) -> list[float]:
    """For `c` ending its turn at each of `positions`: the harm of its best blow on its next turn
    against an enemy within its turn's reach of there (0 where none is)."""
    if not c.active:
        return [0.0] * len(positions)
    radius = turn_radius(battle, threats, c)
    foes = [(e, threats.harm(battle, advisor, c, e)) for e in battle.enemies_of(c) if e.active]
    out = []
    for pos in positions:
        out.append(max((h for e, h in foes
                        if space_distance(pos, c.squares, e.pos, e.squares) <= radius), default=0.0))
    return out
