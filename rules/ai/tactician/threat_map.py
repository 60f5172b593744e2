"""Where the enemies could strike next: each enemy's close-harm squares (`Ruleset.threat`),
kept per enemy and position so a turn's many look-ahead copies ask the ruleset once.

A side's exposure is the sum of every enemy's best reply: the harm of its best blow among the
creatures of the side standing in its strike squares (the advisor's `harm`, a kill counted as a
kill). Moving out of a foe's reach thus helps only when no ally is left there for it, or when
the mover was its best target (ranged harm reaches everyone alike and is left out).
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.geometry import Cell

DEFAULT_HARM = 5.0
"""What one enemy's blow is taken to cost when the ruleset's advisor cannot say (`harm`)."""
CACHE_LIMIT = 4000


class ThreatMap:
    """Strike squares per (enemy, where it stands, round), shared across a whole battle."""

    def __init__(self) -> None:
        self._strikes: dict[tuple, frozenset[tuple[int, int]]] = {}
        self._targets: dict[tuple, frozenset[str]] = {}
        self._harm: dict[tuple, float] = {}

    def strikes(self, battle: Battle, enemy: Creature) -> frozenset[tuple[int, int]]:
        """The squares where `enemy`'s melee and burst harm could land on its next turn."""
        key = (enemy.id, enemy.pos, battle.round, battle.current == enemy.id,
               tuple(sorted(c.name for c in enemy.conditions)))
        found = self._strikes.get(key)
        if found is None:
            if len(self._strikes) >= CACHE_LIMIT:
                self._strikes.clear()
            reach = battle.rules.threat(battle, enemy.id)
            found = self._strikes[key] = reach.strikes if reach is not None else frozenset()
        return found

    def harm(self, battle: Battle, advisor, enemy: Creature, target: Creature) -> float:
        """Expected damage of `enemy`'s best blow on `target` (the advisor's `harm`, if any)."""
        ask = getattr(advisor, "harm", None)
        if ask is None:
            return DEFAULT_HARM
        key = (enemy.id, target.id, battle.round, vitals(enemy), vitals(target))
        found = self._harm.get(key)
        if found is None:
            if len(self._harm) >= CACHE_LIMIT:
                self._harm.clear()
            found = self._harm[key] = float(ask(battle, enemy, target))
        return found

    def targets(self, battle: Battle, c: Creature) -> frozenset[str]:
        """The foes `c` could hit on its next turn from somewhere it can move to."""
        key = (c.id, c.pos, battle.round, battle.current == c.id)
        found = self._targets.get(key)
        if found is None:
            if len(self._targets) >= CACHE_LIMIT:
                self._targets.clear()
            reach = battle.rules.threat(battle, c.id)
            found = self._targets[key] = frozenset(reach.targets) if reach is not None else frozenset()
        return found

    def exposure(self, battle: Battle, advisor, c: Creature, positions: list[Cell]) -> list[float]:
        """For `c` standing at each of `positions`: the harm the enemies' best replies could do
        its side, each enemy taking the best blow among the targets it could reach then (so a
        square out of every reach helps only where no ally is left in reach instead, or where
        `c` was the foe's best target: wounded, or easy to fell)."""
        friends = [a for a in battle.allies_of(c) if a.active]
        enemies = []
        for e in battle.enemies_of(c):
            if not e.active:
                continue
            squares = self.strikes(battle, e)
            if not squares:
                continue
            others = max((self.harm(battle, advisor, e, a) for a in friends
                          if not squares.isdisjoint(_footprint(a.pos, a.squares))), default=0.0)
            enemies.append((squares, others, self.harm(battle, advisor, e, c) if c.active else 0.0))
        out = []
        for pos in positions:
            mine = _footprint(pos, c.squares)
            out.append(sum(max(others, own) if not squares.isdisjoint(mine) else others
                           for squares, others, own in enemies))
        return out


def _footprint(pos: Cell, n: int) -> set[tuple[int, int]]:
    x, y = pos[0], pos[1]
    if n == 1:
        return {(x, y)}
    return {(x + i, y + j) for i in range(n) for j in range(n)}


def vitals(c: Creature) -> tuple:
    """What a blow's worth may hang on besides who strikes whom: health and conditions (read
    loosely, as every ruleset names its own health)."""
    return (getattr(c, "stamina", None), getattr(c, "hp", None), getattr(c, "resource", None),
            len(c.conditions))
