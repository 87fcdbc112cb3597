"""The save-code methods on the engine's own objects (issue: Mode/Game .to_save_code)."""

from __future__ import annotations

import pytest

from pow2048_widget.engine import Game, Mode, classic_mode
from pow2048_widget.savecode import LoadedGame, LoadedReplay, SaveCodeError, load_save_code


def test_mode_round_trips_through_its_save_code() -> None:
    mode = classic_mode()
    mode.merge_rules = mode.merge_rules + [
        [3, ["@This 0", "=", "@Next 1 0", "&&", ["@This 0", "=", "@Next 2 0"]], True,
         [[["@This 0", "+", 2]]], 0, [False, True, True]]
    ]
    code = mode.to_save_code()
    assert code.startswith("@2048PowCompMode|3.0|")
    again = Mode.from_save_code(code)
    assert again == mode
    assert again.to_save_code() == code


def test_game_in_progress_restores_grid_and_score() -> None:
    game = Game(classic_mode(), seed=5)
    for direction in [0, 2, 1, 3] * 4:
        game.move(direction)
    loaded = load_save_code(game.to_save_code())
    assert isinstance(loaded, LoadedGame)
    restored = loaded.to_game(seed=5)
    assert restored.grid == game.grid
    assert restored.score == game.score


def test_replay_code_plays_back_the_same_game() -> None:
    game = Game(classic_mode(), seed=9)
    for direction in [2, 0, 3, 1] * 3:
        game.move(direction)
    loaded = load_save_code(game.to_replay_code())
    assert isinstance(loaded, LoadedReplay)
    player = loaded.player(seed=1)
    for _ in player:
        pass
    assert player.done
    assert player.game.grid == game.grid
    assert player.game.score == game.score


def test_bad_code_names_the_problem_and_is_not_half_loaded() -> None:
    with pytest.raises(SaveCodeError, match="header|2048PowComp"):
        Mode.from_save_code("not a code")
