"""Scenario files: small, scripted Draw Steel battles that state what must happen.

A scenario (TOML, see docs/scenarios.md) draws a board in ASCII, places creatures, scripts
decisions and dice, and lists expectations. `load_scenario` reads and checks one file,
`run_scenario` plays it, `battle_from_toml` sets up a position from a scrap of TOML; `cli` holds the `steelgrid scenario` commands.
"""
from __future__ import annotations

from .format import Scenario, load_scenario, parse_scenario
from .inline import battle_from_toml
from ...core.scenario_kit.reading import ScenarioError
from .runner import Outcome, build_battle, run_scenario

__all__ = ["Outcome", "Scenario", "ScenarioError", "battle_from_toml", "build_battle", "load_scenario",
           "parse_scenario", "run_scenario"]
