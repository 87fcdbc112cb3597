"""The Excel LAMBDA 2048: golden replays derived by hand from the formula, move by move.

Each expected grid below was worked out on paper from the formula in the Excel write-up
(only the LCG numbers and the MODs were computed with a calculator):

* ``randoms``: r1 = MOD(seed*6423135, 16777213), r2 = MOD(r1*6423135, 16777213), ...
* ``place_random(r, grid)``: the empty cells numbered 1..n in row-major order; the tile goes
  in the (MOD(r, n)+1)-th; it is a 4 when MOD(INT(r/10), 10) = 0, else a 2.
* start: two placements with the seed itself, every tile then made a 2.
"""

from __future__ import annotations

import random

import pytest

from pow2048_widget.variants import board_values, excel_2048_game, excel_2048_replay
from pow2048_widget.variants.excel_formula import (
    ExcelRun,
    lcg_next,
    place_random,
    rotate,
    slide_column,
    start_cells,
)

_ = 0
DIR = {"U": 0, "D": 1, "L": 2, "R": 3}

# Seed 1005 (its tens digit is 0): first start placement MOD(1005,16)=13 -> cell 14 = (3,1),
# a 4 by the tens digit, made a 2; second MOD(1005,15)=0 -> 1st of the 15 empty = (0,0).
SEED_1005 = [
    ([[2, _, _, _], [_, _, _, _], [_, _, _, _], [_, 2, _, _]], 0),
    # L, r1=12800883 (tens 8 -> 2): row 3 slides; 14 empty, MOD(r1,14)=11 -> 12th = cell 14.
    ([[2, _, _, _], [_, _, _, _], [_, _, _, _], [2, 2, _, _]], 0),
    # U, r2=603379: column 0 merges 2+2 (+4); 14 empty, MOD=7 -> 8th empty = cell 10 = (2,1).
    ([[4, 2, _, _], [_, _, _, _], [_, 2, _, _], [_, _, _, _]], 4),
    # R, r3=15015739: 13 empty, MOD=11 -> 12th empty = cell 15 = (3,2).
    ([[_, _, 4, 2], [_, _, _, _], [_, _, _, 2], [_, _, 2, _]], 4),
    # D, r4=14824737: column 3 merges 2+2 (+4); 13 empty, MOD=5 -> 6th = cell 6 = (1,1).
    ([[_, _, _, _], [_, 2, _, _], [_, _, 4, _], [_, _, 2, 4]], 8),
    # D, r5=116879: column 1 slides; 12 empty, MOD=11 -> 12th = cell 13 = (3,0).
    ([[_, _, _, _], [_, _, _, _], [_, _, 4, _], [2, 2, 2, 4]], 8),
    # D, r6=16422767: nothing changes, so no tile (but r6 is used up).
    ([[_, _, _, _], [_, _, _, _], [_, _, 4, _], [2, 2, 2, 4]], 8),
    # L, r7=13295890: row 3 2,2,2,4 -> 4,2,4 (+4); 12 empty, MOD=10 -> 11th = cell 12 = (2,3).
    ([[_, _, _, _], [_, _, _, _], [4, _, _, 2], [4, 2, 4, _]], 12),
    # U, r8=14200268: column 0 merges 4+4 (+8); 12 empty, MOD=8 -> 9th = cell 13 = (3,0).
    ([[8, 2, 4, 2], [_, _, _, _], [_, _, _, _], [2, _, _, _]], 20),
]

