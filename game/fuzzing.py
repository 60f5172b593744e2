"""`steelgrid fuzz`: the fuzzer (`rules.ai.fuzz`) over every ruleset, encounter and shipped map,
on every core, with a progress bar.

The rules layer cannot read Tiled maps, so this module adds them: a case's board is the
ruleset's training ground or one of the maps in maps/ (named by its file name without .tmx).
An encounter is fuzzed on a map only where the map's spawn areas hold all its creatures.
Never imports pygame.
"""
from __future__ import annotations

import argparse
import os
import sys
from functools import lru_cache
from pathlib import Path
from typing import Sequence

from rules.ai.fuzz import MIXES, ROUNDS, TRAINING, Case, Report, plan, run_case, sweep, training_setup
from rules.core.battle import Battle
from rules.core.registry import UnknownRuleset, all_rulesets, get_ruleset

MAPS = Path(__file__).resolve().parent.parent / "maps"


def map_path(name: str) -> Path:
    return MAPS / f"{name}.tmx"


def map_setup(case: Case) -> Battle:
    """The case's battle: on the training ground, or placed on a shipped map's spawn areas."""
    if case.map == TRAINING:
        return training_setup(case)
    from .maps.spawns import map_battle
    return map_battle(map_path(case.map), case.encounter, case.seed, settings=case.settings)


@lru_cache(maxsize=None)
def _fits(name: str, encounter: str) -> bool:
    from .maps.tiled import MapError
    try:
        map_setup(Case("", encounter, 0, map=name))
    except (MapError, ValueError, KeyError):
        return False
    return True


def boards(ruleset: str, encounter: str) -> list[str]:
    """The training ground and every shipped map with room for this encounter."""
    names = sorted(p.stem for p in MAPS.glob("*.tmx")) if MAPS.is_dir() else []
    return [TRAINING] + [n for n in names if _fits(n, encounter)]


def add_parser(sub: argparse._SubParsersAction) -> None:
    fz = sub.add_parser("fuzz", help="play many battles of random legal decisions, checking each one")
    fz.add_argument("--battles", type=int, default=200, help="how many battles (default 200)")
    fz.add_argument("--seed", type=int, default=0, help="the first battle's seed")
    fz.add_argument("--ruleset", action="append", help="only this ruleset (may repeat)")
    fz.add_argument("--rounds", type=int, default=ROUNDS, help=f"rounds per battle at most (default {ROUNDS})")
    fz.add_argument("--save-every", type=int, default=1,
                    help="save/load round trip every N decisions (default 1; 0: never)")
    fz.add_argument("--workers", type=int, default=0, help="processes (default: one per core)")
    fz.add_argument("--no-maps", action="store_true", help="the training grounds only")
    fz.add_argument("--mix", choices=sorted(set(MIXES)), help="only this player mix")
    fz.add_argument("--case", help="play one case again, by the label a failure printed")
    fz.add_argument("--quiet", action="store_true", help="no progress bar")


def main(args: argparse.Namespace) -> int:
    problem = _bad_numbers(args)
    if problem:
        print(f"error: {problem}")
        return 2
    try:
        cases = _cases(args)
    except (UnknownRuleset, ValueError) as exc:
        print(f"error: {exc}")
        return 2
    workers = 1 if args.case else (args.workers or os.cpu_count() or 1)
    report = Report()
    bar = _progress(len(cases), args.quiet)
    for result in sweep(cases, map_setup, workers, args.save_every):
        report.add(result)
        if result.failures:  # told at once, so a sweep cut short still names what failed
            line = (f"FAIL {result.case.label}: {result.failures[0]}\n  again: steelgrid fuzz "
                    f"--case '{result.case.label}' --save-every {args.save_every}")
            print(line, flush=True) if bar is None else bar.write(line)
        if bar is not None:
            bar.set_postfix_str(f"{report.decisions} decisions, {len(report.failed)} failures")
            bar.update(1)
    if bar is not None:
        bar.close()
    print(report.summary + f" ({report.round_trips} save round trips)")
    return 1 if report.failed else 0


def _bad_numbers(args: argparse.Namespace) -> str:
    if args.battles < 1:
        return f"--battles must be at least 1, not {args.battles}"
    if args.rounds < 1:
        return f"--rounds must be at least 1, not {args.rounds}"
    if args.save_every < 0 or args.workers < 0:
        return "--save-every and --workers cannot be negative"
    return ""


def _cases(args: argparse.Namespace) -> list[Case]:
    if args.case:
        case = Case.parse(args.case)
        get_ruleset(case.ruleset)
        return [case]
    rulesets = args.ruleset or [r.id for r in all_rulesets()]
    for rid in rulesets:
        get_ruleset(rid)
    chooser = (lambda rs, enc: [TRAINING]) if args.no_maps else boards
    mixes = (args.mix,) if args.mix else MIXES
    return plan(args.battles, args.seed, rulesets, chooser, mixes, args.rounds)


def _progress(total: int, quiet: bool):
    if quiet or total <= 1:
        return None
    from tqdm import tqdm
    return tqdm(total=total, unit="battle", file=sys.stderr, dynamic_ncols=True)


def run_labels(labels: Sequence[str], save_every: int = 1) -> list[str]:
    """Every failure of these cases, one line each (for tests)."""
    out: list[str] = []
    for label in labels:
        result = run_case(Case.parse(label), map_setup, save_every)
        out.extend(f"{label}: {f}" for f in result.failures)
    return out
