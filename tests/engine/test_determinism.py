"""Same code, same seed, same moves: the same game under any load and on any clock.

Every limit that can change a result is a count (``Limits.max_steps`` with the work
operators charge, depth, sizes); the one time guard left reads the evaluating thread's CPU
time and sits far above what any known mode needs. So a game played while other processes
keep the CPU busy, or with a clock that runs ten times faster (a machine ten times slower,
seen from inside), is the same game, state for state.
"""

from __future__ import annotations

import random
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path

import pytest

from pow2048_widget.calcarray import evaluator
from pow2048_widget.engine import Game, Mode, classic_mode

CONFORMANCE = Path(__file__).resolve().parents[1] / "conformance" / "modes"

MODES = {
    "classic": classic_mode,
    "three tiles merge (triple_threes)": lambda: Mode.load(CONFORMANCE / "triple_threes.json"),
    "CalcArray-heavy rules (ratiomix)": lambda: Mode.load(CONFORMANCE / "ratiomix.json"),
}


@contextmanager
def cpu_hogs(n: int = 2) -> Iterator[None]:
    """``n`` processes spinning on the CPU beside the test (ended by their own ids)."""
    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(n)]
    try:
        time.sleep(0.2)  # let them start spinning
        yield
    finally:
        for hog in hogs:
            hog.kill()
            hog.wait()


def played(mode: Mode, seed: int, presses: int = 120) -> list[str]:
    """The state after each press of a seeded game with seeded directions."""
    game = Game(mode, seed=seed, clock=lambda: 5.0)
    rnd = random.Random(seed)
    states = []
    for _ in range(presses):
        if game.over:
            break
        result = game.move(rnd.randrange(len(mode.directions)))
        states.append(repr((result.accepted, result.score_gained, game.grid, game.score,
                            game.state.game_vars, game.rng.getstate(), game.over)))
    return states


@pytest.mark.parametrize("name", sorted(MODES))
def test_a_slowed_clock_plays_the_same_game(name: str, monkeypatch) -> None:
    mode = MODES[name]()
    normal = played(mode, seed=7)
    real = time.thread_time
    monkeypatch.setattr(evaluator, "cpu_clock", lambda: real() * 10.0)
    assert played(MODES[name](), seed=7) == normal
    assert len(normal) > 20


@pytest.mark.parametrize("name", sorted(MODES))
def test_cpu_hogs_beside_the_game_change_nothing(name: str) -> None:
    normal = played(MODES[name](), seed=11)
    with cpu_hogs():
        loaded = played(MODES[name](), seed=11)
    assert loaded == normal


ENDLESS = [1.0, "@repeat", [True], "+", 1.0, "@end-repeat"]


def test_an_endless_loop_stops_at_the_same_step_under_load() -> None:
    from pow2048_widget.calcarray import CalcArrayLimitError, EvalContext, Limits, evaluate

    def stop() -> str:
        with pytest.raises(CalcArrayLimitError) as info:
            evaluate(ENDLESS, EvalContext(limits=Limits(max_steps=200_000)))
        return str(info.value)

    alone = stop()
    with cpu_hogs():
        assert stop() == alone
    assert "exceeded 200000 steps" in alone


def test_simulate_in_a_pool_and_on_dask_equals_one_core_under_load() -> None:
    import pandas as pd
    from dask.distributed import Client, LocalCluster

    from pow2048_widget.engine import simulate

    mode = classic_mode()
    alone = simulate(mode, games=8, seed=5).table
    with cpu_hogs():
        with ProcessPoolExecutor(2) as pool:
            pooled = simulate(mode, games=8, seed=5, executor=pool).table
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                          dashboard_address=None) as cluster, Client(cluster) as client:
            dasked = simulate(mode, games=8, seed=5, executor=client).table
    pd.testing.assert_frame_equal(alone, pooled)
    pd.testing.assert_frame_equal(alone, dasked)
