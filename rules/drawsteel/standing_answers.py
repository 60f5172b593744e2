"""The questions Draw Steel asks after nearly every strike, and the answers a player may ask to
be given every time instead (issue 20 point 4: a strike could ask three prompts in a row):

- the tier: a player may settle for a lower tier than rolled (RULES-NOTES, chosen reading);
  "always take the tier rolled" answers with the tier as rolled;
- surges (000 Heroes > Surges, RULES-NOTES Heroes): "never spend surges", or "spend them
  sensibly": the fewest that turn a hit into a kill, else as many as help when each adds 2 or
  more damage, else none (the same choice the AI makes, `abilities.surges.choose_surge`);
- kill or knock out (000 Knocking Creatures Out): "always kill" or "always knock out".
"""
from __future__ import annotations

from ..core.battle import Battle
from ..core.decisions import Decision, Option
from ..core.standing_answers import StandingAnswer
from .abilities.surges import choose_surge
from .round.starting_combat import NAME


def standing_answers(battle: Battle, decision: Decision) -> list[StandingAnswer]:
    """The standing answers to this decision (none for questions that are always asked)."""
    question = f"{NAME}:{decision.kind}"
    options = decision.options
    if decision.kind == "tier" and options:
        return [StandingAnswer(question, "rolled", "Always take the tier rolled", options[0])]
    if decision.kind == "surge" and options:
        return [StandingAnswer(question, "none", "Never spend surges", options[0]),
                StandingAnswer(question, "sensible", "Always spend surges sensibly", choose_surge(battle, decision),
                               "The fewest that turn a hit into a kill; else as many as may be spent on a target "
                               "that lives anyway, when each adds 2 damage or more; else none.")]
    if decision.kind == "knock_out" and len(options) == 2:
        return [StandingAnswer(question, "kill", "Always kill", _by_arg(options, False)),
                StandingAnswer(question, "knock_out", "Always knock out", _by_arg(options, True))]
    return []


def _by_arg(options: tuple[Option, ...], knock_out: bool) -> Option:
    return next(o for o in options if bool(o.args.get("knock_out")) == knock_out)
