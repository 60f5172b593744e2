"""Difficulty in the client (issue 19): the title screen's AI button, the play option, saves."""
from __future__ import annotations

import os

import pygame
import pygame_gui

from game.ai_worker import AIWorker
from game.cli import _parser
from game.match import MatchSetup
from rules.ai.easy import EasyPlayer
from rules.ai.greedy import GreedyPlayer
from rules.ai.tactician import TacticianPlayer


def test_the_title_button_cycles_the_difficulty_and_the_battle_plays_it(app):
    app.screenshot_path = None
    app.title("")
    app.step(1 / 60)
    scene = app.scene
    assert scene.difficulty_button.text == "AI: normal"
    scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.difficulty_button))
    assert scene.difficulty_button.text == "AI: hard" and scene.setup.difficulty == "hard"
    scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.difficulty_button))
    assert scene.difficulty_button.text == "AI: easy" and scene.setup.difficulty == "easy"
    if os.environ.get("STEELGRID_SHOTS"):
        app.step(1 / 60)
        app.draw()
        pygame.image.save(app.screen, os.path.join(os.environ["STEELGRID_SHOTS"], "title_difficulty.png"))
    scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.start_button))
    assert isinstance(app.scene.worker.player, EasyPlayer)
    scene = app.scene
    scene.worker.shutdown()


def test_the_difficulty_is_saved_with_the_match_and_unknown_ones_fall_back() -> None:
    setup = MatchSetup(difficulty="easy")
    assert MatchSetup.from_dict(setup.to_dict()).difficulty == "easy"
    assert MatchSetup.from_dict({**setup.to_dict(), "difficulty": "nightmare"}).difficulty == "normal"
    assert MatchSetup.from_dict({}).difficulty == "normal"


def test_play_takes_a_difficulty_and_the_worker_plays_it() -> None:
    args = _parser().parse_args(["play", "--difficulty", "easy"])
    assert args.difficulty == "easy"
    assert isinstance(AIWorker("easy", 3).player, EasyPlayer)
    assert isinstance(AIWorker().player, GreedyPlayer)
    assert isinstance(AIWorker("hard", 3).player, TacticianPlayer)  # issue 19 point 4: hard plays it
