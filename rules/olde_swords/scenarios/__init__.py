"""Olde Swords Reign rules scenarios: small scripted battles in TOML that state what the rules
say must happen (docs/scenarios-olde-swords.md). `load_scenario` reads and checks a file,
`run_scenario` plays it; `cli` holds `steelgrid scenario --ruleset olde_swords`."""
from __future__ import annotations

from ...core.scenario_kit.reading import ScenarioError
from .format import Scenario, load_scenario, parse_scenario
from .runner import build_battle, run_scenario

__all__ = ["Scenario", "ScenarioError", "build_battle", "load_scenario", "parse_scenario",
           "run_scenario"]
