"""What must hold of a Draw Steel battle beyond the shared checks (`rules.core.state_checks`),
read by the fuzzer after every decision (`Ruleset.check_state`).

- A rider or climber sits inside its carrier's space (000 Mounted Combat), unless its fall
  from the carrier is already queued.
"""
from __future__ import annotations

from ..core.battle import Battle
from ..core.geometry import spaces_overlap
from .mounted_combat.passengers import COMING_OFF, carrier_of


def check_state(battle: Battle) -> list[str]:
    out: list[str] = []
    for c in battle.creatures.values():
        if c.dead or c.removed or not c.tags or c.tags.get(COMING_OFF):
            continue
        carrier = carrier_of(battle, c)
        if carrier is not None and not spaces_overlap(c.pos, c.squares, carrier.pos, carrier.squares):
            out.append(f"{c.id}: carried by {carrier.id} at {carrier.pos} but standing clear of it at {c.pos}")
    return out
