"""Sliding and merging: the examples of engine.md sections 3 and 4 on hand-made boards."""

from __future__ import annotations

from helpers import DOWN, LEFT, PLAIN_RULE, RIGHT, UP, E, V, board_mode, play, row

from pow2048_widget.engine import Change, Merge, Slide


def test_classic_rows_moving_right():
    assert row(play(board_mode([[1, 1, 1, 1]]), RIGHT)) == [E, E, 2.0, 2.0]
    assert row(play(board_mode([[1, 1, 1, E]]), RIGHT)) == [E, E, 1.0, 2.0]
    # The new [2] may not merge again in the same move.
    assert row(play(board_mode([[1, 1, 2, E]]), RIGHT)) == [E, E, 2.0, 2.0]


def test_multi_merge_lets_a_merged_tile_merge_again():
    game = play(board_mode([[1, 1, 2, E]], multi_merge=True), RIGHT)
    assert row(game) == [E, E, E, 3.0]
    assert game.state.merges == 2


def test_score_and_counters_after_a_merge():
    game = play(board_mode([[3, 3, E, E]]), LEFT)
    assert game.score == 16.0
    assert (game.state.moves, game.state.merges, game.state.merge_moves) == (1, 1, 1)


def test_holes_block_sliding_and_merging():
    game = play(board_mode([[1, E, V, E, 1]]), RIGHT)
    assert row(game) == [E, 1.0, V, E, 1.0]
    game = play(board_mode([[1, V, 1]]), LEFT)
    assert row(game) == [1.0, V, 1.0]
    assert game.moves == 0


def test_columns_move_up_and_down():
    game = play(board_mode([[1], [E], [1], [2]]), UP)
    assert game.grid == [[[2.0]], [[2.0]], [E], [E]]
    game = play(board_mode([[2], [1], [E], [1]]), DOWN)
    assert game.grid == [[E], [E], [[2.0]], [[2.0]]]


THREE = [3.0, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 2 0", "=", "@This 0"]], True,
         [[["@This 0", "+", 1.0]]], [3.0, "^", ["@This 0", "+", 1.0]]]
PAIR_01 = [2.0, [["@This 0", "=", 0.0], "&&", ["@Next 1 0", "=", 1.0]], False, [[1.0]], 1.0,
           [False, True]]


def test_three_tile_rule_worked_example():
    game = play(board_mode([[0, 0, 0, 0, E]], merge_rules=[THREE, PAIR_01],
                           known_merge_max_length=3), RIGHT)
    assert row(game) == [E, E, E, 0.0, 1.0]
    assert game.score == 3.0


def test_merge_cache_key_too_short_hides_the_triple():
    rules = [THREE, PAIR_01]
    short = play(board_mode([[0, 0, 0, 0, 0]], merge_rules=rules, known_merge_max_length=2),
                 LEFT)
    assert short.moves == 0 and row(short) == [0.0] * 5
    full = play(board_mode([[0, 0, 0, 0, 0]], merge_rules=rules, known_merge_max_length=3),
                LEFT)
    assert row(full) == [1.0, 0.0, 0.0, E, E]
    off = play(board_mode([[0, 0, 0, 0, 0]], merge_rules=rules, merge_result_known_level=0),
               LEFT)
    assert row(off) == row(full)


def test_unordered_rule_matches_either_order():
    # 2187-style: [a, 1] with [a, 2] in any order becomes [a + 1, 1].
    rule = [2.0, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 1 1", "=", 2.0], "&&",
                  ["@This 1", "=", 1.0]], False, [[["@This 0", "+", 1.0], 1.0]], 1.0,
            [False, True]]
    for pair in ([[2, 1], [2, 2]], [[2, 2], [2, 1]]):
        game = play(board_mode([[E, *pair]], merge_rules=[rule], tile_num_amount=2), RIGHT)
        assert game.grid[0] == [E, E, [3.0, 1.0]]
    game = play(board_mode([[E, [2, 1], [2, 1]]], merge_rules=[rule], tile_num_amount=2), RIGHT)
    assert game.moves == 0


def test_check_start_can_veto_an_unordered_rule():
    rule = [2.0, ["@Next 1 0", "=", "@This 0"], ["@CheckStart", "@GVar 0"], [[9.0]], 0.0]
    vetoed = play(board_mode([[E, 1, 1]], merge_rules=[rule], start_game_vars=[False]), RIGHT)
    assert vetoed.moves == 0
    allowed = play(board_mode([[E, 1, 1]], merge_rules=[rule], start_game_vars=[True]), RIGHT)
    assert row(allowed) == [E, E, 9.0]


