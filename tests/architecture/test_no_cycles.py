"""No import cycle inside the language layer (``pow2048_widget.calcarray``).

The evaluator is the top of the language core: special strings, words, blocks, operator
services and the observer depend on the evaluation *protocol* (``calcarray/protocol.py``),
never on the evaluator itself, so each of them can be read (and type-checked) on its own.
Every import counts here, lazy ones inside functions and ``TYPE_CHECKING`` ones included.
"""

from __future__ import annotations

import ast
from pathlib import Path

from test_layers import PACKAGE, REPO, imported_modules

LANGUAGE = PACKAGE / "calcarray"
PREFIX = "pow2048_widget.calcarray"

# ``operators/__init__.py`` imports every module of its folder through ``importlib`` (so a
# new operator module registers itself); the AST reader cannot see those, so they are added.
DYNAMIC_PACKAGES = {f"{PREFIX}.operators"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def import_graph(root: Path = LANGUAGE, prefix: str = PREFIX) -> dict[str, set[str]]:
    """``{module: modules under prefix it imports}`` for every module under ``root``."""
    modules = {module_name(p): p for p in root.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for _, target in imported_modules(path):
            if not target.startswith(prefix):
                continue
            # ``from .pkg import name`` may name a submodule; otherwise the module itself.
            while target not in modules and "." in target:
                target = target.rsplit(".", 1)[0]
            if target in modules and target != name:
                graph[name].add(target)
        if name in DYNAMIC_PACKAGES:
            graph[name] |= {m for m in modules if m.rsplit(".", 1)[0] == name}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as a list of modules (first == last), or None."""
    state: dict[str, int] = {}  # 1 on the current path, 2 finished
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt):], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_the_language_layer_has_no_import_cycle() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle in calcarray: " + " -> ".join(cycle or [])


def test_only_entry_points_import_the_evaluator() -> None:
    """The parts the evaluator is made of reach it only through the protocol."""
    graph = import_graph()
    importers = sorted(m for m, deps in graph.items() if f"{PREFIX}.evaluator" in deps)
    assert importers == [f"{PREFIX}", f"{PREFIX}.lint", f"{PREFIX}.trace"], importers


def test_the_checker_finds_a_cycle_and_sees_type_checking_imports(tmp_path: Path) -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None
    code = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .evaluator import E\n"
    tree_imports = [n for n in ast.walk(ast.parse(code)) if isinstance(n, ast.ImportFrom)]
    assert [n.module for n in tree_imports] == ["typing", "evaluator"]
    probe = LANGUAGE / "_cycle_probe_tmp.py"
    probe.write_text(code)
    try:
        assert f"{PREFIX}.evaluator" in import_graph()[f"{PREFIX}._cycle_probe_tmp"]
    finally:
        probe.unlink()


def package_graph() -> dict[str, set[str]]:
    """``{module: package modules it imports}`` for the whole package (every import)."""
    return import_graph(PACKAGE, "pow2048_widget")


def strongly_connected(graph: dict[str, set[str]]) -> list[set[str]]:
    """The groups of modules that import each other in a circle (more than one module)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.add(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(group)
    return groups


#: The largest circle of imports allowed: a few modules that name each other (a class and
#: its helper) are fine, a circle through a whole layer is not.
MAX_CIRCLE = 5


def test_no_import_circle_spans_more_than_five_modules() -> None:
    big = [sorted(g) for g in strongly_connected(package_graph()) if len(g) > MAX_CIRCLE]
    assert big == []


def test_the_circle_finder_finds_circles() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"e"}}
    assert strongly_connected(graph) == [{"a", "b", "c"}]
