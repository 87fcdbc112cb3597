"""No module reaches into another module's or object's ``_private`` names.

A leading underscore says "this module's own business". Two kinds of reach are caught:
``from .x import _name`` (a private name of another module) and ``obj._name`` where
``_name`` is defined nowhere in the reading module (so it belongs to an object made
elsewhere). ``self._name`` and dunder names are always fine.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "pow2048_widget"
#: Private names of other libraries we must use, with the reason.
ALLOWED = {
    # ipywidgets' entry point for a message from the browser: the fuzz campaign sends
    # messages exactly as a front end would.
    "_handle_msg",
}


def _own_names(tree: ast.AST) -> set[str]:
    """Names the module itself defines: functions, classes, assigned names and
    attributes, parameters and ``__slots__`` entries."""
    own: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            own.add(node.name)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            own.add(node.attr)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            own.add(node.id)
        elif isinstance(node, ast.arg):
            own.add(node.arg)
        elif isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__slots__" for t in node.targets):
            own |= {c.value for c in ast.walk(node.value)
                    if isinstance(c, ast.Constant) and isinstance(c.value, str)}
    return own


def private_reaches(path: Path) -> list[str]:
    tree = ast.parse(path.read_text())
    own = _own_names(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.level > 0 or (
                node.module or "").startswith("pow2048_widget")):
            found += [f"{path.name}:{node.lineno}: from {node.module} import {a.name}"
                      for a in node.names
                      if a.name.startswith("_") and not a.name.startswith("__")]
        elif (isinstance(node, ast.Attribute) and node.attr.startswith("_")
              and not node.attr.startswith("__") and node.attr not in own
              and node.attr not in ALLOWED
              and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))):
            found.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_module_reaches_into_another_ones_private_names() -> None:
    found = [hit for path in sorted(PACKAGE.rglob("*.py")) for hit in private_reaches(path)]
    assert found == []


def test_the_check_finds_both_kinds_of_reach(tmp_path: Path) -> None:
    src = tmp_path / "bad.py"
    src.write_text("from .other import _secret\n\n\ndef f(game):\n    return game._won\n")
    assert private_reaches(src) == ["bad.py:1: from other import _secret",
                                    "bad.py:5: game._won"]
