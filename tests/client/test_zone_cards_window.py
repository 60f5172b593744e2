"""Cards & Zones in the window (002, all three zone maps): the title screen lists the rules,
each encounter opens on its own zone map and a short watched fight there plays with no error,
and a game saved with a reaction pending off-turn loads back to the same question."""
from __future__ import annotations

import argparse

import pygame
import pygame_gui
import pytest

from game import saves
from game.app import _not_in_window, _setup_from_args
from game.match import MatchSetup, build_battle, ruleset_choices
from game.pickers import ReactionPicker
from rules.core.registry import get_ruleset

RULES = get_ruleset("zone_cards")
MAPS = {"zc_tavern": "tavern_brawl.tmx", "zc_crossroads": "crossroads_field.tmx"}


def _setup(encounter: str, mode: str = "watch", seed: int = 3) -> MatchSetup:
    return _setup_from_args(argparse.Namespace(encounter=encounter, map=None, mode=mode, ruleset=None, seed=seed))


def test_the_title_screen_lists_cards_and_zones() -> None:
    assert RULES.in_window is True
    assert ruleset_choices()["zone_cards"] == "Cards & Zones"
    assert _not_in_window(MatchSetup(encounter="zc_tavern")) == ""


def test_every_encounter_opens_on_its_zone_map() -> None:
    for encounter in RULES.encounters():
        setup = _setup(encounter)
        assert setup.map_path and "/zones/" in setup.map_path.replace("\\", "/")
        if encounter in MAPS:
            assert setup.map_path.endswith(MAPS[encounter])
        battle = build_battle(setup)
        assert battle.zones is not None and battle.ruleset == "zone_cards"


@pytest.mark.parametrize("encounter", sorted(RULES.encounters()))
def test_a_short_watched_fight_on_each_map_plays_with_no_error(drive, encounter) -> None:
    setup = _setup(encounter)
    battle = build_battle(setup)
    battle.settings["max_rounds"] = 1
    d = drive(battle, "watch")
    assert d.battle.winner
    assert any(e.kind == "zc_pool" for e in d.battle.events)
    d.app.draw()


def _reaction_for_heroes(battle):
    for _ in range(300):
        d = battle.pending()
        if d.kind == "reaction" and d.side == "heroes":
            return d
        if d.kind == "turn":
            mine = battle.creatures[d.creature].side == "monsters"
            attack = next((o for o in d.options if o.kind == "attack"), None)
            move = next((o for o in d.options if o.kind == "zone_move"), None)
            end = next(o for o in d.options if o.kind == "end_turn")
            battle.choose((attack or move or end) if mine else end)
            continue
        battle.choose(d.options[0])
    raise AssertionError("no reaction came up")


def test_a_save_with_a_reaction_pending_loads_back_to_the_prompt(drive) -> None:
    setup = _setup("zc_tavern", "solo")
    battle = build_battle(setup)
    decision = _reaction_for_heroes(battle)
    d = drive(battle, "solo")
    d.scene.setup = setup
    assert isinstance(d.picker, ReactionPicker)
    d.scene.quick_save("zc_reaction")
    again, loaded = saves.load_game("zc_reaction")
    assert loaded.ruleset == "zone_cards" and loaded.map_path == setup.map_path
    assert again.pending().kind == "reaction" and again.pending().creature == decision.creature
    d.scene.quick_load("zc_reaction")
    d.settle()
    assert isinstance(d.picker, ReactionPicker) and d.picker.defender == decision.creature


def test_the_title_screen_starts_a_cards_and_zones_fight(app) -> None:
    from game.scenes.battle import BattleScene
    from game.scenes.title import TitleScene
    app.screenshot_path = None
    app.switch(TitleScene(app))
    app.step(1 / 60)
    scene = app.scene
    scene.handle_event(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                                          ui_element=scene.ruleset_list, text="Cards & Zones"))
    assert scene.setup.ruleset == "zone_cards"
    scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.start_button))
    assert isinstance(app.scene, BattleScene) and app.scene.battle.ruleset == "zone_cards"
    app.scene.anim.pace = 0.0
    for _ in range(10):
        app.step(1 / 60)
    app.draw()
    assert app.scene.card_strip.entries
