"""Firepower: what each creature's blows are worth a turn, so a plan that fells a foe counts the
blows that foe will not strike in the rounds to come, not only the Stamina it had left.

The advisor's worth of a battle counts a creature's health and a flat worth of being alive; a
foe that hits hard is worth felling first, and one's own hard hitter worth keeping standing.
A creature's firepower is the mean harm of its best blow on each foe standing (the advisor's
`harm`, a kill's worth counted where the blow would fell), read once at the start of the
acting creature's turn: the plan's look-ahead copies only ask which of those creatures are
still in the fight. Without the kill's worth the plans were no stronger (mirror matches against
greedy on the Saltreed Ford, seeds 0-99 with sides swapped: 134 of 200 won, against 142 with).

The tactician asks every worth of a battle through `FirepowerWorth`: the greedy step its plan
is anchored on, the blows a leaf still has to strike and the leaves themselves. Counted at the
leaves only, a plan had to beat the anchor by its margin on firepower alone, and a blow still to
strike after a move weighed a weak foe's fall like a strong one's.
"""
from __future__ import annotations

from ...core.battle import Battle
from .threat_map import ThreatMap

FIREPOWER_WEIGHT = 6.0
"""How many turns of a creature's blows count on top of its health: felling a foe that hits
hard outweighs felling one that scratches, and bleeding a foe without felling it weighs no
more than before. Mirror matches against greedy on the Saltreed Ford, seeds 0-199 with sides
swapped (400 battles), firepower weighed in every worth: 295 won at 3, 300 at 4, 309 at 5,
312 at 6, 312 at 7 (at 3 and counted at the leaves only: 282). Each figure is good to about
ten either way."""


def firepower(battle: Battle, advisor, threats: ThreatMap) -> dict[str, float]:
    """Each active creature's firepower (empty when the advisor cannot say what a blow harms)."""
    if getattr(advisor, "harm", None) is None:
        return {}
    out: dict[str, float] = {}
    for c in battle.creatures.values():
        if not c.active:
            continue
        foes = [e for e in battle.enemies_of(c) if e.active]
        out[c.id] = sum(threats.harm(battle, advisor, c, e) for e in foes) / len(foes) if foes else 0.0
    return out


def standing_firepower(battle: Battle, side: str, firepower: dict[str, float]) -> float:
    """The firepower still in the fight on `side`, less the enemies'."""
    total = 0.0
    for cid, worth in firepower.items():
        c = battle.creatures.get(cid)
        if c is not None and c.active:
            total += worth if c.side == side else -worth
    return total


class FirepowerWorth:
    """An advisor whose worth of a battle counts the side's standing firepower as well
    (`weight` turns of it, less the enemy's); every other question goes to the advisor it
    wraps. With no firepower (an advisor without `harm`) the worth is the advisor's own."""

    def __init__(self, advisor, firepower: dict[str, float], weight: float | None = None) -> None:
        self.inner = advisor
        self.firepower = firepower
        self.weight = FIREPOWER_WEIGHT if weight is None else weight

    def __getattr__(self, name: str):
        return getattr(self.inner, name)

    def evaluate(self, battle: Battle, side: str) -> float:
        value = self.inner.evaluate(battle, side)
        if battle.winner or not self.firepower:
            return value
        return value + self.weight * standing_firepower(battle, side, self.firepower)
