"""`steelgrid sim`: play encounters AI against AI and print a readable battle log."""
from __future__ import annotations

import argparse
import json
import time

from ..core.save import event_log_json
from .greedy import GreedyPlayer
from .play import play_out
from .random_player import RandomPlayer


def make_player(kind: str, seed: int):
    return GreedyPlayer() if kind == "greedy" else RandomPlayer(seed)


def run_one(encounter: str, seed: int, heroes: str, monsters: str):
    from ..drawsteel import advice  # noqa: F401  (registers the advisor)
    from ..drawsteel.skirmish import encounter_battle
    battle = encounter_battle(encounter, seed, settings={"ask_knock_out": False, "max_rounds": 30})
    players = {"heroes": make_player(heroes, seed * 2 + 1), "monsters": make_player(monsters, seed * 2 + 2)}
    return play_out(battle, players)


def main(args: argparse.Namespace) -> int:
    from ..drawsteel.content import ContentError, default_content
    from ..drawsteel.narrate import narrate
    try:
        content = default_content()
    except ContentError as exc:
        print(f"error: {exc}")
        return 2
    if args.list or not args.encounter:
        for enc in content.encounters.values():
            print(f"{enc.id}: {enc.name}")
        return 0 if args.list else 2
    if args.encounter not in content.encounters:
        print(f"error: unknown encounter {args.encounter!r}; try `steelgrid sim --list`")
        return 2
    wins: dict[str, int] = {}
    start = time.perf_counter()
    for seed in range(args.seed, args.seed + args.battles):
        battle = run_one(args.encounter, seed, args.heroes, args.monsters)
        wins[battle.winner] = wins.get(battle.winner, 0) + 1
        if args.battles == 1:
            if args.json:
                print(event_log_json(battle))
            else:
                for line in narrate(battle):
                    print(line)
    if args.battles > 1:
        elapsed = time.perf_counter() - start
        print(json.dumps({"encounter": args.encounter, "battles": args.battles, "wins": wins,
                          "seconds": round(elapsed, 2)}))
    return 0
