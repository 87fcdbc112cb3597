"""``simulate`` in the browser's Python (Pyodide): no processes, no pandas; it says so."""

from __future__ import annotations

import importlib
import sys

import pytest

from pow2048_widget.engine import classic_mode

# the module (the package's ``simulate`` attribute is the function)
sim = importlib.import_module("pow2048_widget.engine.simulate")


def test_workers_in_the_browser_play_here_with_the_same_results(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    here = sim.simulate(classic_mode(), games=3, seed=5, fast=False)
    monkeypatch.setattr(sim, "IN_BROWSER", True)
    browser = sim.simulate(classic_mode(), games=3, seed=5, workers=4, fast=False)
    assert browser.scores == here.scores and browser.moves == here.moves
    out = capsys.readouterr().out.strip().splitlines()
    assert out == ["simulate: the browser's Python cannot start processes, so the 3 games "
                   "are played here one after another (same results)"]


def test_a_table_without_pandas_in_the_browser_says_where_it_works(
        monkeypatch: pytest.MonkeyPatch) -> None:
    result = sim.simulate(classic_mode(), games=2, seed=1)
    monkeypatch.setattr(sim, "IN_BROWSER", True)
    monkeypatch.setitem(sys.modules, "pandas", None)  # import pandas -> ImportError
    with pytest.raises(ImportError, match="not available in the browser's Python; run this "
                                          "in JupyterLab"):
        result.table  # noqa: B018
    assert result.summary()["games"] == 2  # the lists and the summary still work
