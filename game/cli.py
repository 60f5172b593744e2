"""The `steelgrid` command: play, simulate, run scenarios.

Subcommands that do not open a window never import pygame, so they work on any machine.
Errors from bad input files are printed as one line, never a traceback.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING, Sequence

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

if TYPE_CHECKING:
    from rules.core.ruleset import ScenarioTools


def _parser() -> argparse.ArgumentParser:
    from rules.ai.players import PLAYER_KINDS
    from rules.ai.sim import add_ai_arguments
    p = argparse.ArgumentParser(prog="steelgrid", description="Tactical skirmishes on a 3D grid.")
    sub = p.add_subparsers(dest="command")

    play = sub.add_parser("play", help="open the game window")
    play.add_argument("--map", help="a Tiled .tmx map to play on")
    play.add_argument("--encounter", help="encounter id to fight")
    play.add_argument("--ruleset", help="the rules to play (see `steelgrid rulesets`); without --encounter, "
                      "its first encounter")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--party", help="Draw Steel: hero ids, comma-separated, instead of the encounter's heroes")
    play.add_argument("--level", type=int, choices=(1, 2, 3), help="Draw Steel: the heroes' level")
    play.add_argument("--mode", choices=("solo", "solo-monsters", "hotseat", "watch"), default="solo")
    play.add_argument("--difficulty", choices=("easy", "normal", "hard"), default=None,
                      help="how well the AI plays (easy: greedy with slips; normal: greedy; "
                           "hard: the tactician, its monsters playing by their roles)")
    play.add_argument("--auto-react", action="store_true",
                      help="the AI answers your off-turn reactions (dodge, parry ...) for you")
    play.add_argument("--screenshot", help="save a screenshot to this path and quit")
    play.add_argument("--after-turns", type=int, default=0, help="with --screenshot: turns to play first")
    play.add_argument("--load", metavar="FILE", help="open a saved battle (see `steelgrid save check`)")

    sim = sub.add_parser("sim", help="play an encounter AI against AI and print the battle log")
    sim.add_argument("encounter", help="encounter id (see `steelgrid sim --list`)", nargs="?")
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--heroes", default="greedy", choices=PLAYER_KINDS, help="the heroes' AI")
    sim.add_argument("--monsters", default="greedy", choices=PLAYER_KINDS, help="the other side's AI")
    sim.add_argument("--battles", type=int, default=1, help="play several seeds and summarise")
    sim.add_argument("--party", help="Draw Steel: hero ids, comma-separated, to fight instead of "
                                     "the encounter's heroes")
    sim.add_argument("--level", type=int, help="Draw Steel: the heroes' level, 1 to 3 (default 1)")
    add_ai_arguments(sim)
    sim.add_argument("--workers", type=int, help="with --battles: processes to use (default: one per core)")
    sim.add_argument("--json", action="store_true", help="print events as JSON lines")
    sim.add_argument("--list", action="store_true", help="list the encounters")
    sim.add_argument("--ruleset", help="with --list: only this ruleset's encounters")
    sim.add_argument("--map", help="a Tiled .tmx map to fight on, or 'training' for the built-in "
                                   "training ground (default: the encounter's own map, if it has one)")

    sub.add_parser("rulesets", help="list the combat systems this build knows")

    enc = sub.add_parser("encounter", help="build encounters by the encounter budget")
    esub = enc.add_subparsers(dest="encounter_command")
    ebuild = esub.add_parser("build", help="write an encounter file for a party at a difficulty")
    ebuild.add_argument("--heroes", type=int, default=4, help="how many heroes (default 4)")
    ebuild.add_argument("--level", type=int, default=1, help="their level, 1 to 3 (default 1)")
    ebuild.add_argument("--difficulty", default="standard",
                        help="easy, standard, hard or extreme (default standard)")
    ebuild.add_argument("--seed", type=int, default=0, help="which random picks (default 0)")
    ebuild.add_argument("--out", help="the file to write (default: print it)")
    ebuild.add_argument("--ruleset", default="drawsteel", help="whose budget (default drawsteel)")

    from .fuzzing import add_parser as add_fuzz
    add_fuzz(sub)
    from .labcli import add_parser as add_lab
    add_lab(sub)

    scen = sub.add_parser("scenario", help="run or check rules scenario files")
    scen.add_argument("--ruleset", default="drawsteel", help="whose scenarios (default: drawsteel)")
    ssub = scen.add_subparsers(dest="scenario_command")
    run = ssub.add_parser("run", help="run one scenario and print what happened")
    run.add_argument("file")
    run.add_argument("--json", action="store_true", help="print the events and final state as JSON")
    chk = ssub.add_parser("check", help="run every scenario in the given files or folders (subfolders too)")
    chk.add_argument("paths", nargs="+")
    content = sub.add_parser("content", help="check creature, ability and encounter files")
    csub = content.add_subparsers(dest="content_command")
    cchk = csub.add_parser("check", help="load content files (with the shipped ones) and report problems")
    cchk.add_argument("paths", nargs="*", help="extra .toml files or folders (default: only the shipped content)")
    cchk.add_argument("--ruleset", help="the ruleset the content is for (default: the first, see `steelgrid rulesets`)")

    saves = sub.add_parser("save", help="check save files")
    ssub2 = saves.add_subparsers(dest="save_command")
    schk = ssub2.add_parser("check", help="validate a save: one line, exit 0 (loads) or 2 (refused)")
    schk.add_argument("files", nargs="+")

    maps = sub.add_parser("map", help="check Tiled maps")
    msub = maps.add_subparsers(dest="map_command")
    mchk = msub.add_parser("check", help="validate maps: every problem as file: layer (x, y): problem")
    mchk.add_argument("files", nargs="+")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _dispatch(argv)
    except BrokenPipeError:
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        return 130


def _sim(args: argparse.Namespace) -> int:
    """`steelgrid sim`, with encounters set on their maps (a broken map is one line, exit 2)."""
    from rules.ai.sim import main as sim_main
    from .sim_boards import battle_maker
    args.make_battle = battle_maker(args.map)
    if args.encounter and not args.list and args.make_battle is not None:
        try:
            args.make_battle(args.encounter, args.seed, {})
        except Exception as exc:  # a map that does not load, or an encounter it cannot hold
            text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            print(f"error: {text}")
            return 2
    return sim_main(args)


def _build_encounter(args: argparse.Namespace) -> int:
    """`steelgrid encounter build`: the ruleset's encounter file, printed or written."""
    from rules.core.registry import UnknownRuleset, get_ruleset
    try:
        rules = get_ruleset(args.ruleset)
        if rules.build_encounter is None:
            raise ValueError(f"the {rules.title} rules have no encounter budget")
        text = rules.build_encounter(args.heroes, args.level, args.difficulty, args.seed)
        if args.out:
            with open(args.out, "w", encoding="utf-8") as f:
                f.write(text)
            print(f"wrote {args.out}")
        else:
            print(text, end="")
    except (UnknownRuleset, ValueError, OSError) as exc:
        print(f"error: {str(exc).strip(chr(34) + chr(39))}")
        return 2
    return 0


