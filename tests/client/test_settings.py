"""The settings screen (issue 20, point 8): animation speed, sound volume and mute, remembered
prompts, a colour-blind-safe palette and the window size, saved between runs as a small JSON
file in the user's config folder; a broken file is set aside with one line and defaults used."""
from __future__ import annotations

import json

import pygame
import pygame_gui
import pytest

from game import settings
from game.render import palette
from game.settings_palette import SAFE_MARKERS, apply, luminance


@pytest.fixture
def config(tmp_path, monkeypatch):
    """The config folder the XDG way (no STEELGRID_HOME): $XDG_CONFIG_HOME/steelgrid."""
    monkeypatch.delenv("STEELGRID_HOME", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    return tmp_path / "xdg" / "steelgrid"


@pytest.fixture
def restore(app):
    """Put the shared window back as it was: size, palette, sound and settings."""
    yield
    app.settings = settings.Settings()
    apply(False)
    app.sound.set_volume(0.7)
    app.sound.muted = False
    if app.size != (1280, 800):
        app.resize((1280, 800))


def press(scene, element) -> None:
    scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=element))


def open_from_title(app):
    app.screenshot_path = None
    app.title()
    app.step(1 / 60)
    scene = app.scene
    press(scene, scene.settings_button)
    assert scene.settings_overlay is not None
    return scene, scene.settings_overlay


# ---------------------------------------------------------------------------- the file

def test_defaults_without_a_file_and_a_round_trip_in_xdg_config_home(config):
    assert settings.settings_path() == config / "settings.json"
    loaded, note = settings.load()
    assert loaded == settings.Settings() and note == ""
    mine = settings.Settings(speed=2.0, volume=0.25, muted=True, colour_blind=True, window=(1600, 1000))
    mine.remember("Choose a tier", "best")
    assert settings.save(mine)
    assert json.loads((config / "settings.json").read_text())["window"] == [1600, 1000]
    assert settings.load() == (mine, "")


def test_home_without_xdg_is_dot_config(monkeypatch, tmp_path):
    monkeypatch.delenv("STEELGRID_HOME", raising=False)
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert settings.settings_path() == tmp_path / ".config" / "steelgrid" / "settings.json"


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", "\"speed\""])
def test_a_broken_file_is_set_aside_with_one_line_and_defaults_used(config, text):
    config.mkdir(parents=True)
    path = config / "settings.json"
    path.write_text(text)
    loaded, note = settings.load()
    assert loaded == settings.Settings()
    assert "\n" not in note and str(path) in note and "default settings used" in note
    assert not path.exists()
    aside = list(config.glob("settings.json.*.broken"))
    assert len(aside) == 1 and aside[0].read_text() == text


def test_a_wrong_value_keeps_its_default_and_the_rest_are_read(config):
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps(
        {"speed": 3.3, "volume": 0.4, "muted": "yes", "colour_blind": True, "window": [10, 10],
         "remembered": {"a": "b"}, "later": 1}))
    loaded, note = settings.load()
    assert note == ""
    assert (loaded.speed, loaded.volume, loaded.muted, loaded.colour_blind, loaded.window) == \
        (1.0, 0.4, False, True, (1280, 800))
    assert loaded.recall("a") == "b"


def test_the_app_starts_with_a_broken_file_and_says_so_once(config, capfd):
    import subprocess
    import sys
    from pathlib import Path
    config.mkdir(parents=True)
    (config / "settings.json").write_text("{oops")
    env = {**__import__("os").environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", "from game.app import App; App().shutdown()"],
                          cwd=Path(__file__).resolve().parents[2], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "broken settings file" in lines[0], done.stderr


# ---------------------------------------------------------------------------- the palette

def test_the_colour_blind_palette_differs_in_brightness_and_shape():
    try:
        apply(True)
        heroes, monsters = palette.side_colour("heroes"), palette.side_colour("monsters")
        bright, dark = sorted((luminance(heroes), luminance(monsters)), reverse=True)
        assert (bright + 0.05) / (dark + 0.05) >= 3.0  # tellable apart in greyscale
        assert palette.SIDE_MARKERS == SAFE_MARKERS and len(set(SAFE_MARKERS.values())) == 2
    finally:
        apply(False)
    assert palette.side_colour("heroes") == (64, 156, 255) and not palette.SIDE_MARKERS


# ---------------------------------------------------------------------------- the screen

def test_the_title_screen_opens_the_settings_and_every_change_is_saved(app, config, restore):
    scene, panel = open_from_title(app)
    press(scene, next(b for b, s in panel.speed_buttons.items() if s == 2.0))
    scene.handle_event(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=panel.volume,
                                          value=30))
    press(scene, panel.mute_button)
    press(scene, panel.palette_button)
    assert palette.SIDE_MARKERS
    saved, _ = settings.load()
    assert (saved.speed, saved.volume, saved.muted, saved.colour_blind) == (2.0, 0.3, True, True)
    assert app.sound.volume == 0.3 and app.sound.muted
    assert panel.mute_button.text == "Unmute (M)"


