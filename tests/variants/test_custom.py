"""CustomGame: one test per option, the document's own example, export and the algorithm."""

from __future__ import annotations

import random

import pytest

from pow2048_widget.display import TileRenderer
from pow2048_widget.engine import Game, GameError, ModeError
from pow2048_widget.savecode import load_save_code
from pow2048_widget.variants import CustomGame, NewTile, board_values
from pow2048_widget.variants import custom_algorithm as algo
from pow2048_widget.variants.custom_options import DISABLED_CSS, PALETTE

from .helpers import DIR

SUM = ["@Tiles", "arr_reduce", 0, ["+", "@Var -1"]]
NO_SPAWN = NewTile(values={2: 1}, per_move=0, at_start=0)


def put(game: Game, rows: list[list[int]]) -> None:
    """Numbers on the board (0 empty, -1 disabled); custom tiles are [value, -1]."""
    for r, row in enumerate(rows):
        for c, n in enumerate(row):
            game.state.grid[r][c] = "@Void" if n < 0 else ([float(n), -1.0] if n else "@Empty")


def played(custom: CustomGame, rows: list[list[int]], key: str) -> tuple[list[list[int]], float]:
    game = custom.game(seed=1)
    put(game, rows)
    game.move(DIR[key])
    return board_values(game), game.score


def test_document_example_win_at_32_on_a_holed_3x3() -> None:
    custom = CustomGame(win_condition=[[32]], grid_mask=[[1, 1, 1], [1, 0, 1], [1, 1, 1]],
                        initial_tiles=[{"row": 0, "column": 0, "value": 2}])
    game = custom.game(seed=4)
    assert board_values(game) == [[2, 0, 0], [0, 0, 0], [0, 0, 0]]
    assert game.state.grid[1][1] == "@Void"
    put(game, [[16, 16, 0], [0, -1, 0], [0, 0, 0]])
    result = game.move(DIR["L"])
    assert board_values(game)[0][0] == 32 and result.win_screen
    # the centre stops tiles: nothing enters it, nothing crosses it
    put(game, [[0, 0, 0], [4, -1, 0], [0, 0, 0]])
    game.move(DIR["R"])
    assert board_values(game)[1] == [4, 0, 0] and game.state.grid[1][1] == "@Void"


def test_win_tile_shorthand_is_the_same_as_win_condition() -> None:
    assert CustomGame(win_tile=32).to_mode() == CustomGame(win_condition=[[32]]).to_mode()
    with pytest.raises(ModeError, match="win_tile"):
        CustomGame(win_tile=32, win_condition=[[64]])


def test_win_condition_calcarray_and_python() -> None:
    for option in ([["@This 0", ">=", 16]], lambda values: max(map(max, values)) >= 16):
        game = CustomGame(win_condition=option, new_tile=NO_SPAWN).game(seed=1)
        put(game, [[4, 4, 0, 0], [0] * 4, [0] * 4, [0] * 4])
        assert not game.move(DIR["L"]).win_screen
        put(game, [[8, 8, 0, 0], [0] * 4, [0] * 4, [0] * 4])
        assert game.move(DIR["L"]).win_screen


def test_lose_condition_calcarray_and_python() -> None:
    for option in (["@Score", ">=", 8], lambda values: values[0][0] >= 8):
        game = CustomGame(lose_condition=option, new_tile=NO_SPAWN).game(seed=1)
        put(game, [[2, 2, 0, 0], [0] * 4, [0] * 4, [0] * 4])
        game.move(DIR["L"])
        assert not game.over
        put(game, [[4, 4, 0, 0], [0] * 4, [0] * 4, [0] * 4])
        game.move(DIR["L"])
        assert game.over and game.lost


def test_new_tile_several_per_move_and_values() -> None:
    game = CustomGame(new_tile=NewTile(values={3: 1}, per_move=2, at_start=1)).game(seed=3)
    assert sorted(v for row in board_values(game) for v in row if v) == [3]
    put(game, [[0, 0, 0, 3], [0] * 4, [0] * 4, [0] * 4])
    result = game.move(DIR["L"])
    spawns = [e for e in result.events if type(e).__name__ == "Spawn"]
    assert [e.tile for e in spawns] == [[3.0, -1.0], [3.0, -1.0]]
    assert sum(map(sum, board_values(game))) == 9


