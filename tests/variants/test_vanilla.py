"""The vanilla-JavaScript 2048: its start, its row loop, a 2 after every press, no score."""

from __future__ import annotations

import random

from pow2048_widget.engine import Game
from pow2048_widget.variants import board_values, vanilla_2048

from .helpers import DIR, set_board


def js_play_left(row: list[int]) -> list[int]:
    """The post's ``zerosToRight`` then ``doubleNumbersOnLeft``, line for line."""
    arr = list(row)
    for i in range(len(arr) - 1, -1, -1):           # zerosToRight
        if arr[i] == 0:
            arr.pop(i)
            arr.append(0)
    i = 0
    while i < len(arr):                              # doubleNumbersOnLeft
        if i + 1 < len(arr) and arr[i] == arr[i + 1]:
            arr[i] = arr[i] * 2
            arr.pop(i + 1)
            arr.append(0)
        i += 1
    return arr


def js_play_right(row: list[int]) -> list[int]:
    """``zerosToLeft`` then ``doubleNumbersOnRight`` (reverse, test index i, reverse back)."""
    arr = list(row)
    arr.reverse()
    for i in range(len(arr) - 1, -1, -1):
        if arr[i] == 0:
            arr.pop(i)
            arr.append(0)
    arr.reverse()
    for i in range(len(arr)):
        arr.reverse()
        if i + 1 < len(arr) and arr[i] == arr[i + 1]:
            arr[i] = arr[i] * 2
            arr.pop(i + 1)
            arr.append(0)
        arr.reverse()
    return arr


def test_fixed_start() -> None:
    game = Game(vanilla_2048(), seed=1)
    assert board_values(game) == [[0, 0, 0, 2], [0, 0, 0, 0], [0, 0, 2, 0], [2, 0, 0, 0]]
    assert Game(vanilla_2048(), seed=99).grid == game.grid


def test_rows_follow_the_post_loop() -> None:
    rnd = random.Random(4)
    for _ in range(200):
        row = [rnd.choice([0, 0, 2, 2, 4, 8]) for _ in range(4)]
        for key, js in (("L", js_play_left), ("R", js_play_right)):
            game = Game(vanilla_2048(), seed=1)
            set_board(game, [row, [0] * 4, [0] * 4, [0] * 4])
            game.move(DIR[key])
            got = board_values(game)[0]
            want = js(row)
            # the new 2 may land in row 0: compare the cells the post's loop filled
            assert [g for g, w in zip(got, want, strict=True) if w] == [w for w in want if w]
    assert js_play_left([2, 2, 2, 2]) == [4, 4, 0, 0]


def test_columns_move_up_and_down() -> None:
    game = Game(vanilla_2048(), seed=3)
    set_board(game, [[2, 0, 0, 0], [2, 0, 0, 0], [4, 0, 0, 0], [4, 0, 0, 0]])
    game.move(DIR["U"])
    assert [board_values(game)[r][0] for r in range(2)] == [4, 8]
    set_board(game, [[2, 0, 0, 0], [2, 0, 0, 0], [2, 0, 0, 0], [0, 0, 0, 0]])
    game.move(DIR["D"])
    assert [board_values(game)[r][0] for r in (2, 3)] == [2, 4]


def test_a_press_that_moves_nothing_still_adds_a_2() -> None:
    game = Game(vanilla_2048(), seed=5)
    set_board(game, [[2, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]])
    game.move(DIR["U"])                      # nothing can move up
    values = board_values(game)
    assert values[0][:2] == [2, 4]
    assert sum(v == 2 for row in values for v in row) == 2  # one new 2
    for total in (10, 12, 14):               # and again: a new 2 after every press
        game.move(DIR["U"])
        assert sum(map(sum, board_values(game))) == total


def test_only_2s_no_score_never_ends() -> None:
    game = Game(vanilla_2048(), seed=11)
    rnd = random.Random(11)
    for _ in range(300):
        before = [v for row in board_values(game) for v in row]
        result = game.move(rnd.randrange(4))
        assert all(s.tile == [2.0] for s in result.events if type(s).__name__ == "Spawn")
        assert game.score == 0
        assert not game.over and result.accepted
        after = [v for row in board_values(game) for v in row]
        # merges keep the sum; the new 2 comes whenever a cell was free after the slide
        assert sum(after) - sum(before) in ((2,) if 0 in after else (0, 2))
    set_board(game, [[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]])
    for d in range(4):
        assert game.move(d).accepted and not game.over


def test_values_below_8_are_pale_lilac() -> None:
    from pow2048_widget.display import TileRenderer
    from pow2048_widget.variants.vanilla import VANILLA_LILAC

    renderer = TileRenderer(vanilla_2048())
    assert renderer.view([2.0]).background == VANILLA_LILAC
    assert renderer.view([4.0]).background == VANILLA_LILAC
    assert renderer.view([8.0]).background != VANILLA_LILAC
    assert renderer.view([16.0]).text == "16"
