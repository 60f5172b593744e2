"""Brighter Worlds (seed 004): side-by-side rounds, damage against Armor and Grit, Direct Damage
saves and Wounds that step attribute dice down, and morale. The package's face is `RULESET`;
nothing outside it imports its modules."""
from .ruleset import RULESET

__all__ = ["RULESET"]