# Seed 42: MOD(42,16)=10 -> cell 11 = (2,2); MOD(42,15)=12 -> 13th of the 15 empty cells,
# which skips cell 11: cell 14 = (3,1).
SEED_42 = [
    ([[_, _, _, _], [_, _, _, _], [_, _, 2, _], [_, 2, _, _]], 0),
    # D, r1=1336262: 14 empty, MOD=4 -> 5th = cell 5 = (1,0).
    ([[_, _, _, _], [2, _, _, _], [_, _, _, _], [_, 2, 2, _]], 0),
    # R, r2=3931552: row 3 2+2 (+4); 14 empty, MOD=2 -> 3rd = cell 3 = (0,2).
    ([[_, _, 2, _], [_, _, _, 2], [_, _, _, _], [_, _, _, 4]], 4),
    # U, r3=12797263: 13 empty, MOD=11 -> 12th = cell 15 = (3,2).
    ([[_, _, 2, 2], [_, _, _, 4], [_, _, _, _], [_, _, 2, _]], 4),
    # U, r4=2071897: column 2 2+2 (+4); 13 empty, MOD=9 -> 10th = cell 13 = (3,0).
    ([[_, _, 4, 2], [_, _, _, 4], [_, _, _, _], [2, _, _, _]], 8),
    # U, r5=2909596: 12 empty, MOD=4 -> 5th = cell 9 = (2,0).
    ([[2, _, 4, 2], [_, _, _, 4], [2, _, _, _], [_, _, _, _]], 8),
    # L, r6=3140305, tens digit 0 -> a 4; 11 empty, MOD=3 -> 4th = cell 8 = (1,3).
    ([[2, 4, 2, _], [4, _, _, 4], [2, _, _, _], [_, _, _, _]], 8),
]

GOLDEN = [(1005, "LURDDDLU", SEED_1005), (42, "DRUUUL", SEED_42)]


@pytest.mark.parametrize(("seed", "moves", "expected"), GOLDEN)
def test_replay_matches_hand_derivation(seed: int, moves: str, expected: list) -> None:
    got = excel_2048_replay(seed, moves)
    assert len(got) == len(moves) + 1
    for i, (state, want) in enumerate(zip(got, expected, strict=True)):
        assert state == want, f"after {i} moves ({moves[:i]!r})"


@pytest.mark.parametrize(("seed", "moves", "expected"), GOLDEN)
def test_game_plays_the_hand_derivation(seed: int, moves: str, expected: list) -> None:
    game = excel_2048_game(seed)
    assert (board_values(game), int(game.score)) == expected[0]
    for i, move in enumerate(moves, start=1):
        game.move(DIR[move])
        assert (board_values(game), int(game.score)) == expected[i], f"after move {i}"


def test_lcg_numbers() -> None:
    assert lcg_next(1005) == 12800883
    assert lcg_next(12800883) == 603379
    assert lcg_next(0) == 0


def test_start_placements_and_tile_digit() -> None:
    # Seed 1000: MOD(1000,16)=8 -> cell 9 = index 8; MOD(1000,15)=10 -> 11th of the rest
    # = index 11; the tens digit is 0, so both were 4s before the start made them 2s.
    cells = start_cells(1000)
    assert [i for i, x in enumerate(cells) if x] == [8, 11]
    assert set(cells) == {0.0, 2.0}
    assert place_random(1000, [0.0] * 16)[8] == 4.0
    assert place_random(1010, [0.0] * 16)[1010 % 16] == 2.0


def test_rotations_are_the_four_turns() -> None:
    cells = [float(i) for i in range(1, 17)]
    assert rotate(cells, 1) == cells
    assert rotate(cells, -1) == cells[::-1]
    left = rotate(cells, 2)          # clockwise: the first column, bottom-up, is row 1
    assert left[:4] == [13.0, 9.0, 5.0, 1.0]
    assert rotate(left, -2) == cells  # right undoes left


@pytest.mark.parametrize(("column", "after"), [
    ([2, 2, 2, 2], [4, 4, 0, 0]),
    ([2, 2, 2, 0], [4, 2, 0, 0]),
    ([0, 2, 0, 2], [4, 0, 0, 0]),
    ([4, 2, 2, 2], [4, 4, 2, 0]),
    ([2, 4, 8, 16], [2, 4, 8, 16]),
    ([8, 8, 4, 4], [16, 8, 0, 0]),
])
def test_slide_column_merges_like_classic(column: list[int], after: list[int]) -> None:
    out = slide_column([float(x) for x in column])
    assert [int(x) for x in out] == after


