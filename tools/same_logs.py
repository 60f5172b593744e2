#!/usr/bin/env python3
"""Prove a behaviour-neutral change neutral: record battle logs, later compare against them.

    python3 tools/same_logs.py record DIR [--all]   # at the starting commit
    python3 tools/same_logs.py check DIR [--all]    # after the change: every log byte-identical

Each log is `steelgrid sim <encounter> --seed S --json` (greedy against greedy), run in a fresh
process per battle, for the encounters and seeds below. `--all` plays every encounter of every
ruleset instead (for changes to the engine that all rulesets share), greedy heroes against
greedy and against random monsters.
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


def _log(encounter: str, seed: int, monsters: str = "greedy") -> bytes:
    cmd = [sys.executable, "-c", "import sys; from game.cli import main; sys.exit(main(sys.argv[1:]))",
           "sim", encounter, "--seed", str(seed), "--json", "--monsters", monsters]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, check=True)
    return done.stdout


def _every_encounter() -> list[str]:
    cmd = [sys.executable, "-c", "import sys; from game.cli import main; sys.exit(main(sys.argv[1:]))",
           "sim", "--list"]
    listing = subprocess.run(cmd, cwd=ROOT, capture_output=True, check=True, text=True).stdout
    return [line.split(":")[0] for line in listing.splitlines() if ":" in line]


def _jobs(wide: bool) -> list[tuple[str, int, str]]:
    if not wide:
        return [(e, s, "greedy") for e in ENCOUNTERS for s in SEEDS]
    return [(e, s, m) for e in _every_encounter() for s in SEEDS for m in ("greedy", "random")]


def main(argv: list[str]) -> int:
    wide = "--all" in argv
    argv = [a for a in argv if a != "--all"]
    if len(argv) != 2 or argv[0] not in ("record", "check"):
        print(__doc__.strip().splitlines()[2].strip())
        return 2
    mode, folder = argv[0], Path(argv[1])
    folder.mkdir(parents=True, exist_ok=True)
    jobs = _jobs(wide)
    with ThreadPoolExecutor(2) as pool:
        logs = list(pool.map(lambda job: _log(*job), jobs))
    status = 0
    for (encounter, seed, monsters), log in zip(jobs, logs):
        suffix = "" if monsters == "greedy" else f"-{monsters}"
        path = folder / f"{encounter}-{seed}{suffix}.jsonl"
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
