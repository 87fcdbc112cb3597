"""The Eve 2048: colour records, arrow keys only, classic merges, win ends, moves checked."""

from __future__ import annotations

from pow2048_widget.display import TileRenderer
from pow2048_widget.engine import Game
from pow2048_widget.variants import board_values, eve_2048
from pow2048_widget.variants.eve import EVE_COLOURS

from .helpers import DIR, set_board


def test_colour_records() -> None:
    renderer = TileRenderer(eve_2048())
    for value, (fg, bg) in EVE_COLOURS.items():
        view = renderer.view([float(value)])
        assert (view.text, view.background, view.color) == (str(value), bg, fg)
    assert EVE_COLOURS[8] == ("#f9f6f2", "#f2b179")


def test_only_arrow_keys() -> None:
    keys = [d.keys for d in Game(eve_2048(), seed=1).directions]
    assert [list(k) for k in keys] == [["ArrowUp"], ["ArrowDown"], ["ArrowLeft"], ["ArrowRight"]]


def test_two_start_tiles_of_2_or_4() -> None:
    for seed in range(20):
        values = [v for row in board_values(Game(eve_2048(), seed=seed)) for v in row if v]
        assert len(values) == 2 and set(values) <= {2, 4}


def test_moving_merges_nearest_edge_first_once() -> None:
    game = Game(eve_2048(), seed=2)
    set_board(game, [[2, 2, 2, 2], [4, 4, 8, 0], [2, 0, 2, 4], [0, 0, 0, 0]])
    game.move(DIR["L"])
    values = board_values(game)
    assert values[0][:2] == [4, 4] and values[1][:2] == [8, 8] and values[2][:2] == [4, 4]
    assert game.score == 4 + 4 + 8 + 4


def test_direction_that_cannot_move_adds_nothing() -> None:
    game = Game(eve_2048(), seed=2)
    set_board(game, [[2, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]])
    result = game.move(DIR["L"])
    assert not result.moved
    assert board_values(game)[0] == [2, 4, 0, 0] and sum(map(sum, board_values(game))) == 6


def test_2048_wins_and_ends() -> None:
    game = Game(eve_2048(), seed=2)
    set_board(game, [[1024, 1024, 0, 0], [0] * 4, [0] * 4, [0] * 4])
    result = game.move(DIR["L"])
    assert result.win_screen and game.over and not game.lost
    assert not game.move(DIR["R"]).moved


def test_full_board_without_merges_is_lost_at_once() -> None:
    for seed in range(6):  # the new tile (2 or 4) fills the last gap next to 16 and 32
        game = Game(eve_2048(), seed=seed)
        set_board(game, [[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 8, 16], [4, 2, 0, 32]])
        result = game.move(DIR["L"])
        assert result.moved and result.over and game.lost


def test_full_board_with_a_merge_plays_on() -> None:
    game = Game(eve_2048(), seed=2)
    set_board(game, [[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 8, 16], [4, 2, 16, 0]])
    game.move(DIR["L"])
    assert not game.over
