"""Nothing a kernel holds is leaked, and nothing the browser writes sticks.

A closed ``Board``, ``Stepper`` or ``ExerciseWidget`` and the game it showed are freed by
the garbage collector (a class re-running cells must not grow without end), and state the
browser writes to a trait it does not own is refused and put back at once.
"""

from __future__ import annotations

import gc
import weakref

import pow2048_widget  # noqa: F401 - registers the save-code layer
from pow2048_widget.engine import Game, classic_mode
from pow2048_widget.teach import lesson
from pow2048_widget.widgets.board import Board
from pow2048_widget.widgets.stepper import Stepper


def _freed(ref: weakref.ref) -> bool:
    gc.collect()
    return ref() is None


def test_a_closed_board_and_its_game_are_freed() -> None:
    game = Game(classic_mode(), seed=1)
    board = Board(game)
    board.move(0)
    game.move(1)  # from Python too: the board follows
    refs = weakref.ref(board), weakref.ref(game), weakref.ref(game.mode)
    board.close()
    del board, game
    assert all(_freed(r) for r in refs)


def test_a_closed_stepper_is_freed() -> None:
    stepper = Stepper([1.0, "+", 2.0, "*", [3.0, "-", 1.0]])
    stepper.forward(2)
    ref = weakref.ref(stepper)
    stepper.close()
    del stepper
    assert _freed(ref)


def test_a_closed_exercise_widget_is_freed_while_its_lesson_lives_on() -> None:
    two = lesson(2)
    widget = two.exercise(1)
    ref = weakref.ref(widget)
    widget.close()
    del widget
    assert _freed(ref)
    two._changed()  # the lesson still notifies (nobody), without error


def test_a_closed_explain_view_and_its_steppers_are_freed() -> None:
    game = Game(classic_mode(), seed=1)
    board = Board(game)
    view = board.explain_move(0)
    first = weakref.ref(view.open_test(0))
    second = weakref.ref(view.open_test(len(view.tests) - 1))
    assert _freed(first)  # replaced by the second: closed
    refs = weakref.ref(view), second, weakref.ref(game)
    view.close()
    board.close()
    del view, board, game
    assert all(_freed(r) for r in refs)


def test_many_boards_do_not_accumulate() -> None:
    refs = []
    for seed in range(20):
        board = Board(Game(classic_mode(), seed=seed))
        refs.append(weakref.ref(board))
        board.close()
        del board
    gc.collect()
    assert sum(r() is not None for r in refs) == 0


def test_board_puts_back_display_traits_the_browser_writes() -> None:
    board = Board(Game(classic_mode(), seed=1))
    sent = []
    board.send_state = lambda keys=None: sent.append(keys)  # type: ignore[method-assign]
    board.set_state({"width": 10**9, "score": "999999"})
    assert board.width == 4 and board.score == "0"
    assert sent and set(sent[-1]) == {"width", "score"}  # the view is restored at once
    board.close()


def test_exercise_widget_refuses_state_from_the_browser() -> None:
    widget = lesson(2).exercise(1)
    sent = []
    widget.send_state = lambda keys=None: sent.append(keys)  # type: ignore[method-assign]
    widget.set_state({"answer": 5})  # was a TraitError raised into the kernel
    widget.set_state({"status": "right", "checks": "x"})
    widget.set_state(["not", "a", "dict"])
    assert widget.answer == "" and widget.status != "right"
    assert sent == [["answer"], ["status", "checks"]]
    widget.close()


def test_stepper_accepts_its_own_controls_and_refuses_the_rest() -> None:
    stepper = Stepper([1.0, "+", 2.0, "*", 4.0])
    stepper.set_state({"current": 1, "skip_trivial": True})
    assert stepper.current == 1 and stepper.skip_trivial
    stepper.set_state({"current": "x"})  # malformed: ignored
    assert stepper.current == 1
    stepper.set_state({"steps": []})  # not the browser's to write
    assert stepper.steps
    stepper.close()
