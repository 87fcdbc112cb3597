"""Games stepped together with numpy are the engine's games, draw for draw."""

from __future__ import annotations

import random

import numpy as np
import pytest
from modes_for_fastpath import all_modes

from pow2048_widget.engine import Game
from pow2048_widget.engine.batch_play import BatchGames, Unsupported, batch_blocker
from pow2048_widget.engine.simulate import play_games

MODES = all_modes()
BATCHABLE = sorted(name for name, m in MODES.items()
                   if batch_blocker(m) is None and name != "fractional_score")


def test_the_usual_modes_can_be_batched():
    assert {"classic", "pow2_classic", "triple_threes", "holes_5x3", "slide1",
            "lose_at_16", "no_postgame_small_win"} <= set(BATCHABLE)
    assert batch_blocker(MODES["conveyor"]) == "a next-tile preview"
    assert batch_blocker(MODES["aging_hole"]) is not None


@pytest.mark.parametrize("name", BATCHABLE)
def test_batch_presses_match_the_engine(name):
    mode = MODES[name]
    seeds = [11, 12, 13, 14, 15]
    games = [Game(mode, seed=s, clock=lambda: 0.0, keep_history=False) for s in seeds]
    batch = BatchGames(mode, len(seeds))
    batch.start(np.arange(len(seeds)), seeds)
    rnd = random.Random(name)
    for press in range(300):
        live = [j for j, g in enumerate(games) if not g.over]
        if not live:
            break
        dirs = [rnd.randrange(len(mode.directions)) for _ in live]
        accepted, moved, gained = batch.press(live, dirs)
        for k, (j, d) in enumerate(zip(live, dirs, strict=True)):
            g = games[j]
            r = g.move(d)
            where = f"game {j}, press {press}"
            assert (r.accepted, r.moved, r.score_gained) == (
                accepted[k], moved[k], gained[k]), where
            assert batch.grid(j) == g.state.grid, where
            assert (batch.score[j], batch.moves[j], batch.rng.calls[j]) == (
                g.score, g.moves, g.random_calls), where
            assert batch.over[j] == g.over and batch.lost[j] == g.lost, where
            if g.win_screen:
                assert batch.ever_won[j]
    assert sum(g.moves for g in games) > 30


@pytest.mark.parametrize("policy", ["random", "cycle", [2, 1, 3, 0]])
@pytest.mark.parametrize("name", ["classic", "triple_threes", "no_postgame_small_win",
                                  "lose_at_16", "holes_5x3"])
def test_batch_fast_and_general_simulations_agree(name, policy):
    mode = MODES[name]
    batch = play_games(mode, 3, 9, policy, seed=7, max_presses=400, fast=True)
    general = play_games(mode, 3, 9, policy, seed=7, max_presses=400, fast=False)
    for field in ("seeds", "scores", "moves", "presses", "highest_tile", "won", "lost",
                  "truncated"):
        assert getattr(batch, field) == getattr(general, field), field


def test_scores_that_are_not_whole_numbers_leave_the_batch_for_the_exact_path():
    mode = MODES["fractional_score"]
    batch = BatchGames(mode, 1)
    batch.start([0], [1])
    with pytest.raises(Unsupported):
        for _ in range(50):
            batch.press([0], [2 if _ % 2 else 3])
    fast = play_games(mode, 0, 4, "random", seed=1, max_presses=300, fast=True)
    general = play_games(mode, 0, 4, "random", seed=1, max_presses=300, fast=False)
    assert fast.scores == general.scores and fast.moves == general.moves
    assert any(s != int(s) for s in fast.scores)
