"""Special strings (calcarray.md section 9) on a board the way a merge rule sees it."""

from __future__ import annotations

import math

import pytest

from pow2048_widget.calcarray import EvalContext, GameState, evaluate

GRID = [
    [[0.0, 5.0], [1.0, 6.0], "@Empty", [3.0, 7.0]],
    [[4.0, 1.0], "@Void", [6.0, 2.0], [7.0, 3.0]],
    [[1.0, 0.0], [1.0, 1.0], [2.0, 2.0], [2.0, 3.0]],
    ["@Empty", [5.0, 4.0], "@Slippery", [9.0, 9.0]],
]


def at(row, col, vdir=0.0, hdir=-1.0, **kw):
    state = GameState(grid=GRID, width=4, height=4, tile_num_amount=2)
    return EvalContext(vcoord=row, hcoord=col, vdir=vdir, hdir=hdir, state=state, **kw)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("@This 0", 2.0),
        ("@This 2", "@This 2"),  # not an entry index: unresolved
        ("@This @Position", [2.0, 3.0]),
        ("@Next 1", [2.0, 2.0]),
        ("@Next 1 0", 2.0),
        ("@Next 4 0", "@Next 4 0"),  # off the board
        ("@Next 1 1 0", 6.0),  # one step, then one sideways (up when moving left)
        ("@Next 1.5 0", 1.0),  # fractional counts walk ceil(|d|) steps
        ("@Next FL", [[1.0, 0.0], [1.0, 1.0], [2.0, 2.0]]),  # farthest first
        ("@NextNE", [[2.0, 2.0], [1.0, 1.0], [1.0, 0.0]]),
        ("@Relative -1 0 1", 3.0),
        ("@Grid 1 9 0", [[4.0, 1.0], "@Void", [6.0, 2.0], [7.0, 3.0]]),
        ("@This 0 @FromVCoord 0", 3.0),
        ("@VCoord @FromVCoord 7", 7.0),
        ("@Score 1", "@Score 1"),  # wrong number of parts
        ("@score", "@score"),
    ],
)
def test_tile_strings_moving_left_from_row_2_col_3(text, expected):
    assert evaluate(text, at(2.0, 3.0)) == expected


def test_slippery_cells_are_skipped_when_walking_down():
    assert evaluate("@Next 1", at(1.0, 2.0, vdir=1.0, hdir=0.0)) == [2.0, 2.0]
    assert evaluate("@Next 2", at(1.0, 2.0, vdir=1.0, hdir=0.0)) == "@Next 2"


def test_merge_length_group_comes_from_add_info():
    assert evaluate("@Next", at(2.0, 3.0, add_info=[3.0])) == [[1.0, 1.0], [2.0, 2.0]]
    assert evaluate("@MLength", at(2.0, 3.0, add_info=[3.0])) == 3.0
    assert evaluate("@SlideAmount", at(2.0, 3.0)) == math.inf


def test_python_int_coordinates_mean_numbers():
    ctx = at(2, 3)
    assert evaluate(["@Next 1 0", "=", "@This 0"], ctx) is True


def test_state_strings():
    state = GameState(score=42, moves=7, now=10_000.0, start_game_time=0.0,
                      screen="Gameplay")
    ctx = EvalContext(state=state)
    assert evaluate(["@Score", "+", "@Moves"], ctx) == 49.0
    assert evaluate("@TimeSinceStartGame", ctx) == 10.0
    assert evaluate("@TimeSinceFirstMove", ctx) == -1.0
    assert evaluate("@InGameStatus", ctx) == 1.0
    assert evaluate("@Primes", ctx) == [2, 3, 5]
