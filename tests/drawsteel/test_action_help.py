"""Every action of a turn that is not an ability has a description in the action bar's tooltip
(issue 20 point 4: "Claw Dirt and Leap have no description")."""
from __future__ import annotations

from rules.ai.random_player import RandomPlayer
from rules.core.registry import get_ruleset
from rules.drawsteel.action_help import HELP, describe_action

RULES = get_ruleset("drawsteel")
NO_HELP_NEEDED = ("move", "end_turn", "ability")
"""Moves are picked on the board, ending the turn says itself, abilities have their own cards."""


def test_every_non_ability_action_offered_in_play_is_described() -> None:
    missing: set[str] = set()
    for encounter in ("barrow_of_embers", "greyveil_vigil", "saltreed_ford_ambush"):
        battle = RULES.encounter_battle(encounter, 2, settings={"max_rounds": 4})
        player = RandomPlayer(2)
        for _ in range(3000):
            decision = battle.pending()
            if decision is None:
                break
            if decision.kind == "turn":
                for option in decision.options:
                    if option.kind not in NO_HELP_NEEDED and not RULES.describe_action(battle, option):
                        missing.add(option.kind + ":" + str(option.args.get("maneuver") or option.args.get("action") or ""))
            battle.choose(player(battle, decision))
    assert not missing, sorted(missing)


def test_the_descriptions_are_short_sentences_of_our_own() -> None:
    for key, text in HELP.items():
        assert text.endswith(".") and 20 <= len(text) <= 160, key


def test_claw_dirt_and_leap_are_described() -> None:
    from rules.core.decisions import Option
    battle = RULES.encounter_battle("saltreed_ford_ambush", 1)
    assert "Might test" in describe_action(battle, Option("maneuver", {"maneuver": "claw_dirt"}))
    assert "test" in describe_action(battle, Option("leap", {"to": [0, 0, 0]}))
