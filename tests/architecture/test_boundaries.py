"""The house rules of the code (../shared/DESIGN.md, "Many rulesets, one engine"): no import
cycles anywhere in rules/ or game/, and nobody outside a ruleset reaches into its insides."""
from __future__ import annotations

from pathlib import Path

from .import_graph import boundary_crossings, cycles, read_graph

ROOT = Path(__file__).resolve().parents[2]
GRAPH = read_graph(ROOT)


def test_the_graph_sees_the_rulesets_and_the_client():
    assert "rules.drawsteel" in GRAPH.rulesets()
    assert any(m.startswith("game.") for m in GRAPH.modules)


def test_no_import_cycles_in_rules_or_game():
    """Function-level imports count too: a cycle hidden inside functions is still a cycle."""
    assert cycles(GRAPH) == []


def test_the_client_uses_only_a_rulesets_face():
    assert boundary_crossings(GRAPH, ("game",)) == []


def test_the_engine_and_the_ai_use_only_a_rulesets_face():
    """rules.core, rules.ai and the other rulesets never import a ruleset's modules."""
    assert boundary_crossings(GRAPH, ("rules.core", "rules.ai")) == []
    for ruleset in GRAPH.rulesets():
        others = tuple(r for r in GRAPH.rulesets() if r != ruleset)
        if others:
            assert [b for b in boundary_crossings(GRAPH, (ruleset,)) if b.split(" imports ")[1].startswith(others)] == []


def test_the_engine_never_imports_a_ruleset_at_all():
    """rules.core finds rulesets through its registry table, by package name."""
    for m, deps in GRAPH.edges.items():
        if m.startswith("rules.core"):
            assert not {d for d in deps if ".".join(d.split(".")[:2]) in GRAPH.rulesets()}, m


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
