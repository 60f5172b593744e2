"""Every creature's emblem, by template id: one module a faction (and one for the heroes)."""
from __future__ import annotations

from . import barrow, heroes, hollowdeep, pyre_cult, reedmarsh
from .pen import Emblem, Pen

EMBLEMS: dict[str, Emblem] = {**heroes.EMBLEMS, **pyre_cult.EMBLEMS, **reedmarsh.EMBLEMS,
                              **barrow.EMBLEMS, **hollowdeep.EMBLEMS}

__all__ = ["EMBLEMS", "Emblem", "Pen"]
