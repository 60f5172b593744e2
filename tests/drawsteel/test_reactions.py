"""Reaction hooks (DESIGN "Rules react, they do not reach up"): Draw Steel's low rules announce
moments through `hooks.py`, and `ruleset.REACTIONS` is the one table of who reacts.

The table is checked against the code: every hook is fired somewhere and handled by someone,
and every `react` call names a declared hook.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from rules.core.reactions import UnknownHook, reaction_table
from rules.core.registry import get_ruleset
from rules.drawsteel import hooks

DRAWSTEEL = Path(__file__).resolve().parents[2] / "rules" / "drawsteel"
HOOK_NAMES = {name: getattr(hooks, name) for name in dir(hooks)
              if name.isupper() and isinstance(getattr(hooks, name), str)}


def _fired() -> dict[str, set[str]]:
    """Hook -> the modules whose code fires it (`....react(HOOK, ...)`)."""
    fired: dict[str, set[str]] = {}
    for path in sorted(DRAWSTEEL.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr == "react":
                first = node.args[0]
                assert isinstance(first, ast.Name) and first.id in HOOK_NAMES, \
                    f"{path.name}:{node.lineno} fires a hook not named by a hooks.py constant"
                fired.setdefault(HOOK_NAMES[first.id], set()).add(path.stem)
    return fired


def test_every_hook_is_declared_fired_and_handled():
    reactions = get_ruleset("drawsteel").reactions
    assert set(HOOK_NAMES.values()) == set(hooks.HOOKS)
    assert set(_fired()) == set(hooks.HOOKS)
    assert set(reactions) == set(hooks.HOOKS)
    assert all(reactions[h] for h in hooks.HOOKS)


def test_handlers_are_plain_functions_of_the_ruleset():
    for handlers in get_ruleset("drawsteel").reactions.values():
        for handler in handlers:
            assert handler.__module__.startswith("rules.drawsteel."), handler


def test_a_misspelt_hook_is_refused():
    with pytest.raises(UnknownHook):
        reaction_table(hooks.HOOKS, {"conditon_gained": (print,)})
