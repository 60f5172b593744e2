"""The d20 test every roll of the game is (RULES-NOTES "Olde Swords Reign"): d20 + bonus against
a number; each net EDGE adds 1d6 and each net SETBACK takes 1d6 off (they stack and cancel one
for one). Reasons are (sign, words) pairs: +1 for an EDGE, -1 for a SETBACK."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.battle import Battle
from .creature import OldeCreature
from .events import D20Rolled

Reason = tuple[int, str]
HELPED = "helped"
"""Tag on a creature an ally Helped: an EDGE on its next roll (001 Combat Actions)."""


@dataclass(frozen=True)
class D20Result:
    d20: int
    total: int
    success: bool


def net_edge(reasons: list[Reason]) -> int:
    return sum(sign for sign, _ in reasons)


def with_help(c: OldeCreature, reasons: list[Reason]) -> list[Reason]:
    """The reasons plus the EDGE of a Help, which this roll uses up."""
    if c.tags.pop(HELPED, None):
        return reasons + [(1, "helped by an ally")]
    return reasons


def d20_test(battle: Battle, c: OldeCreature, purpose: str, bonus: int, against: int,
             reasons: list[Reason], target: str = "", natural: bool = False) -> D20Result:
    """Roll d20 + bonus (+/- the net d6s) against `against`. With `natural` (attack rolls) a
    natural 20 always succeeds and a natural 1 always fails."""
    reasons = with_help(c, reasons)
    net = net_edge(reasons)
    d20 = battle.dice.roll(20, f"{purpose} d20")
    d6s = tuple(battle.dice.roll(6, "EDGE" if net > 0 else "SETBACK") for _ in range(abs(net)))
    total = d20 + bonus + (sum(d6s) if net > 0 else -sum(d6s))
    success = total >= against
    if natural and d20 in (1, 20):
        success = d20 == 20
    battle.emit(D20Rolled(c.id, purpose, d20, bonus, d6s, net, total, against, success,
                          tuple(words for _, words in reasons), target))
    return D20Result(d20, total, success)
