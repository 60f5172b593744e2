"""Olde Swords Reign (seed 001): harm from the board itself (falls, burning ground, deep water)."""
