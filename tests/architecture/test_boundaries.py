"""The house rules of the code (../shared/DESIGN.md, "Many rulesets, one engine"): no import
cycles anywhere in rules/ or game/, and nobody outside a ruleset reaches into its insides."""
from __future__ import annotations

from pathlib import Path

import pytest

from .import_graph import ImportGraph, boundary_crossings, cycles, read_graph

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.xdist_group("import_graph")
"""The graph is read once, by whichever worker runs these tests (not while collecting)."""


@pytest.fixture(scope="module")
def graph() -> ImportGraph:
    return read_graph(ROOT)


def test_the_graph_sees_the_rulesets_and_the_client(graph: ImportGraph) -> None:
    assert "rules.drawsteel" in graph.rulesets()
    assert any(m.startswith("game.") for m in graph.modules)


def test_no_import_cycles_in_rules_or_game(graph: ImportGraph) -> None:
    """Function-level imports count too: a cycle hidden inside functions is still a cycle."""
    assert cycles(graph) == []


def test_the_client_uses_only_a_rulesets_face(graph: ImportGraph) -> None:
    assert boundary_crossings(graph, ("game",)) == []


def test_the_engine_and_the_ai_use_only_a_rulesets_face(graph: ImportGraph) -> None:
    """rules.core, rules.ai and the other rulesets never import a ruleset's modules."""
    assert boundary_crossings(graph, ("rules.core", "rules.ai")) == []
    for ruleset in graph.rulesets():
        others = tuple(r for r in graph.rulesets() if r != ruleset)
        if others:
            assert [b for b in boundary_crossings(graph, (ruleset,)) if b.split(" imports ")[1].startswith(others)] == []


def test_the_engine_never_imports_a_ruleset_at_all(graph: ImportGraph) -> None:
    """rules.core finds rulesets through its registry table, by package name."""
    for m, deps in graph.edges.items():
        if m.startswith("rules.core"):
            assert not {d for d in deps if ".".join(d.split(".")[:2]) in graph.rulesets()}, m


def test_a_planted_cycle_and_crossing_are_caught(tmp_path):
    """The checker itself: a two-module cycle hidden in a function, and a client import of a
    ruleset's module, are both reported."""
    for rel, text in {
        "rules/__init__.py": "", "rules/core/__init__.py": "",
        "rules/core/a.py": "def f():\n    from . import b\n",
        "rules/core/b.py": "from .a import f\n",
        "rules/toy/__init__.py": "from .inside import X\n", "rules/toy/inside.py": "X = 1\n",
        "rules/toy/data/x.toml": "", "game/__init__.py": "",
        "game/ui.py": "from rules.toy.inside import X\nfrom rules.toy import X\n",
    }.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    planted = read_graph(tmp_path)
    assert cycles(planted) == [["rules.core.a", "rules.core.b"]]
    assert boundary_crossings(planted, ("game",)) == ["game.ui imports rules.toy.inside (use rules.toy's Ruleset object)"]
