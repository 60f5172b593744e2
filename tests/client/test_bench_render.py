"""The render benchmark runs and reports its figures (timings themselves are not asserted)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_bench_render_reports_frame_times(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", STEELGRID_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "tools/bench_render.py", "--frames", "3"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    figures = json.loads(done.stdout[done.stdout.index("{"):])
    assert figures["resolution"] == "1920x1080"
    synthetic = figures["synthetic_64x64_40_creatures"]
    assert synthetic["median_ms"] > 0 and synthetic["frames"] == 3