def test_length_one_rule_changes_blocked_tiles_in_place():
    rule = [1.0, ["@This 0", "=", 3.0], True, [[0.0]], 5.0]
    game = play(board_mode([[3, 3, 1]], merge_rules=[rule]), RIGHT)
    assert game.moves == 1  # nothing slid, yet the move counts
    assert row(game) == [0.0, 0.0, 1.0] and game.score == 10.0


def test_overflow_outputs_go_behind_this():
    rule = [2.0, ["@Next 1 0", "=", "@This 0"], True, [[7.0], [8.0], [9.0]], 0.0]
    game = play(board_mode([[E, E, E, 1, 1]], merge_rules=[rule]), RIGHT)
    assert row(game) == [E, E, 9.0, 8.0, 7.0]
    # Type 0 (default): a tile in the overflow cell rejects the rule.
    blocked = play(board_mode([[E, E, 5, 1, 1]], merge_rules=[rule]), RIGHT)
    assert blocked.moves == 0 and row(blocked) == [E, E, 5.0, 1.0, 1.0]
    push = [2.0, ["@Next 1 0", "=", "@This 0"], True,
            ["@MergeOverflowPush", [7.0], [8.0], [9.0]], 0.0]
    pushed = play(board_mode([[E, E, 5, 1, 1]], merge_rules=[push]), RIGHT)
    assert row(pushed) == [E, 5.0, 9.0, 8.0, 7.0]
    over = [2.0, ["@Next 1 0", "=", "@This 0"], True,
            ["@MergeOverflowOverwrite", [7.0], [8.0], [9.0]], 0.0]
    assert row(play(board_mode([[E, E, 5, 1, 1]], merge_rules=[over]), RIGHT)) == [
        E, E, 9.0, 8.0, 7.0]


def test_fill_pads_outputs_to_the_rule_length():
    rule = [3.0, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 2 0", "=", "@This 0"]], True,
            [[5.0], "fill", [6.0]], 0.0, [False, False, False]]
    game = play(board_mode([[E, 1, 1, 1]], merge_rules=[rule], known_merge_max_length=3),
                RIGHT)
    assert row(game) == [E, 6.0, 6.0, 5.0]


def test_length_zero_rules_run_after_the_slide():
    # Isotopic-style: [k, t] counts t down each turn; at 0 an odd tile decays (counted).
    decay = [0.0, ["@This 1", ">", 0.0], True, [["@This 0", ["@This 1", "-", 1.0]]], 0.0]
    vanish = [0.0, [["@This 1", "<=", 0.0], "&&", ["@This 0", "%", 2.0, "=", 1.0]], True, [],
              [0.0, "@edit_gvar", 0.0, ["@GVar 0", "+", 1.0]]]
    mode = board_mode([[E, [3, 1], [2, 5]]], merge_rules=[decay, vanish], tile_num_amount=2,
                      start_game_vars=[0.0])
    game = play(mode, LEFT)
    # [3, 1] counts down to [3, 0] and the next rule, seeing that, removes it at once.
    assert game.grid[0] == [E, [2.0, 4.0], E]
    assert game.state.game_vars == [1.0]
    game.move(RIGHT)
    assert game.grid[0] == [E, E, [2.0, 3.0]]
    assert game.state.merges == 0


def test_length_zero_rule_events_are_reported():
    rule = [0.0, ["@This 0", "=", 1.0], True, [[4.0]], 2.0]
    game = play(board_mode([[E, 1]], merge_rules=[PLAIN_RULE, rule]))
    result = game.move(LEFT)
    assert [e for e in result.events if isinstance(e, Change)] == [
        Change((0, 0), [1.0], [4.0], 1)]
    assert game.score == 2.0


def test_multi_length_rule_expands_longest_first():
    base = [["@NextNE -1 0", "!=", "@This 0"], "&&", ["@Next 1 0", "=", 1.0], "&&",
            ["@This 0", "=", 1.0]]
    rule = [2.0, base, True, [["@MLength", 1.0]], ["@MLength"], [], 2.0, [0.0, 1.0], 1.0, 4.0]
    mode = board_mode([[1, 1, 1, 1]], merge_rules=[rule], tile_num_amount=2,
                      known_merge_max_length=4)
    game = play(mode)
    assert [r[0] for r in game.state.merge_rules] == [4.0, 3.0, 2.0]
    game.move(RIGHT)
    assert game.grid[0][-1] == [4.0, 1.0] and game.score == 4.0


