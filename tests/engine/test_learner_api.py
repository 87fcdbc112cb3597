"""The API a learner touches reads like the lessons (#22): directions by name, a game and a
mode that show themselves in a notebook, and `.kind` on every loaded code."""

from __future__ import annotations

import copy
import re

import pytest

from pow2048_widget.engine import Game, classic_mode
from pow2048_widget.savecode import load_save_code

E = "@Empty"


def _game(first_row, mode=None):
    m = mode or classic_mode()
    m.random_tile_amount = m.start_tile_amount = 0
    m.starting_grid = [first_row] + [[E] * 4 for _ in range(3)]
    return Game(m, seed=1)


@pytest.mark.parametrize(("name", "index"), [
    ("left", 2), ("right", 3), ("up", 0), ("down", 1), ("LEFT", 2), (" Right ", 3),
    ("←", 2), ("→", 3), ("↑", 0), ("↓", 1), ("ArrowLeft", 2), ("KeyD", 3)])
def test_a_direction_by_name_is_the_same_press_as_its_index(name, index) -> None:
    row = [[1.0], [1.0], E, [2.0]]
    by_name, by_index = _game(row), _game(row)
    by_name.move(name)
    by_index.move(index)
    assert by_name.grid == by_index.grid and by_name.score == by_index.score
    assert by_name.moves_played == by_index.moves_played


def test_other_direction_sets_use_the_names_the_mode_gives() -> None:
    mode = classic_mode()
    dirs = copy.deepcopy(mode.directions)
    for entry, label in zip(dirs, ("North", "South", "West", "East"), strict=True):
        entry[1] = label
    mode.directions = dirs
    game = _game([[1.0], [1.0], E, E], mode)
    game.move("West")
    assert game.grid[0][:2] == [[2.0], E]
    game.move("left")  # the usual names still find the step (0, -1)
    with pytest.raises(ValueError, match="'North'"):
        game.move("Northeast")


def test_a_game_shows_a_small_board_not_an_address() -> None:
    game = _game([[1.0], [1.0], E, [2.0]])
    game.move("left")
    text = repr(game)
    assert " at 0x" not in text
    assert text.splitlines()[0] == "Game(4x4, score 4, 1 move)"
    # the tiles as the Board draws them: [2.0] is a 4 (the grid stores the exponent)
    assert game.grid[0][:2] == [[2.0], [2.0]]
    assert text.splitlines()[1].split() == ["4", "4", "·", "·"]
    assert str(game) == text
    html = game._repr_html_()
    assert "<table" in html and html.count("<tr>") == 4 and " at 0x" not in html
    assert "score 4" in html


def test_a_game_in_html_is_a_small_board_in_the_tiles_own_colours() -> None:
    from pow2048_widget.display import TileRenderer

    game = _game([[1.0], [3.0], E, [11.0]])
    view = TileRenderer(game.mode).view([11.0], (0, 3), game.state)
    assert view is not None and view.text == "2048"
    cells = re.findall(r'<td style="([^"]*)">([^<]*)</td>', game._repr_html_())
    assert [t for _, t in cells[:4]] == ["2", "8", "", "2048"]
    assert f"background:{view.background}" in cells[3][0].replace("&quot;", '"')
    assert f"color:{view.color}" in cells[3][0]
    assert cells[0][0] != cells[1][0]  # a 2 and an 8 differ in colour, as on the board


def test_a_game_shows_entries_when_the_display_cannot_tell() -> None:
    """Without the display layer's slot filled (the engine alone), or when a display rule
    fails, each tile shows its entries: a game always shows itself."""
    from pow2048_widget.display.board_look import tile_looks
    from pow2048_widget.engine import shown

    game = _game([[1.0], [1.0], E, [2.0]])
    shown.register_tile_look(None)
    try:
        assert repr(game).splitlines()[1].split() == ["1", "1", "·", "2"]
        assert "<table" in game._repr_html_()
    finally:
        shown.register_tile_look(tile_looks)
    broken = classic_mode()
    broken.tile_types = [[True, [1, "/B", 0], "#fff", "#000"]]  # 1n / 0n: a RangeError
    game = _game([[1.0], E, E, E], broken)
    assert repr(game).splitlines()[1].split() == ["1", "·", "·", "·"]


def test_a_mode_shows_a_summary() -> None:
    mode = classic_mode()
    assert " at 0x" not in repr(mode)
    assert repr(mode).startswith("Mode(4x4, 1 merge rule, 4 directions")
    html = mode._repr_html_()
    assert re.search(r"<td>board</td><td>4 × 4</td>", html)
    assert "<td>merge rules</td><td>1</td>" in html


def test_every_loaded_code_has_a_kind() -> None:
    mode = classic_mode()
    game = Game(mode, seed=3)
    game.move("left")
    assert load_save_code(mode.to_save_code()).kind == "Mode"
    assert load_save_code(game.to_save_code()).kind == "Game"
    assert load_save_code(game.to_replay_code()).kind == "Replay"
    for code in (mode.to_save_code(), game.to_save_code(), game.to_replay_code()):
        loaded = load_save_code(code)
        assert loaded.kind == type(loaded).__name__.removeprefix("Loaded") or \
            loaded.kind == "Mode"


def test_a_modifiers_code_has_a_kind_too() -> None:
    import json
    from pathlib import Path

    case = Path(__file__).resolve().parents[1] / \
        "conformance/savecodes/constructed/modifiers_changed.json"
    assert load_save_code(json.loads(case.read_text("utf-8"))["code"]).kind == "Modifiers"


def test_explain_move_takes_a_name_too() -> None:
    game = _game([[1.0], [1.0], E, E])
    assert str(game.explain_move("left")) == str(game.explain_move(2))