def test_new_tile_python_function() -> None:
    def corner(values: list[list[int]], rnd: object) -> list[tuple[int, int, int]]:
        return [(3, 3, 5)] if values[3][3] == 0 else []

    game = CustomGame(new_tile=corner, initial_tiles=[(0, 0, 2)]).game(seed=1)
    game.move(DIR["U"])          # nothing moves: no new tile either
    game.move(DIR["R"])
    assert board_values(game)[0] == [0, 0, 0, 2] and board_values(game)[3][3] == 5
    with pytest.raises(ModeError, match="new_tile"):
        CustomGame(new_tile=corner).to_save_code()


@pytest.mark.parametrize("option", [[SUM, "=", 6], lambda tiles: sum(tiles) == 6])
def test_merge_condition(option: object) -> None:
    custom = CustomGame(merge_condition=option, max_merge_length=3, new_tile=NO_SPAWN)
    values, score = played(custom, [[1, 2, 3, 0], [2, 4, 0, 0], [3, 3, 0, 0], [0] * 4], "L")
    assert [row[:2] for row in values] == [[6, 0], [6, 0], [6, 0], [0, 0]]
    assert score == 18


def test_merge_condition_first_parameter_is_nearest_the_edge() -> None:
    custom = CustomGame(merge_condition=[["@Tiles", "arr_elem", 0], "<",
                                         ["@Tiles", "arr_elem", 1]], new_tile=NO_SPAWN)
    assert played(custom, [[2, 4, 0, 0], [0] * 4, [0] * 4, [0] * 4], "L")[0][0] == [6, 0, 0, 0]
    assert played(custom, [[2, 4, 0, 0], [0] * 4, [0] * 4, [0] * 4], "R")[0][0] == [0, 0, 2, 4]


@pytest.mark.parametrize("option", [[SUM, "*", 10], lambda tiles: sum(tiles) * 10])
def test_merge_result(option: object) -> None:
    values, score = played(CustomGame(merge_result=option, new_tile=NO_SPAWN),
                           [[2, 2, 0, 0], [0] * 4, [0] * 4, [0] * 4], "L")
    assert values[0][0] == 40 and score == 40  # the score defaults to the result


@pytest.mark.parametrize("option", [["@TileCount", "*", 100], lambda tiles: 100 * len(tiles)])
def test_merge_score(option: object) -> None:
    values, score = played(CustomGame(merge_score=option, new_tile=NO_SPAWN),
                           [[2, 2, 4, 4], [0] * 4, [0] * 4, [0] * 4], "L")
    assert values[0][:2] == [4, 8] and score == 400


def test_grid_mask_splits_lines() -> None:
    custom = CustomGame(grid_mask=[[1, 1, 0, 1], [1, 1, 1, 1]], new_tile=NO_SPAWN)
    values, _ = played(custom, [[0, 2, -1, 2], [2, 0, 0, 2]], "L")
    assert values == [[2, 0, 0, 2], [4, 0, 0, 0]]
    game = custom.game(seed=1)
    assert game.state.grid[0][2] == "@Void"
    for key in "RLRL":
        game.move(DIR[key])
        assert game.state.grid[0][2] == "@Void"  # no tile ever enters the disabled cell


def test_min_and_max_merge_length() -> None:
    three = CustomGame(min_merge_length=3, max_merge_length=3, new_tile=NO_SPAWN)
    values, _ = played(three, [[2, 2, 0, 0], [2, 2, 2, 0], [2, 2, 2, 2], [0] * 4], "L")
    assert values[:3] == [[2, 2, 0, 0], [6, 0, 0, 0], [6, 2, 0, 0]]
    with pytest.raises(ModeError, match="max_merge_length"):
        CustomGame(min_merge_length=3, max_merge_length=2)


@pytest.mark.parametrize(("strategy", "row"), [("shortest-match", [4, 4, 0, 0]),
                                               ("longest-match", [8, 0, 0, 0])])
def test_merge_strategy(strategy: str, row: list[int]) -> None:
    custom = CustomGame(merge_strategy=strategy, max_merge_length=4, new_tile=NO_SPAWN)
    assert played(custom, [[2, 2, 2, 2], [0] * 4, [0] * 4, [0] * 4], "L")[0][0] == row
    with pytest.raises(ModeError, match="merge_strategy"):
        CustomGame(merge_strategy="greedy")


def test_initial_tiles() -> None:
    game = CustomGame(initial_tiles=[(0, 1, 8), {"row": 3, "column": 2, "value": 16}]).game()
    assert board_values(game) == [[0, 8, 0, 0], [0] * 4, [0] * 4, [0, 0, 16, 0]]
    with pytest.raises(ModeError, match="disabled"):
        CustomGame(grid_mask=[[1, 0]], initial_tiles=[(0, 1, 2)])
    with pytest.raises(ModeError, match="off the"):
        CustomGame(initial_tiles=[(4, 0, 2)])


