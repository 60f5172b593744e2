"""Draw Steel's combat chapter (seed 000) on the Steelgrid engine.

The package's face is one object, `RULESET` (see `rules.core.ruleset.Ruleset`); everything
else in here is the ruleset's own business.
"""
from .ruleset import RULESET

__all__ = ["RULESET"]
