"""Sound (issue 20, point 7): generated effects for steps, hits, slams, falls, dice and deaths,
played from the animation of the matching events, with volume and mute (M), and silent and
quiet where there is no sound device."""
from __future__ import annotations

import array
import os
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pytest

from game.anim import Animator
from game.anim.sounds import sound_for
from game.audio import SOUND_NAMES, SOUNDS_DIR, SoundBoard
from game.view import ViewState
from rules.core.events import Damaged, Died, Fell, Moved, Slammed

ROOT = Path(__file__).resolve().parents[2]


def samples(path: Path) -> tuple[int, array.array]:
    with wave.open(str(path), "rb") as f:
        data = array.array("h", f.readframes(f.getnframes()))
        return f.getframerate(), data


def test_every_sound_is_a_short_small_file_the_script_makes_again(tmp_path):
    """assets/sounds/ holds what tools/make_sounds.py writes (no sample off by more than 1)."""
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import make_sounds
    finally:
        sys.path.remove(str(ROOT / "tools"))
    made = make_sounds.make_all(tmp_path)
    assert sorted(p.stem for p in made) == sorted(SOUND_NAMES)
    for path in made:
        shipped = SOUNDS_DIR / path.name
        assert shipped.stat().st_size < 64_000
        rate, ours = samples(shipped)
        _, again = samples(path)
        assert len(ours) == len(again) and len(ours) < rate  # under a second each
        assert max(abs(a - b) for a, b in zip(ours, again)) <= 1, path.name
        assert max(abs(a) for a in ours) > 10_000, f"{path.name} is nearly silent"


def test_each_kind_of_event_has_its_sound():
    step = Moved("korrin", ((1, 1, 1), (2, 1, 1)), 1)
    assert sound_for(step) == "step"
    assert sound_for(Damaged("korrin", 5, "", 5, "warden", 20)) == "hit"
    assert sound_for(Damaged("korrin", 0, "", 3, "warden", 20)) == ""  # nothing got through
    assert sound_for(Died("warden")) == "death"
    assert sound_for(Fell("korrin", (1, 1, 4), (1, 1, 1), 3, 3, 2)) == "fall"
    assert sound_for(Slammed("korrin", (1, 1, 1), "wall", "wall", 2)) == "slam"


def _animate(ledge, events, pace: float = 2.0) -> list[str]:
    heard: list[str] = []
    anim = Animator(ViewState.of(ledge))
    anim.sound = heard.append
    anim.pace = pace
    anim.play(events)
    for _ in range(600):
        if not anim.busy:
            break
        anim.update(1 / 30)
    return heard


def test_sounds_play_as_the_events_are_animated_and_not_when_skipped(ledge):
    events = [Moved("korrin", ((4, 4, 4), (4, 5, 4)), 1),
              Damaged("warden", 6, "", 6, "korrin", 20), Died("warden", "korrin")]
    assert _animate(ledge, events) == ["step", "hit", "death"]
    assert _animate(ledge, events, pace=0.0) == []  # instant speed: no barrage of sounds


def test_a_battle_plays_its_sounds_through_the_app(drive, ledge, app):
    """Sefa walks: the scene's animator asks the app's sound board for a step."""
    d = drive(ledge)
    d.click(3, 3)
    app.sound.played.clear()
    d.scene.anim.pace = 4.0
    d.click(2, 6)
    assert d.events("moved")
    assert "step" in app.sound.played


def test_volume_and_mute():
    board = SoundBoard(volume=0.5)
    board.start()
    board.set_volume(1.7)
    assert board.volume == 1.0
    board.set_volume(-1)
    assert board.volume == 0.0
    assert board.toggle_mute() is True and board.muted
    board.play("hit")  # muted: asked for, not heard, no error
    assert board.played[-1] == "hit"
    assert board.toggle_mute() is False


def test_m_mutes_and_the_choice_is_remembered(app, tmp_path, monkeypatch):
    from game import settings
    monkeypatch.setenv("STEELGRID_HOME", str(tmp_path))
    app.title()
    app.step(1 / 60)
    was = app.sound.muted
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"))
    assert app.sound.muted is (not was)
    assert settings.load()[0].muted is (not was)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"))
    assert app.sound.muted is was


def test_silent_without_a_mixer_and_nothing_on_stderr(monkeypatch, capfd):
    """The mixer failing to start leaves a silent board: no exception, no output."""
    def broken(*args, **kwargs):
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    board = SoundBoard()
    assert board.start() is False and not board.enabled
    board.play("dice")
    board.stop()
    out, err = capfd.readouterr()
    assert err == "" and out == ""


@pytest.mark.parametrize("driver", ["dummy", "alsa"])
def test_the_game_starts_quietly_without_a_sound_card(driver, tmp_path):
    """Starting the window with SDL's silent driver, or with ALSA on a machine whose sound card
    is missing, prints nothing (no ALSA or SDL complaints) and raises nothing."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER=driver, STEELGRID_HOME=str(tmp_path),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    code = ("from game.app import App\n"
            "app = App((960, 600))\n"
            "app.sound.play('hit')\n"
            "app.shutdown()\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""


def test_the_credits_and_the_readme_say_where_the_sounds_come_from():
    from game.credits import SOUNDS_NOTE, credits_html
    assert "tools/make_sounds.py" in SOUNDS_NOTE
    assert SOUNDS_NOTE in credits_html()
    assert SOUNDS_NOTE in (ROOT / "README.md").read_text(encoding="utf-8")
