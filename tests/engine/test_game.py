"""Game flow: win/lose/game over, undo, replays, errors, live mode edits, observers."""

from __future__ import annotations

import pytest
from helpers import DOWN, LEFT, RIGHT, UP, E, board_mode, play, row

from pow2048_widget.calcarray.scjson import sc_dumps, sc_loads
from pow2048_widget.engine import Game, GameError, classic_mode
from pow2048_widget.engine.replay import play_replay, replay_record


def test_win_screen_then_keep_playing():
    game = play(board_mode([[2, 2, E, E]], win_conditions=[[3.0]]))
    result = game.move(LEFT)
    assert result.win_screen and game.win_screen and game.won == 1 and not game.over
    game.keep_playing()
    assert game.won == -1 and not game.win_screen
    assert game.move(RIGHT).moved


def test_a_press_on_the_win_screen_keeps_playing():
    game = play(board_mode([[2, 2, E, E]], win_conditions=[[3.0]]), LEFT)
    assert game.move(RIGHT).moved and game.won == -1


def test_win_without_postgame_ends_the_game():
    game = play(board_mode([[2, 2, E, E]], win_conditions=[[3.0]], postgame_allowed=False),
                LEFT)
    assert game.win_screen and game.over and not game.lost
    assert not game.move(RIGHT).accepted


def test_win_condition_expression_and_requirement():
    mode = board_mode([[2, 2, 4, 4]], win_conditions=[["@This 0", ">=", 3.0]],
                      win_requirement=2.0)
    game = play(mode, LEFT)  # makes [3] and [5]: two distinct winning tiles
    assert game.win_screen and game.won == 2


def test_lose_conditions():
    mode = board_mode([[4, 4, E]], lose_conditions=[[5.0]], lose_requirement=1.0)
    game = play(mode, LEFT)
    assert game.over and game.lost


def test_game_over_needs_every_direction_to_fail():
    game = play(board_mode([[1, 2], [3, 4]]))
    for d in (UP, DOWN, LEFT):
        game.move(d)
        assert not game.over
    game.move(RIGHT)
    assert game.over and game.lost and game.pressable() == [False] * 4


def test_possible_over_scripts_give_one_more_chance():
    rescue = [[0.0, "@replace_tile", 0.0, 0.0, "@Empty"], "PossibleOver"]
    game = play(board_mode([[1, 2], [3, 4]], scripts=[rescue]), UP, DOWN, LEFT, RIGHT)
    assert not game.over and game.grid[0][0] == E
    assert game.available == [True] * 4


def test_bad_direction_index_raises_value_error():
    game = Game(classic_mode(), seed=1)
    with pytest.raises(ValueError):
        game.move(4)
    with pytest.raises(ValueError, match="'sideways' is not a direction of this mode"):
        game.move("sideways")
    with pytest.raises(ValueError):
        game.move(2.0)  # type: ignore[arg-type]


def test_failing_expression_rolls_the_press_back():
    bad = [2.0, ["@Next 1 0", "=", "@This 0"], True, [[["@This 0", "/B", 0.0]]], 0.0]
    game = play(board_mode([[1, E, 1]], merge_rules=[bad]))
    before = game.grid
    with pytest.raises(GameError, match=r"MergeRules\[0\]"):
        game.move(RIGHT)
    assert game.grid == before and game.moves == 0
    game.mode.merge_rules = [[2.0, ["@Next 1 0", "=", "@This 0"], True, [[5.0]], 0.0]]
    assert game.move(RIGHT).moved and row(game) == [E, E, 5.0]


def test_undo_restores_grid_score_and_random_stream():
    game = Game(classic_mode(), seed=9)
    states = [(game.grid, game.score)]
    for d in (0, 2, 1, 3, 0, 2):
        if game.move(d).moved:
            states.append((game.grid, game.score))
    first = game.grid
    assert game.undo() == 1
    assert (game.grid, game.score) == states[-2]
    assert game.undo(2) == 2
    assert (game.grid, game.score) == states[-4]
    assert game.undo(100) == len(states) - 4
    assert (game.grid, game.score) == states[0]
    assert len(game.history) == 0
    for d in (0, 2, 1, 3, 0, 2):
        game.move(d)
    assert game.grid == first  # same seed position: the same spawns again


