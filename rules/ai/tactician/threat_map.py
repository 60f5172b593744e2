"""Where the enemies could strike next: each enemy's close-harm squares (`Ruleset.threat`),
kept per enemy and position so a turn's many look-ahead copies ask the ruleset once.

A side's exposure is the sum of every enemy's best reply: the harm of its best blow among the
creatures of the side it could hit (the advisor's `harm`, a kill counted as a kill). What the
blows that would turn on the mover add is capped at two of them: it can be felled only once. Moving out
of a foe's strike squares thus helps only when no ally is left in its reach, or when the mover
was its best target; a foe with ranged harm (it reaches an ally beyond its strike squares) is
taken to reach the mover from anywhere near. Felling or pushing away a foe takes its reply off the sum.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.geometry import Cell
from ...core.threat import Threat

DEFAULT_HARM = 5.0
"""What one enemy's blow is taken to cost when the ruleset's advisor cannot say (`harm`)."""
CACHE_LIMIT = 4000


class ThreatMap:
    """Each enemy's reach per (enemy, where it stands, round), shared across a whole battle."""

    def __init__(self) -> None:
        self._reach: dict[tuple, Threat | None] = {}
        self._harm: dict[tuple, float] = {}
        self.memo: dict[tuple, int] = {}
        """Small per-round facts other parts of the plan remember here (`menace.turn_radius`)."""

    def reach(self, battle: Battle, enemy: Creature) -> Threat | None:
        """`enemy`'s reach on its next turn (`Ruleset.threat`), remembered by where it stands."""
        key = (enemy.id, enemy.pos, battle.round, battle.current == enemy.id,
               tuple(sorted(c.name for c in enemy.conditions)))
        if key not in self._reach:
            if len(self._reach) >= CACHE_LIMIT:
                self._reach.clear()
            self._reach[key] = battle.rules.threat(battle, enemy.id)
        return self._reach[key]

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
        reach = self.reach(battle, c)
        return frozenset(reach.targets) if reach is not None else frozenset()

    def exposure(self, battle: Battle, advisor, c: Creature, positions: list[Cell]) -> list[float]:
        """For `c` standing at each of `positions`: the harm the enemies' best replies could do
        its side, each enemy taking the best blow among the targets it could reach then (so a
        square out of every reach helps only where no ally is left in reach instead, or where
        `c` was the foe's best target: wounded, or easy to fell)."""
        friends = [a for a in battle.allies_of(c) if a.active]
        enemies = []
        for e in battle.enemies_of(c):
            reach = self.reach(battle, e) if e.active else None
            if reach is None or not reach.targets:
                continue
            others = max((self.harm(battle, advisor, e, a) for a in friends if a.id in reach.targets),
                         default=0.0)
            own = self.harm(battle, advisor, e, c) if c.active else 0.0
            # an ally it reaches outside its close-harm squares: it has ranged harm, which is
            # taken to reach the mover from anywhere near as well (its cached targets were found
            # with the mover where it stood when they were asked, so they do not say)
            ranged = any(a.id in reach.targets and reach.strikes.isdisjoint(_footprint(a.pos, a.squares))
                         for a in friends)
            enemies.append((reach.strikes, others, own, ranged))
        base = sum(others for _, others, _, _ in enemies)
        out = []
        for pos in positions:
            mine = _footprint(pos, c.squares)
            extra = [own - others for strikes, others, own, ranged in enemies
                     if own > others and (ranged or not strikes.isdisjoint(mine))]
            # it can fall only once: the blows that would turn on it are counted up to the
            # worst one of them again (a second blow may be needed to fell it), not one kill each
            out.append(base + min(sum(extra), 2 * max(extra, default=0.0)))
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
