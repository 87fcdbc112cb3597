"""No back-arrows between layers: every import in the package, read from the source.

The allowed arrows are the "imports" column of the layer table in ``docs/architecture.md``,
so the picture a reader sees and the rule the code obeys are one and the same. Imports
inside functions and ``TYPE_CHECKING`` blocks count too: a lazy import is still an arrow.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "pow2048_widget"
ARCHITECTURE = REPO / "docs" / "architecture.md"


def allowed_imports() -> dict[str, set[str]]:
    """``{layer package: layers it may import}`` from the table in docs/architecture.md."""
    allowed: dict[str, set[str]] = {}
    for line in ARCHITECTURE.read_text().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 3:
            continue
        packages = re.findall(r"`pow2048_widget\.(\w+)`", cells[1])
        if not packages:
            continue
        imports = set(re.findall(r"\b(\w+)\b", cells[2])) - {"nothing", "of", "ours"}
        for pkg in packages:
            allowed[pkg] = imports
    return allowed


def layer_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] != "pow2048_widget" or len(parts) < 2:
        return None
    return parts[1]


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import statement in ``path``."""
    rel = path.relative_to(REPO).with_suffix("")
    parts = list(rel.parts)
    package = parts[:-1] if parts[-1] != "__init__" else parts[:-1]
    if parts[-1] == "__init__":
        package = parts[:-1]
    tree = ast.parse(path.read_text(), filename=str(path))
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
                if node.module is None:  # ``from . import x``: x may be a subpackage
                    out.extend((node.lineno, f"{name}.{a.name}") for a in node.names)
                    continue
            else:
                name = node.module or ""
            out.append((node.lineno, name))
    return out


def test_the_table_names_every_layer() -> None:
    table = allowed_imports()
    subpackages = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists()}
    assert subpackages <= set(table), (
        f"docs/architecture.md has no row for {sorted(subpackages - set(table))}")


def test_no_import_goes_against_the_layers() -> None:
    table = allowed_imports()
    back_arrows = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(REPO)
        here = layer_of(".".join(rel.with_suffix("").parts))
        if here not in table:
            continue
        for line, module in imported_modules(path):
            there = layer_of(module)
            if there is None or there == here or there not in table:
                continue
            if there not in table[here]:
                back_arrows.append(f"{rel}:{line}: {here} imports {module}")
    assert not back_arrows, "imports against docs/architecture.md:\n" + "\n".join(back_arrows)


def test_the_checker_sees_a_back_arrow(tmp_path: Path) -> None:
    """The reader resolves relative imports, including lazy ones inside functions."""
    fake = PACKAGE / "engine" / "_layer_probe_tmp.py"
    fake.write_text("def f():\n    from ..savecode import encode_mode\n")
    try:
        mods = [m for _, m in imported_modules(fake)]
    finally:
        fake.unlink()
    assert mods == ["pow2048_widget.savecode"]
    assert "savecode" not in allowed_imports()["engine"]
