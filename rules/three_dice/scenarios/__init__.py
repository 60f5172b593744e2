"""3D rules scenarios: small scripted battles in TOML that state what the rules say must happen
(docs/scenarios-three-dice.md). `cli` holds `steelgrid scenario --ruleset three_dice`."""
from __future__ import annotations

from ...core.scenario_kit.reading import ScenarioError
from .format import Scenario, load_scenario, parse_scenario
from .runner import build_battle, run_scenario

__all__ = ["Scenario", "ScenarioError", "build_battle", "load_scenario", "parse_scenario",
           "run_scenario"]
