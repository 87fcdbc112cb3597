"""The Board widget without a browser: its traits are what the front end draws.

Each test drives the board the way the browser does (custom messages into ``_handle_message``)
or the way a notebook does (calling the game), and checks the synced traits against the
engine's own state.
"""

from __future__ import annotations

import logging
import math
from typing import Any

import pytest

from pow2048_widget.engine import Game, classic_mode
from pow2048_widget.widgets import Board
from pow2048_widget.widgets.board import STATIC, jsonable

LEFT, UP, RIGHT, DOWN = 2, 0, 3, 1


def shown(board: Board) -> list[list[str | None]]:
    """The label of every cell as the front end would print it (None: no tile)."""
    return [[cell["text"] if cell and "text" in cell else None for cell in row]
            for row in board.cells]


def classic_labels(grid: list[list[Any]]) -> list[list[str | None]]:
    """What the classic mode shows for a grid: tile [k] is 2**k (commas from 10,000)."""
    def label(cell: Any) -> str | None:
        if not isinstance(cell, list):
            return None
        value = int(2 ** cell[0])
        return f"{value:,}" if value >= 10_000 else str(value)

    return [[label(cell) for cell in row] for row in grid]


def send(board: Board, content: Any) -> None:
    """Deliver a custom message as the browser would."""
    board._handle_message(board, content, [])


@pytest.fixture()
def game() -> Game:
    return Game(classic_mode(), seed=1)


def test_static_front_end_is_built() -> None:
    # anywidget refuses to create the widget without these; build with `npm run build`.
    assert (STATIC / "board.js").is_file()
    assert (STATIC / "board.css").is_file()


def test_traits_reflect_the_game(game: Game) -> None:
    board = Board(game)
    assert (board.width, board.height) == (4, 4)
    assert shown(board) == classic_labels(game.grid)
    assert sum(label is not None for row in shown(board) for label in row) == 2
    tile = next(cell for row in board.cells for cell in row if cell)
    assert tile["background"] == "#eee4da" and tile["color"] == "#776e65"
    assert tile["fontScale"] > 0
    assert board.score == "0"
    assert board.stat_boxes == [{"label": "Score", "value": "0"}]
    assert board.status == "playing"
    assert board.move_count == 0
    assert board.can_undo is False
    assert [d["label"] for d in board.directions] == ["↑", "↓", "←", "→"]
    assert board.directions[LEFT]["keys"] == ["ArrowLeft", "KeyA"]
    assert board.directions[LEFT]["vector"] == [0, -1]
    assert board.board_colors["grid"] == "#c7bea7"
    assert board.warnings == []


def test_move_message_changes_the_grid_as_game_move_would(game: Game) -> None:
    twin = Game(classic_mode(), seed=1)
    board = Board(game)
    presses = [LEFT, UP, RIGHT, DOWN, LEFT, LEFT, UP]
    for direction in presses:
        send(board, {"type": "move", "direction": direction})
        twin.move(direction)
        assert game.grid == twin.grid
        assert shown(board) == classic_labels(twin.grid)
    assert board.score == str(int(twin.score))
    assert board.move_count == twin.moves > 0
    assert board.can_undo is True


def test_a_move_is_synced_in_one_message_with_its_events(game: Game) -> None:
    board = Board(game)
    sent: list[dict[str, Any]] = []
    board.send_state = lambda key=None: sent.append(dict.fromkeys(key or []))  # type: ignore
    send(board, {"type": "move", "direction": LEFT})
    assert len(sent) == 1
    assert {"cells", "move_count", "events"} <= set(sent[0])
    kinds = {e["kind"] for e in board.events}
    assert "spawn" in kinds
    for event in board.events:
        assert len(event["to"]) == 2
        if event["kind"] == "slide":
            assert event["from"] != event["to"]


