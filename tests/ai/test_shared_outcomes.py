"""The tactician's shared look-ahead (`SharedOutcomes`): an option's outcomes in one battle are
worked out once per decision, and a choice in the battle forgets them."""
from __future__ import annotations

from rules.ai.tactician.shared_outcomes import SharedOutcomes
from rules.core.registry import get_ruleset


class Counting:
    def __init__(self, inner) -> None:
        self.inner, self.calls = inner, 0

    def outcomes(self, battle, option):
        self.calls += 1
        return self.inner.outcomes(battle, option)

    def evaluate(self, battle, side):
        return self.inner.evaluate(battle, side)


def test_an_options_outcomes_are_worked_out_once_until_the_next_choice() -> None:
    rules = get_ruleset("drawsteel")
    battle = rules.encounter_battle("saltreed_ford_ambush", 0, settings={"max_rounds": 1})
    decision = battle.pending()
    while decision.kind != "turn":
        battle.choose(decision.options[decision.default])
        decision = battle.pending()
    counting = Counting(rules.advisor())
    shared = SharedOutcomes(counting)
    option = decision.options[-1]
    first = shared.outcomes(battle, option)
    assert shared.outcomes(battle, option) is first and counting.calls == 1
    assert shared.evaluate(battle, decision.side) == counting.evaluate(battle, decision.side)
    battle.choose(decision.options[0])
    later = battle.pending()
    if later is not None and later.options:
        shared.outcomes(battle, later.options[0])
        assert counting.calls == 2
