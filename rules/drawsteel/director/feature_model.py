"""The Director's content vocabulary: Malice features, trait names, the villain-action limit.

A Malice feature as content: what a monster may buy with the Director's Malice at the start
of its turn (RULES-NOTES Malice). Read from `[malice.<id>]` tables by `director/content.py`."""
from __future__ import annotations

from dataclasses import dataclass

FEATURE_KINDS = ("potency", "damage", "speed", "temp_stamina", "shift", "ability")
"""What a feature does:

- `potency`: the creature's next power roll this turn has `amount` more potency;
- `damage`: its next damaging power roll this turn deals extra damage to each target, `amount`
  or (0) its highest characteristic;
- `speed`: `amount` more speed until the end of this turn;
- `temp_stamina`: it gains `amount` temporary Stamina;
- `shift`: it shifts up to `amount` squares at once;
- `ability`: it uses the ability `ability` at once, spending no action.
"""

TRAITS = ("shrug_off", "field_commander")
"""Leader and solo traits (what each does: director/traits.py)."""
TRAIT_ORGANIZATIONS = ("leader", "solo")
"""The organizations that have villain actions and traits."""
MAX_VILLAIN_ACTIONS = 3


@dataclass(frozen=True, slots=True)
class MaliceFeature:
    id: str
    name: str
    cost: int
    kind: str
    amount: int = 0
    ability: str = ""
    basic: bool = False
    """Every monster may use it (it need not be listed on the stat block)."""
    text: str = ""
