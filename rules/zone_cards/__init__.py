"""Cards & Zones (seed 002, the card-initiative zone system): initiative cards drawn once a
fight, d6 success pools, Harm in rows, reactions committed before the roll. Its face is
`RULESET`; nobody outside the package imports its modules."""
from .ruleset import RULESET

__all__ = ["RULESET"]
