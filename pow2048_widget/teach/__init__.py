"""The teaching kit: exercises that check themselves, for the CalcArray course notebooks.

``lesson(n)`` gives lesson ``n``'s exercises with shared progress (kept between kernels:
``progress()`` returns it); ``lesson(n)[k]`` is an
``Exercise`` usable as text (``ex.check(answer)``, ``ex.hint()``, ``ex.solution()``,
``print(ex)``) and ``lesson(n).exercise(k)`` the same exercise as a widget. A layer above
``calcarray`` and ``engine`` (and ``display`` for tile exercises); the widget module is
imported only when a widget is asked for.
"""

from __future__ import annotations

from .answers import AnswerError, read_json_answer
from .capstone import check_capstone
from .cases import Case, expr_case, move_case, python_case, tile_case, value_case
from .constraints import Constraint
from .exercise import CheckResult, Exercise, Mistake
from .guide import GUIDE_DIFFERENCES, guide_differences
from .lesson import LESSONS, Lesson, all_exercises, lesson
from .playground import calc
from .progress_store import Progress, progress, set_learner

__all__ = [
    "AnswerError",
    "GUIDE_DIFFERENCES",
    "calc",
    "check_capstone",
    "guide_differences",
    "Case",
    "CheckResult",
    "Constraint",
    "Exercise",
    "LESSONS",
    "Lesson",
    "Mistake",
    "Progress",
    "all_exercises",
    "expr_case",
    "lesson",
    "move_case",
    "progress",
    "python_case",
    "read_json_answer",
    "set_learner",
    "tile_case",
    "value_case",
]
