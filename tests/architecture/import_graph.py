"""The project's import graph, read from the source as text (nothing is imported or run).

Every `import` and `from ... import` counts, at the top of a module or inside a function, under
`TYPE_CHECKING` or not. A package's `__init__` is not counted as importing its own children:
that is how a package shows its face.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

PACKAGES = ("rules", "game")


@dataclass(frozen=True)
class ImportGraph:
    root: Path
    edges: dict[str, set[str]]

    @property
    def modules(self) -> set[str]:
        return set(self.edges)

    def rulesets(self) -> set[str]:
        """Ruleset packages: those under rules/ that ship content (a data/ folder)."""
        rules = self.root / "rules"
        return {f"rules.{p.name}" for p in rules.iterdir()
                if p.is_dir() and (p / "__init__.py").exists() and any(q.name == "data" and q.is_dir() for q in p.rglob("*"))}


def module_name(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imported_names(node: ast.AST, package: str) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    if isinstance(node, ast.ImportFrom):
        if node.level:
            base = package.split(".")
            base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
            stem = ".".join(base + ([node.module] if node.module else []))
        else:
            stem = node.module or ""
        return [f"{stem}.{a.name}" for a in node.names] + [stem]
    return []


def read_graph(root: Path) -> ImportGraph:
    files = [p for pkg in PACKAGES for p in (root / pkg).rglob("*.py")]
    modules = {module_name(root, p) for p in files}
    edges: dict[str, set[str]] = {}
    for path in files:
        me = module_name(root, path)
        package = me if path.name == "__init__.py" else me.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            for name in _imported_names(node, package):
                while name and name not in modules:
                    name = name.rpartition(".")[0]
                if name and name != me:
                    found.add(name)
        if path.name == "__init__.py":
            found = {m for m in found if not m.startswith(me + ".")}
        edges[me] = found
    return ImportGraph(root, edges)


def cycles(graph: ImportGraph) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph.edges):
        if start in index:
            continue
        work = [(start, iter(sorted(graph.edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            v, children = work[-1]
            for w in children:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph.edges.get(w, ())))))
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    if len(comp) > 1:
                        found.append(sorted(comp))
    return found


def boundary_crossings(graph: ImportGraph, outside: tuple[str, ...]) -> list[str]:
    """Imports from the given packages into a ruleset's insides (anything but its face)."""
    rulesets = graph.rulesets()
    bad = []
    for m, deps in sorted(graph.edges.items()):
        if not m.startswith(outside):
            continue
        for d in sorted(deps):
            face = ".".join(d.split(".")[:2])
            if face in rulesets and d != face and not m.startswith(face):
                bad.append(f"{m} imports {d} (use {face}'s Ruleset object)")
    return bad
