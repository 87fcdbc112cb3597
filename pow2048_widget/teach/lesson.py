"""A lesson's exercises and the learner's progress through them ("3 of 5 done").

``lesson(2)`` gives fresh copies of lesson 2's exercises (defined in
``teach.exercises.lesson02``), marked solved where the learner's progress file says so
(``teach.progress_store``: solved in an earlier kernel stays solved). Every exercise
reports to its lesson, and whatever shows progress (the text ``lesson.progress()``, the
exercise widgets' headers) follows it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from typing import Any

from .exercise import Exercise, Text
from .progress_store import record_help_listener, solved_ids

__all__ = ["Lesson", "lesson", "LESSONS", "all_exercises"]

#: Lesson numbers that have exercises, and their titles (the course's table of contents).
LESSONS: dict[int, str] = {
    2: "First expressions",
    3: "Nesting and @Parent",
    4: "An operator tour",
    5: "Variables",
    6: "Control flow",
    7: "Arrays as data and @Literal",
    8: "Reading the board",
    9: "Merge rules",
    10: "Tiles and colours",
    11: "Spawns, scripts, win and lose",
    12: "Design your variant",
    13: "Four games",
    14: "Comparing variants",
}


def _definitions(number: int) -> list[Exercise]:
    if number not in LESSONS:
        raise ValueError(f"there is no lesson {number} with exercises "
                         f"(lessons: {', '.join(map(str, LESSONS))})")
    module = importlib.import_module(f"{__package__}.exercises.lesson{number:02d}")
    return list(module.EXERCISES)


def all_exercises() -> dict[int, list[Exercise]]:
    """Every lesson's exercise definitions (used by the tests)."""
    return {n: _definitions(n) for n in LESSONS}


class Lesson:
    """The exercises of one lesson, with progress shared by everything that shows them."""

    def __init__(self, number: int) -> None:
        self.number = number
        self.title = LESSONS.get(number, f"Lesson {number}")
        self.exercises = [ex.fresh() for ex in _definitions(number)]
        solved = solved_ids()
        for ex in self.exercises:
            ex.solved = ex.id in solved
        self._listeners: list[Callable[[Lesson], None]] = []
        for ex in self.exercises:
            ex.on_change(record_help_listener())
            ex.on_change(lambda _ex: self._changed())

    def __getitem__(self, k: int) -> Exercise:
        """Exercise ``k``, counted from 1 as the notebook numbers them."""
        if not 1 <= k <= len(self.exercises):
            raise IndexError(f"lesson {self.number} has exercises 1 to {len(self.exercises)}")
        return self.exercises[k - 1]

    def __iter__(self) -> Iterator[Exercise]:
        return iter(self.exercises)

    def __len__(self) -> int:
        return len(self.exercises)

    @property
    def done(self) -> int:
        return sum(ex.solved for ex in self.exercises)

    def progress_text(self) -> str:
        return f"{self.done} of {len(self.exercises)} done"

    def progress(self) -> Text:
        """One line per exercise, ticked when solved, and the total."""
        lines = [f"Lesson {self.number}, {self.title}: {self.progress_text()}"]
        for ex in self.exercises:
            mark = "✓" if ex.solved else "·"
            lines.append(f"  {mark} {ex.id} {ex.title}")
        return Text("\n".join(lines))

    def on_change(self, callback: Callable[[Lesson], None]) -> None:
        self._listeners.append(callback)

    def _changed(self) -> None:
        for callback in list(self._listeners):
            callback(self)

    def exercise(self, k: int) -> Any:
        """Exercise ``k`` as a widget (answer box, Check, Hint, Solution, progress)."""
        from .widget import ExerciseWidget

        return ExerciseWidget(self[k], lesson=self)

    def __repr__(self) -> str:
        return str(self.progress())


def lesson(number: int) -> Lesson:
    """Lesson ``number``'s exercises (2 to 14), solved where the progress file says so."""
    return Lesson(number)
