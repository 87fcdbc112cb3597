"""An exercise: a statement, cases that check an answer, hints one at a time, a solution.

``ex.check(answer)`` runs the answer against every case with the real evaluator (and a
real ``Game`` for rules) and returns a ``CheckResult`` whose text names the first failing
case, what was expected and what the answer gave, and why when the reason is known (a
typical mistake such as ``==`` for ``=``, or a BigInt where a number was meant).
``ex.hint()`` gives the next hint of a ladder of three: the concept and where the lesson
taught it, then the place in the learner's own last answer that is wrong (from its
diagnosis), then a worked similar example; ``ex.solution()`` the solution (its own button in
the widget); nothing is shown before it is asked for. The same object drives the widget
(``teach.widget.ExerciseWidget``).

Each exercise declares the ``shape`` of its answer (an expression, a condition, a merge rule,
a display rule, a spawn list, a script ... see ``teach.shapes``) and is diagnosed as that
shape, entry by entry (``MergeRules[0][1]``, "the outputs entry"); and the ``constraints``
its statement states ("with `@repeat`"), checked in the answer's structure before its cases
run (``teach.constraints``).

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
from .constraints import Constraint
from .mistakes import diagnose_values, prediction_type_reason, python_type_reason
from .progress_store import record_check
from .shapes import SHAPES, Finding, diagnose_shape, where_text

__all__ = ["Exercise", "Mistake", "CheckResult", "Text", "KINDS", "Constraint", "HINT_RUNGS"]

#: The hint ladder: concept and section, the place in your answer, a worked example.
HINT_RUNGS = 3

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
    findings: list[Finding] = field(default_factory=list)
    constraint: str | None = None  # the construct the answer skipped, if that is why

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
    ``shape`` is what the answer is (``teach.shapes.SHAPES``); ``constraints`` what the
    statement asks the answer to use. The hint ladder is built from ``concept`` and
    ``section`` (hint 1, with ``hints[0]``), the diagnosis of the last answer (hint 2, or
    ``hints[1]`` before any answer) and ``example`` (hint 3).
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
    shape: str = ""
    constraints: list[Constraint] = field(default_factory=list)
    concept: str = ""
    section: str = ""
    example: str = ""
    # state of this copy (a fresh copy per lesson object)
    solved: bool = field(default=False, compare=False)
    hints_given: int = field(default=0, compare=False)
    solution_shown: bool = field(default=False, compare=False)
    attempts: int = field(default=0, compare=False)
    last_result: CheckResult | None = field(default=None, compare=False, repr=False)
    _listeners: list[Callable[[Exercise], None]] = field(default_factory=list, compare=False,
                                                          repr=False)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"exercise {self.id}: kind must be one of {KINDS}, not "
                             f"{self.kind!r}")
        if not self.shape:
            self.shape = {"calcarray": "expression", "value": "value",
                          "python": "python"}[self.kind]
        if self.shape not in SHAPES:
            raise ValueError(f"exercise {self.id}: shape must be one of {SHAPES}, not "
                             f"{self.shape!r}")
        if not self.cases or len(self.cases) > MAX_CASES:
            raise ValueError(f"exercise {self.id}: 1 to {MAX_CASES} cases, not "
                             f"{len(self.cases)}")

    # ------------------------------------------------------------------ state

    def fresh(self) -> Exercise:
        """A copy with nothing answered, no hint given, no listener."""
        new = copy.copy(self)
        new.solved, new.hints_given, new.solution_shown, new.attempts = False, 0, False, 0
        new.last_result = None
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
        self.last_result = result
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
        findings = self._findings(value, from_python)
        missing = [c for c in self.constraints if not c.holds(value)]
        if missing:
            construct = " and ".join(c.construct for c in missing)
            label = f"the statement asks for {construct}"
            reasons = [c.why for c in missing if c.why] + _with_findings(
                self._known_mistakes(answer, value), findings)
            lines = [f"✗ Not yet: the statement asks for {construct}, and your answer does "
                     "not have it.",
                     f"Case: {label}",
                     f"  expected: an answer with {construct}",
                     f"  got:      an answer without {construct}"]
            lines += [f"Why: {r}" for r in dict.fromkeys(reasons)]
            return CheckResult(False, "\n".join(lines), label, f"an answer with {construct}",
                               f"an answer without {construct}", reasons, 0, total,
                               findings, construct)
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
            reasons = self._reasons(answer, value, findings, case, got, error)
            lines = [f"✗ Not yet: case {k + 1} of {total} fails ({k} pass).",
                     f"Case: {case.label}",
                     f"  expected: {expected_text}",
                     f"  got:      {got_text}"]
            lines += [f"Why: {r}" for r in reasons]
            if not reasons and self.hints_given < HINT_RUNGS:
                lines.append("Stuck? Ask for a hint.")
            return CheckResult(False, "\n".join(lines), case.label, expected_text, got_text,
                               reasons, k, total, findings)
        text = f"✓ Correct! All {total} case{'s' if total != 1 else ''} pass."
        if self.explanation:
            text += "\n" + self.explanation
        return CheckResult(True, text, passed_cases=total, total_cases=total)

    def _findings(self, value: Any, from_python: bool) -> list[Finding]:
        """The answer diagnosed as its shape (a value to predict has no entries to blame)."""
        if self.shape in ("value", "python"):
            return []
        return diagnose_shape(self.shape, value, from_python=from_python)

    def _known_mistakes(self, raw: Any, value: Any) -> list[str]:
        return [m.why for m in self.mistakes if _same_answer(m.answer, raw, value, self)]

    def _reasons(self, raw: Any, value: Any, findings: list[Finding], case: Case, got: Any,
                 error: str | None) -> list[str]:
        reasons = _with_findings(self._known_mistakes(raw, value), findings)
        if error is None:
            if case.why is not None:
                try:
                    reasons += case.why(value, got)
                except Exception:  # noqa: BLE001 - a reason is extra help, never an error
                    pass
            # CalcArray's vocabulary (BigInt, `@Literal`) is for CalcArray answers; a value
            # typed as a prediction computed nothing, so it hears how to type the value
            if self.kind == "python":
                reasons += python_type_reason(case.expected, got)
            elif self.shape == "value":
                reasons += prediction_type_reason(case.expected, got)
            else:
                reasons += diagnose_values(case.expected, got)
        return list(dict.fromkeys(reasons))

    # ------------------------------------------------------------------ help

    @property
    def lesson_number(self) -> int:
        return int(self.id.split(".")[0])

    def hint_text(self, k: int) -> str:
        """Rung ``k`` (1 to 3) of the hint ladder, as it reads now (rung 2 follows the last
        answer checked)."""
        if k == 1:
            where = (f" (lesson {self.lesson_number:02d}, section “{self.section}”)"
                     if self.section else "")
            head = f"This is about {self.concept}{where}." if self.concept else ""
            rest = self.hints[0] if self.hints else ""
            return " ".join(p for p in (head, rest) if p)
        if k == 2:
            return self._pointer()
        example = self.example or (self.hints[2] if len(self.hints) > 2 else "")
        return f"A worked example, similar but not this one: {example}" if example else \
            "No example for this one: `.solution()` shows a solution."

    def _pointer(self) -> str:
        """Hint 2: the place in the learner's last answer that is wrong."""
        r = self.last_result
        fallback = self.hints[1] if len(self.hints) > 1 else ""
        if " ".join(self.solution_text.split()) in " ".join(fallback.split()):
            fallback = ""  # the solution stays behind its own button
        if r is None:
            return ("Check an answer first: this hint then points at the place in it that "
                    "is wrong. " + fallback).strip()
        if r.passed:
            return "Your last answer is correct."
        if r.constraint:
            return (f"Your answer does not use {r.constraint} yet, and the statement asks "
                    f"for it: put {r.constraint} into your answer. {fallback}").strip()
        if r.findings:
            f = r.findings[0]
            return f"In your answer, look at {where_text(f)}: {f.reason}"
        if r.failed_case is None:
            return (r.feedback.lstrip("✗ ") + " " + fallback).strip()
        if r.reasons:
            return (f"Your answer gives {r.got} on “{r.failed_case}” (expected {r.expected}): "
                    f"{r.reasons[0]}")
        return (f"Your answer gives {r.got} on “{r.failed_case}”, where {r.expected} is "
                f"expected. {fallback}").strip()

    def shown_hints(self) -> list[str]:
        """The hints asked for so far, as they read now."""
        return [self.hint_text(k) for k in range(1, self.hints_given + 1)]

    def hint(self) -> Text:
        """The next hint (one more each call), or a pointer to the solution."""
        if self.hints_given < HINT_RUNGS:
            self.hints_given += 1
            text = Text(f"Hint {self.hints_given} of {HINT_RUNGS}: "
                        f"{self.hint_text(self.hints_given)}")
        else:
            text = Text("No more hints. `.solution()` shows a solution.")
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


def _with_findings(known: list[str], findings: list[Finding]) -> list[str]:
    """A known mistake's reason, unless a finding says the same with where it is; then the
    findings (each with its place in the answer)."""
    located = {f.reason for f in findings}
    return [r for r in known if r not in located] + [f.text() for f in findings]


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