def test_the_window_size_is_applied_and_remembered(app, config, restore):
    scene, panel = open_from_title(app)
    press(scene, next(b for b, size in panel.size_buttons.items() if size == (960, 600)))
    assert app.size == (960, 600) and app.screen.get_size() == (960, 600)
    assert settings.load()[0].window == (960, 600)
    app.step(1 / 60)
    assert scene.settings_overlay is panel  # still open, centred in the smaller window
    assert panel.panel.rect.right <= 960


def test_remembered_prompts_can_be_forgotten(app, config, restore):
    app.settings.remember("Take the best tier?", "yes")
    app.settings.remember("Kill or knock out?", "kill")
    scene, panel = open_from_title(app)
    assert panel.forget_button.is_enabled and "2 answers" in panel.prompts_label.text
    press(scene, panel.forget_button)
    assert app.settings.remembered == {} and settings.load()[0].remembered == {}
    assert not panel.forget_button.is_enabled


def test_esc_closes_the_settings(app, config, restore):
    scene, panel = open_from_title(app)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert scene.settings_overlay is None


def test_f3_in_battle_opens_the_settings_and_the_speed_follows(drive, ledge, app, config, restore):
    from game.scenes.settings import SettingsOverlay
    d = drive(ledge)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F3, mod=0, unicode=""))
    panel = d.scene.overlay
    assert isinstance(panel, SettingsOverlay)
    press(d.scene, next(b for b, s in panel.speed_buttons.items() if s == 0.5))
    assert d.scene.anim.pace == 0.5 and "slow" in d.scene.hud.speed_button.text
    d.key(pygame.K_ESCAPE, settle=False)
    assert d.scene.overlay is None
    d.key(pygame.K_F2, settle=False)  # F2 cycles the speed and remembers it too
    assert settings.load()[0].speed == d.scene.anim.pace == 1.0


def test_a_new_battle_starts_at_the_remembered_speed(drive, ledge, app, restore):
    app.settings.speed = 2.0
    from game.match import MatchSetup
    app.start_battle(MatchSetup(None, None, "hotseat", 1), ledge)
    assert app.scene.anim.pace == 2.0


def test_settings_screen_golden(app, config, restore, golden):
    scene, panel = open_from_title(app)
    press(scene, panel.palette_button)
    panel.note.set_text("")
    app.manager.update(0.0)
    app.draw()
    golden(app.screen.subsurface(panel.panel.rect).copy(), "settings_screen")


def test_the_help_page_names_the_new_keys():
    from game.controls import help_html
    page = help_html()
    assert "<b>M</b>: sound on or off" in page and "<b>F3</b>: settings" in page
    assert "Replays" in page and "<b>Right / Left</b>" in page


def test_the_next_run_starts_with_the_saved_settings(config):
    """Window size, volume, mute and palette come back when the game starts again."""
    import os
    import subprocess
    import sys
    from pathlib import Path
    settings.save(settings.Settings(speed=4.0, volume=0.2, muted=True, colour_blind=True, window=(960, 600)))
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    code = ("from game.app import App\n"
            "from game.render import palette\n"
            "app = App()\n"
            "print(app.size, app.sound.volume, app.sound.muted, app.settings.speed, bool(palette.SIDE_MARKERS))\n"
            "app.shutdown()\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[2], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "(960, 600) 0.2 True 4.0 True", done.stderr