def _dispatch(argv: Sequence[str] | None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "rulesets":
        from rules.ai.sim import list_rulesets
        return list_rulesets()
    if args.command == "sim":
        return _sim(args)
    if args.command == "encounter":
        if args.encounter_command == "build":
            return _build_encounter(args)
        _parser().parse_args(["encounter", "--help"])
        return 2
    if args.command == "fuzz":
        from .fuzzing import main as fuzz_main
        return fuzz_main(args)
    if args.command == "lab":
        from .labcli import main as lab_main
        return lab_main(args)
    if args.command == "scenario":
        tools = _scenario_tools(args.ruleset)
        if tools is None:
            return 2
        if args.scenario_command == "run":
            return tools.run(args.file, args.json)
        if args.scenario_command == "check":
            return tools.check(args.paths)
        _parser().parse_args(["scenario", "--help"])
        return 2
    if args.command == "content":
        if args.content_command == "check":
            return _check_content(args.paths, args.ruleset)
        _parser().parse_args(["content", "--help"])
        return 2
    if args.command == "save":
        if args.save_command == "check":
            return _check_saves(args.files)
        _parser().parse_args(["save", "--help"])
        return 2
    if args.command == "map":
        if args.map_command == "check":
            from .maps.mapcheck import main as map_check
            return map_check(args.files)
        _parser().parse_args(["map", "--help"])
        return 2
    if args.command in (None, "play"):
        from .app import run_game
        return run_game(args if args.command else _parser().parse_args(["play"]))
    return 2


def _scenario_tools(ruleset_id: str) -> "ScenarioTools | None":
    """The scenario runner of a ruleset (an error line, and None, when it has none)."""
    from rules.core.registry import UnknownRuleset, get_ruleset
    try:
        tools = get_ruleset(ruleset_id).scenarios
    except UnknownRuleset as exc:
        print(f"error: {exc}")
        return None
    if tools is None:
        print(f"error: the {ruleset_id} ruleset has no rules scenarios")
    return tools


def _check_content(paths: list[str], ruleset_id: str | None = None) -> int:
    """Load a ruleset's shipped content plus any given files; one line per outcome."""
    from pathlib import Path

    from rules.core.registry import RULESET_PACKAGES, UnknownRuleset, get_ruleset
    try:
        rules = get_ruleset(ruleset_id or next(iter(RULESET_PACKAGES)))
    except UnknownRuleset as exc:
        print(f"error: {exc}")
        return 2
    try:
        content = rules.check_content([Path(p) for p in paths])
    except ValueError as exc:  # the ruleset's content error: one line naming file and place
        print(f"error: {exc}")
        return 1
    print(f"ok: {len(content.creatures)} creatures, {len(content.abilities)} abilities, "
          f"{len(content.encounters)} encounters")
    return 0


def _check_saves(files: list[str]) -> int:
    """One line per save: `ok: FILE: ...` or `error: FILE: place: problem`; 2 if any is refused."""
    from rules.core.save import SaveError, load
    status = 0
    for name in files:
        try:
            battle = load(name)
        except SaveError as exc:
            print(f"error: {exc}")
            status = 2
            continue
        state = f"won by {battle.winner}" if battle.winner else f"round {battle.round}"
        print(f"ok: {name}: {battle.rules.title}, {state}, {len(battle.creatures)} creatures")
    return status


if __name__ == "__main__":
    sys.exit(main())
