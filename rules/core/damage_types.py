"""The damage types a board may name: what a square of damaging terrain deals (a column's
`damage_type`), and so the words a Tiled map may write on a tile.

A map is shared by every ruleset, so its vocabulary lives here rather than in one ruleset; each
ruleset deals these types by its own rules (immunities, weaknesses ...).
"""
from __future__ import annotations

DAMAGE_TYPES: tuple[str, ...] = ("untyped", "acid", "cold", "corruption", "fire", "holy",
                                 "lightning", "poison", "psychic", "sonic")
"""Every damage type a board or map may name, "untyped" first."""
