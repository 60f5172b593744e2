"""Battles set up from a scrap of scenario TOML, for tests and scripts that need a position fast.

`battle_from_toml` takes just the board and creature tables of a scenario (any keys of
docs/scenarios.md except the title, citation and expectations, which it fills in) and returns
the battle ready to play, with no steps run.
"""
from __future__ import annotations

import tomllib

from ...core.battle import Battle
from .format import parse_scenario
from .runner import build_battle


def battle_from_toml(body: str, first_side: str = "heroes", where: str = "inline.toml") -> Battle:
    """Build the battle a scenario with this body would start from; `first_side` acts first."""
    text = (f'title = "inline"\ncites = "inline"\nfirst_side = "{first_side}"\n{body}\n'
            '[expect]\n"battle.round" = 1\n')
    return build_battle(parse_scenario(tomllib.loads(text), where))
