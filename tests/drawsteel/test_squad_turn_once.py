"""A minion squad takes one turn a round (000 Taking Turns > Enemies Act In Groups; RULES-NOTES
Minions): once its minions have acted, the Director's next pick is another creature, never the
squad again with nobody left to act (which handed the heroes two turns in a row)."""
from __future__ import annotations

from rules.ai.greedy import GreedyPlayer
from rules.core.events import Note
from rules.drawsteel.content.skirmish import encounter_battle


def test_a_squad_is_not_picked_again_once_its_minions_have_acted() -> None:
    for seed in (1, 2):
        battle = encounter_battle("reedmarsh_raiders", seed, settings={"max_rounds": 2})
        player = GreedyPlayer()
        for _ in range(3000):
            decision = battle.pending()
            if decision is None:
                break
            battle.choose(player(battle, decision))
        empty = [e.text for e in battle.events if isinstance(e, Note) and "(0 minions)" in e.text]
        assert not empty, f"seed {seed}: {empty[:2]}"
        assert any(isinstance(e, Note) and "takes its turn (" in e.text for e in battle.events)
