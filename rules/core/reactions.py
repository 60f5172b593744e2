"""Reaction hooks: how a low rule lets the rules that care about it act, without importing them.

A ruleset names the moments its low rules announce (a creature went down, a turn starts, a
creature stepped into a square...). Its `Ruleset.reactions` maps each hook name to the handlers
that react, in the order they run. A low rule fires a hook with
`battle.rules.react(hook, battle, ...)`; every handler is called with the same arguments, and
what it returns is ignored. The table is built once, explicitly, where the ruleset object is
assembled: importing a module never registers anything.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping

Reaction = Callable[..., Any]
"""A handler: called with the arguments the hook is fired with."""
Reactions = Mapping[str, tuple[Reaction, ...]]
"""Hook name -> its handlers, in the order they run."""


class UnknownHook(KeyError):
    """A reaction table names a hook its ruleset does not declare."""


def reaction_table(hooks: Iterable[str],
                   table: Mapping[str, Iterable[Reaction]]) -> dict[str, tuple[Reaction, ...]]:
    """The table as a `Ruleset` keeps it, after checking that it only names declared `hooks`
    (a misspelt hook would otherwise never run)."""
    known = set(hooks)
    unknown = sorted(set(table) - known)
    if unknown:
        raise UnknownHook(", ".join(unknown))
    return {hook: tuple(handlers) for hook, handlers in table.items()}
