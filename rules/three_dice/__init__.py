"""The "3D" d20-family system (seed 003): 3d6 attack rolls against armor rating, advantage and
disadvantage as a fourth die, opportunity attacks and reactions, on a battle grid or on battle
zones. The package's face is `RULESET`; nothing outside it imports its modules."""
from .ruleset import RULESET

__all__ = ["RULESET"]
