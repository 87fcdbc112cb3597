"""Board views: classic colours, caching per distinct tile, safe fallbacks."""

from pow2048_widget.calcarray.state import GameState
from pow2048_widget.display import TileRenderer, TileView
from pow2048_widget.display.geometry import BoardGeometry
from pow2048_widget.display.renderer import CACHE_CELL, CACHE_TILE, classify_rules

CLASSIC = [
    [[0.0], 1.0, "#ffffff", "#776e65"],
    [[3.0], 8.0, "#f2b179", "#f9f6f2"],
    [[11.0], 2048.0, "#edc22e", "#f9f6f2"],
    [True, [2.0, "^", "@This 0"],
     ["@HSLA", [-15.0, "*", "@This 0", "+", 520.0], 100.0,
      [0.9, "^", ["@This 0", "-", 20.0], "*", 36.0], 1.0], "#f9f6f2"],
]


def test_classic_tiles_show_their_number_and_colour():
    renderer = TileRenderer(CLASSIC)
    view = renderer.view([11.0])
    assert isinstance(view, TileView)
    assert (view.text, view.background, view.color) == ("2048", "#edc22e", "#f9f6f2")
    assert view.font_scale == 0.25 / 2.8
    big = renderer.view([20.0])
    assert big.text == "1,048,576"
    assert big.background == "hsla(220, 100%, 36%, 1)"


def test_a_board_with_repeated_tiles_is_evaluated_once_per_distinct_tile():
    renderer = TileRenderer(CLASSIC)
    grid = [[[3.0], [3.0], "@Empty", [11.0]] for _ in range(4)]
    views = renderer.views(grid)
    assert renderer.evaluations == 2
    assert views[0][2] is None
    assert views[3][0].text == "8"
    renderer.views(grid)
    assert renderer.evaluations == 2


def test_rules_reading_positions_are_not_cached_per_tile():
    rules = [[True, "@This @VCoord", "#000", "#fff"]]
    assert classify_rules(rules) == CACHE_CELL
    assert classify_rules(CLASSIC) == CACHE_TILE
    renderer = TileRenderer(rules)
    grid = [[[1.0]], [[1.0]]]
    state = GameState(grid=grid, width=1, height=2)
    views = renderer.views(grid, state)
    assert [row[0].text for row in views] == ["0", "1"]


def test_a_bad_colour_expression_gives_a_neutral_tile_and_a_warning():
    renderer = TileRenderer([[True, "@This 0", ["@rotate", 10.0, False, "white"], "#fff"]])
    view = renderer.view([5.0])
    assert view.warning is not None
    assert view.background == "#808080"


def test_temporary_holes_show_their_count():
    view = TileRenderer(CLASSIC).view("@TemporaryHole 3")
    assert view.text == "3"
    assert view.background.startswith("radial-gradient(")


def test_geometry_of_a_classic_board():
    geometry = BoardGeometry(4, 4)
    assert geometry.tsize == 25
    assert geometry.cell_size == (22.5, 22.5)
    left, top = geometry.cell_position(0, 1)
    assert round(left, 6) == round(24.5 * 1.075, 6) and round(top, 6) == round(24.5 * 0.075, 6)
