"""What one finished battle tells the lab: who won, how long it took, and each creature's share
of the damage, read from the events every ruleset emits (`rules.core.events`)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from ...core.battle import Battle
from ...core.events import Damaged, Died, RoundStarted, StateChanged

DOWN_STATES = ("dying", "unconscious", "incapacitated")
"""States that take a creature out of the fight without killing it (a hero at 0 or below, a
Brighter Worlds or Olde Swords creature that can no longer act)."""


@dataclass
class CreatureTally:
    """One creature's battle: damage it dealt and took, whether it went down and whether it died."""
    id: str
    name: str
    side: str
    dealt: int = 0
    taken: int = 0
    downed: bool = False
    died: bool = False


@dataclass
class BattleTally:
    """One battle in the lab's numbers. `spent` holds what the first side used up of its
    spendable resources (`Ruleset.side_resources`, start minus end: "Recoveries" for Draw Steel)."""
    seed: int
    winner: str
    rounds: int
    creatures: dict[str, CreatureTally] = field(default_factory=dict)
    spent: dict[str, int] = field(default_factory=dict)


def tally_battle(battle: Battle, seed: int, start_resources: Mapping[str, int]) -> BattleTally:
    """The tally of a finished battle; `start_resources` is what `side_resources` said of the
    first side before the first decision."""
    creatures = {cid: CreatureTally(cid, c.name, c.side) for cid, c in battle.creatures.items()}
    rounds = 0
    for e in battle.events:
        if isinstance(e, Damaged):
            _count_damage(creatures, e)
        elif isinstance(e, Died) and e.creature in creatures:
            creatures[e.creature].died = True
        elif isinstance(e, StateChanged) and e.active and e.state in DOWN_STATES and e.creature in creatures:
            creatures[e.creature].downed = True
        elif isinstance(e, RoundStarted):
            rounds = max(rounds, e.round)
    for cid, c in battle.creatures.items():
        creatures[cid].died = creatures[cid].died or c.dead
    side = battle.rules.sides[0]
    end_resources = battle.rules.side_resources(battle, side)
    spent = {k: start_resources[k] - end_resources.get(k, 0) for k in start_resources}
    return BattleTally(seed, battle.winner or "", rounds, creatures, spent)


def _count_damage(creatures: dict[str, CreatureTally], e: Damaged) -> None:
    if e.target in creatures:
        creatures[e.target].taken += e.amount
    if e.source in creatures and e.source != e.target:
        creatures[e.source].dealt += e.amount
