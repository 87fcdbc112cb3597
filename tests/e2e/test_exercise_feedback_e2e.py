"""A rule-shaped wrong answer in real JupyterLab + Chromium (#22): lesson 09's exercise 9.1.

The learner types a merge rule whose condition uses `==`, checks it from the keyboard and
sees the diagnosis of that entry in the engine's words (the condition entry,
`MergeRules[0][1][1]`), not "is not an operator" about other entries; asks for hints: the
first names the concept and the lesson's section, the second points at the place in their
own answer that is wrong, the third is a worked example; the solution stays hidden until
its own button is pressed. After a corrected (still wrong) answer, hint 2 follows it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from lab_helpers import SHUT_DOWN_JS, kernel_exec
from test_stepper_e2e import PANEL, open_and_run

pytestmark = pytest.mark.e2e

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
NOTEBOOK = "09-merge-rules.ipynb"
WRONG = ('[2, ["@Next 1 0", "==", "@This 0"], true, [[["@This 0", "+", 1]]], '
         '[2, "^", ["@This 0", "+", 1]], [false, true]]')
OUTPUTS_SLIP = ('[2, ["@Next 1 0", "=", "@This 0"], true, [["@This 0", "+", 1]], '
                '[2, "^", ["@This 0", "+", 1]], [false, true]]')


def test_a_wrong_rule_gets_an_entry_level_diagnosis_and_hint(page: Any, lab_server: Any) -> None:
    try:
        _learn(page, lab_server)
    finally:
        page.evaluate(SHUT_DOWN_JS, NOTEBOOK)


def _check(page: Any, ex: Any, answer: str, keyboard: bool) -> str:
    box = ex.locator("textarea.px-answer")
    box.fill("")
    box.click()
    page.keyboard.type(answer)
    before = ex.get_attribute("data-checks") or ""
    if keyboard:
        page.keyboard.press("Control+Enter")
    else:
        ex.locator(".px-btn-check").click()
    page.wait_for_function(
        "([el, before]) => el.dataset.status === 'wrong' && !el.dataset.pending"
        " && el.querySelector('.px-feedback').textContent.length > 0"
        " && el.dataset.checks !== before",
        arg=[ex.element_handle(), before], timeout=30_000)
    return ex.locator(".px-feedback").inner_text()


def _learn(page: Any, lab: Any) -> None:
    open_and_run(page, lab, NOTEBOOK, 4, ".p2048-exercise")
    ex = page.locator(f"{PANEL} .p2048-exercise", has_text="Exercise 9.1")
    assert ex.count() == 1
    assert ex.locator(".px-solution").is_hidden()

    feedback = _check(page, ex, WRONG, keyboard=True)
    assert "case 1 of 4 fails" in feedback
    assert ("Why: the condition entry (`MergeRules[0][1][1]`): you used `==`; CalcArray's "
            "equality is `=`") in feedback
    assert "is not an operator" not in feedback

    hint = ex.locator(".px-btn-hint")
    assert hint.inner_text() == "Hint (3 left)"
    hint.click()
    ex.locator(".px-hint").first.wait_for(timeout=30_000)
    first = ex.locator(".px-hint").nth(0).inner_text()
    assert "This is about a merge rule, entry by entry" in first
    assert "(lesson 09, section “A merge rule, entry by entry”)" in first
    hint.click()
    ex.locator(".px-hint").nth(1).wait_for(timeout=30_000)
    second = ex.locator(".px-hint").nth(1).inner_text()
    assert second.startswith("In your answer, look at the condition entry "
                             "(MergeRules[0][1][1]): you used ==")
    assert ex.locator(".px-hint").nth(1).locator("code").first.inner_text() == \
        "MergeRules[0][1][1]"

    # A new answer with another slip: hint 2 now points at the outputs entry.
    feedback = _check(page, ex, OUTPUTS_SLIP, keyboard=False)
    assert "the outputs entry, tile 0 (`MergeRules[0][3][0]`)" in feedback
    page.wait_for_function(
        "(el) => el.querySelectorAll('.px-hint')[1].textContent.includes('the outputs entry')",
        arg=ex.element_handle(), timeout=30_000)

    hint.click()
    ex.locator(".px-hint").nth(2).wait_for(timeout=30_000)
    third = ex.locator(".px-hint").nth(2).inner_text()
    assert third.startswith("A worked example, similar but not this one:")
    assert hint.inner_text() == "No more hints" and hint.is_disabled()
    assert ex.locator(".px-solution").is_hidden()  # the solution has its own button
    state = kernel_exec(page, "print(course[1].hints_given, course[1].solution_shown, "
                              "course[1].attempts, course[1].solved)")
    assert state.split() == ["3", "False", "2", "False"]
    ex.locator(".px-btn-solution").click()
    ex.locator(".px-solution").wait_for(state="visible", timeout=30_000)
    assert '[2, ["@Next 1 0", "=", "@This 0"]' in ex.locator(".px-solution").inner_text()

    ARTIFACTS.mkdir(exist_ok=True)
    ex.scroll_into_view_if_needed()
    page.mouse.move(1200, 980)
    ex.screenshot(path=str(ARTIFACTS / "exercise-rule-feedback.png"))
    widget_errors = [e for e in page.console_errors if "exercise" in e or "anywidget" in e]
    assert widget_errors == []
