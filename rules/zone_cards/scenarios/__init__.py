"""Rules scenarios of the card-initiative zone system (docs/scenarios-zone-cards.md)."""
from ...core.scenario_kit.reading import ScenarioError
from .format import Scenario, load_scenario, parse_scenario
from .runner import run_scenario

__all__ = ["Scenario", "ScenarioError", "load_scenario", "parse_scenario", "run_scenario"]
