"""The AI players by name, as the command line and the client offer them (difficulty levels:
easy, normal = greedy, hard = tactician; random is a baseline opponent)."""
from __future__ import annotations

from .easy import EasyPlayer
from .greedy import GreedyPlayer
from .play import Player
from .random_player import RandomPlayer
from .tactician import TacticianPlayer

PLAYER_KINDS = ("greedy", "tactician", "easy", "random")
"""Every AI a side can be given (greedy, the default, first; the tactician measures about even
with it so far)."""
DIFFICULTY = {"easy": "easy", "normal": "greedy", "hard": "tactician"}
"""The client's difficulty levels and the AI each one plays."""


def make_player(kind: str, seed: int) -> Player:
    """A fresh player of this kind; `seed` drives the dice-free choices of those that guess."""
    if kind == "greedy":
        return GreedyPlayer()
    if kind == "tactician":
        return TacticianPlayer()
    if kind == "easy":
        return EasyPlayer(seed)
    if kind == "random":
        return RandomPlayer(seed)
    raise ValueError(f"unknown AI {kind!r}; choose one of {', '.join(PLAYER_KINDS)}")
