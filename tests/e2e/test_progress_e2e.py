"""Progress survives a kernel restart, in real JupyterLab + Chromium.

The learner solves exercise 2.1 of lesson 02 in its widget, the kernel is restarted (a new
process: nothing of the old kernel's memory is left), the notebook is run again, and the
same exercise shows as solved, with the lesson's progress counting it. The kernel read it
from the learner's progress file (the session's temporary folder, never the real home).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from lab_helpers import LOAD_TIMEOUT_MS, SHUT_DOWN_JS, kernel_exec
from test_stepper_e2e import PANEL, open_and_run

pytestmark = pytest.mark.e2e

NOTEBOOK = "02-first-expressions.ipynb"

RESTART_JS = """
async () => {
  const panel = window.jupyterapp.shell.currentWidget;
  await panel.sessionContext.session.kernel.restart();
}
"""

RUN_ALL_JS = "() => window.jupyterapp.commands.execute('notebook:run-all-cells')"


def _exercise(page: Any) -> Any:
    ex = page.locator(f"{PANEL} .p2048-exercise", has_text="Exercise 2.1")
    assert ex.count() == 1
    return ex


def test_a_solved_exercise_is_still_solved_after_a_kernel_restart(page: Any,
                                                                  lab_server: Any) -> None:
    try:
        _solve_restart_and_see(page, lab_server)
    finally:
        page.evaluate(SHUT_DOWN_JS, NOTEBOOK)


def _solve_restart_and_see(page: Any, lab: Any) -> None:
    open_and_run(page, lab, NOTEBOOK, 5, ".p2048-exercise")
    ex = _exercise(page)
    assert ex.get_attribute("data-status") in (None, "new"), "2.1 was solved before the test"
    total = json.loads(kernel_exec(page, "print(len(course))"))
    assert ex.locator(".px-progress").inner_text() == f"Lesson 2: 0 of {total} done"

    # Solve it as a learner does: type the answer, press Check.
    ex.locator("textarea.px-answer").click()
    page.keyboard.type("3")
    ex.locator(".px-btn-check").click()
    page.wait_for_function("(el) => el.dataset.status === 'right'", arg=ex.element_handle(),
                           timeout=30_000)
    where = kernel_exec(page, "from pow2048_widget.teach.progress_store import progress_file\n"
                              "print(progress_file())").strip()
    assert not where.startswith(str(Path.home())), where  # never the real home
    saved = json.loads(Path(where).read_text())
    assert saved["exercises"]["2.1"]["solved"] is True

    # A new kernel: the old one's memory is gone.
    kernel_exec(page, "kept_in_memory = True")
    page.evaluate(RESTART_JS)
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=LOAD_TIMEOUT_MS)
    assert kernel_exec(page, "print('kept_in_memory' in globals())").strip() == "False"

    # Run the lesson again (its old outputs cleared first, so what shows is the new
    # kernel's): the exercise shows as solved, the lesson counts it.
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
    page.wait_for_function(f"() => document.querySelectorAll('{PANEL} .p2048-exercise')"
                           ".length === 0", timeout=30_000)
    page.evaluate(RUN_ALL_JS)
    page.wait_for_function(
        """() => {
             const ex = Array.from(document.querySelectorAll(
               '#jp-main-dock-panel .jp-NotebookPanel:not(.lm-mod-hidden) .p2048-exercise'))
               .find((e) => e.textContent.includes('Exercise 2.1'));
             return ex && ex.dataset.status === 'right';
           }""",
        timeout=LOAD_TIMEOUT_MS,
    )
    ex = _exercise(page)
    assert ex.locator(".px-feedback").inner_text() == "✓ Solved already."
    assert ex.locator(".px-progress").inner_text() == f"Lesson 2: 1 of {total} done"
    assert kernel_exec(page, "print(course[1].solved, course[2].solved)").split() == \
        ["True", "False"]
