"""The four-games lesson tells what the rules do (its outputs, read after running it)."""

from __future__ import annotations

from test_notebooks_run import ROOT, _run, _text_outputs

NOTEBOOK = ROOT / "notebooks" / "13-four-games.ipynb"


def test_four_games_notebook_shows_the_differences() -> None:
    text = _text_outputs(_run(NOTEBOOK))
    assert "Vanilla [[0, 0, 0, 2], [0, 0, 0, 0], [0, 0, 2, 0], [2, 0, 0, 0]]" in text
    assert "Custom [[2, 0, 0], [0, 0, 0], [0, 0, 0]]" in text     # the document's example
    assert "Eve ([4, 4, 0, 0], 8.0)" in text
    assert "Vanilla ([4, 4, 0, 0], 0.0)" in text                   # no score
    assert "Excel ([4, 4, 0, 0], 8.0)" in text
    assert "longest-match: ([8, 0, 0, 0], 8.0)" in text
    assert "vanilla after a key that moved nothing:" in text
    assert "Eve after its 2048: ([2048, 0, 0, 0], 2048.0) over: True" in text
    assert "@2048PowCompMode|3.0|" in text


def test_four_games_notebook_cells_are_short() -> None:
    import nbformat

    nb = nbformat.read(NOTEBOOK, as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert len(code) >= 8
    assert all(len(c.source.splitlines()) <= 12 for c in code)
