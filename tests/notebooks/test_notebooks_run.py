"""Every teaching notebook runs top to bottom in a real kernel without an error.

The browser tests play the boards; this checks the notebooks' own cells (including those
the e2e tests do not open) and what their text outputs tell a reader.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


@functools.cache
def _run(path: Path) -> nbformat.NotebookNode:
    """Execute a notebook once per test session (the tests only read its outputs)."""
    nb = nbformat.read(path, as_version=4)
    env_path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    os.environ["PYTHONPATH"] = env_path  # the kernel inherits it (works without install too)
    client = NotebookClient(nb, timeout=300, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    return nb


def _text_outputs(nb: nbformat.NotebookNode) -> str:
    out = []
    for cell in nb.cells:
        for o in cell.get("outputs", []):
            out.append(o.get("text", "") or str(o.get("data", {}).get("text/plain", "")))
    return "\n".join(out)


def test_there_are_notebooks() -> None:
    names = {p.name for p in NOTEBOOKS}
    assert "01-play.ipynb" in names
    assert "03-calcarray-step-by-step.ipynb" in names


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_runs_without_error(path: Path) -> None:
    nb = _run(path)
    errors = [o for c in nb.cells for o in c.get("outputs", []) if o.output_type == "error"]
    assert not errors, errors[0]["evalue"] if errors else ""


def test_save_code_notebook_tells_what_happened() -> None:
    nb = _run(ROOT / "notebooks" / "04-save-codes-and-schemes.ipynb")
    text = _text_outputs(nb)
    assert "Custom code, version 2.0" in text
    assert "SaveCodeError: field" in text
    assert "@2048PowCompMode|3.0|" in text
    assert "@2048PowCompGame|3.0|" in text
    assert "tile display rule failed" in text
    assert "TRIGAT" in text


def test_comparing_variants_notebook_shows_the_comparison() -> None:
    nb = _run(ROOT / "notebooks" / "14-comparing-variants.ipynb")
    text = _text_outputs(nb)
    assert "half fours" in text and "mean_score" in text and "corner" in text
    assert text.rstrip().endswith("True")  # the process pool gave the same table
    images = [o for c in nb.cells for o in c.get("outputs", []) if "image/png" in o.get(
        "data", {})]
    assert images, "the score plot is shown"
