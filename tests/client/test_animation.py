"""Animations play the events: tokens walk their path over time, falls drop, Space skips, and
the view always ends up matching the battle."""
from __future__ import annotations

import pygame

from game.anim import SPEEDS


def korrins_turn(drive, battle):
    d = drive(battle)
    d.click(4, 4)
    return d


def test_a_walk_moves_the_token_square_by_square(drive, ledge):
    d = drive(ledge)
    d.click(3, 3)  # Sefa
    d.hover(2, 6)
    dest = tuple(float(v) for v in d.picker.focus.args["to"])
    start = d.scene.view.creatures["sefa"].pos
    d.scene.anim.pace = 1.0
    d.click(2, 6, settle=False)
    d.frame(4)
    middle = d.scene.view.creatures["sefa"].pos
    assert middle not in (start, dest)
    d.settle()
    assert d.scene.view.creatures["sefa"].pos == dest


def test_a_fall_lifts_the_token_and_lands_it(drive, ledge):
    d = korrins_turn(drive, ledge)
    d.key(pygame.K_1, "1")
    d.battle.dice.queue(10, 9)
    d.click(5, 4)
    d.key(pygame.K_RETURN)
    d.key(pygame.K_1, "1")  # tier 3
    east = next(p for p in d.picker.previews if p.label.lower() == "push 1 east")
    d.click(*east.end[:2])
    d.scene.anim.pace = 1.0
    d.click(*east.end[:2], settle=False)
    lifts = []
    for _ in range(60):
        d.frame()
        lift = d.scene.view.creatures["warden"].lift
        if lift is not None:
            lifts.append(lift)
    assert lifts and max(lifts) > 2 and min(lifts) < max(lifts), "the token drops during the fall"
    d.settle()
    warden = d.scene.view.creatures["warden"]
    assert warden.lift is None and "prone" in warden.conditions


def test_space_skips_the_animations(drive, ledge):
    d = drive(ledge)
    d.click(3, 3)
    d.hover(2, 6)
    d.scene.anim.pace = 0.5
    d.click(2, 6, settle=False)
    assert d.scene.anim.busy
    d.key(pygame.K_SPACE, settle=False)
    assert not d.scene.anim.busy
    assert d.scene.view.creatures["sefa"].pos == tuple(float(v) for v in d.battle.creatures["sefa"].pos)


def test_the_speed_setting_cycles(drive, ledge):
    d = drive(ledge)
    d.scene.anim.pace = 1.0
    seen = []
    for _ in SPEEDS:
        d.key(pygame.K_F2, settle=False)
        seen.append(d.scene.anim.pace)
    assert sorted(seen) == sorted(SPEEDS)
    assert d.scene.hud.speed_button.text.startswith("Speed:")


def test_the_view_matches_the_battle_after_many_ai_turns(drive, ledge):
    ledge.settings["max_rounds"] = 3  # opening a watched battle plays it to the end: keep it short
    d = drive(ledge, mode="watch")
    d.scene.anim.pace = 4.0
    for _ in range(400):
        d.frame()
        if len([e for e in d.battle.events if e.kind == "turn_ended"]) >= 6 and not d.scene.anim.busy:
            break
    d.scene.anim.skip()
    d.frame()
    for cid, c in d.battle.creatures.items():
        shown = d.scene.view.creatures[cid]
        assert shown.pos == tuple(float(v) for v in c.pos), cid
        assert (shown.stamina, shown.dead) == (c.stamina, c.dead), cid


def test_a_flier_can_choose_its_height(drive, ledge):
    ledge.settings["first_side"] = "monsters"
    d = drive(ledge)
    d.click(10, 2)  # the Duskwing Shrike (size 2, flying)
    assert d.battle.current == "shrike"
    square = next(sq for sq, opts in d.picker.squares.items() if len(opts) > 1)
    d.hover(*square)
    first = d.picker.focus.args["to"][2]
    d.key(pygame.K_RIGHTBRACKET, settle=False)
    assert d.picker.focus.args["to"][2] != first
    assert d.picker.focus in d.picker.squares[square]
