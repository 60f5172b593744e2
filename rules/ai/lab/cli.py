"""`steelgrid lab`: how hard an encounter plays, measured over many AI battles.

    steelgrid lab ENCOUNTER [--battles N] [--heroes AI] [--monsters AI] [--report DIR]
    steelgrid lab --all [--battles N]            every shipped encounter, one row each
    steelgrid lab --all --ruleset R[,R...]       only those rulesets' encounters
    steelgrid lab --mirror ENCOUNTER --a AI --b AI   two AIs on the same battles, sides swapped
"""
from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from typing import Callable, Optional

from ...core.registry import UnknownRuleset, all_rulesets, find_encounter, get_ruleset
from ..batch import default_workers
from ..players import PLAYER_KINDS
from ..sim import BattleMaker, add_ai_arguments, ai_settings, hero_settings
from .run import LabJob, run_jobs, seed_jobs
from .summary import LabSummary, summarise, wilson
from .tally import BattleTally
from .text import pct, summary_lines, table_header, table_line

MakerFor = Callable[[Optional[str]], Optional[BattleMaker]]


def add_arguments(lab: argparse.ArgumentParser) -> None:
    lab.add_argument("encounter", nargs="?", help="encounter id (see `steelgrid sim --list`)")
    lab.add_argument("--battles", type=int, default=100, help="battles to play (default 100)")
    lab.add_argument("--seed", type=int, default=0, help="the first battle's seed")
    lab.add_argument("--heroes", default="greedy", choices=PLAYER_KINDS, help="the heroes' AI")
    lab.add_argument("--monsters", default="greedy", choices=PLAYER_KINDS, help="the other side's AI")
    lab.add_argument("--workers", type=int, help="processes (default: one per core)")
    lab.add_argument("--report", metavar="DIR", help="also write charts (PNG) and an HTML page here")
    lab.add_argument("--json", action="store_true", help="print the summary as JSON")
    lab.add_argument("--all", action="store_true", help="every shipped encounter, one row each")
    lab.add_argument("--ruleset", help="with --all: only these rulesets (ids, comma-separated)")
    lab.add_argument("--mirror", metavar="ENCOUNTER", help="play --a against --b, each seed twice with sides swapped")
    lab.add_argument("--a", default="greedy", choices=PLAYER_KINDS, help="with --mirror: the AI measured")
    lab.add_argument("--b", default="greedy", choices=PLAYER_KINDS, help="with --mirror: its opponent")
    lab.add_argument("--party", help="Draw Steel: hero ids, comma-separated")
    lab.add_argument("--level", type=int, help="Draw Steel: the heroes' level, 1 to 3")
    add_ai_arguments(lab)
    lab.add_argument("--map", help="a Tiled map, or 'training' (default: the encounter's own map)")


def main(args: argparse.Namespace, maker: BattleMaker | None) -> int:
    """Run the lab as the arguments ask; `maker` sets encounters on their maps (from the client
    package, which reads Tiled maps). Exit 0, or 2 with one line on bad arguments."""
    problem = _check(args)
    if problem:
        print(f"error: {problem}")
        return 2
    try:
        extra = {**hero_settings(args), **ai_settings(args)}
    except ValueError as exc:
        print(f"error: {exc}")
        return 2
    workers = args.workers or default_workers()
    if args.all:
        return _all(args, maker, workers)
    if args.mirror:
        return _mirror(args, maker, extra, workers)
    rules, encounter = find_encounter(args.encounter)
    tallies = _play(seed_jobs(args.encounter, args.heroes, args.monsters, args.seed, args.battles, maker, extra),
                    workers)
    summary = summarise(args.encounter, rules.sides[0], tallies, rules.encounter_budget(args.encounter))
    if args.json:
        print(json.dumps(asdict(summary)))
    else:
        for line in summary_lines(summary, encounter.name, args.heroes, args.monsters):
            print(line)
    if args.report:
        from .report import write_report
        page = write_report(args.report, summary, tallies, encounter.name, args.heroes, args.monsters)
        print(f"report: {page}")
    return 0


def _check(args: argparse.Namespace) -> str:
    if args.battles < 1:
        return f"--battles must be at least 1 (got {args.battles})"
    if args.workers is not None and args.workers < 1:
        return f"--workers must be at least 1 (got {args.workers})"
    named = args.mirror or args.encounter
    if args.ruleset and not args.all:
        return "--ruleset goes with --all"
    if args.ruleset:
        try:
            _chosen(args.ruleset)
        except UnknownRuleset as exc:
            return str(exc)
    if not args.all and not named:
        return "name an encounter (see `steelgrid sim --list`), or use --all or --mirror"
    if named and find_encounter(named) is None:
        return f"unknown encounter {named!r}; try `steelgrid sim --list`"
    return ""


def _play(jobs: list[LabJob], workers: int) -> list[BattleTally]:
    from tqdm import tqdm
    with tqdm(total=len(jobs), unit="battle", file=sys.stderr, disable=None, leave=False) as bar:
        return run_jobs(jobs, workers, bar.update)


def _all(args: argparse.Namespace, maker: BattleMaker | None, workers: int) -> int:
    """One row per shipped encounter of every ruleset."""
    print(f"{args.battles} battles each, heroes' side {args.heroes} against {args.monsters}")
    print(table_header())
    for rules in _chosen(args.ruleset) if args.ruleset else all_rulesets():
        for enc in rules.encounters().values():
            jobs = seed_jobs(enc.id, args.heroes, args.monsters, args.seed, args.battles, maker)
            summary = summarise(enc.id, rules.sides[0], _play(jobs, workers), rules.encounter_budget(enc.id))
            print(table_line(summary), flush=True)
    return 0


def _chosen(ids: str) -> list:
    """The rulesets named in a comma-separated `--ruleset` value (UnknownRuleset for a bad one)."""
    return [get_ruleset(r.strip()) for r in ids.split(",") if r.strip()]


def _mirror(args: argparse.Namespace, maker: BattleMaker | None, extra: dict, workers: int) -> int:
    """AI a against AI b on the same seeds, once on each side: a's share of the battles won."""
    rules, encounter = find_encounter(args.mirror)
    first, second = rules.sides[0], rules.sides[1]
    n = args.battles
    jobs = (seed_jobs(args.mirror, args.a, args.b, args.seed, n, maker, extra)
            + seed_jobs(args.mirror, args.b, args.a, args.seed, n, maker, extra))
    tallies = _play(jobs, workers)
    wins = sum(t.winner == first for t in tallies[:n]) + sum(t.winner == second for t in tallies[n:])
    draws = sum(t.winner == "draw" for t in tallies)
    low, high = wilson(wins, 2 * n)
    print(f"{encounter.name} ({args.mirror}): {2 * n} battles, {args.a} against {args.b}, "
          f"each seed played with the sides both ways")
    print(f"  {args.a} wins {wins} of {2 * n} ({pct(wins / (2 * n))}, 95% interval {pct(low)} to "
          f"{pct(high)}); {draws} drawn")
    return 0
