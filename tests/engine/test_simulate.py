"""Batch play."""

from __future__ import annotations

import pytest

from pow2048_widget.engine import classic_mode
from pow2048_widget.engine.simulate import simulate


def test_simulate_plays_games_to_the_end_deterministically():
    a = simulate(classic_mode(), games=4, policy="random", seed=3)
    b = simulate(classic_mode(), games=4, policy="random", seed=3)
    assert a.scores == b.scores and a.moves == b.moves
    assert a.games == 4 and all(m > 10 for m in a.moves) and all(s > 0 for s in a.scores)
    assert a.summary()["games"] == 4.0


def test_simulate_policies():
    cyc = simulate(classic_mode(), games=2, policy="cycle", seed=1)
    assert cyc.games == 2
    always_left = simulate(classic_mode(), games=2, policy=lambda g: 2, seed=1,
                           max_presses=50)
    assert all(m <= 50 for m in always_left.moves)
    with pytest.raises(ValueError):
        simulate(classic_mode(), games=1, policy="smart")


def test_workers_give_the_same_results():
    one = simulate(classic_mode(), games=4, policy="random", seed=5)
    two = simulate(classic_mode(), games=4, policy="random", seed=5, workers=2)
    assert one.scores == two.scores and one.moves == two.moves
