"""Before the roll the board shows where each tier's forced movement could leave the target
(issue 20 point 1): a ring per end square, marked with the lowest tier that reaches it, in the
danger colour with the harm in words where the move costs the target (000 Movement > Falling)."""
from __future__ import annotations

import os

import pygame

from game.render.tier_forces import force_ends
from tests.client.test_threat import board_picture
from tests.drawsteel.test_tier_forces import CLIFF
from rules.drawsteel.scenarios.inline import battle_from_toml


def test_choosing_a_pushing_strike_marks_each_tiers_ends_before_the_roll(drive, app) -> None:
    battle = battle_from_toml(CLIFF)
    d = drive(battle)
    d.click(1, 1)  # the brute's turn
    d.key(pygame.K_1, "1")  # Heave
    d.hover(2, 1)  # the bandit
    d.frame(2)
    odds = d.scene.picker.odds()
    assert odds is not None and odds.targets[0].forces
    ends = {(e.end[0], e.end[1]): e for e in force_ends(odds.targets[0], 1)}
    assert ends[(3, 1)].tier == 2 and ends[(3, 1)].harm == "fall 4"
    picture = board_picture(d.scene)
    if os.environ.get("STEELGRID_SHOTS"):
        pygame.image.save(picture, os.path.join(os.environ["STEELGRID_SHOTS"], "tier_forces.png"))
    x, y = d.point(3, 1)
    x, y = x - d.scene.camera.viewport.x, y - d.scene.camera.viewport.y
    reds = sum(1 for dx in range(-30, 31) for dy in range(-30, 31)
               if 0 <= x + dx < picture.get_width() and 0 <= y + dy < picture.get_height()
               and picture.get_at((x + dx, y + dy))[:3] == (255, 60, 60))
    assert reds > 20  # the danger ring and its words on the pit square
