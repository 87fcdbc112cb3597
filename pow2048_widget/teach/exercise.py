"""An exercise: a statement, cases that check an answer, hints one at a time, a solution.

``ex.check(answer)`` runs the answer against every case with the real evaluator (and a
real ``Game`` for rules) and returns a ``CheckResult`` whose text names the first failing
case, what was expected and what the answer gave, and why when the reason is known (a
typical mistake such as ``==`` for ``=``, or a BigInt where a number was meant).
``ex.hint()`` gives the next hint, ``ex.solution()`` the solution; nothing is shown before
it is asked for. The same object drives the widget (``teach.widget.ExerciseWidget``).

Answer kinds:

* ``"calcarray"``: an expression, typed as JSON text (numbers are numbers, ``5n`` a BigInt)
  or given as a Python list (where a Python ``int`` is a BigInt);
* ``"value"``: a CalcArray value, typed the same way (a prediction);
* ``"python"``: Python source (typed in the widget; it must define ``answer_name``) or, in
  text mode, the Python object itself.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..calcarray.errors import CalcArrayError
from ..calcarray.scjson import sc_dumps
from .answers import AnswerError, read_json_answer
from .cases import Case
from .mistakes import diagnose, diagnose_values
from .progress_store import record_check

__all__ = ["Exercise", "Mistake", "CheckResult", "Text", "KINDS"]

KINDS = ("calcarray", "value", "python")

#: Cases run per check; a definition with more is refused (each case may play a game).
MAX_CASES = 50


class Text(str):
    """A string that shows as plain text in a notebook (no quotes around it)."""

    def __repr__(self) -> str:
        return str(self)


@dataclass(frozen=True)
class Mistake:
    """A typical wrong answer and why it is wrong (tests check that it fails)."""

    answer: Any
    why: str


@dataclass
class CheckResult:
    """What ``Exercise.check`` found: passed or not, and the feedback text."""

    passed: bool
    feedback: str
    failed_case: str | None = None
    expected: str | None = None
    got: str | None = None
    reasons: list[str] = field(default_factory=list)
    passed_cases: int = 0
    total_cases: int = 0

    def __bool__(self) -> bool:
        return self.passed

    def __str__(self) -> str:
        return self.feedback

    def __repr__(self) -> str:
        return self.feedback


@dataclass
class Exercise:
    """One exercise. ``cases`` check an answer; ``hints`` come one at a time.

    ``model_answer`` (what ``solution()`` shows) is written the way a learner would type
    it (JSON text for CalcArray, source for Python). ``mistakes`` are typical wrong
    answers with the reason they fail; when a learner's answer is one of them, its reason
    is part of the feedback.
    ``explanation`` is shown with the solution and after a correct answer.
    """

    id: str
    title: str
    statement: str
    cases: list[Case]
    model_answer: str
    hints: list[str] = field(default_factory=list)
    kind: str = "calcarray"
    mistakes: list[Mistake] = field(default_factory=list)
    explanation: str = ""
    answer_name: str = "answer"
    setup: str = ""
    placeholder: str = ""
    # state of this copy (a fresh copy per lesson object)
    solved: bool = field(default=False, compare=False)
    hints_given: int = field(default=0, compare=False)
    solution_shown: bool = field(default=False, compare=False)
    attempts: int = field(default=0, compare=False)
    _listeners: list[Callable[[Exercise], None]] = field(default_factory=list, compare=False,
                                                          repr=False)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"exercise {self.id}: kind must be one of {KINDS}, not "
                             f"{self.kind!r}")
        if not self.cases or len(self.cases) > MAX_CASES:
            raise ValueError(f"exercise {self.id}: 1 to {MAX_CASES} cases, not "
                             f"{len(self.cases)}")

    # ------------------------------------------------------------------ state

    def fresh(self) -> Exercise:
        """A copy with nothing answered, no hint given, no listener."""
        new = copy.copy(self)
        new.solved, new.hints_given, new.solution_shown, new.attempts = False, 0, False, 0
        new._listeners = []
        return new

    def on_change(self, callback: Callable[[Exercise], None]) -> None:
        """Call ``callback(exercise)`` after every check, hint or solution request."""
        self._listeners.append(callback)

    def _changed(self) -> None:
        for callback in list(self._listeners):
            callback(self)

    # ------------------------------------------------------------------ reading answers

    def read(self, answer: Any) -> tuple[Any, bool]:
        """The answer as the cases take it, and whether it came as a Python object."""
        if self.kind == "python":
            if isinstance(answer, str):
                return self._run_python(answer), False
            return answer, True
        if isinstance(answer, str):
            return read_json_answer(answer), False
        return answer, True

    def _run_python(self, source: str) -> Any:
        """Run a Python answer (in the learner's own kernel, like a cell they run) in a fresh
        namespace prepared by ``setup``; an error in it is feedback, not a traceback."""
        namespace: dict[str, Any] = {}
        try:
            if self.setup:
                exec(compile(self.setup, "<exercise setup>", "exec"), namespace)
            exec(compile(source, "<your answer>", "exec"), namespace)
        except SyntaxError as err:
            raise AnswerError(f"Your Python does not parse (line {err.lineno}): {err.msg}.") \
                from None
        except Exception as err:  # noqa: BLE001 - any error in learner code is feedback
            raise AnswerError(f"Your Python raised {type(err).__name__}: {err}") from None
        if self.answer_name not in namespace:
            raise AnswerError(f"Your code must define `{self.answer_name}`.")
        return namespace[self.answer_name]

    # ------------------------------------------------------------------ checking

    def check(self, answer: Any) -> CheckResult:
        """Run ``answer`` against every case; the feedback names the first failing one."""
        self.attempts += 1
        result = self._check(answer)
        if result.passed:
            self.solved = True
        record_check(self.id, result.passed)  # kept between kernels (teach.progress_store)
        self._changed()
        return result

    def _check(self, answer: Any) -> CheckResult:
        total = len(self.cases)
        try:
            value, from_python = self.read(answer)
        except AnswerError as err:
            return CheckResult(False, f"✗ {err}", total_cases=total)
        for k, case in enumerate(self.cases):
            try:
                got = case.run(value)
                error = None
            except CalcArrayError as err:
                got, error = None, f"CalcArrayError: {err}"
            except RecursionError:
                got, error = None, "the evaluation nested too deeply"
            except Exception as err:  # noqa: BLE001 - ModeError, GameError, learner code
                got, error = None, f"{type(err).__name__}: {err}"
            if error is None and case.compare(case.expected, got):
                continue
            expected_text = case.show(case.expected)
            got_text = error if error is not None else case.show(got)
            reasons = self._reasons(answer, value, from_python, case, got, error)
            lines = [f"✗ Not yet: case {k + 1} of {total} fails ({k} pass).",
                     f"Case: {case.label}",
                     f"  expected: {expected_text}",
                     f"  got:      {got_text}"]
            lines += [f"Why: {r}" for r in reasons]
            if not reasons and self.hints_given < len(self.hints):
                lines.append("Stuck? Ask for a hint.")
            return CheckResult(False, "\n".join(lines), case.label, expected_text, got_text,
                               reasons, k, total)
        text = f"✓ Correct! All {total} case{'s' if total != 1 else ''} pass."
        if self.explanation:
            text += "\n" + self.explanation
        return CheckResult(True, text, passed_cases=total, total_cases=total)

    def _reasons(self, raw: Any, value: Any, from_python: bool, case: Case, got: Any,
                 error: str | None) -> list[str]:
        reasons = [m.why for m in self.mistakes if _same_answer(m.answer, raw, value, self)]
        if self.kind in ("calcarray", "value"):
            reasons += diagnose(value, from_python=from_python)
        if error is None:
            reasons += diagnose_values(case.expected, got)
        return list(dict.fromkeys(reasons))

    # ------------------------------------------------------------------ help

    def hint(self) -> Text:
        """The next hint (one more each call), or a pointer to the solution."""
        if self.hints_given < len(self.hints):
            self.hints_given += 1
            text = Text(f"Hint {self.hints_given} of {len(self.hints)}: "
                        f"{self.hints[self.hints_given - 1]}")
        else:
            text = Text("No more hints. `.solution()` shows a solution." if self.hints
                        else "This exercise has no hints. `.solution()` shows a solution.")
        self._changed()
        return text

    def solution(self) -> Text:
        """A solution (and why it works). Asking does not count as solving."""
        self.solution_shown = True
        self._changed()
        text = f"Solution:\n{self.solution_text}"
        if self.explanation:
            text += "\n" + self.explanation
        return Text(text)

    @property
    def solution_text(self) -> str:
        return self.model_answer.strip()

    def __str__(self) -> str:
        how = {"calcarray": "Answer with an expression as JSON text, e.g. "
                            "ex.check('[1, \"+\", 2]').",
               "value": "Answer with a value as JSON text, e.g. ex.check('20') or "
                        "ex.check('\"text\"').",
               "python": f"Answer with Python code that defines `{self.answer_name}` "
                         "(as a string), or pass the object itself."}[self.kind]
        status = "solved" if self.solved else "not solved yet"
        return (f"Exercise {self.id}: {self.title} ({status})\n\n{self.statement.strip()}\n\n"
                f"{how} ex.hint() gives a hint, ex.solution() the solution.")

    def __repr__(self) -> str:
        return f"<Exercise {self.id}: {self.title}>"


def _same_answer(known: Any, raw: Any, value: Any, ex: Exercise) -> bool:
    if isinstance(known, str) and isinstance(raw, str) and known.strip() == raw.strip():
        return True
    if ex.kind == "python":
        return False
    try:
        known_value = read_json_answer(known) if isinstance(known, str) else known
        return sc_dumps(known_value) == sc_dumps(value)
    except (AnswerError, CalcArrayError, TypeError, ValueError):
        return False
