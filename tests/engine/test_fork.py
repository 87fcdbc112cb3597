"""``Game.fork``: an independent copy to try presses on, optionally observed."""

from __future__ import annotations

from typing import Any

from pow2048_widget.engine import Game, classic_mode
from pow2048_widget.engine.press_observer import PressObserver


def test_a_fork_presses_like_the_game_and_leaves_it_alone() -> None:
    game = Game(classic_mode(), seed=11, clock=lambda: 0.0)
    for d in (0, 1, 2):
        game.move(d)
    before = (game.grid, game.score, game.random_calls, game.can_undo, len(game.moves_played))
    fork = game.fork()
    for d in (3, 0, 3, 1):
        fork.move(d)
    assert (game.grid, game.score, game.random_calls, game.can_undo,
            len(game.moves_played)) == before
    for d in (3, 0, 3, 1):
        game.move(d)
    assert (fork.grid, fork.score, fork.random_calls) == (game.grid, game.score,
                                                          game.random_calls)
    assert fork.can_undo == 0  # a fork keeps no undo history


def test_an_observer_hears_the_attempts_tests_and_merges_of_a_fork() -> None:
    heard: list[Any] = []

    class Listener(PressObserver):
        def merge_attempt(self, v: int, h: int, pv: int, ph: int) -> None:
            heard.append(("attempt", (v, h)))

        def rule_tested(self, match: Any, idx: int, *rest: Any) -> None:
            heard.append(("test", idx, match is not None))

        def merged(self, rule: int, outputs: list[Any], score: float) -> None:
            heard.append(("merge", rule, score))

    mode = classic_mode()
    mode.merge_result_known_level = 0  # every attempt tests the rules
    game = Game(mode, seed=1, clock=lambda: 0.0)
    game.state.grid[0][:] = [[1.0], [1.0], "@Empty", "@Empty"]
    fork = game.fork(observer=Listener())
    fork.move(2 if game.directions[2].dh == -1 else 3)  # towards the left edge
    assert ("merge", 0, 4.0) in heard
    assert ("test", 0, True) in heard
    assert any(h[0] == "attempt" for h in heard)
    assert game.grid[0][:2] == [[1.0], [1.0]]  # the game itself did not move


def test_from_saved_takes_the_saved_values_and_refuses_unknown_names() -> None:
    import pytest

    grid = [[[1.0], "@Empty", "@Empty", "@Empty"]] + [["@Empty"] * 4 for _ in range(3)]
    game = Game.from_saved(classic_mode(), seed=5, state={"grid": grid, "score": 8.0},
                       flow={"won": -1, "manual_moves": 7},
                       times={"first_move_time": 100.0}, elapsed_ms=1000.0)
    assert (game.grid, game.score, game.won, game.manual_moves) == (grid, 8.0, -1, 7)
    st = game.state
    assert st.clock() - st.start_game_time == 1000.0
    assert st.first_move_time == st.start_game_time + 100.0
    with pytest.raises(ValueError, match="cannot take rng"):
        Game.from_saved(classic_mode(), state={}, flow={"rng": 1})
