"""Animating events on the view: `effects` (drawn over the board for a while), `steps` (one
event's motion), `dispatch` (which steps each class of event gets) and `animator` (the queue
that plays them). The package's face is the animator and its speed settings."""
from .animator import SPEED_NAMES, SPEEDS, Animator
from .effects import Banner

__all__ = ["Animator", "Banner", "SPEEDS", "SPEED_NAMES"]
