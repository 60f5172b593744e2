"""The two-move range (000 Taking a Turn: the main action can be turned into a move action;
000 Move Actions > Advance): every square `second_moves` offers is really reached by moving to
its stop and then spending the main action on a second Advance; none while dazed or once the
move action is spent."""
from __future__ import annotations

import random

from rules.core.registry import get_ruleset
from rules.core.save import dumps, loads

RULES = get_ruleset("drawsteel")


def _a_turn(encounter: str, seed: int):
    battle = RULES.encounter_battle(encounter, seed)
    while (decision := battle.pending()) is not None and decision.kind != "turn":
        battle.choose(decision.options[decision.default])
    return battle, battle.pending()


def test_every_second_move_can_be_made_in_two_moves() -> None:
    rng = random.Random(4)
    checked = 0
    for encounter in ("barrow_of_embers", "saltreed_ford_ambush"):
        battle, decision = _a_turn(encounter, 2)
        cid = decision.creature
        plans = RULES.second_moves(battle, cid)
        assert plans
        for end, plan in rng.sample(sorted(plans.items()), min(6, len(plans))):
            copy = loads(dumps(battle))
            first = next(o for o in copy.pending().options if o.kind == "move" and tuple(o.args["to"]) == plan.stop)
            copy.choose(first)
            while copy.pending().kind != "turn":  # a free strike on the way, say
                copy.choose(copy.pending().options[copy.pending().default])
            if copy.creatures[cid].pos != plan.stop:
                continue  # knocked elsewhere on the way
            ends = [tuple(o.args["to"]) for o in copy.pending().options if o.kind == "move"]
            assert end in ends, (encounter, end, plan)
            checked += 1
    assert checked >= 6


def test_none_once_the_move_action_is_spent_or_when_dazed() -> None:
    battle, decision = _a_turn("barrow_of_embers", 2)
    cid = decision.creature
    moved = next(o for o in decision.options if o.kind == "move")
    copy = loads(dumps(battle))
    copy.choose(moved)
    if copy.pending().kind == "turn":
        assert RULES.second_moves(copy, cid) == {}
    from rules.core.creature import Condition
    battle.creatures[cid].conditions.append(Condition("dazed"))
    assert RULES.second_moves(battle, cid) == {}
