"""Merge-rule variables and the discovered-tiles filter as the reference evaluates them
(modes 41 "XY" and 49 "378" and random modes depend on these)."""

from __future__ import annotations

from typing import Any

from pow2048_widget.engine import Game, Mode


def two_ones(rule: list[Any], **fields: Any) -> Game:
    """A 3x1 board [1] [1] _ with one rule; pressing left merges or not."""
    mode = Mode.from_dict({
        "width": 3.0, "height": 1.0, "TileNumAmount": 1.0,
        "startingGrid": [["@Empty", [1.0], [1.0]]],
        "MergeRules": [rule], "startTileAmount": 0.0, "randomTileAmount": 0.0,
        **fields,
    })
    game = Game(mode, seed=1)
    game.move(2)  # left
    return game


def test_a_variable_reading_next_sees_the_whole_group() -> None:
    # Var 0 = how many tiles "@Next" lists: the group of 2 has one tile after This.
    rule = [["@Next", "arr_length"], "@end_vars", 2.0,
            ["@var_retain", "@Var 0", "=", 1.0], True, [[["@This 0", "+", 1.0]]], 0.0]
    assert two_ones(rule).grid[0][0] == [2.0]
    wrong = [["@Next", "arr_length"], "@end_vars", 2.0,
             ["@var_retain", "@Var 0", "=", 0.0], True, [[["@This 0", "+", 1.0]]], 0.0]
    assert two_ones(wrong).grid[0][0] == [1.0]


def test_a_bare_variable_as_score_and_as_a_later_definition() -> None:
    rule = [7.0, "@Var 0", "@end_vars", 2.0, True, True, [[["@This 0", "+", 1.0]]], "@Var 1"]
    game = two_ones(rule)
    assert game.grid[0][0] == [2.0]
    assert game.score == 7.0  # "@Var 1" is "@Var 0" is 7


def test_the_discovered_tiles_filter_reads_cell_0_0() -> None:
    rule = [2.0, ["@Next 1 0", "=", "@This 0"], True, [[["@This 0", "+", 1.0]]], 0.0]
    # the filter replaces each tile by the top-left cell's entry 0, whatever tile it sees
    game = two_ones(rule, discoveredTilesFilter=["arr_edit_elem", 0.0, ["@This 0", "*", 10.0]])
    assert game.grid[0][0] == [2.0]
    # At game start cell (0, 0) is empty ("@Empty" counts as 0); after the merge it holds [2].
    assert game.state.disc_tiles == [[0.0], [20.0]]
    # Read at the tiles' own cells, the two [1] tiles would have given [10].
