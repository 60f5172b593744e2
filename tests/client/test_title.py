"""The title screen and starting the game from the command line."""
from __future__ import annotations

import argparse

import pygame
import pygame_gui

from game import saves
from game.match import MatchSetup, default_encounter


def title(app, message: str = ""):
    app.screenshot_path = None
    app.title(message)
    app.step(1 / 60)
    return app.scene


def test_enter_starts_the_default_battle_against_the_ai(app):
    from game.scenes.battle import BattleScene
    scene = title(app)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert isinstance(app.scene, BattleScene)
    assert app.scene.setup.mode == "solo"
    # issue 16: the first encounter is fought on the shipped map it names, not the training ground
    assert app.scene.setup.map_path.endswith("hollowdeep_warren.tmx")
    assert app.scene.controller("heroes") == "human" and app.scene.controller("monsters") == "ai"
    assert app.scene.battle.board.name != "Training Ground"
    assert {c.template for c in app.scene.battle.creatures.values()} >= {"korrin", "sefa"}
    assert default_encounter()


def test_choosing_a_mode_and_an_encounter(app):
    scene = title(app)
    watch = next(b for b, mode in scene.mode_buttons.items() if mode == "watch")
    scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=watch))
    names = list(scene.encounters.values())
    scene.handle_event(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                                          ui_element=scene.encounter_list, text=names[-1]))
    scene.seed_entry.set_text("77")
    scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.start_button))
    setup = app.scene.setup
    assert setup.mode == "watch" and setup.seed == 77
    assert setup.encounter == list(scene.encounters)[-1]


def test_an_unfinished_battle_can_be_resumed(app, ledge):
    saves.autosave(ledge, MatchSetup(None, None, "hotseat", 5))
    scene = title(app)
    assert scene.resume_button.is_enabled
    scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.resume_button))
    assert app.scene.battle.board.name == "Ledge"
    assert app.scene.setup.mode == "hotseat"


def test_nothing_to_resume_on_a_fresh_machine(app):
    scene = title(app)
    assert not scene.resume_button.is_enabled


def test_a_map_that_cannot_load_returns_to_the_title_with_the_reason(app, tmp_path):
    bad = tmp_path / "broken.tmx"
    bad.write_text("<map>not really</map>")
    assert not app.start_battle(MatchSetup(str(bad), None, "solo", 1))
    assert "Could not start" in app.scene.message_label.text


def test_play_with_a_missing_map_file_exits_with_an_error(capsys):
    from game.app import run_game
    args = argparse.Namespace(map="/nonexistent/map.tmx", encounter=None, seed=1, mode="solo",
                              screenshot=None, after_turns=0)
    assert run_game(args) == 2
    assert "no such map file" in capsys.readouterr().err


def test_an_unexpected_error_returns_to_the_title_and_keeps_the_window(app, ledge, monkeypatch, user_home):
    from game.match import MatchSetup
    from game.scenes.title import TitleScene
    app.start_battle(MatchSetup(None, None, "hotseat", 1), ledge)

    def broken(dt):
        raise RuntimeError("boom")
    monkeypatch.setattr(app.scene, "update", broken)
    app.running = True
    calls = []

    def stop_after_one(dt):
        calls.append(dt)
        if len(calls) > 1:
            app.running = False
    original = app.step

    def step(dt):
        stop_after_one(dt)
        original(dt)
    monkeypatch.setattr(app, "step", step)
    monkeypatch.setattr(app, "shutdown", lambda: None)
    assert app.run() == 0
    assert isinstance(app.scene, TitleScene)
    assert "Something went wrong" in app.scene.message_label.text
    assert "boom" in (user_home / "crash.log").read_text()


def test_play_with_an_unknown_encounter_exits_with_an_error(capsys):
    from game.app import run_game
    args = argparse.Namespace(map=None, encounter="no_such_fight", seed=1, mode="solo",
                              screenshot=None, after_turns=0)
    assert run_game(args) == 2
    assert "unknown encounter 'no_such_fight'" in capsys.readouterr().err


def test_f1_on_the_title_opens_the_help_page_and_f1_closes_it(app):
    """Issue 20 point 5: F1 works on the title screen too, not only in battle."""
    from game.scenes.help import HelpOverlay
    scene = title(app)
    f1 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")
    scene.handle_event(f1)
    assert isinstance(scene.help_overlay, HelpOverlay)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert scene.help_overlay is None and app.scene is scene  # Enter closed the page, started nothing
    scene.handle_event(f1)
    scene.handle_event(f1)
    assert scene.help_overlay is None


def test_a_long_notice_is_shown_whole(app):
    text = "Could not start: " + "/very/long/path/" * 12 + "broken.tmx: map attribute width=None is wrong"
    scene = title(app, text)
    assert scene.message_label.text == text


def test_maps_are_listed_by_the_names_their_authors_gave_them_and_broken_ones_marked(app, tmp_path):
    """Issue 20 point 5: the title said "Skyreach Bridge" for the map that calls itself "Skyreach
    Span"; a file that is not a Tiled map is marked in the list, not just listed."""
    from pathlib import Path

    from game.scenes.title import map_labels
    scene = title(app)
    assert "Skyreach Span" in scene.maps and "Skyreach Bridge" not in scene.maps
    broken = tmp_path / "half_written.tmx"
    broken.write_text("<map version=", encoding="utf-8")
    good = Path(scene.maps["Skyreach Span"])
    labels = map_labels([good, broken])
    assert labels == {"Skyreach Span": str(good), "half_written (broken)": str(broken)}
