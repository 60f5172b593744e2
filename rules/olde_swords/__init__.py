"""Olde Swords Reign (seed 001): first contact, declare-first sides, d20 against AC with EDGE and
SETBACK, saves less Fatigue and the dying table. The package's face is `RULESET`; nothing
outside it imports its modules."""
from .ruleset import RULESET

__all__ = ["RULESET"]
