"""Brighter Worlds content: attacks, creature templates and encounters read from TOML."""