@pytest.mark.parametrize(
    "content",
    [
        {"type": "move", "direction": 4},
        {"type": "move", "direction": -1},
        {"type": "move", "direction": "0"},
        {"type": "move", "direction": True},
        {"type": "move", "direction": 1.0},
        {"type": "move"},
        {"type": "explode"},
        {"direction": 0},
        "move",
        None,
        [0],
    ],
)
def test_bad_messages_are_ignored_with_a_warning(
    game: Game, content: Any, caplog: pytest.LogCaptureFixture
) -> None:
    board = Board(game)
    before = (game.grid, board.cells, board.move_count)
    with caplog.at_level(logging.WARNING, logger="pow2048_widget"):
        send(board, content)
    assert (game.grid, board.cells, board.move_count) == before
    assert any(r.name == "pow2048_widget" and r.levelno == logging.WARNING
               for r in caplog.records)


def test_moves_made_from_python_redraw_the_board(game: Game) -> None:
    board = Board(game)
    game.move(LEFT)
    game.move(UP)
    assert shown(board) == classic_labels(game.grid)
    assert board.move_count == game.moves


def test_live_edit_of_tile_types_recolours_at_once(game: Game) -> None:
    board = Board(game)
    game.mode.tile_types = [[True, ["@This 0", "*", 10.0], "#123456", "#abcdef"]]
    tiles = [cell for row in board.cells for cell in row if cell]
    assert tiles and all(t["background"] == "#123456" for t in tiles)
    assert all(t["color"] == "#abcdef" for t in tiles)
    assert sorted(t["text"] for t in tiles) == ["10", "10"]


def test_live_edit_of_merge_rules_applies_to_the_next_move() -> None:
    game = Game(classic_mode(), seed=1)
    board = Board(game)
    game.mode.merge_rules = []  # nothing merges any more
    for _ in range(12):
        send(board, {"type": "move", "direction": LEFT})
        send(board, {"type": "move", "direction": RIGHT})
    assert board.score == "0"
    assert shown(board) == classic_labels(game.grid)


def test_live_resize_is_drawn_with_the_grid_the_engine_has(game: Game) -> None:
    board = Board(game)
    game.mode.width = 5
    # The engine resizes the grid at the next move; until then the board draws what exists.
    assert board.width == len(board.cells[0]) == len(game.grid[0])
    send(board, {"type": "move", "direction": LEFT})
    assert board.width == 5
    assert all(len(row) == 5 for row in board.cells)
    assert shown(board) == classic_labels(game.grid)


def test_a_broken_display_rule_shows_a_neutral_tile_and_a_warning(game: Game) -> None:
    board = Board(game)
    game.mode.tile_types = [[True, "@This 0", ["@rotate", 10.0, False, "white"], "#fff"]]
    tiles = [cell for row in board.cells for cell in row if cell]
    assert tiles and all(t["background"] == "#808080" for t in tiles)
    assert board.warnings, "the user must learn why the tiles are grey"


def test_undo_new_game_messages(game: Game) -> None:
    board = Board(game)
    start = game.grid
    send(board, {"type": "move", "direction": LEFT})
    assert game.grid != start
    send(board, {"type": "undo"})
    assert game.grid == start and shown(board) == classic_labels(start)
    assert board.move_count == 0 and board.can_undo is False
    send(board, {"type": "move", "direction": LEFT})
    send(board, {"type": "new_game"})
    assert board.move_count == 0
    assert shown(board) == classic_labels(game.grid)


def test_win_screen_and_keep_playing() -> None:
    game = Game(classic_mode(win_tile=2), seed=1)  # the first 4 wins
    board = Board(game)
    for i in range(40):
        send(board, {"type": "move", "direction": [LEFT, UP, RIGHT, DOWN][i % 4]})
        if board.status == "won":
            break
    assert board.status == "won"
    assert board.keep_playing_allowed is True
    send(board, {"type": "keep_playing"})
    assert board.status == "playing"
    assert game.win_screen is False


