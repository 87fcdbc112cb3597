"""simulate: reproducible from the seed whatever runs it, a table, a summary and a plot."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import matplotlib
import pandas as pd
import pytest

from pow2048_widget.engine import Mode, classic_mode, simulate
from pow2048_widget.engine.simulate import COLUMNS, game_seeds

matplotlib.use("Agg")


def prefer_left(game):
    """A picklable policy: left if possible, else the first pressable direction."""
    ok = game.pressable()
    return 2 if ok[2] else ok.index(True)


def test_the_same_table_in_process_in_a_process_pool_and_on_dask():
    from dask.distributed import Client, LocalCluster

    mode = classic_mode()
    alone = simulate(mode, games=24, seed=42).table
    with ProcessPoolExecutor(2) as pool:
        pooled = simulate(mode, games=24, seed=42, executor=pool).table
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        dasked = simulate(mode, games=24, seed=42, executor=client).table
    pd.testing.assert_frame_equal(alone, pooled)
    pd.testing.assert_frame_equal(alone, dasked)
    assert list(alone.columns) == list(COLUMNS)
    assert alone["score"].nunique() > 5 and (alone["moves"] > 20).all()


def test_general_modes_and_callable_policies_run_on_executors_too():
    mode = Mode.load("tests/conformance/modes/aging_hole.json")
    alone = simulate(mode, games=3, seed=1, max_presses=60)
    with ThreadPoolExecutor(2) as pool:
        threaded = simulate(mode, games=3, seed=1, max_presses=60, executor=pool)
    assert alone.scores == threaded.scores and alone.moves == threaded.moves
    one = simulate(classic_mode(), games=4, policy=prefer_left, seed=3)
    two = simulate(classic_mode(), games=4, policy=prefer_left, seed=3, workers=2)
    assert one.table.equals(two.table)


def test_game_i_depends_only_on_the_master_seed_and_i():
    whole = simulate(classic_mode(), games=8, seed=5).table
    assert list(whole["seed"]) == [game_seeds(5, i)[0] for i in range(8)]
    other = simulate(classic_mode(), games=8, seed=6).table
    assert not whole["score"].equals(other["score"])


def test_fixed_order_policy_and_bad_policies():
    res = simulate(classic_mode(), games=5, policy=[2, 0, 3, 1], seed=2)
    assert res.table["moves"].min() > 10
    for bad in ("smart", [], [7], [True]):
        with pytest.raises(ValueError):
            simulate(classic_mode(), games=1, policy=bad)


def test_summary_plot_and_notebook_view():
    res = simulate(classic_mode(win_tile=6), games=30, seed=9, label="win at 64")
    s = res.summary()
    assert s["games"] == 30 and 0 < s["win_rate"] <= 1 and s["max_score"] >= s["mean_score"]
    assert res.table["won"].sum() == round(s["win_rate"] * 30)
    assert res.table["highest_tile"].max() >= 6
    ax = res.plot()
    assert ax.get_xlabel() == "final score" and sum(p.get_height() for p in ax.patches) == 30
    assert "win at 64" in res._repr_html_() and "mean_score" in res._repr_html_()


def test_progress_bar(capsys):
    simulate(classic_mode(), games=3, seed=1, progress=True)
    assert "3/3" in capsys.readouterr().err


def test_threads_sharing_a_process_get_the_same_table():
    alone = simulate(classic_mode(), games=16, seed=4)
    with ThreadPoolExecutor(4) as pool:
        threaded = simulate(classic_mode(), games=16, seed=4, executor=pool)
    assert alone.table.equals(threaded.table)


def test_bad_arguments_are_refused():
    for bad in ({"games": -1}, {"games": True}, {"max_presses": 0}):
        with pytest.raises(ValueError):
            simulate(classic_mode(), **{"games": 1, **bad})
    with pytest.raises(TypeError):
        simulate("classic", games=1)
