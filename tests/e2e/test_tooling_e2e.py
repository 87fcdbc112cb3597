"""Learner tooling in real JupyterLab + Chromium: a live edit's lint warning on the Board,
the explanation of a move opened rule test by rule test in a Stepper, and the Stepper's
notes panel. Screenshot in test-artifacts/."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import nbformat
import pytest
from lab_helpers import LOAD_TIMEOUT_MS, kernel_exec

pytestmark = pytest.mark.e2e

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "test-artifacts"
NOTEBOOK = "e2e-tooling.ipynb"
PANEL = "#jp-main-dock-panel .jp-NotebookPanel:not(.lm-mod-hidden)"

CELLS = [
    "import json\n"
    "from pow2048_widget.engine import Game, Mode\n"
    "from pow2048_widget.widgets import Board, Stepper\n"
    "row = [[1.0], [1.0], '@Empty', '@Empty']\n"
    "game = Game(Mode(width=4, height=1, starting_grid=[row], start_tile_amount=0,\n"
    "                 random_tile_amount=0), seed=1)\n"
    "board = Board(game)\n"
    "board",
    "view = board.explain_move(2)  # what pressing left would do, without doing it\nview",
    "Stepper.from_json('[1, \"==\", 1]')",
]

EDIT = (
    "game.mode.merge_rules = [[2.0, ['@Next 1 0', '==', '@This 0'], True,\n"
    "    [[['@This 0', '+', 1.0]]], [2.0, '^', ['@This 0', '+', 1.0]], [False, True]]]\n"
    "print(json.dumps(game.mode.merge_rules[0][1]))"
)


def write_notebook(root: Path) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(src) for src in CELLS]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nbformat.write(nb, root / NOTEBOOK)


def test_live_edit_warning_and_explained_move(page: Any, lab_server: Any) -> None:
    write_notebook(lab_server.root)
    page.goto(f"{lab_server.url}/lab/tree/{NOTEBOOK}?reset")
    page.wait_for_selector(f"{PANEL} .jp-Cell", timeout=LOAD_TIMEOUT_MS)
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=LOAD_TIMEOUT_MS)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_selector(f"{PANEL} .p2048-explain .p2048-explain-test",
                           timeout=LOAD_TIMEOUT_MS)
    page.wait_for_selector(f"{PANEL} .p2048-stepper .ps-notes", timeout=LOAD_TIMEOUT_MS)
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=LOAD_TIMEOUT_MS)

    # The Stepper of [1, "==", 1] carries the linter's note.
    notes = page.locator(f"{PANEL} .p2048-stepper .ps-notes").first
    assert "1 note (at expr[1])" in notes.inner_text()

    # A live edit with "==": the edit applies (the rule is stored as written) and the board
    # shows a visible warning naming the rule and the fix.
    assert json.loads(kernel_exec(page, EDIT)) == ["@Next 1 0", "==", "@This 0"]
    warning = page.locator(f"{PANEL} .p2048-warnings li", has_text="did you mean `=`?")
    warning.first.wait_for(timeout=LOAD_TIMEOUT_MS)
    text = warning.first.inner_text()
    assert "MergeRules[0][1][1]" in text and '"=="' in text
    assert warning.first.is_visible()

    # The explanation (made before the edit) lists the rule tests; the one that merged opens
    # in a Stepper replaying its condition on the board as it was.
    applied = page.locator(f"{PANEL} .p2048-explain .p2048-explain-applied").first
    assert "rule 0" in applied.inner_text()
    applied.click()
    stepper = page.locator(f"{PANEL} .p2048-explain .p2048-stepper")
    stepper.first.wait_for(timeout=LOAD_TIMEOUT_MS)
    assert "MergeRules[0] at (0, 1): applies" in stepper.first.locator(".ps-title").inner_text()
    assert kernel_exec(page, "print(view.slot.children[0].result)").strip() == "True"
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "tooling-e2e.png"), full_page=True)