def test_game_over_status() -> None:
    mode = classic_mode()
    mode.update(width=2, height=2, start_tile_amount=0,
                starting_grid=[[[1.0], [2.0]], [[2.0], [1.0]]])
    board = Board(Game(mode, seed=3))
    assert (board.width, board.height) == (2, 2)
    for direction in range(4):
        send(board, {"type": "move", "direction": direction})
    assert board.status == "over"
    assert shown(board) == [["2", "4"], ["4", "2"]]


def test_void_cells_are_marked(game: Game) -> None:
    mode = classic_mode()
    mode.update(width=3, height=3, start_tile_amount=0,
                starting_grid=[["@Empty", "@Empty", "@Empty"], ["@Empty", "@Void", "@Empty"],
                               [[1.0], "@Empty", "@Empty"]])
    board = Board(Game(mode, seed=1))
    assert board.cells[1][1] == {"void": True}
    assert board.cells[0][0] is None
    assert board.cells[2][0]["text"] == "2"


def test_cell_clicks_run_tile_click_scripts_only_where_the_mode_has_them(
    caplog: pytest.LogCaptureFixture,
) -> None:
    plain = Board(Game(classic_mode(), seed=1))
    assert plain.tile_clicks is False
    recorded = list(plain.game.moves_played)
    send(plain, {"type": "click", "row": 0, "col": 0})
    assert plain.game.moves_played == recorded  # a click that does nothing is not recorded

    mode = classic_mode()
    mode.scripts = [[[1.0, "@add_score", 7.0], "TileClick"]]
    board = Board(Game(mode, seed=1))
    assert board.tile_clicks is True
    send(board, {"type": "click", "row": 1, "col": 2})
    assert board.score == "7"
    with caplog.at_level(logging.WARNING, logger="pow2048_widget"):
        send(board, {"type": "click", "row": 4, "col": 0})
        send(board, {"type": "click", "row": 0})
    assert board.score == "7"
    assert len([r for r in caplog.records if "invalid cell" in r.getMessage()]) == 2


def test_direction_buttons_carry_the_modes_button_boxes(game: Game) -> None:
    board = Board(game)
    up, down, left, right = (d["button"] for d in board.directions)
    assert up["top"] < left["top"] < down["top"]
    assert left["left"] < up["left"] < right["left"]
    assert up["width"] > 0 and up["rotation"] == 0.0


def test_direction_labels_written_as_html_entities_show_as_text() -> None:
    mode = classic_mode()
    directions = mode.directions
    directions[0][1] = "&#x2191;"  # how save codes write the up arrow
    mode.directions = directions
    assert Board(Game(mode, seed=1)).directions[0]["label"] == "↑"


def test_two_boards_of_one_game_and_two_games_stay_apart() -> None:
    first, second = Game(classic_mode(), seed=1), Game(classic_mode(), seed=2)
    a, a_again, b = Board(first), Board(first), Board(second)
    b_cells = b.cells
    send(a, {"type": "move", "direction": LEFT})
    assert a_again.cells == a.cells
    assert a_again.move_count == 1
    assert b.cells == b_cells and b.move_count == 0


def test_a_closed_board_stops_following_its_game(game: Game) -> None:
    board = Board(game)
    cells = board.cells
    board.close()
    game.move(LEFT)
    assert board.cells == cells


def test_default_game_and_css_vars() -> None:
    board = Board(css_vars={"--cell-size": "3rem"}, title="Classic")
    assert board.css_vars == {"--cell-size": "3rem"}
    assert board.title == "Classic"
    assert board.game.mode.width == 4
    assert sum(cell is not None for row in board.cells for cell in row) == 2


def test_board_rejects_something_that_is_not_a_game() -> None:
    with pytest.raises(TypeError):
        Board("classic")


