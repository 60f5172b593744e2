"""Which of a side's creatures acts next, where the side picks (coordination across a side):
the one whose coming turn promises most, counting what it could reach after a move (a foe it
could fell is worth its kill, so a kill is taken before that foe gets to act) besides the
greedy player's measure of its position."""
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
        foes = [battle.creatures[f] for f in threats.targets(battle, c) if f in battle.creatures]
        return value + max((threats.harm(battle, advisor, c, f) for f in foes if f.active), default=0.0)
    best = max(range(len(decision.options)), key=lambda i: (promise(decision.options[i]), -i))
    return decision.options[best]
