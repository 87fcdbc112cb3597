"""Every exercise of the course: its own solution passes, and each typical mistake fails
with feedback that names the failing case, expected vs got, and why."""

from __future__ import annotations

import pytest

from pow2048_widget.teach import LESSONS, all_exercises, lesson
from pow2048_widget.teach.exercise import HINT_RUNGS

ALL = [(n, ex) for n, exercises in all_exercises().items() for ex in exercises]


def test_every_lesson_has_at_least_three_exercises() -> None:
    counts = {n: len(exs) for n, exs in all_exercises().items()}
    assert set(counts) == set(LESSONS) == set(range(2, 15))
    assert all(c >= 3 for c in counts.values()), counts


def test_exercise_ids_are_unique_and_numbered_by_lesson() -> None:
    ids = [ex.id for _, ex in ALL]
    assert len(ids) == len(set(ids))
    for n, ex in ALL:
        assert ex.id.startswith(f"{n}."), ex.id


@pytest.mark.parametrize("ex", [ex for _, ex in ALL], ids=lambda ex: ex.id)
def test_solution_passes(ex) -> None:
    mine = ex.fresh()
    result = mine.check(mine.solution_text)
    assert result.passed, result.feedback
    assert result.feedback.startswith("✓ Correct!")
    assert mine.solved


@pytest.mark.parametrize("ex", [ex for _, ex in ALL], ids=lambda ex: ex.id)
def test_typical_mistakes_fail_helpfully(ex) -> None:
    assert ex.mistakes, f"exercise {ex.id} lists no typical mistake"
    for mistake in ex.mistakes:
        mine = ex.fresh()
        result = mine.check(mistake.answer)
        assert not result.passed, f"{ex.id}: {mistake.answer!r} was accepted"
        assert not mine.solved
        assert result.failed_case and result.failed_case in result.feedback
        assert "expected:" in result.feedback and "got:" in result.feedback
        assert result.expected != result.got
        assert mistake.why in result.feedback, result.feedback


@pytest.mark.parametrize("ex", [ex for _, ex in ALL], ids=lambda ex: ex.id)
def test_hints_come_one_at_a_time_and_solution_on_request(ex) -> None:
    mine = ex.fresh()
    shown = str(mine)
    assert "Solution" not in shown
    if len(mine.solution_text) > 8:  # a short answer such as `false` may be in the question
        assert mine.solution_text not in shown
    for k in range(1, HINT_RUNGS + 1):
        shown = mine.hint()
        assert shown.startswith(f"Hint {k} of {HINT_RUNGS}: ")
        assert mine.solution_text not in shown or len(mine.solution_text) <= 8
    assert "No more hints" in mine.hint()
    assert not mine.solution_shown
    assert mine.solution_text in mine.solution()
    assert not mine.solved  # asking for the solution is not solving


def test_progress_counts_solved_exercises(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("POW2048_PROGRESS_DIR", str(tmp_path))  # a learner with no progress
    two = lesson(2)
    assert two.progress_text() == f"0 of {len(two)} done"
    two[1].check(two[1].solution_text)
    two[2].check("[1]")  # wrong: does not count
    assert two.progress_text() == f"1 of {len(two)} done"
    assert "✓ 2.1" in str(two.progress())
    assert lesson(2).progress_text() == f"1 of {len(two)} done"  # kept (teach.progress_store)
    monkeypatch.setenv("POW2048_PROGRESS_DIR", str(tmp_path / "another learner"))
    assert lesson(2).progress_text() == f"0 of {len(two)} done"
