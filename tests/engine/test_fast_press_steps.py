"""The fast path skips only steps that have nothing to do, and keys lines as the table does."""

from __future__ import annotations

import math

import pytest

from pow2048_widget.engine import Game, classic_mode
from pow2048_widget.engine.fast_press import FastPress
from pow2048_widget.engine.tiles import EMPTY, line_key, tile_key

CELLS = [EMPTY, [2.0], [1.0, 2.0], ["a"], [True], [[2.0]], 3.0, "@Other", [-0.0],
         [math.inf], [], [2]]


@pytest.mark.parametrize("cell", CELLS, ids=repr)
def test_line_key_matches_tile_key(cell):
    cells = [cell, [4.0], EMPTY, cell]
    assert line_key(cells) == tuple(map(tile_key, cells))


def test_line_key_of_nan_tile_equals_nothing():
    """A NaN tile is never equal to itself, so its line never hits the table."""
    key = line_key([[math.nan], EMPTY])
    assert key[0][0] == "T" and key != line_key([[math.nan], EMPTY])
    assert key[1] == tile_key(EMPTY)


def test_fast_presses_match_moves_and_leave_no_quiet_flag():
    fast_game = Game(classic_mode(), seed=5, keep_history=False)
    slow_game = Game(classic_mode(), seed=5, keep_history=False)
    fast = FastPress.for_game(fast_game)
    assert fast is not None
    for i in range(300):
        d = (i * 7 + i // 3) % 4
        a, b = fast.move(d), slow_game.move(d)
        assert (a.accepted, a.moved, a.score_gained, a.over, a.random_calls) == \
            (b.accepted, b.moved, b.score_gained, b.over, b.random_calls)
        assert a.grid_after_move == b.grid_after_move
        assert fast_game.grid == slow_game.grid
        assert fast_game.turn.quiet_scripts is False  # only during a strategy's press
        if slow_game.over:
            break
    assert fast.general_presses == 0
