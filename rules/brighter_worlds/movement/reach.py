"""Where a creature can get to this turn (004 Rounds and Initiative: about 40 feet, 8 squares).

The search itself is the grid reach every grid ruleset shares (`rules.core.grid_reach`); its
docstring gives the rules of walking, clambering, flying and burrowing that Brighter Worlds
plays by (docs/rules-decisions.md, Moving on the grid)."""
from __future__ import annotations

from ...core.grid_reach import FLIGHT_LIFT, Reach, reachable, surface_position, underground

__all__ = ["FLIGHT_LIFT", "Reach", "reachable", "surface_position", "underground"]