@pytest.mark.filterwarnings("error::pytest.PytestUnraisableExceptionWarning")
def test_a_refused_board_is_collected_without_an_error() -> None:
    import gc

    with pytest.raises(TypeError):
        Board("classic")
    gc.collect()  # ipywidgets closes the half-made widget when it is collected


def test_jsonable_keeps_values_javascript_can_hold() -> None:
    assert jsonable([1.0, 2**60, 5, math.inf, -math.inf, math.nan, None, True]) == [
        1.0, str(2**60), 5, "Infinity", "-Infinity", "NaN", None, True]
    assert jsonable({"a": (1, 2)}) == {"a": [1, 2]}


# --- completing the board: Python moves animate, live edits, new display parts ----------------

#: Three equal tiles become one two steps up (8 from three 2s).
TRIPLE_RULE = [3.0, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 2 0", "=", "@This 0"]], True,
               [[["@This 0", "+", 2.0]]], [2.0, "^", ["@This 0", "+", 2.0]],
               [False, True, True]]


def triple_game() -> Game:
    """A game whose top row starts as three 2s and nothing spawns."""
    mode = classic_mode()
    mode.random_tile_amount = 0
    mode.start_tile_amount = 0
    mode.starting_grid = [[[1.0], [1.0], [1.0], "@Empty"]] + [["@Empty"] * 4] * 3
    return Game(mode, seed=1)


def test_a_move_made_from_python_animates_like_a_key_press(game: Game) -> None:
    board = Board(game)
    result = game.move(LEFT)
    if not result.moved:
        result = game.move(RIGHT)
    assert game.last_result is result and board.move_count == game.moves
    assert board.events, "the board got no animation for a move made from Python"
    assert {e["kind"] for e in board.events} >= {"spawn"}


def test_a_three_tile_rule_added_mid_game_merges_on_the_next_move() -> None:
    game = triple_game()
    first, second = Board(game), Board(game)  # two views of one game
    # The merge cache must look at three tiles, or it remembers "2, 2: no merge".
    game.mode.known_merge_max_length = 3
    game.mode.merge_rules = [TRIPLE_RULE]
    send(first, {"type": "move", "direction": LEFT})
    assert game.grid[0][0] == [3.0]  # 2, 2, 2 -> 8 (two steps up), not 4 + 2
    assert shown(first)[0][0] == shown(second)[0][0] == "8"
    assert first.score == second.score == "8"


def test_every_view_of_a_game_follows_a_colour_edit_at_once(game: Game) -> None:
    boards = [Board(game), Board(game)]
    game.mode.tile_types = [[True, "@This 0", "#010203", "#ffffff"]]
    for board in boards:
        tiles = [c for row in board.cells for c in row if c]
        assert tiles and {t["background"] for t in tiles} == {"#010203"}


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("merge_rules", [[2.0, True]], "merge"),
        ("merge_rules", "not a list", "merge"),
        ("tile_types", 5, "tile"),
        ("width", 0, "width"),
        ("next_tiles", -1, "next"),
        ("directions", [["nonsense"]], "direction"),
        ("stat_boxes", [["only a label"]], "stat"),
    ],
)
def test_an_invalid_live_edit_raises_clearly_and_changes_nothing(
    game: Game, field: str, value: Any, message: str
) -> None:
    board = Board(game)
    before_field = getattr(game.mode, field)
    before = (board.cells, board.score, board.directions, board.stat_boxes, board.warnings)
    with pytest.raises(Exception) as info:  # noqa: PT011 - the mode's own error type
        setattr(game.mode, field, value)
    assert message in str(info.value).lower().replace("_", " ").replace("nexttiles", "next")
    assert getattr(game.mode, field) == before_field
    assert (board.cells, board.score, board.directions, board.stat_boxes,
            board.warnings) == before
    send(board, {"type": "move", "direction": LEFT})  # the game still plays
    assert shown(board) == classic_labels(game.grid)


