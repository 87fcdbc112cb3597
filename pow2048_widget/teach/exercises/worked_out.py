"""Expected values the checker works out itself (lessons 13 and 14), and answers played.

The answer to "what is the mean score of 40 random games?" is whatever ``simulate`` gives
with the statement's fixed seed: the case computes it the first time a learner checks (not
when the course is imported) and compares with a tolerance, so a learner who rounds, or
reads the value off the table, is still right.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from ...engine.game import Game
from ...engine.mode import Mode
from ..cases import Case, python_case

#: What a worked-out case expects before its first run.
PENDING = "(worked out at the first check)"


def _is_number(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def show(x: Any) -> str:
    """Numbers as a reader writes them (``8``, ``1053.3``), anything else as it prints."""
    if _is_number(x):
        return f"{x:.6g}" if isinstance(x, float) else str(x)
    return str(x)


def worked_case(label: str, compute: Callable[[], Any], run: Callable[[Any], Any], *,
                rel: float = 0.0, abs_: float = 0.0,
                wrong: Callable[[], list[tuple[Any, str]]] | None = None) -> Case:
    """A case whose expected value the checker works out with ``compute`` at its first run
    (then kept: the cases are shared by every copy of the exercise in a kernel). Numbers
    match within ``rel`` (relative) or ``abs_``; anything else must be equal.

    ``wrong`` lists typical wrong results with the reason for each (worked out only when
    an answer fails): a result matching one gets that reason, however the answer is
    written."""

    def compare(want: Any, got: Any) -> bool:
        if _is_number(want) and _is_number(got):
            return abs(float(got) - float(want)) <= max(abs_, rel * abs(float(want)))
        return bool(got == want)

    def run_and_work_out(answer: Any) -> Any:
        if case.expected is PENDING:
            case.expected = compute()
        return run(answer)

    def why(_answer: Any, got: Any) -> list[str]:
        if wrong is None or not _is_number(got):
            return []
        return [reason for value, reason in wrong() if compare(value, got)]

    case = python_case(label, PENDING, run_and_work_out, compare, show)
    case.why = why
    return case


def calls(args: tuple[Any, ...]) -> Callable[[Any], Any]:
    """Run an answer that is a function on ``args`` (a number comes back as a float)."""

    def run(answer: Any) -> Any:
        if not callable(answer):
            return f"(not a function but {type(answer).__name__})"
        return a_number(answer(*args))
    return run


def takes(*names: str) -> Callable[[Any], bool]:
    """A constraint test: the answer is a function that can be called with ``names``."""
    import inspect

    def test(answer: Any) -> bool:
        if not callable(answer):
            return False
        try:
            inspect.signature(answer).bind(*names)
        except (TypeError, ValueError):
            return False
        return True
    return test


def a_number(answer: Any) -> Any:
    """The answer when it is a number (numpy's too), else a sentence saying what it is."""
    if hasattr(answer, "item") and not isinstance(answer, (list, str)):
        try:
            answer = answer.item()  # a numpy scalar, as pandas' .mean() gives
        except (TypeError, ValueError):
            pass
    if _is_number(answer):
        return float(answer)
    return f"(not a number but {type(answer).__name__})"


def play_on(mode: Any, grid: list[list[Any]], direction: int) -> Game | str:
    """A game of a copy of ``mode`` started on ``grid`` with no spawns, after one press."""
    if not isinstance(mode, Mode):
        return f"(not a Mode but {type(mode).__name__})"
    m = copy.deepcopy(mode)
    m.random_tile_amount = 0
    m.start_tile_amount = 0
    m.starting_grid = [list(r) for r in grid]
    game = Game(m, seed=1)
    game.move(direction)
    return game
