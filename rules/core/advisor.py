"""What a ruleset tells its AI players: how good a battle looks for a side, what an option
may lead to, and how promising a position is. Each Ruleset hands out its advisor.

An advisor may also set `SET_UP_BY_ESTIMATE = True`: the greedy AI then measures an option that
sets up another (`sets_up`) by the best of the three options with the best quick estimate after
it, instead of the first three it would look at."""
from __future__ import annotations

from typing import Protocol

from .battle import Battle
from .creature import Creature
from .decisions import Decision, Option
from .geometry import Cell


class Advisor(Protocol):
    def evaluate(self, battle: Battle, side: str) -> float:
        """Higher is better for `side`."""

    def outcomes(self, battle: Battle, option: Option) -> list[tuple[float, Battle]]:
        """Each way choosing `option` can turn out, with its exact probability (look-ahead copies)."""

    def position_value(self, battle: Battle, creature: Creature, pos: Cell, attack_left: bool) -> float:
        """How promising it is for `creature` to stand at `pos` this turn."""

    def position_values(self, battle: Battle, creature: Creature, positions: list[Cell],
                        attack_left: bool) -> list[float]:
        """`position_value` for many positions at once (shared work done once)."""

    def attack_left(self, battle: Battle, creature: Creature) -> bool:
        """Can the creature taking its turn still attack this turn (so a move is rated by what it
        could hit from where it ends)?"""

    def move_risk(self, battle: Battle, creature: Creature, option: Option) -> float:
        """What a move option risks on the way (opportunity attacks and the like)."""

    def estimate(self, battle: Battle, option: Option) -> float | None:
        """A cheap guess of an option's worth, to pick which ones get a full look-ahead
        (None: always look ahead)."""

    def turn_priority(self, battle: Battle, creature: Creature) -> float:
        """A bonus (or penalty) for letting `creature` act next, beyond its position's promise
        (a mount waits for the ally who will ride it)."""

    def sets_up(self, battle: Battle, option: Option) -> bool:
        """Does this option mainly prepare a better next option (so look two steps ahead)?"""

    def worth_considering(self, battle: Battle, option: Option) -> bool:
        """False for options not worth a look-ahead (the AI skips them)."""

    def follow_up(self, battle: Battle, decision: Decision) -> Option | None:
        """A quick answer to a follow-up decision inside a look-ahead (None: let the AI evaluate)."""