def test_colours_in_order_of_appearance_last_is_white() -> None:
    palette = [("#111111", "#eeeeee"), ("#222222", "#dddddd"), ("#ffffff", "#000000")]
    game = CustomGame(palette=palette, initial_tiles=[(0, 0, 64), (0, 1, 2), (0, 2, 8)]
                      ).game(seed=1)
    views = TileRenderer(game.mode, cache=False).views(game.state.grid, game.state)
    assert [(v.background, v.color) for v in views[0][:3]] == [
        ("#111111", "#eeeeee"), ("#222222", "#dddddd"), ("#ffffff", "#000000")]
    assert PALETTE[-1] == ("#ffffff", "#000000")


def test_python_options_play_but_do_not_export() -> None:
    custom = CustomGame(merge_condition=lambda t: True, max_merge_length=2)
    assert custom.python_options() == ["merge_condition"]
    game = custom.game(seed=2)
    put(game, [[2, 4, 0, 0], [0] * 4, [0] * 4, [0] * 4])
    game.move(DIR["L"])
    assert board_values(game)[0][0] == 6
    with pytest.raises(ModeError, match="merge_condition.*Python function"):
        custom.to_save_code()


def test_bad_options_name_the_option() -> None:
    for kwargs, name in [(dict(grid_mask=[[1, 2]]), "grid_mask"),
                         (dict(min_merge_length=0), "min_merge_length"),
                         (dict(merge_condition="x"), "merge_condition"),
                         (dict(new_tile=NewTile(values={})), "new_tile"),
                         (dict(size=99), "size")]:
        with pytest.raises(ModeError, match=name):
            CustomGame(**kwargs)


def test_rules_follow_the_document_algorithm() -> None:
    rnd = random.Random(5)
    conditions = [(None, lambda t: len(set(t)) == 1),
                  ([SUM, "%", 2, "=", 0], lambda t: sum(t) % 2 == 0),
                  ([SUM, "=", 6], lambda t: sum(t) == 6)]
    for ca, py in conditions:
        for strategy in algo.STRATEGIES:
            for low, high in ((2, 3), (2, 5), (1, 3), (3, 4)):
                custom = CustomGame(size=(1, 6), merge_condition=ca, min_merge_length=low,
                                    max_merge_length=high, merge_strategy=strategy,
                                    new_tile=NO_SPAWN)
                for _ in range(12):
                    line = [rnd.choice([0, 1, 2, 2, 3, 4, -1 if rnd.random() < .1 else 2])
                            for _ in range(6)]
                    cells = [None if v < 0 else v for v in line]
                    want, points = algo.slide_line(cells, py, sum, sum, low, high, strategy)
                    got, score = played(custom, [line], "L")
                    assert got[0] == [0 if v is None else v for v in want], (line, strategy)
                    assert score == points


def test_every_option_exports_loads_back_and_plays_the_same() -> None:
    custom = CustomGame(
        win_condition=[["@This 0", ">=", 100000]],
        lose_condition=[["@Moves", ">=", 500]],
        new_tile=NewTile(values={1: 2, 2: 5, 3: 1}, per_move=2, at_start=1),
        merge_condition=[SUM, "%", 3, "=", 0],
        merge_result=[SUM, "+", "@TileCount"],
        merge_score=[SUM, "*", "@TileCount"],
        grid_mask=[[1, 1, 1, 1, 1], [1, 0, 1, 1, 1], [1, 1, 1, 0, 1], [1, 1, 1, 1, 1]],
        min_merge_length=2, max_merge_length=3, merge_strategy="longest-match",
        initial_tiles=[(0, 0, 1), (3, 4, 2), {"row": 2, "column": 1, "value": 3}],
        css_vars={"--cell-size": "3rem"},
    )
    code = custom.to_save_code()
    assert code.startswith("@2048PowCompMode|3.0|")
    loaded = Game(load_save_code(code).to_mode(), seed=9)
    game = custom.game(seed=9)
    assert board_values(loaded) == board_values(game)
    rnd = random.Random(1)
    merges = 0
    for i in range(200):
        d = rnd.randrange(4)
        a, b = game.move(d), loaded.move(d)
        merges += a.score_gained > 0
        assert (a.moved, a.score_gained) == (b.moved, b.score_gained), i
        assert board_values(game) == board_values(loaded) and game.grid == loaded.grid, i
    assert merges > 10 and not game.over


