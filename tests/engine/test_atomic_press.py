"""A press (and a click between moves) is atomic whatever the game's options.

Before, a press whose rule raised was rolled back only when ``keep_history`` was on: with
``keep_history=False`` the board stayed half-changed although the limits page promised a
rollback. Every test compares everything a press can change, before and after a failure.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from pow2048_widget.calcarray import Limits
from pow2048_widget.engine import Game, GameError, classic_mode
from pow2048_widget.engine.press_state import GAME_FIELDS, STATE_FIELDS

UP, DOWN, LEFT, RIGHT = 0, 1, 2, 3
ENDLESS = [1.0, "@repeat", [True], "+", 1.0, "@end-repeat"]


def everything(game: Game) -> dict[str, Any]:
    """What a user can observe of a game, copied."""
    out = {a: copy.deepcopy(getattr(game, a)) for a in GAME_FIELDS}
    out.update({"state." + a: copy.deepcopy(getattr(game.state, a)) for a in STATE_FIELDS})
    out["rng"] = game.rng.getstate()
    out["random_calls"] = game.random_calls
    out["moves_played"] = copy.deepcopy(game.moves_played)
    out["history"] = game.history
    out["can_undo"] = game.can_undo
    out["cache"] = dict(game.cache.entries)
    out["score"] = game.score
    out["grid"] = game.grid
    return out


def _game(keep_history: bool, **fields: Any) -> Game:
    mode = classic_mode()
    mode.update(**fields)
    game = Game(mode, seed=5, keep_history=keep_history, limits=Limits(max_steps=20_000))
    for i in range(6):
        game.move(i % 4)
    return game


def _fail_after_changes(game: Game) -> None:
    """Scripts that change variables, score and the board, then a rule that fails."""
    mode = game.mode
    mode.start_game_vars = [0.0]
    mode.scripts = [[[0.0, "@edit_gvar", 0.0, 7.0, "@add_score", 1000.0], "BeginTurn"],
                    [ENDLESS, "EndTurn"]]


@pytest.mark.parametrize("keep_history", [True, False])
def test_a_failing_end_turn_script_rolls_the_whole_press_back(keep_history: bool) -> None:
    game = _game(keep_history)
    _fail_after_changes(game)
    before = everything(game)
    failed = 0
    for d in (LEFT, RIGHT, UP, DOWN):
        with pytest.raises(GameError) as info:
            game.move(d)
        failed += 1
        assert "scripts[1]" in info.value.where  # names the failing script
        assert "steps" in str(info.value)
        assert everything(game) == before
    assert failed == 4


@pytest.mark.parametrize("keep_history", [True, False])
def test_a_failing_merge_score_rolls_back_merges_already_made(keep_history: bool) -> None:
    game = _game(keep_history)
    rules = copy.deepcopy(game.mode.merge_rules)
    # The first pair merges; the second pair's score loops forever.
    rules[0][4] = [["@This 0", "=", 0.0], "@if", ENDLESS, "@end-if"]
    game.mode.merge_rules = rules
    e = "@Empty"
    game.state.grid = [[[1.0], [1.0], [0.0], [0.0]], [e] * 4, [e] * 4, [e] * 4]
    before = everything(game)
    with pytest.raises(GameError) as info:
        game.move(RIGHT)
    assert info.value.where == "MergeRules[0][4]"
    assert everything(game) == before
    # the game goes on once the rule is fixed
    game.mode.merge_rules = classic_mode().merge_rules
    assert game.move(RIGHT).moved


@pytest.mark.parametrize("keep_history", [True, False])
def test_a_failing_click_script_is_rolled_back(keep_history: bool) -> None:
    game = _game(keep_history, start_game_vars=[0.0])
    game.mode.scripts = [[[0.0, "@edit_gvar", 0.0, 9.0, "@add_score", 5.0, "+", ENDLESS],
                          "TileClick"]]
    before = everything(game)
    with pytest.raises(GameError) as info:
        game.click_tile(0, 0)
    assert "scripts[0]" in info.value.where
    assert everything(game) == before


@pytest.mark.parametrize("keep_history", [True, False])
def test_a_python_error_from_odd_data_is_a_game_error_and_rolled_back(
        keep_history: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    game = _game(keep_history)
    before = everything(game)

    def broken(*args: Any, **kw: Any) -> None:
        game.state.grid[0][0] = ["half-done"]
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(game.turn, "end_of_press", broken)
    with pytest.raises(GameError) as info:
        for d in (LEFT, RIGHT, UP, DOWN):
            game.move(d)
    assert info.value.where.startswith("move ")
    assert "boom" not in str(info.value) or "ZeroDivisionError" in str(info.value)
    assert everything(game) == before


def test_keep_history_false_keeps_no_undo_steps() -> None:
    game = _game(False)
    assert game.can_undo == 0 and game.history == []