def test_next_tiles_and_tile_stat_boxes_top_and_bottom() -> None:
    mode = classic_mode()
    mode.next_tiles = 2
    mode.stat_boxes = [["Score", "@Score"],
                       ["Discovered", "@DiscTiles", True, False, "TileArray"],
                       ["Moves", "@Moves", True]]
    game = Game(mode, seed=3)
    board = Board(game)
    upcoming = classic_labels([game.state.next_spawns])[0]
    assert [t["text"] for t in board.next_tiles] == upcoming and len(upcoming) == 2
    labels = [(b["label"], bool(b.get("bottom"))) for b in board.stat_boxes]
    assert labels == [("Score", False), ("Discovered", True), ("Moves", True)]
    discovered = board.stat_boxes[1]["tiles"]
    assert [t["text"] for t in discovered] == classic_labels([game.state.disc_tiles])[0]
    game.mode.next_tiles = 0  # a live edit hides the conveyor
    assert board.next_tiles == []


def test_holes_are_no_cells_and_hexagonal_boards_get_positions() -> None:
    mode = classic_mode()
    mode.hexagonal = True
    mode.width, mode.height = 5, 3
    # On a hex board only cells with v + h + (height-1)/2 even exist; the rest are holes.
    mode.starting_grid = [["@Empty" if (v + h + 1) % 2 == 0 else "@Void" for h in range(5)]
                          for v in range(3)]
    game = Game(mode, seed=2)
    board = Board(game)
    voids = [(r, c) for r, row in enumerate(board.cells) for c, cell in enumerate(row)
             if cell == {"void": True}]
    assert voids == [(v, h) for v in range(3) for h in range(5) if (v + h + 1) % 2]
    layout = board.hex_layout
    assert len(layout["positions"]) == 3 and len(layout["positions"][0]) == 5
    lefts = [p[0] for p in layout["positions"][0]]
    assert lefts == sorted(lefts) and 0 < layout["cell"][0] < 100
    game.mode.hexagonal = False
    assert board.hex_layout == {}


@pytest.mark.parametrize("state", [{"width": "wide"}, {"css_vars": [1, 2]}, {"title": 5},
                                   {"cells": {"x": 1}}])
def test_malformed_state_from_the_browser_is_ignored_with_a_warning(
        game: Game, state: dict[str, Any], caplog: pytest.LogCaptureFixture) -> None:
    board = Board(game)
    before = board.get_state()
    with caplog.at_level(logging.WARNING, logger="pow2048_widget"):
        board._handle_msg({"content": {"data": {"method": "update", "state": state}},
                           "buffers": []})
    assert board.get_state() == before
    assert any(r.name == "pow2048_widget" for r in caplog.records)


def test_the_tile_renderer_is_rebuilt_only_after_an_edit_of_a_display_field(game: Game) -> None:
    import copy

    board = Board(game)
    adapter = board._adapter
    first = adapter.renderer()
    game.mode.merge_rules = copy.deepcopy(game.mode.merge_rules)  # not read by the renderer
    assert adapter.renderer() is first
    types = copy.deepcopy(game.mode.tile_types)
    types[0][1] = "zero"
    game.mode.tile_types = types
    assert adapter.renderer() is not first
    assert adapter.renderer().view([0.0]).text == "zero"


def test_a_click_is_checked_against_the_game_not_the_synced_width(
        game: Game, caplog: pytest.LogCaptureFixture) -> None:
    # fuzz finding: an "update" from the browser set the width trait to 100, and a click on
    # column 99 then reached the engine, which raised ValueError
    board = Board(game)
    board._handle_msg({"content": {"data": {"method": "update", "state": {"width": 100}}},
                       "buffers": []})
    with caplog.at_level(logging.WARNING, logger="pow2048_widget"):
        send(board, {"type": "click", "row": 2, "col": 99})
    assert not any(r.exc_info for r in caplog.records)
    assert any("invalid cell" in r.getMessage() for r in caplog.records)
