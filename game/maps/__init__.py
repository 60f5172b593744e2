"""Tiled battle maps: their vocabulary (`mapmodel`), reading them (`tiled`, the one module that
imports pytmx), placing an encounter on their spawn areas (`spawns`) and `steelgrid map check`
(`mapcheck`). Importing this package loads none of them."""
