"""The CalcArray Stepper in real JupyterLab + Chromium.

What a learner would check by hand: the steppers render, stepping forward and back moves the
highlight to exactly the node of the kernel's step (the kernel owns the trace; the browser
only draws it), jumping works, the variables panel follows @edit_var, an erroring expression
ends on an error step at the failing node, and keys given to the stepper never reach
JupyterLab (no cell inserted, deleted or retyped). A screenshot lands in test-artifacts/.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import nbformat
import pytest
from lab_helpers import kernel_exec

pytestmark = pytest.mark.e2e

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "test-artifacts"
NOTEBOOK = "e2e-stepper.ipynb"
# The course's lessons: how many steppers and exercises each shows once run.
LESSONS = {
    "02-first-expressions.ipynb": (2, 5),
    "03-nesting-and-parent.ipynb": (3, 4),
    "04-operator-tour.ipynb": (1, 5),
    "05-variables.ipynb": (3, 4),
    "06-control-flow.ipynb": (5, 4),
    "07-arrays-and-literal.ipynb": (1, 5),
    "08-reading-the-board.ipynb": (1, 4),
    "09-merge-rules.ipynb": (1, 4),
    "10-tiles-and-colours.ipynb": (0, 3),
    "11-spawns-scripts-win-lose.ipynb": (0, 4),
    "12-design-your-variant.ipynb": (0, 3),
}

CELLS = [
    "from pow2048_widget.widgets.stepper import Stepper\nimport json",
    "s = Stepper.from_json('[3, \"+\", 8, \"*\", [2, \"+\", \"@Parent -2\"], \"-\", 7]')\ns",
    "v = Stepper.from_json('[1, 2, \"@end_vars\", 0, \"@edit_var\", 1, "
    "[\"@var_retain\", \"@Var 1\", \"*\", 2], \"+\", \"@Var 1\"]')\nv",
    "e = Stepper.from_json('[1, \"+\", [\"@BigInt 14\", \"/B\", \"@BigInt 0\"]]')\ne",
]


_CELLS_JS = """
() => window.jupyterapp.shell.currentWidget.content.widgets.map(
  (cell) => [cell.model.type, cell.model.sharedModel.getSource()])
"""


def kernel(page: Any, code: str) -> Any:
    """Evaluate ``code`` in the kernel and return its JSON-printed value."""
    return json.loads(kernel_exec(page, f"print(json.dumps({code}))"))


def write_notebook(root: Path) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(src) for src in CELLS]
    nb.metadata["kernelspec"] = {
        "name": "python3", "display_name": "Python 3", "language": "python"
    }
    nbformat.write(nb, root / NOTEBOOK)


# The notebook panel in front (an earlier test's notebook may still be open behind it).
PANEL = "#jp-main-dock-panel .jp-NotebookPanel:not(.lm-mod-hidden)"


def open_and_run(page: Any, lab: Any, name: str, count: int,
                 widget: str = ".p2048-stepper") -> None:
    """Open ``name`` in a fresh workspace, run all cells, wait for ``count`` widgets."""
    page.goto(f"{lab.url}/lab/tree/{name}?reset")
    page.wait_for_selector(f"{PANEL} .jp-Cell", timeout=120_000)
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=120_000)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(
        f"() => document.querySelectorAll('{PANEL} {widget}').length >= {count}",
        timeout=120_000,
    )
    page.wait_for_function(
        f"""() => Array.from(document.querySelectorAll('{PANEL} .jp-CodeCell .jp-InputPrompt'))
                 .every((p) => /\\[\\d+\\]/.test(p.textContent))""",
        timeout=120_000,
    )
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=120_000)


def wait_current(page: Any, name: str, index: int, timeout: float = 10.0) -> int:
    """Wait until the kernel's stepper ``name`` is at ``index``; return what it is at."""
    deadline = time.monotonic() + timeout
    while True:
        current = kernel(page, f"{name}.current")
        if current == index or time.monotonic() > deadline:
            return current
        time.sleep(0.1)


def highlighted(stepper: Any) -> list[str]:
    return stepper.locator(".ps-expr .ps-current").evaluate_all(
        "(nodes) => nodes.map((n) => n.dataset.path)"
    )


