"""Audit AU1: engine behaviours checked statement by statement against engine.md."""

from __future__ import annotations

from helpers import LEFT, RIGHT, E, board_mode, play, row


def test_zero_merge_scripts_see_this_moves_direction_even_for_a_remembered_rule():
    """engine.md 3.9/8: ZeroMerge gets the move's info; a length-0 rule that reads only its
    tile is remembered across moves, which must not freeze the info of the first use."""
    toggle = [[0.0, ["@This 0", "=", 5.0], True, [[6.0]], 0.0],
              [0.0, ["@This 0", "=", 6.0], True, [[5.0]], 0.0]]
    log = [[0.0, "@edit_gvar", 0.0, ["@GVar 0", "arr_push", "@DirectionIndex"]], "ZeroMerge"]
    mode = board_mode([[5, E, E]], merge_rules=toggle, scripts=[log],
                      start_game_vars=[["@Literal"]])
    game = play(mode, RIGHT, LEFT)
    # Each move applies one rule then the other: right is index 4, left index 3.
    assert game.state.game_vars[0] == [4.0, 4.0, 3.0, 3.0]


def test_calcarray_outputs_are_evaluated_before_the_presence_test():
    """engine.md 3.3 step 2 then 3: a rule's ``@CalcArray`` output list is computed while
    preparing it, before the group is checked, so its random draws happen even at a wall."""
    rule = [2.0, True, True, ["@CalcArray", [0.0, "rand_int", 5.0]], 0.0]
    game = play(board_mode([[E, 1]], merge_rules=[rule]))
    result = game.move(RIGHT)
    assert not result.moved
    assert result.random_calls == 1


def test_length_zero_rules_see_merge_length_zero_in_their_variables():
    """engine.md 3.9: the length-0 phase evaluates its rules with info [0, ...]."""
    rule = [["@MLength"], "@end_vars", 0.0, ["@This 0", "=", 5.0], True,
            [[["@var_retain", "@Var 0"]]], 0.0]
    game = play(board_mode([[5, E]], merge_rules=[rule]), RIGHT)
    assert row(game) == [E, 0.0]


def test_end_of_turn_rules_need_a_length_of_exactly_zero() -> None:
    """engine.md 3.9: a rule of length -1 (plain or computed) is not an end-of-turn rule."""
    from pow2048_widget.engine import Game, Mode

    def game_with(length: object) -> Game:
        mode = Mode.from_dict({
            "width": 2.0, "height": 1.0,
            "startingGrid": [[[1.0], "@Empty"]],
            "MergeRules": [[length, True, True, [[["@This 0", "+", 5.0]]], 0.0]],
            "startTileAmount": 0.0, "randomTileAmount": 0.0,
        })
        game = Game(mode, seed=1)
        game.move(3)  # right: the tile slides, then the end-of-turn phase runs
        return game

    assert game_with(0.0).grid[0][1] == [6.0]
    assert game_with(-1.0).grid[0][1] == [1.0]
    assert game_with([0.0, "-", 1.0]).grid[0][1] == [1.0]
    assert game_with([1.0, "-", 1.0]).grid[0][1] == [6.0]
