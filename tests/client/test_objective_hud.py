"""Objectives on the board and in the HUD (issue 20 point 6; 000 Objective Endings): areas
outlined, the thing to get marked, and one HUD line per objective ("Hold the Span: 2 of 3
rounds"), all read from `Ruleset.objectives`."""
from __future__ import annotations

import pygame

from game.camera import Camera
from game.hud.objectives_card import draw_objectives_card, objective_lines
from game.render.objectives import MET, draw_objectives
from game.sim_boards import on_own_map
from rules.core.ruleset import ObjectiveView
from rules.drawsteel.objectives.setup import objectives

CELL = 32


def test_hold_objective_line_counts_rounds() -> None:
    battle = on_own_map("skyreach_crossing", 1, {})
    rules = battle.rules
    assert [line for line, _ in objective_lines(rules.objectives(battle))] == \
        ["Heroes: Hold the Span: 0 of 3 rounds"]
    objectives(battle)[0]["progress"] = 2
    assert rules.objectives(battle)[0].line == "Hold the Span: 2 of 3 rounds"


def test_both_sides_objectives_are_listed() -> None:
    battle = on_own_map("sluice_relic", 1, {})
    lines = [line for line, _ in objective_lines(battle.rules.objectives(battle))]
    assert lines == ["Heroes: Take the drowned relic home: not yet taken",
                     "Monsters: Open the Sluice: 0 of 5 turns of work"]


def test_met_and_failed_objectives_say_so() -> None:
    met = ObjectiveView("Break the anvil", "monsters", "destroy", "met", "1 of 1 destroyed")
    failed = ObjectiveView("Keep it whole", "heroes", "protect", "failed")
    assert met.line == "Break the anvil: done" and failed.line == "Keep it whole: failed"


def _frame(battle) -> tuple[pygame.Surface, Camera]:
    board = battle.board
    surface = pygame.Surface((board.width * CELL, board.height * CELL))
    camera = Camera(surface.get_rect(), (board.width, board.height), CELL)
    camera.x = camera.y = 0
    return surface, camera


def test_area_is_outlined_and_the_thing_marked() -> None:
    battle = on_own_map("sluice_relic", 1, {})
    views = battle.rules.objectives(battle)
    surface, camera = _frame(battle)
    draw_objectives(surface, camera, views, {})
    # the relic lies at (24, 5): a gold diamond in the middle of its square
    assert surface.get_at((24 * CELL + CELL // 2, 5 * CELL + CELL // 2))[:3] != (0, 0, 0)
    # the winch platform of the monsters' objective is outlined at its top-left corner
    assert surface.get_at((19 * CELL + 1, 10 * CELL + 1))[:3] != (0, 0, 0)
    assert surface.get_at((2 * CELL, 2 * CELL))[:3] == (0, 0, 0)


def test_met_objective_is_drawn_green() -> None:
    view = ObjectiveView("Reach it", "heroes", "reach", "met", squares=((1, 1),))
    surface = pygame.Surface((4 * CELL, 4 * CELL))
    camera = Camera(surface.get_rect(), (4, 4), CELL)
    camera.x = camera.y = 0
    draw_objectives(surface, camera, [view], {})
    assert surface.get_at((CELL + 1, CELL + CELL // 2))[:3] == MET


def test_card_sits_at_the_top_left_of_the_board() -> None:
    battle = on_own_map("skyreach_crossing", 1, {})
    surface = pygame.Surface((640, 480), pygame.SRCALPHA)
    rect = draw_objectives_card(surface, pygame.Rect(0, 40, 600, 400), battle.rules.objectives(battle))
    assert rect is not None and rect.topleft == (8, 48) and rect.width > 100
    assert draw_objectives_card(surface, pygame.Rect(0, 40, 600, 400), []) is None
