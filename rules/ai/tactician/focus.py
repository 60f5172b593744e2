"""Focus fire: a side's turns are taken one after another, so damage done now is worth more
where an ally still to act this round can finish the job.

For each ally yet to act, the best blow it could land on a foe it can reach (the advisor's
`harm`, which counts a kill's worth when the blow would fell the foe) is added at a fraction
of its worth: a plan that leaves a foe where the next ally's blow fells it scores that kill.
"""
from __future__ import annotations

from ...core.battle import Battle
from .threat_map import ThreatMap

FOCUS_WEIGHT = 0.5
"""The share of an ally's coming blow credited to the plan that sets it up."""


def focus_value(battle: Battle, advisor, side: str, threats: ThreatMap) -> float:
    """What the allies still to act this round could make of the battle as it stands."""
    if getattr(advisor, "harm", None) is None:
        return 0.0
    total = 0.0
    for ally in battle.creatures.values():
        if ally.side != side or not ally.active or ally.id in battle.acted or ally.id == battle.current:
            continue
        reachable = threats.targets(battle, ally)
        best = 0.0
        for foe_id in reachable:
            foe = battle.creatures.get(foe_id)
            if foe is not None and foe.active:
                best = max(best, threats.harm(battle, advisor, ally, foe))
        total += best
    return FOCUS_WEIGHT * total
