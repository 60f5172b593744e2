"""Look-ahead copies are freed as soon as the AI drops them (issue 18). A copy left waiting on a
turn decision would live on in a reference loop (the decision lists its options through a
function that holds the copy) until the garbage collector came round, and the collector's rounds
over the thousands of copies a battle makes cost a few percent of it."""
from __future__ import annotations

import gc

from rules.ai import sim
from rules.ai.greedy import GreedyPlayer
from rules.core.battle import Battle


def _unreachable_battles(battle: Battle, decisions: int) -> int:
    """How many battles the collector would have to free after the greedy player answers `decisions`
    decisions of `battle` (the collector kept off meanwhile)."""
    player = GreedyPlayer()
    gc.collect()
    gc.disable()
    try:
        for _ in range(decisions):
            decision = battle.pending()
            if decision is None:
                break
            battle.choose(player(battle, decision))
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        return sum(1 for o in gc.garbage if isinstance(o, Battle))
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()


def test_greedy_look_ahead_leaves_no_battle_to_the_garbage_collector():
    battle = sim.set_up("emberfield_stampede", 1)
    assert _unreachable_battles(battle, 8) == 0
