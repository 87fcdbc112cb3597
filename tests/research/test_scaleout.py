"""Chunking of simulate runs and the small-run path (one by one below the batch width)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from pow2048_widget.engine import classic_mode, simulate
from pow2048_widget.engine.simulate import BATCH_FROM, CHUNK_GAMES, chunk_count


def _table(result):
    return (result.scores, result.moves, result.won, result.presses, result.highest_tile,
            result.lost, result.truncated, result.seeds)


def test_one_chunk_per_worker_until_a_chunk_would_exceed_the_batch_width():
    assert chunk_count(2000, 2) == 2
    assert chunk_count(2000, 4) == 4
    assert chunk_count(3, 4) == 3  # never an empty chunk
    assert chunk_count(0, 2) == 1
    assert chunk_count(2 * CHUNK_GAMES + 1, 2) == 4  # a multiple of the workers
    assert all(-(-g // chunk_count(g, w)) <= CHUNK_GAMES
               for g in (1, 100, 9000, 50_000) for w in (1, 2, 3, 8))


def test_small_runs_play_one_by_one_with_the_same_table_as_a_batch():
    mode = classic_mode()
    small = simulate(mode, games=BATCH_FROM - 1, seed=11)
    batched = simulate(mode, games=BATCH_FROM + 5, seed=11)
    assert _table(small) == tuple(x[:BATCH_FROM - 1] for x in _table(batched))


def test_chunked_runs_give_the_same_table():
    mode = classic_mode()
    alone = simulate(mode, games=120, seed=4)
    with ThreadPoolExecutor(3) as pool:
        chunked = simulate(mode, games=120, seed=4, executor=pool)
    assert _table(alone) == _table(chunked)
