"""``simulate`` on 1, 2 and 4 workers: a process pool and a Dask ``LocalCluster``.

Run: ``python benchmarks/bench_scaleout.py [--games N] [--old-chunking]``. Wall-clock
seconds for ``--games`` classic games (random policy) on one core (no executor), then on
``ProcessPoolExecutor(n)`` and on a Dask ``LocalCluster(n_workers=n, threads_per_worker=1)``
(both started and warmed by a small run before the clock, as a kept pool or cluster in a
notebook would be). ``--old-chunking`` cuts the run as before
(4 chunks per worker) to compare. The speed-up is bounded by the machine's free cores: say
how many there were when quoting numbers.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from pow2048_widget.engine import classic_mode, simulate  # noqa: E402

sim_module = sys.modules["pow2048_widget.engine.simulate"]


def timed(games: int, **kw: object) -> float:
    t = time.perf_counter()
    result = simulate(classic_mode(), games=games, seed=1, **kw)
    assert result.games == games
    return time.perf_counter() - t


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--workers", default="1,2,4")
    parser.add_argument("--old-chunking", action="store_true")
    parser.add_argument("--no-dask", action="store_true")
    args = parser.parse_args()
    if args.old_chunking:
        sim_module.chunk_count = lambda games, workers: max(1, min(games, 4 * workers))
    print(f"cores: {os.cpu_count()}, games: {args.games}, "
          f"chunking: {'old (4 per worker)' if args.old_chunking else 'new'}")
    timed(200)  # warm this process
    base = timed(args.games)
    print(f"{'one core, no executor':34} {base:7.2f} s  1.00x")
    for n in map(int, args.workers.split(",")):
        with ProcessPoolExecutor(n) as pool:
            timed(50 * n, executor=pool)  # start and warm the workers (a kept pool)
            t = timed(args.games, executor=pool)
        print(f"{f'process pool, {n} workers':34} {t:7.2f} s  {base / t:4.2f}x", flush=True)
    if args.no_dask:
        return
    from dask.distributed import Client, LocalCluster

    for n in map(int, args.workers.split(",")):
        with LocalCluster(n_workers=n, threads_per_worker=1, processes=True,
                          dashboard_address=None) as cluster, Client(cluster) as client:
            timed(50 * n, executor=client)  # warm the workers (a kept cluster)
            t = timed(args.games, executor=client)
        print(f"{f'dask LocalCluster, {n} workers':34} {t:7.2f} s  {base / t:4.2f}x",
              flush=True)


if __name__ == "__main__":
    main()
