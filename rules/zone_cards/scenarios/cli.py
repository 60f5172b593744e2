"""`steelgrid scenario --ruleset zone_cards run FILE [--json]` and `... check PATH...`.

Exit codes: 0 when everything passed, 1 when a scenario failed, 2 when a file is malformed or
missing (one line each, on stderr, and nothing is run)."""
from __future__ import annotations

from ...core.scenario_kit.cli import Commands
from ..narrate import Narrator
from .format import load_scenario
from .runner import outcome_state, run_scenario, state_lines

COMMANDS = Commands(load=load_scenario, play=run_scenario, narrator=Narrator,
                    state_lines=state_lines, state=outcome_state)
run = COMMANDS.run
check = COMMANDS.check
