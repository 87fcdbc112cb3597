"""Board colours: defaults, colour expressions, game variables, broken expressions."""

from types import SimpleNamespace

from pow2048_widget.calcarray.state import GameState
from pow2048_widget.display import board_colors
from pow2048_widget.engine import classic_mode


def test_classic_mode_uses_the_reference_colours():
    colors = board_colors(classic_mode())
    assert colors.to_dict() == {"grid": "#c7bea7", "empty": "#ece0c2", "text": "#524c46",
                                "page": "#fff5da"}
    assert colors.warnings == ()


def test_colour_expressions_and_gradients_are_evaluated():
    mode = SimpleNamespace(
        grid_background=["@RGBA", 10.0, 20.0, 30.0, 1.0],
        tile_background=["@linear-gradient", "#000000", "#ffffff"],
        text_background="white",
    )
    colors = board_colors(mode)
    assert colors.grid == "rgba(10, 20, 30, 1)"
    assert "linear-gradient(" in colors.empty  # the front end paints it as an image
    assert colors.text == "white"
    assert colors.page == "#fff5da"  # not set: the default


def test_expressions_may_read_the_game():
    mode = SimpleNamespace(grid_background=["@HSLA", "@GVar 0", 50.0, 50.0, 1.0])
    colors = board_colors(mode, GameState(game_vars=[120.0]))
    assert colors.grid == "hsla(120, 50%, 50%, 1)"


def test_a_broken_expression_falls_back_to_the_default_and_says_why():
    mode = SimpleNamespace(grid_background=["@rotate", "red", 90.0],
                           text_background=["@CalcArray", 1.0, "+", 2.0],
                           tile_background=["@DisplayTile", 0, "red", "blue"])
    colors = board_colors(mode)
    assert colors.grid == "#c7bea7"
    assert colors.empty == "#ece0c2"  # a display rule: the tile renderer draws empties
    assert colors.text == "#524c46"  # a number is no colour
    assert [w.split()[0] for w in colors.warnings] == ["grid_background", "text_background"]