def test_slide_and_merge_events_for_animation():
    game = play(board_mode([[1, E, 1, E]]))
    result = game.move(RIGHT)
    merges = result.merges
    assert merges == [Merge(0, ((0, 3), (0, 2)), ([1.0], [1.0]), ((0, 3), (0, 2)),
                            ([2.0], "@Empty"), 4.0)]
    assert Slide((0, 2), (0, 3), [1.0]) in result.slides
    assert Slide((0, 0), (0, 2), [1.0]) in result.slides
    assert result.moved and result.score_gained == 4.0


def test_stay_still_direction_moves_only_with_an_empty_cell():
    still = [[0.0, 0.0, 0.0, 0.0, [1.0, True, True, True]], "o"]
    script = [[0.0, "@edit_gvar", 0.0, ["@GVar 0", "+", 1.0]], "StayStill"]
    mode = board_mode([[1, E], [E, E], [2, 3]], directions=[still], scripts=[script],
                      start_game_vars=[0.0])
    game = play(mode, 0)
    assert game.moves == 1
    assert game.state.game_vars == [2.0]  # once per row holding an empty cell
    full = play(board_mode([[1, 2]], directions=[still]), 0)
    assert full.moves == 0


def test_slide_amount_limits_passes():
    one = [[0.0, 1.0, 1.0, 0.0, [1.0, True, True, True]], "→"]
    game = play(board_mode([[1, E, E, E]], directions=[one]), 0)
    assert row(game) == [E, 1.0, E, E]


def test_merge_rule_applies_operator_asks_the_engine():
    # Rule 0 fires where rule 2 (plain pairs) would, and makes a [9] instead.
    asks = [2.0, [2.0, "mergeRuleApplies", 0.0], True, [[9.0]], 0.0]
    never = [2.0, False, True, [[0.0]], 0.0]
    game = play(board_mode([[E, 1, 1]], merge_rules=[asks, never, PLAIN_RULE]), RIGHT)
    assert row(game) == [E, E, 9.0]
    game = play(board_mode([[E, 1, 2]], merge_rules=[asks, never, PLAIN_RULE]), RIGHT)
    assert game.moves == 0


def test_check_end_rejects_after_a_permutation_matched():
    # Unordered pair of a [0] and a [1]; @CheckEnd demands logical tile 0 sit at This.
    cond = [["@This 0", "=", 0.0], "&&", ["@Next 1 0", "=", 1.0]]
    rule = [2.0, cond, ["@CheckEnd", "@This @HCoord", "=", 1.0], [[5.0]], 0.0]
    assert row(play(board_mode([[E, 0, 1]], merge_rules=[rule]), RIGHT)) == [E, E, 5.0]
    assert play(board_mode([[E, 1, 0]], merge_rules=[rule]), RIGHT).moves == 0


def test_cache_with_unbounded_key_and_look_back():
    mode = board_mode([[1, 1, 2, 2, E]], known_merge_max_length=float("inf"),
                      known_merge_lookback_distance=float("inf"))
    assert row(play(mode, RIGHT)) == [E, E, E, 2.0, 3.0]


def _right_with(strength: list) -> list:
    return [[[0.0, 1.0, float("inf"), 0.0, strength], "→"]]


def test_direction_switches_are_read_for_truth():
    # The reference tests each switch with a plain `if`, so 0 turns merging off (a check
    # for "not false" would have merged the pair).
    game = play(board_mode([[1, 1, E, E]], directions=_right_with([1.0, 0.0, True, True])), 0)
    assert row(game) == [E, E, 1.0, 1.0]
    game = play(board_mode([[1, 1, E, E]], directions=_right_with([1.0, True, True, True])), 0)
    assert row(game) == [E, E, E, 2.0]


def test_a_missing_switch_turns_the_turn_scripts_off():
    count = [0.0, "@edit_gvar", 0, ["@GVar 0", "+", 1.0]]
    scripts = [[count, "BeginTurn"], [count, "EndTurn"]]
    short = play(board_mode([[1, E]], scripts=scripts, start_game_vars=[0.0],
                            directions=_right_with([1.0, True, True])), 0)
    full = play(board_mode([[1, E]], scripts=scripts, start_game_vars=[0.0],
                           directions=_right_with([1.0, True, True, True])), 0)
    assert row(short) == row(full) == [E, 1.0]
    assert (short.state.game_vars, full.state.game_vars) == ([0.0], [2.0])
