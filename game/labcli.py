"""`steelgrid lab`: the encounter lab (`rules.ai.lab`) with encounters set on their Tiled maps.
Never imports pygame."""
from __future__ import annotations

import argparse

from rules.ai.lab.cli import add_arguments, main as lab_main

from .sim_boards import battle_maker


def add_parser(sub: argparse._SubParsersAction) -> None:
    lab = sub.add_parser("lab", help="measure how hard an encounter plays over many AI battles")
    add_arguments(lab)


def main(args: argparse.Namespace) -> int:
    return lab_main(args, battle_maker(args.map))
