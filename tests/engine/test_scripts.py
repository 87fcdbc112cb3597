"""Scripts, signals, stat boxes, directions (blocked, availability, automatic moves)."""

from __future__ import annotations

from helpers import LEFT, RIGHT, E, board_mode, play, row

from pow2048_widget.engine import Game, classic_mode


def count(trigger: str, var: int = 0) -> list:
    return [[0.0, "@edit_gvar", float(var), ["@GVar " + str(var), "+", 1.0]], trigger]


def test_turn_scripts_fire_in_their_places():
    scripts = [count("BeginTurn", 0), count("EndTurn", 1), count("TrueEndTurn", 2),
               count("Merge", 3), count("TileMove", 4), count("EndModeSetup", 5)]
    mode = board_mode([[1, E, 1, E]], scripts=scripts, start_game_vars=[0.0] * 6)
    game = play(mode)
    assert game.state.game_vars == [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]
    game.move(RIGHT)  # moves and merges
    assert game.state.game_vars[:5] == [1.0, 1.0, 1.0, 1.0, 3.0]  # one per cell stepped
    game.move(RIGHT)  # fails: BeginTurn and TrueEndTurn still run, EndTurn does not
    assert game.state.game_vars[:3] == [2.0, 1.0, 2.0]
    assert game.available == [True, True, True, False]


def test_merge_script_sees_the_outputs_as_its_last_variable():
    script = [["@var_retain", 0.0, "@edit_gvar", 0.0, "@Var -1"], "Merge"]
    game = play(board_mode([[2, 2]], scripts=[script], start_game_vars=[0.0]), LEFT)
    assert game.state.game_vars == [[[3.0]]]


def test_signal_movement_occurred_makes_a_blocked_press_count():
    signal = [[0.0, "@ScriptSignal", "@ScriptSignal_MovementOccurred"],
              "EndMovementMoveless"]
    game = play(board_mode([[1, 2]], scripts=[signal]), LEFT)
    assert game.moves == 1 and game.available == [True] * 4


def test_named_signal_runs_scripts_of_that_name():
    scripts = [[[0.0, "@ScriptSignal", "Bonus"], "EndTurn"], [[0.0, "@add_score", 100.0], "Bonus"]]
    game = play(board_mode([[1, E]], scripts=scripts), RIGHT)
    assert game.score == 100.0


def test_start_mode_scripts_change_start_values():
    scripts = [[[0.0, "@edit_gvar", 0.0, 42.0], "StartModeBM"],
               [[0.0, "@edit_gvar", 1.0, ["@GVar 0", "+", 1.0]], "RestartMode"]]
    game = play(board_mode([[1, E]], scripts=scripts, start_game_vars=[0.0, 0.0]))
    assert game.state.game_vars == [42.0, 43.0]


def test_stat_boxes_show_label_and_value_text():
    mode = classic_mode()
    mode.stat_boxes = [["Moves", "@Moves"], ["Score", "@Score"],
                       ["Hidden", "@Score", False, False, False, False, False]]
    game = Game(mode, seed=3)
    assert game.stat_boxes() == [("Moves", "0"), ("Score", "0")]
    while game.score == 0:
        for d in range(4):
            game.move(d)
    assert game.stat_boxes()[1] == ("Score", str(int(game.score)))


def test_stat_box_click_runs_its_action():
    mode = board_mode([[1, E]], start_game_vars=[0.0],
                      stat_boxes=[["Clicks", "@GVar 0", False, False, False, False, True,
                                   [0.0, "@edit_gvar", 0.0, ["@GVar 0", "+", 1.0]]]])
    game = play(mode)
    game.click_stat_box(0)
    assert game.stat_boxes() == [("Clicks", "1")]
    assert game.moves_played[-1] == ["@StatBoxClick", 0.0]


def test_tile_click_scripts_get_the_cell():
    script = [[0.0, "@edit_gvar", 0.0, "@This @Position"], "TileClick"]
    game = play(board_mode([[1, E]], scripts=[script], start_game_vars=[0.0]))
    game.click_tile(0, 1)
    assert game.state.game_vars == [[0.0, 1.0]]


def test_direction_blocked_prevents_a_press_without_marking_it():
    mode = board_mode([[E, 1, E]], direction_blocked=["@var_retain", "@Var 0", "=", 2.0],
                      start_game_vars=[])
    game = play(mode)
    result = game.move(LEFT)
    assert not result.accepted and row(game) == [E, 1.0, E]
    assert game.pressable() == [True, True, False, True] and game.available[2]
    assert game.move(RIGHT).moved


def test_directions_report_keys_and_labels():
    game = Game(classic_mode(), seed=1)
    dirs = game.directions
    assert [d.keys for d in dirs][0] == ("ArrowUp", "KeyW")
    assert [d.label for d in dirs] == ["↑", "↓", "←", "→"]
    assert [(d.dv, d.dh) for d in dirs] == [(-1, 0), (1, 0), (0, -1), (0, 1)]


def test_automatic_move_after_each_press():
    # After every manual press, an automatic move to the right (part of the same move).
    auto = [[[0.0, 1.0, float("inf"), 0.0, [-1.0, True, True, True]], "After"]]
    mode = board_mode([[E, 1, E, E], [E, E, E, E]], auto_directions=auto)
    game = play(mode, 1)  # down, then the automatic right
    assert game.grid[1] == [E, E, E, [1.0]]
    assert game.moves == 1


def test_availability_condition_entry_nine():
    mode = classic_mode()
    dirs = mode.directions
    dirs[0] = dirs[0][:9] + [False]
    mode.directions = dirs
    game = Game(mode, seed=1)
    assert game.available[0] is False and game.pressable()[0] is False
