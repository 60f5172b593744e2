"""Draw Steel's standing answers (issue 20 point 4): every one names a legal option of the
decision at hand, and each means what its label says. Sources: 000 Knocking Creatures Out
(kill or knock out); surges and lower tiers as RULES-NOTES Heroes and docs/rules-decisions.md."""
from __future__ import annotations

from rules.ai.random_player import RandomPlayer
from rules.core.registry import get_ruleset

RULES = get_ruleset("drawsteel")


def _answers_met_in_play() -> dict[str, list]:
    """Random play through the shipped encounters until tier and surge questions were both met
    (which encounters raise them depends on the roster)."""
    found: dict[str, list] = {}
    for encounter in sorted(RULES.encounters()):
        if {"tier", "surge"} <= set(found) and len(found["surge"]) >= 3:
            break
        battle = RULES.encounter_battle(encounter, 3, settings={"max_rounds": 4, "ask_knock_out": True})
        player = RandomPlayer(3)
        for _ in range(3000):
            decision = battle.pending()
            if decision is None:
                break
            for answer in RULES.standing_answers(battle, decision):
                found.setdefault(decision.kind, []).append((decision, answer))
            battle.choose(player(battle, decision))
    return found


def test_every_standing_answer_is_a_legal_option_and_says_what_it_does() -> None:
    found = _answers_met_in_play()
    assert {"tier", "surge"} <= set(found), sorted(found)
    for kind, pairs in found.items():
        for decision, answer in pairs:
            assert answer.option in decision.options
            assert answer.question == f"drawsteel:{kind}" and answer.label.startswith(("Always", "Never"))
    for decision, answer in found["tier"]:
        assert answer.option.args["tier"] == max(o.args["tier"] for o in decision.options)
    for decision, answer in found["surge"]:
        if answer.answer == "none":
            assert answer.option.args["surges"] == 0


def test_the_turn_and_other_one_off_questions_have_none() -> None:
    battle = RULES.encounter_battle("barrow_of_embers", 1)
    decision = battle.pending()
    assert list(RULES.standing_answers(battle, decision)) == []
