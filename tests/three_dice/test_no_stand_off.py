"""Greedy against greedy must not freeze into a stand-off (issue 19: seeds 0 to 2 of the Drowned
Chapel ambush ran to the 30-round limit with archers waiting behind walls for a target they
could not see). A square from which every foe is behind total cover is no shooting position
(003 Cover), so a creature with nothing to shoot walks towards a line of sight."""
from __future__ import annotations

from game.sim_boards import on_own_map
from rules.ai.greedy import GreedyPlayer
from rules.ai.play import play_out
from rules.core.events import StateChanged
from rules.core.registry import get_ruleset
from rules.three_dice.harm import take_damage

ENCOUNTER = "td_chapel_ambush"


def test_the_chapel_ambush_is_fought_to_a_finish() -> None:
    for seed in (0, 2):
        battle = on_own_map(ENCOUNTER, seed, {"max_rounds": 30})
        play_out(battle, {"heroes": GreedyPlayer(), "monsters": GreedyPlayer()})
        assert battle.winner in ("heroes", "monsters"), (seed, battle.winner)


def test_a_hero_dropping_to_0_begins_dying() -> None:
    """003 (dying, docs/rules-decisions.md): the state change says the dying began."""
    battle = get_ruleset("three_dice").encounter_battle(ENCOUNTER, 1)
    hero = next(c for c in battle.creatures.values() if c.side == "heroes")
    take_damage(battle, hero, hero.hp, "slashing", "")
    changes = [e for e in battle.events if isinstance(e, StateChanged) and e.creature == hero.id]
    assert changes and changes[-1].state == "dying" and changes[-1].active
