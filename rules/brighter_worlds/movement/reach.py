"""Where a creature can get to this turn (004 Rounds and Initiative: about 40 feet, 8 squares).

The search itself is the grid reach every grid ruleset shares (`rules.core.grid_reach`): walkers
climb or drop one level a step, difficult ground and water cost 2, nobody walks into burning
ground, fliers keep one square up, burrowers dig through earth, allies can be passed and foes
cannot."""
from __future__ import annotations

from ...core.grid_reach import FLIGHT_LIFT, Reach, reachable, surface_position, underground

__all__ = ["FLIGHT_LIFT", "Reach", "reachable", "surface_position", "underground"]
