"""Steelgrid's rules layer: pure Python, no pygame, no pytmx.

`rules.core` holds what every ruleset shares (grid, board, dice, events, the engine loop);
`rules.drawsteel` is the Draw Steel combat chapter; `rules.ai` holds players that answer decisions.
"""
