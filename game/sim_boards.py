"""Where `steelgrid sim` fights an encounter: on the shipped map it was written for (so its
ledges, water and lava are in play), on a map named with `--map`, or on its ruleset's built-in
training ground (`--map training`, and for encounters written for no map). The makers are
module-level functions so batch runs can hand them to worker processes."""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

from rules.core.battle import Battle

from .match import own_map

TRAINING = "training"


def on_own_map(encounter: str, seed: int, settings: dict) -> Battle | None:
    """The encounter on its own map, or None (the training ground) when it names none."""
    path = own_map(encounter)
    return on_map(path, encounter, seed, settings) if path else None


def on_map(path: str, encounter: str, seed: int, settings: dict) -> Battle:
    from .maps.spawns import map_battle
    return map_battle(path, encounter_id=encounter, seed=seed, settings=settings)


def battle_maker(map_arg: str | None) -> Callable[[str, int, dict], Any] | None:
    """The maker for a `sim --map` value: its own map by default, the training ground for
    "training", else the named map file."""
    if map_arg is None:
        return on_own_map
    if map_arg == TRAINING:
        return None
    return partial(on_map, map_arg)
