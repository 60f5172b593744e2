"""Olde Swords Reign (seed 001)."""
