"""`steelgrid content check`: a malformed content file is one line naming file and place, no
traceback (issue 2, Done when)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", "content", "check", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_shipped_content_checks_clean() -> None:
    result = run()
    assert result.returncode == 0 and result.stdout.startswith("ok: ")


def test_a_broken_file_is_one_line() -> None:
    result = run("tests/data/content/bad_id.toml")
    assert result.returncode == 1
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: tests/data/content/bad_id.toml: ability.")
    assert "Traceback" not in result.stdout + result.stderr