def test_stepper_in_jupyterlab(page: Any, lab_server: Any) -> None:
    write_notebook(lab_server.root)
    open_and_run(page, lab_server, NOTEBOOK, 3)
    cells_before = page.evaluate(_CELLS_JS)
    steppers = page.locator(f"{PANEL} .p2048-stepper")
    s_view, v_view, e_view = steppers.nth(0), steppers.nth(1), steppers.nth(2)

    # --- step forward with the keyboard: the highlight follows the kernel's trace exactly.
    paths = kernel(page, "[st['path'] for st in s.steps]")
    kinds = kernel(page, "[st['kind'] for st in s.steps]")
    assert kinds[0] == "enter" and kinds[-1] == "result"
    s_view.click()
    assert s_view.evaluate("(el) => el === document.activeElement")
    for i in range(1, len(paths)):
        page.keyboard.press("ArrowRight")
        assert wait_current(page, "s", i) == i
        page.wait_for_function(
            "([el, i]) => el.dataset.current === String(i)", arg=[s_view.element_handle(), i]
        )
        assert highlighted(s_view) == [".".join(map(str, paths[i]))], f"step {i}"
        assert s_view.locator(".ps-status").get_attribute("data-kind") == kinds[i]
    assert "136" in s_view.locator(".ps-final").inner_text()
    # the limits the recording ran under, one line in the running-value panel
    assert s_view.locator(".ps-panel-running .ps-limits").inner_text() == kernel(
        page, "s.limits")

    # --- and back.
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    back = len(paths) - 3
    assert wait_current(page, "s", back) == back
    page.wait_for_function(
        "([el, i]) => el.dataset.current === String(i)", arg=[s_view.element_handle(), back]
    )
    assert highlighted(s_view) == [".".join(map(str, paths[back]))]

    # --- keys JupyterLab would act on in command mode do nothing to the notebook.
    for key in ["b", "m", "Enter", "d", "d", "y", "1", "a"]:
        page.keyboard.press(key)
    time.sleep(0.5)
    assert page.evaluate(_CELLS_JS) == cells_before

    # --- jump to a step by number: the nested array's @Parent -2 lookup.
    resolve = kinds.index("resolve")
    jump = s_view.locator(".ps-jump")
    jump.fill(str(resolve))
    jump.press("Enter")
    assert wait_current(page, "s", resolve) == resolve
    page.wait_for_function(
        "([el, i]) => el.dataset.current === String(i)", arg=[s_view.element_handle(), resolve]
    )
    assert highlighted(s_view) == ["4.2"]
    chain = s_view.locator(".ps-parent .ps-parent-value .ps-value").all_inner_texts()
    assert chain == ["2", "11"]  # @Parent -1 is 2, @Parent -2 is 11 (kernel: below)
    assert [p["value"] for p in kernel(page, f"s.steps[{resolve}]['parents']")] == [11.0, 2.0]

    # --- the variables panel follows @edit_var.
    v_kinds = kernel(page, "[st['kind'] for st in v.steps]")
    edit = v_kinds.index("var")
    v_view.locator(".ps-jump").fill(str(edit))
    v_view.locator(".ps-btn-jump").click()
    assert wait_current(page, "v", edit) == edit
    row = v_view.locator('.ps-var[data-name="@Var 1"]')
    row.wait_for()
    page.wait_for_function(
        "(el) => el.querySelector('.ps-var[data-name=\"@Var 1\"]')"
        ".classList.contains('ps-changed')",
        arg=v_view.element_handle(),
    )
    assert row.locator(".ps-var-value").inner_text() == "4"
    v_view.locator(".ps-btn-step").click()
    assert wait_current(page, "v", edit + 1) == edit + 1
    page.wait_for_function(
        "(el) => !el.querySelector('.ps-var[data-name=\"@Var 1\"]')"
        ".classList.contains('ps-changed')",
        arg=v_view.element_handle(),
    )

    # --- an erroring expression ends on an error step at the failing node.
    e_view.locator(".ps-btn-end").click()
    last = kernel(page, "len(e.steps) - 1")
    assert wait_current(page, "e", last) == last
    assert kernel(page, "e.steps[-1]['kind']") == "error"
    e_view.locator(".ps-error-node").wait_for()
    assert e_view.locator(".ps-status").get_attribute("data-kind") == "error"
    error_path = ".".join(map(str, kernel(page, "e.steps[-1]['path']")))
    assert highlighted(e_view) == [error_path] == ["2.1"]
    assert "division" in e_view.locator(".ps-error").inner_text()

    ARTIFACTS.mkdir(exist_ok=True)
    s_view.scroll_into_view_if_needed()
    shot = ARTIFACTS / "stepper.png"
    s_view.screenshot(path=str(shot))
    assert shot.stat().st_size > 5_000

    assert page.evaluate(_CELLS_JS) == cells_before
    widget_errors = [e for e in page.console_errors if "stepper" in e or "anywidget" in e]
    assert widget_errors == []


@pytest.mark.parametrize("name", list(LESSONS))
def test_lesson_runs_in_jupyterlab(page: Any, lab_server: Any, name: str) -> None:
    """Every cell of a lesson runs; every stepper renders its expression and every exercise
    its answer box; nothing is written to stderr."""
    from lab_helpers import SHUT_DOWN_JS

    steppers_expected, exercises_expected = LESSONS[name]
    try:
        open_and_run(page, lab_server, name, exercises_expected, ".p2048-exercise")
        errors = page.locator(
            f"{PANEL} .jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
        )
        assert errors.count() == 0
        steppers = page.locator(f"{PANEL} .p2048-stepper")
        assert steppers.count() == steppers_expected
        for i in range(steppers.count()):
            assert steppers.nth(i).locator(".ps-expr .ps-node").count() > 0
        exercises = page.locator(f"{PANEL} .p2048-exercise")
        assert exercises.count() == exercises_expected
        for i in range(exercises.count()):
            assert exercises.nth(i).locator("textarea.px-answer").count() == 1
            assert "0 of" in exercises.nth(i).locator(".px-progress").inner_text()
        printed = page.locator(f"{PANEL} .jp-OutputArea-output pre").all_inner_texts()
        if name.startswith("03-"):
            assert any("result: 136" in text for text in printed)
        if name.startswith("09-"):
            # The real-game section: the merge rule's condition on the kernel's grid is true.
            last = steppers.nth(steppers_expected - 1)
            last.locator(".ps-btn-end").click()
            last.locator(".ps-final").wait_for()
            assert "true" in last.locator(".ps-final").inner_text()
            # The explain view of `2 2 2 _` moving left: the rule test that applied opens in
            # a Stepper, which replays its condition on that board to true.
            view = page.locator(f"{PANEL} .p2048-explain").first
            assert view.locator(".p2048-explain-applied").count() == 1
            view.locator(".p2048-explain-applied").click()
            opened = view.locator(".p2048-stepper")
            opened.locator(".ps-btn-end").click(timeout=60_000)
            opened.locator(".ps-final").wait_for(timeout=30_000)
            assert "true" in opened.locator(".ps-final").inner_text()
    finally:
        page.evaluate(SHUT_DOWN_JS, name)
