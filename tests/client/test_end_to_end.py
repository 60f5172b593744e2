"""The real program in a real (virtual) X display: `steelgrid play` in watch mode plays a few
turns by itself and saves a screenshot, which must show the battle. Skipped without xvfb-run."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed")
def test_watch_mode_under_xvfb_shows_the_battle(tmp_path):
    shot = tmp_path / "watch.png"
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER",)}
    env["STEELGRID_HOME"] = str(tmp_path / "home")
    env["SDL_AUDIODRIVER"] = "dummy"
    cmd = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", sys.executable, "-m", "game", "play",
           "--mode", "watch", "--seed", "4", "--screenshot", str(shot), "--after-turns", "4"]
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-2000:]
    found = re.search(r"after (\d+) turns \(round (\d+)\)", done.stdout)
    assert found and int(found.group(1)) >= 4, done.stdout
    first = re.search(r"first frame was drawn ([0-9.]+) s of CPU", done.stdout)  # the bench reads it
    assert first and 0 < float(first.group(1)) < 60, done.stdout
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 800)
    board = image.subsurface(pygame.Rect(0, 40, 960, 636))
    assert _ring_pixels(board, (64, 156, 255)) > 60, "no hero token rings on the board"
    assert _ring_pixels(board, (232, 72, 64)) > 60, "no monster token rings on the board"
    r, g, b, _ = pygame.transform.average_color(board)
    assert 40 < (r + g + b) / 3 < 220, "the board is blank"
    assert not (tmp_path / "home" / "saves" / "autosave.json").exists(), "screenshot runs leave no autosave"


def _ring_pixels(surface: pygame.Surface, colour: tuple[int, int, int]) -> int:
    """Pixels of a side's ring colour, bright or dimmed (creatures that have acted are dimmed)."""
    dimmed = tuple(int(c * 0.59) for c in colour)
    return _count_near(surface, colour) + _count_near(surface, dimmed)  # type: ignore[arg-type]


def _count_near(surface: pygame.Surface, colour: tuple[int, int, int], tolerance: int = 24) -> int:
    flat = pygame.Surface(surface.get_size())
    flat.blit(surface, (0, 0))
    return pygame.transform.threshold(None, flat, colour, (tolerance, tolerance, tolerance, 255), None, 0)
