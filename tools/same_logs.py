#!/usr/bin/env python3
"""Prove a behaviour-neutral change neutral: record battle logs, later compare against them.

    python3 tools/same_logs.py record DIR   # at the starting commit
    python3 tools/same_logs.py check DIR    # after the change: every log byte-identical

Each log is `steelgrid sim <encounter> --seed S --json` (greedy against greedy), run in a fresh
process per battle, for the encounters and seeds below.
"""
from __future__ import annotations

import hashlib
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENCOUNTERS = ("saltreed_ford_ambush", "emberfield_stampede", "greyveil_vigil")
SEEDS = (3, 11)


def _log(encounter: str, seed: int) -> bytes:
    cmd = [sys.executable, "-c", "import sys; from game.cli import main; sys.exit(main(sys.argv[1:]))",
           "sim", encounter, "--seed", str(seed), "--json"]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, check=True)
    return done.stdout


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("record", "check"):
        print(__doc__.strip().splitlines()[2].strip())
        return 2
    mode, folder = argv[0], Path(argv[1])
    folder.mkdir(parents=True, exist_ok=True)
    jobs = [(e, s) for e in ENCOUNTERS for s in SEEDS]
    with ThreadPoolExecutor(2) as pool:
        logs = list(pool.map(lambda job: _log(*job), jobs))
    status = 0
    for (encounter, seed), log in zip(jobs, logs):
        path = folder / f"{encounter}-{seed}.jsonl"
        digest = hashlib.sha256(log).hexdigest()[:16]
        if mode == "record":
            path.write_bytes(log)
            print(f"recorded {path.name}: {len(log.splitlines())} events, sha256 {digest}")
        elif path.read_bytes() == log:
            print(f"same     {path.name}: {len(log.splitlines())} events, sha256 {digest}")
        else:
            print(f"DIFFERS  {path.name}: sha256 {digest}")
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
