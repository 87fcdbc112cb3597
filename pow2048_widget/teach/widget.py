"""``ExerciseWidget``: an exercise in the notebook (answer box, Check, Hint, Solution).

The browser only sends what the learner did (``check`` with the typed answer, ``hint``,
``solution``) as messages; the kernel checks with the same ``Exercise`` the text mode uses
and puts the outcome in traits (feedback, hints shown, solution, progress), so a view drawn
again shows the same state. Keys typed in the answer box never reach JupyterLab.
"""

from __future__ import annotations

import pathlib
import weakref
from typing import Any

import anywidget
import traitlets

from .exercise import HINT_RUNGS, Exercise
from .lesson import Lesson
from .markup import inline_html, to_html

STATIC = pathlib.Path(__file__).resolve().parent.parent / "static"

__all__ = ["ExerciseWidget"]


class ExerciseWidget(anywidget.AnyWidget):
    """One exercise as a widget; ``lesson`` (optional) supplies the shared progress."""

    # The bundle as text, not a path: anywidget ties every widget made from a file path to
    # that file's change signal (for hot reload) and never lets go, so no closed widget
    # could ever be freed.
    _esm = (STATIC / "exercise.js").read_text(encoding="utf-8")
    _css = (STATIC / "exercise.css").read_text(encoding="utf-8")

    heading = traitlets.Unicode("").tag(sync=True)
    statement_html = traitlets.Unicode("").tag(sync=True)
    kind = traitlets.Unicode("calcarray").tag(sync=True)
    placeholder = traitlets.Unicode("").tag(sync=True)
    answer = traitlets.Unicode("").tag(sync=True)
    status = traitlets.Unicode("new").tag(sync=True)  # new, wrong, right
    feedback = traitlets.Unicode("").tag(sync=True)
    hints_shown = traitlets.List(traitlets.Unicode()).tag(sync=True)  # HTML, escaped
    hints_total = traitlets.Int(0).tag(sync=True)
    solution_text = traitlets.Unicode("").tag(sync=True)
    progress = traitlets.Unicode("").tag(sync=True)
    checks = traitlets.Int(0).tag(sync=True)

    def __init__(self, exercise: Exercise, lesson: Lesson | None = None, **kwargs: Any) -> None:
        placeholder = exercise.placeholder or {
            "calcarray": 'e.g. [1, "+", 2]', "value": 'e.g. 20 or "text" or true',
            "python": f"{exercise.answer_name} = ..."}[exercise.kind]
        super().__init__(
            heading=f"Exercise {exercise.id} · {exercise.title}",
            statement_html=to_html(exercise.statement),
            kind=exercise.kind,
            placeholder=placeholder,
            hints_total=HINT_RUNGS,
            **kwargs,
        )
        self.exercise = exercise
        self.lesson = lesson
        if exercise.solved:  # shown again after it was solved (e.g. the cell re-run)
            self.status, self.feedback = "right", "✓ Solved already."
        self._sync_hints()
        self._sync_progress()
        # The lesson and exercise outlive the widget: they hold it only weakly, so a closed
        # widget is freed.
        me = weakref.ref(self)

        def follow(_changed: Any) -> None:
            widget = me()
            if widget is not None:
                widget._sync_progress()

        (lesson if lesson is not None else exercise).on_change(follow)
        self.on_msg(self._on_message)

    def set_state(self, sync_data: Any) -> None:
        """The view sends what the learner did as messages and writes no trait itself: a
        state update from the browser (``{"answer": 5}``) is refused and the kernel's
        values are sent back, never a ``TraitError`` raised into the comm handler."""
        names = [k for k in sync_data if isinstance(k, str) and self.has_trait(k)] \
            if isinstance(sync_data, dict) else []
        if names:
            self.send_state(names)

    def _sync_hints(self) -> None:
        # Hint 2 points into the last answer checked: it is redrawn after every check.
        self.hints_shown = [inline_html(h) for h in self.exercise.shown_hints()]

    def _sync_progress(self) -> None:
        ex = self.exercise
        if self.lesson is not None:
            self.progress = f"Lesson {self.lesson.number}: {self.lesson.progress_text()}"
        else:
            self.progress = "done" if ex.solved else "not done yet"

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        action = content.get("action")
        if action == "check":
            answer = content.get("answer", "")
            self.check(answer if isinstance(answer, str) else "")
        elif action == "hint":
            self.hint()
        elif action == "solution":
            self.show_solution()

    # The same actions, callable from Python (and by tests).

    def check(self, answer: str) -> None:
        """Check ``answer`` (as typed) and show the feedback."""
        self.answer = answer
        result = self.exercise.check(answer)
        self.feedback = result.feedback
        self.status = "right" if result.passed else "wrong"
        self._sync_hints()
        self.checks += 1

    def hint(self) -> None:
        """Show one more hint."""
        self.exercise.hint()
        self._sync_hints()

    def show_solution(self) -> None:
        """Show the solution (asking does not count as solving)."""
        self.exercise.solution()
        self.solution_text = self.exercise.solution_text + (
            "\n\n" + self.exercise.explanation if self.exercise.explanation else "")

    def __repr__(self) -> str:
        # What a front end without widgets shows: the exercise as text.
        return str(self.exercise)
