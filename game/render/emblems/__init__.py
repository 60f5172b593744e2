"""Every creature's emblem, by template id: for Draw Steel one module a faction (and one for
the heroes), for each other ruleset one module; `parts` holds pieces several of them share."""
from __future__ import annotations

from . import barrow, brighter_worlds, heroes, hollowdeep, olde_swords, pyre_cult, reedmarsh, three_dice, zone_cards
from .pen import Emblem, Pen

EMBLEMS: dict[str, Emblem] = {**heroes.EMBLEMS, **pyre_cult.EMBLEMS, **reedmarsh.EMBLEMS,
                              **barrow.EMBLEMS, **hollowdeep.EMBLEMS, **olde_swords.EMBLEMS,
                              **three_dice.EMBLEMS, **zone_cards.EMBLEMS,
                              **brighter_worlds.EMBLEMS}

__all__ = ["EMBLEMS", "Emblem", "Pen"]
