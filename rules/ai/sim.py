"""`steelgrid sim`: play encounters AI against AI and print a readable battle log."""
from __future__ import annotations

import argparse
import json
import sys
import time
from typing import TYPE_CHECKING, Callable

from ..core.registry import UnknownRuleset, all_rulesets, find_encounter, get_ruleset
from ..core.ruleset import Ruleset
from ..core.save import event_log_json
from .batch import default_workers, run_batch
from .play import play_out
from .players import make_player

if TYPE_CHECKING:
    from ..core.battle import Battle


SIM_SETTINGS = {"ask_knock_out": False, "max_rounds": 30}
BattleMaker = Callable[[str, int, dict], "Battle | None"]
"""`make(encounter, seed, settings)`: the battle to simulate, or None for the ruleset's own
set-up on its training ground (the client passes one that sets encounters on their maps)."""


def run_one(encounter: str, seed: int, heroes: str, monsters: str, rules: Ruleset | None = None,
            make_battle: BattleMaker | None = None, extra: dict | None = None):
    """One battle of an encounter (found in whichever ruleset holds it), AI against AI;
    `extra` settings (a Draw Steel `party` and hero `level`) join the simulation's own."""
    battle = set_up(encounter, seed, rules, make_battle, extra)
    first, second = battle.rules.sides[0], battle.rules.sides[1]
    players = {first: make_player(heroes, seed * 2 + 1), second: make_player(monsters, seed * 2 + 2)}
    return play_out(battle, players)


def set_up(encounter: str, seed: int, rules: Ruleset | None = None,
           make_battle: BattleMaker | None = None, extra: dict | None = None) -> "Battle":
    """An encounter's battle, ready for its first decision, with the simulation's settings."""
    if rules is None:
        found = find_encounter(encounter)
        if found is None:
            raise KeyError(f"unknown encounter {encounter!r}")
        rules = found[0]
    settings = {**SIM_SETTINGS, **(extra or {})}
    battle = make_battle(encounter, seed, dict(settings)) if make_battle is not None else None
    if battle is None:
        battle = rules.encounter_battle(encounter, seed, settings=dict(settings))
    return battle


def list_encounters(ruleset_id: str | None) -> int:
    """One `<encounter id>: <title>` line per encounter (of one ruleset, or of all)."""
    try:
        chosen = [get_ruleset(ruleset_id)] if ruleset_id else all_rulesets()
    except UnknownRuleset as exc:
        print(f"error: {exc}")
        return 2
    for rules in chosen:
        for enc in rules.encounters().values():
            print(f"{enc.id}: {enc.name}")
    return 0


def list_rulesets() -> int:
    """`steelgrid rulesets`: one `<id>: <title> (<N> encounters)` line per ruleset."""
    for rules in all_rulesets():
        print(f"{rules.id}: {rules.title} ({len(rules.encounters())} encounters)")
    return 0


def battle_winner(job: tuple[str, int, str, str, BattleMaker | None, dict]) -> str:
    """The winner of one battle `(encounter, seed, heroes, monsters, make_battle, extra)` (a job
    for `run_batch`; `make_battle` must be a module-level function so it can reach a worker)."""
    encounter, seed, heroes, monsters, make_battle, extra = job
    return run_one(encounter, seed, heroes, monsters, make_battle=make_battle, extra=extra).winner


def hero_settings(args: argparse.Namespace) -> dict:
    """The `--party` and `--level` choices as battle settings (empty when not given)."""
    out: dict = {}
    party = getattr(args, "party", None)
    if party:
        out["party"] = [p.strip() for p in party.split(",") if p.strip()]
    level = getattr(args, "level", None)
    if level is not None:
        if level not in (1, 2, 3):
            raise ValueError(f"--level must be 1, 2 or 3, not {level}")
        out["level"] = level
    return out


def ai_settings(args: argparse.Namespace) -> dict:
    """The `--roles` and `--temperament` choices as battle settings (empty when not given)."""
    out: dict = {}
    if getattr(args, "roles", False):
        out["roles"] = True
    mood = getattr(args, "temperament", None)
    if mood:
        out["temperament"] = {"monsters": mood}
    return out


def add_ai_arguments(parser: argparse.ArgumentParser) -> None:
    """`--roles` and `--temperament` for the commands that play AI battles."""
    parser.add_argument("--roles", action="store_true",
                        help="Draw Steel: monsters play by their roles (artillery keeps its range...)")
    parser.add_argument("--temperament", choices=("cautious", "steady", "bold"),
                        help="Draw Steel: how the monsters fight, over what the encounter says")


def main(args: argparse.Namespace) -> int:
    if args.battles < 1:
        print(f"error: --battles must be at least 1 (got {args.battles})")
        return 2
    workers = getattr(args, "workers", None)
    if workers is not None and workers < 1:
        print(f"error: --workers must be at least 1 (got {workers})")
        return 2
    try:
        if args.list or not args.encounter:
            status = list_encounters(getattr(args, "ruleset", None))
            return status if args.list else 2
        found = find_encounter(args.encounter)
    except ValueError as exc:  # a content file that does not load (one line naming it)
        print(f"error: {exc}")
        return 2
    if found is None:
        print(f"error: unknown encounter {args.encounter!r}; try `steelgrid sim --list`")
        return 2
    rules = found[0]
    make_battle = getattr(args, "make_battle", None)
    try:
        extra = {**hero_settings(args), **ai_settings(args)}
        if extra:  # a bad party is one line, before any battle starts
            rules.encounter_battle(args.encounter, args.seed, settings=dict(extra))
    except (ValueError, KeyError) as exc:
        print(f"error: {str(exc).strip(chr(34) + chr(39))}")
        return 2
    if args.battles == 1:
        battle = run_one(args.encounter, args.seed, args.heroes, args.monsters, rules, make_battle, extra)
        if args.json:
            print(event_log_json(battle))
        else:
            for line in rules.narrate(battle):
                print(line)
        return 0
    workers = workers or default_workers()
    jobs = [(args.encounter, seed, args.heroes, args.monsters, make_battle, extra)
            for seed in range(args.seed, args.seed + args.battles)]
    start = time.perf_counter()
    with _progress(len(jobs)) as bar:
        winners = run_batch(battle_winner, jobs, workers, bar.update)
    wins: dict[str, int] = {}
    for winner in winners:
        wins[winner] = wins.get(winner, 0) + 1
    elapsed = time.perf_counter() - start
    print(json.dumps({"encounter": args.encounter, "battles": args.battles, "wins": wins,
                      "seconds": round(elapsed, 2), "workers": min(workers, args.battles)}))
    return 0


def _progress(total: int):
    """A progress bar on standard error (shown only when it is a terminal)."""
    from tqdm import tqdm
    return tqdm(total=total, unit="battle", file=sys.stderr, disable=None, leave=False)
