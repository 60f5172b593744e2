"""The tactician: a search AI that plans a creature's whole turn (issue 19 point 3)."""
from .player import TacticianPlayer

__all__ = ["TacticianPlayer"]