def test_score_in_the_decimals_past_65536() -> None:
    # Below 65536 the decimals are the points: 32768+32768 -> 65536.65536, +65536 points.
    assert slide_column([32768.0, 32768.0, 0, 0])[0] == pytest.approx(65536.65536)
    # Two 65536 give 131072 + 1.31072: INT makes the tile 131073, the points 31072.
    run = ExcelRun(0)
    run.cells = [65536.0, 2, 4, 8, 65536.0, 16, 32, 64, 128, 256, 512, 1024, 2, 4, 8, 16]
    run.step("U")
    assert run.cells[0] == 131073.0
    assert run.score == 31072


def test_move_that_changes_nothing_uses_a_number() -> None:
    # Seed 1005 "LURDDD" then "L": r7 places the tile; with an extra no-op press first,
    # r8 does instead, so the new tile lands elsewhere.
    a = excel_2048_replay(1005, "LURDDDL")[-1]
    b = excel_2048_replay(1005, "LURDDDDL")[-1]
    assert a[0] != b[0]


def test_game_matches_formula_on_random_moves() -> None:
    rnd = random.Random(7)
    for seed in (0, 1, 99, 123456, 2**28 - 1):
        moves = "".join(rnd.choice("UDLR") for _ in range(150))
        want = excel_2048_replay(seed, moves)
        game = excel_2048_game(seed)
        for i, move in enumerate(moves, start=1):
            game.move(DIR[move])
            assert (board_values(game), int(game.score)) == want[i], (seed, i)


def test_victory_at_2048_and_play_on() -> None:
    game = excel_2048_game(5)
    grid = game.state.grid
    for r in range(4):
        for c in range(4):
            grid[r][c] = "@Empty"
    grid[0][0], grid[0][1] = [1024.0], [1024.0]
    result = game.move(DIR["L"])
    assert board_values(game)[0][0] == 2048
    assert result.win_screen and not game.over
    moves = game.moves
    game.move(DIR["D"])                  # the sheet keeps going after the win
    assert not game.over and game.moves == moves + 1
    assert board_values(game)[3][0] == 2048


def test_game_over_test() -> None:
    run = ExcelRun(3)
    run.cells = [float(2 ** (1 + (i + i // 4) % 2)) for i in range(16)]  # checkerboard 2/4
    assert run.game_over()
    run.cells[5] = run.cells[4]
    assert not run.game_over()


@pytest.mark.parametrize("bad", [-1, 2**28, 1.5, "7", True, float("nan")])
def test_bad_seed(bad: object) -> None:
    with pytest.raises(ValueError, match="seed must be an integer"):
        excel_2048_replay(bad, "U")  # type: ignore[arg-type]


def test_whole_float_seed_is_the_int_seed() -> None:
    assert excel_2048_replay(42.0, "UL") == excel_2048_replay(42, "UL")  # type: ignore[arg-type]


def test_bad_moves() -> None:
    with pytest.raises(ValueError, match=r"moves\[2\]"):
        excel_2048_replay(1, "UDX")
    assert excel_2048_replay(1, "udlr") == excel_2048_replay(1, "UDLR")


def test_undo_restores_the_generator() -> None:
    game = excel_2048_game(1005)
    for key in "LUR":
        game.move(DIR[key])
    before = board_values(game)
    game.move(DIR["D"])
    after = board_values(game)
    game.undo()
    assert board_values(game) == before
    game.move(DIR["D"])
    assert board_values(game) == after == excel_2048_replay(1005, "LURD")[-1][0]


def test_new_game_starts_the_same_seed_again() -> None:
    game = excel_2048_game(42)
    for key in "DRU":
        game.move(DIR[key])
    game.new_game()
    assert board_values(game) == excel_2048_replay(42, "")[0][0] and game.score == 0
    for key in "DRU":
        game.move(DIR[key])
    assert board_values(game) == excel_2048_replay(42, "DRU")[-1][0]
