"""Around the turn: saving and loading, the autosave, hot-seat hand-off, AI turns in the
background, overlays, resizing, and the end of the battle."""
from __future__ import annotations

import pygame

from game import saves
from game.pickers import ChoicePicker, CreaturePicker, TurnPicker, picker_for
from rules.core.decisions import Decision, Option


def test_quick_save_and_load_restore_the_battle(drive, ledge, user_home):
    d = drive(ledge)
    d.click(3, 3)  # Sefa's turn
    d.key(pygame.K_F5)
    assert (user_home / "saves" / "quicksave.json").exists()
    start = d.battle.creatures["sefa"].pos
    d.click(2, 6)
    assert d.battle.creatures["sefa"].pos != start
    d.key(pygame.K_F9)
    assert d.battle.creatures["sefa"].pos == start
    assert d.scene.view.creatures["sefa"].pos == tuple(float(v) for v in start)
    assert isinstance(d.picker, TurnPicker) and d.picker.creature.id == "sefa"


def test_loading_a_missing_save_says_so(drive, ledge):
    d = drive(ledge)
    d.key(pygame.K_F9)
    banners = [e.value for e in d.scene.anim.effects if hasattr(e, "value")]
    assert any("Could not load" in b for b in banners)


def test_autosave_after_each_turn_can_be_resumed(drive, ledge):
    d = drive(ledge)
    d.click(3, 3)
    assert saves.resumable() is None
    d.key(pygame.K_e, "e")
    d.key(pygame.K_e, "e")
    info = saves.resumable()
    assert info is not None and info.slot == "autosave"
    battle, setup = saves.load_game("autosave")
    assert "sefa" in battle.acted and setup.mode == "hotseat"


def test_hotseat_hands_over_between_players(drive, ledge):
    d = drive(ledge)
    d.click(3, 3)
    d.key(pygame.K_e, "e")
    d.key(pygame.K_e, "e")
    from game.scenes.handoff import HandoffOverlay
    assert isinstance(d.scene.overlay, HandoffOverlay) and d.scene.overlay.side == "monsters"
    d.click(9, 1, settle=False)  # clicks do not reach the board while the board is hidden
    assert d.battle.pending().kind == "next_creature" and d.battle.pending().side == "monsters"
    d.key(pygame.K_RETURN)
    assert d.scene.overlay is None
    assert isinstance(d.picker, CreaturePicker)


def test_the_ai_side_plays_without_freezing_the_window(drive, ledge):
    d = drive(ledge, mode="solo")
    d.click(3, 3)
    d.key(pygame.K_e, "e")
    d.key(pygame.K_e, "e")
    # the monsters act in the background thread; settle() returns once the heroes must decide again
    assert d.battle.pending().side == "heroes"
    monster_turns = [e for e in d.events("turn_started") if d.battle.creatures[e["creature"]].side == "monsters"]
    assert monster_turns
    assert d.scene.view.round == d.battle.round


def test_help_overlay_lists_the_controls(drive, ledge):
    d = drive(ledge)
    d.key(pygame.K_F1)
    from game.scenes.help import HelpOverlay
    assert isinstance(d.scene.overlay, HelpOverlay)
    assert "undo" in d.scene.overlay.box.html_text.lower()
    d.key(pygame.K_F1)
    assert d.scene.overlay is None


def test_escape_opens_the_menu_which_can_save(drive, ledge, user_home):
    d = drive(ledge)
    d.key(pygame.K_ESCAPE)
    from game.scenes.menu import MenuOverlay
    menu = d.scene.overlay
    assert isinstance(menu, MenuOverlay)
    save_button = next(b for b, k in menu.buttons.items() if k == "save")
    d.press(save_button)
    assert [p.name for p in (user_home / "saves").glob("save-*.json") if ".meta." not in p.name]
    assert d.scene.overlay is None


def test_menu_lists_saves_to_load(drive, ledge):
    d = drive(ledge)
    d.key(pygame.K_F5)
    d.key(pygame.K_ESCAPE)
    menu = d.scene.overlay
    d.press(next(b for b, k in menu.buttons.items() if k == "load"))
    assert menu.list is not None and any("quicksave" in s.label for s in menu.saves)


def test_window_resize_keeps_the_board_and_bars_in_place(drive, ledge, app):
    d = drive(ledge)
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=900, size=(1600, 900)))
    d.settle()
    view = d.scene.camera.viewport
    assert view.right == 1600 - 320 and view.bottom == 900 - 124
    assert d.scene.hud.end_button.rect.right <= 1600
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=800, size=(1280, 800)))
    d.settle()


def test_camera_pans_and_zooms(drive, ledge):
    d = drive(ledge)
    cam = d.scene.camera
    cell = cam.cell
    d.hover(6, 5)
    for _ in range(4):
        d.scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert cam.cell > cell and cam.cell * 14 > cam.viewport.w
    x = cam.x
    pos = d.point(6, 5)
    d.scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    d.scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] - 100, pos[1]), rel=(-100, 0), buttons=(1, 0, 0)))
    d.scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(pos[0] - 100, pos[1]), button=1))
    assert cam.x != x
    assert d.battle.pending().kind == "next_creature", "a drag is not a click"


def test_every_decision_kind_gets_a_prompt_and_choices(ledge):
    odd = Decision("ask_the_oracle", "heroes", (Option("oracle", {"yes": True}, "Consult the oracle"),
                                                Option("oracle", {"yes": False}, "Ignore it")),
                   "Something new happens")
    picker = picker_for(ledge, odd)
    assert isinstance(picker, ChoicePicker)
    assert picker.prompt == "Something new happens"
    assert [b.label for b in picker.buttons()] == ["1. Consult the oracle", "2. Ignore it"]
    assert picker.hotkey("2") == odd.options[1]


def test_the_battle_ends_on_a_result_screen(drive, ledge, app):
    for cid, c in ledge.creatures.items():
        if c.side == "monsters" and cid != "warden":
            c.dead = True
    ledge.creatures["warden"].stamina = 1
    ledge.settings["ask_knock_out"] = False
    d = drive(ledge)
    d.click(4, 4)
    d.key(pygame.K_1, "1")
    d.battle.dice.queue(5, 5)
    d.click(5, 4)
    d.click(5, 4)
    while d.battle.pending() is not None and d.battle.pending().kind in ("tier", "force_move"):
        d.key(pygame.K_RETURN)
    assert d.battle.winner == "heroes"
    assert "win" in d.scene.hud.prompt.text
    d.key(pygame.K_RETURN)
    from game.scenes.result import ResultScene
    assert isinstance(app.scene, ResultScene)
    assert "heroes win" in app.scene.headline.lower()
    assert saves.resumable() is None
