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


# --- whole lines read, keyed and written at once (LineTable.steps / write) -----------------

ODD = [[True], [1], [1.0, 2.0], [-0.0], [math.nan], "@Void", [1.0, True], [], ["1"]]


def _boards(mode, n, seed, odd=True):
    """Random boards of common cells, with a few odd ones (equal in Python, not strictly)."""
    import random

    rnd = random.Random(seed)
    common = [EMPTY, EMPTY, [0.0], [1.0], [1.0], [2.0], [3.0]]
    for _ in range(n):
        grid = [[rnd.choice(common) for _ in range(mode.width)] for _ in range(mode.height)]
        if odd and rnd.random() < 0.5:
            grid[rnd.randrange(mode.height)][rnd.randrange(mode.width)] = rnd.choice(ODD)
        yield grid


def _by_positions(table, d, grid):
    """The steps as the table gives them line by line, keyed by tile keys."""
    out = []
    for line in table.lines(d):
        cells = [grid[v][h] for v, h in line]
        out.append(table.step(d, line_key(cells), cells))
    return out


@pytest.mark.parametrize("size", [(4, 4), (5, 3)])
def test_whole_line_steps_are_the_tile_keyed_steps(size):
    """Plain keys (one number per tile) never confuse [1.0] with [True], [1] or [1.0, 2.0]."""
    from pow2048_widget.engine.line_table import LineTable

    mode = classic_mode()
    mode.width, mode.height = size
    table = LineTable(mode)
    for grid in _boards(mode, 300, seed=size[0]):
        for d in range(len(mode.directions)):
            got = table.steps(d, grid)
            want = _by_positions(table, d, grid)
            assert len(got) == len(want)
            for a, b, line in zip(got, want, table.lines(d), strict=True):
                cells = [grid[v][h] for v, h in line]
                if any(type(c) is list and c and c[0] != c[0] for c in cells):
                    assert repr(a) == repr(b)  # NaN equals nothing: computed each time
                    continue
                assert a is b  # the same remembered step
            # Written back, the moved lines give the board cell for cell.
            by_table = [row[:] for row in grid]
            table.write(d, by_table, got)
            by_hand = [row[:] for row in grid]
            for line, step in zip(table.lines(d), got, strict=True):
                if step.moved:
                    for (v, h), cell in zip(line, step.cells, strict=True):
                        by_hand[v][h] = cell
            assert repr(by_table) == repr(by_hand)


def test_a_board_of_another_size_is_read_cell_by_cell():
    from pow2048_widget.engine.line_table import LineTable

    mode = classic_mode()
    table = LineTable(mode)
    wide = [[[1.0], [1.0], EMPTY, [2.0], [9.0]] for _ in range(4)]  # one column too many
    for d in range(4):
        assert table.steps(d, wide) == _by_positions(table, d, wide)


def test_fast_presses_match_moves_with_a_win_and_odd_tiles():
    """The judge's remembered quiet tiles do not hide a winning tile, and a board with odd
    tiles is pressed like the general path."""
    mode = classic_mode()
    mode.win_conditions = [[5.0]]
    wins = fast_presses = 0
    for seed in range(4):
        fast_game = Game(mode, seed=seed, keep_history=False)
        slow_game = Game(mode, seed=seed, keep_history=False)
        for g in (fast_game, slow_game):
            g.state.grid[3][3] = [True]
        fast = FastPress(fast_game)
        presses = 0
        for i in range(400):
            d = (i * 5 + i // 7) % 4
            a, b = fast.move(d), slow_game.move(d)
            assert (a.accepted, a.moved, a.score_gained, a.win_screen, a.over) == \
                (b.accepted, b.moved, b.score_gained, b.win_screen, b.over)
            assert repr(fast_game.state.grid) == repr(slow_game.state.grid)
            presses += 1
            if b.win_screen:
                break
        wins += slow_game.win_screen
        fast_presses += presses - fast.general_presses
    assert wins >= 2 and fast_presses > 60


def test_the_judges_quiet_tiles_are_forgotten_with_the_judge():
    """A tile the judge once passed over (already among the winning tiles) wins again in
    the next game: the fast path's memory of quiet tiles follows the game's judge."""
    mode = classic_mode()
    mode.win_conditions = [[4.0]]
    fast_game = Game(mode, seed=3, keep_history=False)
    slow_game = Game(mode, seed=3, keep_history=False)
    fast = FastPress(fast_game)
    for g in (fast_game, slow_game):  # as a restored game could be: 16 already seen
        g.state.disc_winning = [[4.0]]
        g.state.grid[0][0] = [4.0]
        g.keep_playing()
    wins = []
    for game_no in range(3):
        for i in range(300):
            d = (i * 5 + i // 7) % 4
            a, b = fast.move(d), slow_game.move(d)
            assert (a.moved, a.win_screen, a.over) == (b.moved, b.win_screen, b.over)
            assert repr(fast_game.state.grid) == repr(slow_game.state.grid)
            if b.over or (b.win_screen and game_no > 0):
                break
        wins.append(slow_game.win_screen)
        fast_game.new_game(10 + game_no)
        slow_game.new_game(10 + game_no)
    assert wins[1:] == [True, True] and fast.general_presses < 30


def test_the_shared_line_table_of_a_mode_follows_its_edits() -> None:
    # ``Game.move`` asks for the shared table at every new game; the text of the mode's
    # fields (the table's key) is remembered until the mode is edited.
    from pow2048_widget.engine.line_table import shared_table

    mode = classic_mode()
    table = shared_table(mode)
    assert shared_table(mode) is table
    mode.win_conditions = [[[12.0]]]  # an edit: a new revision, new fields
    edited = shared_table(mode)
    assert edited is not table
    assert shared_table(mode) is edited
    assert shared_table(classic_mode()) is table  # another object with the first fields
