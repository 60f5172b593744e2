"""The reaction prompt of Cards & Zones (002 Dodging and Parrying): a person whose creature is
attacked off its turn is asked, between the declaration and the roll, to dodge, parry or let it
come; the prompt names the attacker and the attack, each answer its dice, its cost (the fast
maneuver) and the attack's chance to hit. In hot-seat the screen is handed to the defender
first; with "react automatically" the AI answers instead. Set STEELGRID_SHOTS=folder to keep
screenshots."""
from __future__ import annotations

import os

import pygame

from game.match import MatchSetup
from game.pickers import ReactionPicker, TurnPicker
from game.scenes.handoff import HandoffOverlay
from rules.core.registry import get_ruleset

RULES = get_ruleset("zone_cards")


def _battle():
    return RULES.encounter_battle("zc_tavern", 3, settings={"card_swaps": False})


def _monsters_attack(battle, stop_at_turn: bool = False):
    """Play on (heroes end their turns, monsters close in and attack) until a monster is about
    to attack (`stop_at_turn`) or a hero must react."""
    for _ in range(300):
        d = battle.pending()
        if d.kind == "reaction" and d.side == "heroes":
            return d
        if d.kind == "turn":
            mine = battle.creatures[d.creature].side == "monsters"
            attack = next((o for o in d.options if o.kind == "attack"), None)
            if mine and attack is not None and stop_at_turn:
                return d
            move = next((o for o in d.options if o.kind == "zone_move"), None)
            end = next(o for o in d.options if o.kind == "end_turn")
            battle.choose((attack or move or end) if mine else end)
            continue
        battle.choose(d.options[0])
    raise AssertionError("no monster attacked")


def _shot(d, name: str) -> None:
    folder = os.environ.get("STEELGRID_SHOTS")
    if folder:
        d.frame(3)
        d.app.draw()
        pygame.image.save(pygame.display.get_surface(), os.path.join(folder, name))


def test_a_defender_off_turn_sees_the_attack_its_dice_and_the_cost() -> None:
    """002 Dodging and Parrying: the reaction is chosen before the attack's result is known and
    spends the fast maneuver."""
    battle = _battle()
    decision = _monsters_attack(battle)
    picker = ReactionPicker(battle, decision)
    attacker = battle.creatures[decision.info["attacker"]]
    defender = battle.creatures[decision.creature]
    assert battle.current == attacker.id != defender.id
    assert attacker.name in picker.prompt and defender.name in picker.prompt and "react?" in picker.prompt
    assert "dice" in picker.prompt and "needed" in picker.prompt
    labels = [b.label for b in picker.buttons()]
    assert labels[0].startswith("1. Let it come") and "the attack hits" in labels[0]
    assert all("dice" in lab and "spends the fast maneuver" in lab and "hits" in lab for lab in labels[1:])
    assert picker.targets() == {attacker.id} and picker.selectable() == {defender.id}


def test_the_chance_to_hit_falls_with_a_reaction() -> None:
    battle = _battle()
    decision = _monsters_attack(battle)
    texts = RULES.forecast.tier_choices(battle, decision)
    chances = [int(t.split("hits ")[1].split("%")[0]) for t in texts]
    assert len(chances) == len(decision.options) and all(c <= chances[0] for c in chances[1:])


def test_the_prompt_appears_for_a_person_and_the_answer_is_the_reaction(drive) -> None:
    battle = _battle()
    decision = _monsters_attack(battle)
    d = drive(battle, "solo")
    assert isinstance(d.picker, ReactionPicker)
    assert d.scene.hud.prompt.text.startswith(battle.creatures[decision.creature].name)
    _shot(d, "zc_reaction_prompt.png")
    d.key(pygame.K_2, "2")
    chosen = d.events("zc_reaction")
    assert chosen and chosen[-1]["creature"] == decision.creature and chosen[-1]["reaction"]
    assert any(e["creature"] == decision.creature for e in d.events("zc_pool"))


def test_hot_seat_hands_the_screen_to_the_defender_and_back(drive) -> None:
    battle = _battle()
    turn = _monsters_attack(battle, stop_at_turn=True)
    d = drive(battle, "hotseat")
    if isinstance(d.scene.overlay, HandoffOverlay):
        d.key(pygame.K_RETURN, "\r")
    assert isinstance(d.picker, TurnPicker) and d.battle.creatures[d.battle.current].side == "monsters"
    d.scene.apply(next(o for o in turn.options if o.kind == "attack"))
    d.settle()
    assert d.battle.pending().kind == "reaction"
    overlay = d.scene.overlay
    assert isinstance(overlay, HandoffOverlay) and overlay.side == "heroes"
    assert "attacks" in overlay.note and "before the dice" in overlay.note and overlay.title == "Heroes: react!"
    _shot(d, "zc_reaction_handoff.png")
    d.key(pygame.K_RETURN, "\r")
    assert isinstance(d.picker, ReactionPicker)
    d.key(pygame.K_1, "1")
    if d.battle.pending() is not None and d.battle.pending().side == "monsters" and d.battle.pending().kind == "turn":
        assert isinstance(d.scene.overlay, HandoffOverlay) and d.scene.overlay.side == "monsters"


def test_react_automatically_lets_the_ai_answer(drive) -> None:
    battle = _battle()
    decision = _monsters_attack(battle)
    d = drive(battle, "watch")
    d.scene.setup = MatchSetup(None, None, "solo", 1, auto_react=True)
    d.scene.decision = None
    d.settle()
    assert not isinstance(d.picker, ReactionPicker)
    assert any(e["creature"] == decision.creature for e in d.events("zc_reaction"))


def test_the_set_up_keeps_the_choice_in_saves() -> None:
    setup = MatchSetup(None, "zc_tavern", "solo", 4, ruleset="zone_cards", auto_react=True)
    again = MatchSetup.from_dict(setup.to_dict())
    assert again.auto_react is True and MatchSetup.from_dict({}).auto_react is False


def test_play_takes_react_automatically_from_the_command_line() -> None:
    import argparse

    from game.app import _setup_from_args
    args = argparse.Namespace(encounter="zc_tavern", map=None, mode="solo", ruleset=None, seed=2, auto_react=True)
    assert _setup_from_args(args).auto_react is True


def test_the_help_page_explains_cards_and_reactions() -> None:
    from game.controls import help_html
    page = help_html()
    assert "Cards along the top" in page and "React?" in page and "Gold dice" in page


def test_hot_seat_hands_the_card_trade_to_the_heroes_player(drive) -> None:
    """002 Swapping Initiative: the heroes trade cards at the start of a round; in hot-seat the
    screen goes to their player first."""
    battle = RULES.encounter_battle("zc_tavern", 3)
    assert battle.pending().kind == "card_swap"
    d = drive(battle, "hotseat")
    d.scene.last_human_side = "monsters"
    d.scene.decision = None
    d.frame(2)
    overlay = d.scene.overlay
    assert isinstance(overlay, HandoffOverlay) and overlay.title == "Heroes: trade cards?"