def test_board_css_vars() -> None:
    board = CustomGame(css_vars={"--cell-size": "3rem", "--zoomin-duration": "0ms"}).board(1)
    assert board.css_vars["--cell-size"] == "3rem"
    assert board.css_vars["--zoomin-duration"] == "0ms"
    assert {k: board.css_vars[k] for k in DISABLED_CSS} == DISABLED_CSS
    board.close()


def test_python_functions_may_take_one_argument_per_tile() -> None:
    custom = CustomGame(merge_condition=lambda a, b: a + b == 6,
                        merge_result=lambda a, b: a * b, max_merge_length=3,
                        new_tile=NO_SPAWN)
    values, score = played(custom, [[2, 4, 1, 0], [0] * 4, [0] * 4, [0] * 4], "L")
    assert values[0] == [8, 1, 0, 0] and score == 8   # a 3-tile group cannot match f(a, b)
    with pytest.raises(ModeError, match="either all Python or all CalcArray"):
        CustomGame(merge_condition=lambda t: True, merge_result=[SUM])


def test_shorthands() -> None:
    one = CustomGame(win_condition=[[32]]).to_mode()
    assert CustomGame(win_condition=32).to_mode() == one
    assert CustomGame(win_condition=[32]).to_mode() == one
    assert CustomGame(win_condition=["@This 0", ">=", 32]).to_mode().win_conditions == [
        ["@This 0", ">=", 32.0]]
    assert CustomGame(new_tile={3: 1}).to_mode() == CustomGame(
        new_tile=NewTile(values={3: 1})).to_mode()
    assert CustomGame(merge_strategy="longest_match").merge_strategy == "longest-match"


@pytest.mark.parametrize("strategy", algo.STRATEGIES)
def test_rules_and_python_functions_play_the_same_games(strategy: str) -> None:
    """The Compendium rules and the document's algorithm in Python: same whole games."""
    common = dict(max_merge_length=3, merge_strategy=strategy,
                  grid_mask=[[1, 1, 1, 1], [1, 0, 1, 1], [1, 1, 1, 0], [1, 1, 1, 1]],
                  new_tile=NewTile(values={1: 1, 2: 3, 3: 1}))
    rules = CustomGame(merge_condition=[SUM, "%", 3, "=", 0], **common).game(seed=5)
    python = CustomGame(merge_condition=lambda t: sum(t) % 3 == 0, **common).game(seed=5)
    rnd = random.Random(8)
    for i in range(150):
        d = rnd.randrange(4)
        assert rules.move(d).moved == python.move(d).moved, i
        assert board_values(rules) == board_values(python), i
        assert rules.score == python.score, i


def test_every_option_in_python_plays() -> None:
    def spawn(values: list[list[int]], rnd: object) -> list[tuple[int, int, int]]:
        empty = [(r, c) for r, row in enumerate(values) for c, v in enumerate(row)
                 if not v and (r, c) != (1, 1)]      # (1, 1) is the disabled centre
        return [empty[0] + (1,)] if empty else []

    custom = CustomGame(
        win_condition=lambda values: any(v >= 81 for row in values for v in row),
        lose_condition=lambda values: sum(map(sum, values)) > 10_000,
        new_tile=spawn,
        merge_condition=lambda tiles: len(set(tiles)) == 1,
        merge_result=lambda tiles: sum(tiles),
        merge_score=lambda *tiles: len(tiles),
        grid_mask=[[1, 1, 1], [1, 0, 1], [1, 1, 1]], min_merge_length=3,
        max_merge_length=3, merge_strategy="longest-match", initial_tiles=[(0, 0, 1)])
    game = custom.game(seed=1)
    rnd = random.Random(2)
    for _ in range(200):
        game.move(rnd.randrange(4))
    values = [v for row in board_values(game) for v in row]
    assert game.score > 0 and set(values) <= {0, 1, 3, 9, 27, 81, 243}
    assert game.state.grid[1][1] == "@Void"
    bad = CustomGame(new_tile=lambda values: [(0, 0, 2)],
                     initial_tiles=[(0, 0, 2), (0, 2, 4)]).game(1)
    with pytest.raises(GameError, match=r"new_tile.*\(0, 0\), which is not empty"):
        bad.move(DIR["L"])
    assert board_values(bad)[0] == [2, 0, 4, 0]          # the press was rolled back
    with pytest.raises(ModeError) as info:
        custom.to_mode()
    for name in ("win_condition", "lose_condition", "new_tile", "merge_condition"):
        assert name in str(info.value)