def test_history_lists_moves():
    game = Game(classic_mode(), seed=2)
    for d in (0, 1, 2, 3):
        game.move(d)
    assert [h.move for h in game.history] == list(range(1, len(game.history) + 1))
    assert game.history[-1].grid == game.grid


def test_replay_reproduces_the_game_even_with_another_seed():
    game = Game(classic_mode(), seed=21)
    for d in [0, 2, 1, 3] * 10:
        game.move(d)
    record = sc_loads(sc_dumps(replay_record(game)))
    record["seed"] = 999.0
    again = play_replay(record)
    assert again.grid == game.grid and again.score == game.score
    assert again.moves == game.moves


def test_live_mode_edit_applies_from_the_next_move():
    game = play(board_mode([[1, 1, E, E]]))
    seen = []
    game.observe(lambda g: seen.append(g.score))
    game.mode.merge_rules = [[2.0, ["@Next 1 0", "=", "@This 0"], True, [[7.0]], 70.0]]
    assert seen  # the edit was announced
    game.move(RIGHT)
    assert row(game) == [E, E, E, 7.0] and game.score == 70.0
    game.mode.width = 5  # between moves: the board grows at once, tiles kept
    assert row(game) == [E, E, E, 7.0, E]
    game.move(LEFT)
    assert row(game) == [7.0, E, E, E, E]


def test_observers_hear_moves_undo_and_new_game():
    game = Game(classic_mode(), seed=4)
    calls = []
    stop = game.observe(lambda g: calls.append(g.moves))
    game.move(0) if game.move(2).moved else game.move(3)
    game.undo()
    game.new_game(seed=5)
    stop()
    game.move(1)
    assert len(calls) >= 3 and calls[-1] == 0


def test_last_result_is_the_last_accepted_press_seen_by_observers():
    game = play(board_mode([[1, 1, E, E]]))
    assert game.last_result is None  # nothing pressed yet
    seen = []
    game.observe(lambda g: seen.append(g.last_result))
    result = game.move(RIGHT)
    assert game.last_result is result and seen == [result]  # observers can animate it
    assert result.merges and result.moved
    game.undo()
    assert game.last_result is None  # an undo is not a move to animate
    game.move(LEFT)
    game.new_game(seed=2)
    assert game.last_result is None


def test_new_game_resets_state():
    game = Game(classic_mode(), seed=4)
    for d in (0, 1, 2, 3) * 3:
        game.move(d)
    game.new_game(seed=4)
    assert game.moves == 0 and game.score == 0 and game.won == 0
    assert game.grid == Game(classic_mode(), seed=4).grid


def test_clock_hook_drives_time_expressions():
    now = [1_000_000.0]
    mode = board_mode([[1, E]], scripts=[[[0.0, "@edit_gvar", 0.0, "@TimeSinceStartGame"],
                                          "EndTurn"]], start_game_vars=[0.0])
    game = Game(mode, seed=1, clock=lambda: now[0])
    now[0] += 5000.0
    game.move(RIGHT)
    assert game.state.game_vars == [5.0]


def test_endless_script_hits_the_step_limit_and_rolls_back():
    from pow2048_widget.calcarray.context import Limits

    endless = [[0.0, "@repeat", [True], "@edit_gvar", 0.0, 1.0, "@end-repeat"], "EndTurn"]
    mode = board_mode([[1, E]], scripts=[endless], start_game_vars=[0.0])
    game = Game(mode, seed=1, limits=Limits(max_steps=10_000))
    with pytest.raises(GameError, match=r"scripts\[0\]"):
        game.move(RIGHT)
    assert row(game) == [1.0, E] and game.state.game_vars == [0.0]


def test_a_mode_does_not_keep_finished_games_alive():
    import gc
    import weakref

    mode = classic_mode()
    ref = weakref.ref(Game(mode, seed=1))
    gc.collect()
    assert ref() is None
    mode.width = 5  # the dead game's listener just goes away
    assert mode._observers == []
