"""A Brighter Worlds turn played through the battle screen (004 Rounds and Initiative, 004
Attacking, 004 Attack Modifiers): pick who acts, read the odds of a Wound before striking, make
a risky move, and see flight narrated. Set STEELGRID_SHOTS=folder to keep screenshots."""
from __future__ import annotations

import os

import pygame

from game.pickers import CreaturePicker, TurnPicker
from rules.brighter_worlds.content.loader import default_content
from rules.brighter_worlds.setup import creature_from_template, new_battle
from rules.core.board import Board, Column


def _yard():
    low = Column(ground=1, terrain="floor", material="stone")
    high = Column(ground=3, terrain="floor", material="stone")
    cols = [high if 2 <= x <= 5 and 2 <= y <= 6 else low for y in range(10) for x in range(14)]
    board = Board(14, 10, cols, name="Ledge Yard")
    t = default_content().creatures
    oswin = creature_from_template(t["oswin_harrowgate"], "oswin", "heroes")
    oswin.pos = (5, 4, 3)
    tamsin = creature_from_template(t["tamsin_reedwhistle"], "tamsin", "heroes")
    tamsin.pos = (3, 3, 3)
    troll = creature_from_template(t["mosshide_troll"], "troll", "monsters")
    troll.pos = (6, 4, 1)
    cut = creature_from_template(t["rook_cutthroat"], "cut", "monsters")
    cut.pos = (11, 8, 1)
    return new_battle(board, [oswin, tamsin, troll, cut], seed=2)


def _shot(d, name: str) -> None:
    folder = os.environ.get("STEELGRID_SHOTS")
    if folder:
        d.app.draw()
        pygame.image.save(pygame.display.get_surface(), os.path.join(folder, name))


def test_the_odds_card_gives_the_chance_of_a_wound_and_every_reason(drive):
    d = drive(_yard())
    assert isinstance(d.picker, CreaturePicker)
    assert d.picker.selectable() == {"oswin", "tamsin"}
    d.click(5, 4)
    assert isinstance(d.picker, TurnPicker) and d.battle.current == "oswin"
    d.key(pygame.K_1, "1")
    d.hover(6, 4)
    odds = d.picker.odds()
    assert odds is not None
    target = odds.targets[0]
    assert target.name == "Mosshide Troll"
    labels = [band[0] for band in target.bands]
    assert "Wound" in labels and "Out of the fight" in labels
    assert abs(sum(band[1] for band in target.bands) - 1.0) < 1e-9
    assert target.modifier == "enhanced"
    assert any("higher ground" in why for why in target.reasons)
    assert "Risky move:" in odds.always
    _shot(d, "bw_odds.png")


def test_an_attack_is_rolled_against_armor_and_grit(drive):
    d = drive(_yard())
    d.click(5, 4)
    d.key(pygame.K_1, "1")
    d.battle.dice.queue(10, 12)  # war hammer d10 and the d12 from higher ground
    d.click(6, 4)
    d.click(6, 4)
    rolled = d.events("bw_damage_rolled")
    assert rolled and rolled[0]["kept"] == 12 and rolled[0]["armor"] == 1
    assert rolled[0]["grit_lost"] == 4 and rolled[0]["direct"] == 7
    _shot(d, "bw_after_attack.png")


def test_the_hover_read_out_tells_burning_ground_in_the_rulesets_words():
    """004 Non-Combat Damage: burning ground Wounds; Draw Steel's read-out keeps its damage number."""
    from game.render.board import describe_square
    from rules.core.registry import get_ruleset
    board = Board(2, 1, [Column(ground=1, terrain="lava", damage=6, damage_type="fire"), Column(ground=1)])
    bw = describe_square(board, 0, 0, get_ruleset("brighter_worlds").hazard_note)
    assert "a Wound (STR) on entering" in bw and "6 fire damage" not in bw
    assert "6 fire damage on entering" in describe_square(board, 0, 0, get_ruleset("drawsteel").hazard_note)
