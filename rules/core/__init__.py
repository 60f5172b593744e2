"""Ruleset-agnostic machinery: geometry, board, dice, events, battle state and the engine loop."""
