"""An exercise of the course in real JupyterLab + Chromium, used the way a learner would.

Lesson 04's exercise 4.1 (is the tile even?): the learner types a wrong answer with `==`,
presses Ctrl+Enter and sees the failing case, expected vs got and why; asks for a hint and
sees exactly one; types the right answer, clicks Check and sees it accepted, with the
lesson's progress updated on every exercise of the notebook (as the kernel counts it). Keys
typed in the answer box never reach JupyterLab. A screenshot of the widget is saved.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from lab_helpers import SHUT_DOWN_JS, kernel_exec
from test_stepper_e2e import _CELLS_JS, PANEL, open_and_run

pytestmark = pytest.mark.e2e

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
NOTEBOOK = "04-operator-tour.ipynb"
WRONG = '["@This 0", "%", 2, "==", 0]'
RIGHT = '["@This 0", "%", 2, "=", 0]'


def _kernel_state(page: Any) -> dict[str, Any]:
    return json.loads(kernel_exec(
        page, "import json as _j; print(_j.dumps({'solved': course[1].solved, "
              "'attempts': course[1].attempts, 'hints': course[1].hints_given, "
              "'done': course.done}))"))


def test_learner_answers_an_exercise(page: Any, lab_server: Any) -> None:
    try:
        _learn(page, lab_server)
    finally:
        page.evaluate(SHUT_DOWN_JS, NOTEBOOK)


def _learn(page: Any, lab: Any) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    open_and_run(page, lab, NOTEBOOK, 5, ".p2048-exercise")
    cells_before = page.evaluate(_CELLS_JS)
    ex = page.locator(f"{PANEL} .p2048-exercise", has_text="Exercise 4.1")
    assert ex.count() == 1
    assert ex.locator(".px-progress").inner_text() == "Lesson 4: 0 of 5 done"
    assert ex.locator(".px-feedback").is_hidden()
    assert ex.locator(".px-solution").is_hidden()  # no solution until asked

    # A wrong answer, typed and checked from the keyboard.
    box = ex.locator("textarea.px-answer")
    box.click()
    page.keyboard.type(WRONG)
    page.keyboard.press("Control+Enter")
    page.wait_for_function("(el) => el.dataset.status === 'wrong'", arg=ex.element_handle(),
                           timeout=30_000)
    feedback = ex.locator(".px-feedback").inner_text()
    assert "case 1 of 4 fails" in feedback
    assert "Case: on the tile [4]" in feedback
    assert "expected: true" in feedback
    assert "Why: `your condition[3]`: you used `==`; CalcArray's equality is `=`" in feedback
    state = _kernel_state(page)
    assert state == {"solved": False, "attempts": 1, "hints": 0, "done": 0}

    # One hint, on request.
    ex.locator(".px-btn-hint").click()
    ex.locator(".px-hint").first.wait_for(timeout=30_000)
    hints = ex.locator(".px-hint").all_inner_texts()
    assert len(hints) == 1 and hints[0].endswith("% is the remainder.")
    assert "(lesson 04, section “Comparison”)" in hints[0]
    assert ex.locator(".px-hint code").first.inner_text() == "%"
    assert ex.locator(".px-btn-hint").inner_text() == "Hint (2 left)"

    # The right answer, checked with the button.
    box.fill("")
    box.click()
    page.keyboard.type(RIGHT)
    ex.locator(".px-btn-check").click()
    page.wait_for_function("(el) => el.dataset.status === 'right'", arg=ex.element_handle(),
                           timeout=30_000)
    assert ex.locator(".px-feedback").inner_text().startswith("✓ Correct! All 4 cases pass.")
    assert _kernel_state(page) == {"solved": True, "attempts": 2, "hints": 1, "done": 1}
    page.wait_for_function(
        f"""() => Array.from(document.querySelectorAll('{PANEL} .p2048-exercise .px-progress'))
                 .every((p) => p.textContent === 'Lesson 4: 1 of 5 done')""",
        timeout=30_000,
    )
    assert ex.locator(".px-solution").is_hidden()
    page.mouse.move(1200, 980)
    page.screenshot(path=str(ARTIFACTS / "lesson-04.png"))  # the exercise in its lesson

    # Typing never reached JupyterLab: the notebook's cells are as they were.
    assert page.evaluate(_CELLS_JS) == cells_before

    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / "exercise.png"
    ex.scroll_into_view_if_needed()
    page.mouse.move(1200, 980)
    ex.screenshot(path=str(shot))
    assert shot.stat().st_size > 5_000
    widget_errors = [e for e in page.console_errors if "exercise" in e or "anywidget" in e]
    assert widget_errors == []
