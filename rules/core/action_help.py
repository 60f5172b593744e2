"""Action-bar help read from a ruleset's table of sentences, keyed as the action bar groups
options: the option's kind, or `main_action:<name>` for a named main action."""
from __future__ import annotations

from typing import Callable, Mapping

from .battle import Battle
from .decisions import Option


def help_key(option: Option) -> str:
    if option.kind == "main_action":
        return f"main_action:{option.args.get('action', '')}"
    return option.kind


def describe_from(table: Mapping[str, str]) -> Callable[[Battle, Option], str]:
    """`describe_action` for a ruleset whose help is a table ('' for options it does not hold)."""
    def describe_action(battle: Battle, option: Option) -> str:
        return table.get(help_key(option), "")
    return describe_action
