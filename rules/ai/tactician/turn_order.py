"""Which of a side's creatures acts next, where the side picks (coordination across a side):
one that could fell a foe goes first, so the foe falls before it gets to act; among the rest,
the greedy player's measure of where each stands.

A creature's claim to go first is the kill worth in its best blow on a foe it could reach after
a move: the advisor's `harm` of that blow with a kill's worth, less the same without it. Only
the kill counts, not the damage: ordering by the whole harm sent the hardest hitters first,
which served the heroes (they fell monsters before those act) but cost the monsters, who seldom
fell a hero outright (mirror matches against greedy on the Saltreed Ford, seeds 0-99 with sides
swapped, the tactician's wins as the monsters: 38 of 100 with the whole harm, 53 with greedy's
order, 56 with the kill only and `firepower` weighed as well; as the heroes 71, 56 and 86).
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from .threat_map import ThreatMap


def next_creature(battle: Battle, decision: Decision, advisor, threats: ThreatMap) -> Option:
    def promise(opt: Option) -> float:
        c = battle.creatures.get(opt.args.get("creature", ""))
        if c is None:
            return float("-inf")
        value = advisor.position_value(battle, c, c.pos, True) + advisor.turn_priority(battle, c)
        return value + kill_worth(battle, advisor, threats, c)
    best = max(range(len(decision.options)), key=lambda i: (promise(decision.options[i]), -i))
    return decision.options[best]


def kill_worth(battle: Battle, advisor, threats: ThreatMap, c) -> float:
    """The kill worth of `c`'s best blow on a foe it could reach on its turn (0 when the
    advisor cannot tell a kill from a blow)."""
    harm = getattr(advisor, "harm", None)
    if harm is None:
        return 0.0
    foes = [battle.creatures[f] for f in threats.targets(battle, c) if f in battle.creatures]
    return max((threats.harm(battle, advisor, c, f) - harm(battle, c, f, False) for f in foes if f.active),
               default=0.0)
