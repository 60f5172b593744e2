"""`steelgrid scenario run FILE [--json]` and `steelgrid scenario check PATH...` for Draw Steel
(the commands themselves are shared: `rules.core.scenario_kit.cli`).

Exit codes: 0 when everything passed (known failures that still fail count as expected),
1 when a scenario failed, 2 when a file is malformed or missing (one line each, on stderr,
and nothing is run).
"""
from __future__ import annotations

from ...core.scenario_kit.cli import Commands, result_line, scenario_files, totals
from ...core.scenario_kit.runner import Outcome
from ..narrate import Narrator
from .format import load_scenario
from .runner import creature_state, outcome_state, run_scenario

__all__ = ["COMMANDS", "check", "result_line", "run", "scenario_files", "totals"]


def _state_lines(outcome: Outcome) -> list[str]:
    battle = outcome.battle
    lines = [f"  round {battle.round}" + (f", winner {battle.winner}" if battle.winner else "")]
    for cid, c in battle.creatures.items():
        st = creature_state(c)
        flags = [k for k in ("winded", "dying", "dead", "unconscious", "aloft") if st[k]]
        lines.append(f"  {cid} ({st['side']}, {st['size']}) at {tuple(st['pos'])}: Stamina "
                     f"{st['stamina']}/{st['max_stamina']}"
                     + (f" +{st['temp_stamina']} temporary" if st["temp_stamina"] else "")
                     + (f"; {', '.join(st['conditions'])}" if st["conditions"] else "")
                     + (f"; {', '.join(flags)}" if flags else ""))
    for spec in outcome.scenario.objects:
        obj = battle.objects.get(spec.id)
        lines.append(f"  {spec.id} ({spec.material}): " +
                     (f"Stamina {obj.stamina} at {obj.origin}" if obj else "destroyed"))
    return lines


COMMANDS = Commands(load=load_scenario, play=run_scenario, narrator=Narrator,
                    state_lines=_state_lines, state=outcome_state)
run = COMMANDS.run
check = COMMANDS.check
