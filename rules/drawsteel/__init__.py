"""Draw Steel's combat chapter (seed 000) on the Steelgrid engine.

Importing this package registers the ruleset's steps, end-of-combat check and save codec.
"""
from . import ruleset  # noqa: F401
