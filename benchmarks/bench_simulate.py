"""Random classic games per CPU-second with ``simulate`` (one process), and engine presses/s.

Run: ``python benchmarks/bench_simulate.py [--games N] [--repeat R]``. Prints the best of
``repeat`` runs (the machine is shared: compare runs as ratios, measured side by side).
``--general`` forces the general (non-fast) path where the running version has one.
"""

from __future__ import annotations

import argparse
import inspect
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from pow2048_widget.engine import Game, classic_mode, simulate  # noqa: E402


def games_per_second(games: int, repeat: int, **kw: object) -> tuple[float, float]:
    """(best games per CPU-second, mean presses per game)."""
    best = 0.0
    presses = 0.0
    for r in range(repeat):
        t = time.process_time()
        result = simulate(classic_mode(), games=games, policy="random", seed=100 + r,
                          **kw)
        dt = time.process_time() - t
        best = max(best, games / dt)
        presses = sum(result.moves) / games
    return best, presses


def presses_per_second(presses: int, repeat: int) -> float:
    """Game.move calls per CPU-second, random directions, new game on game over."""
    import random

    best = 0.0
    for r in range(repeat):
        rnd = random.Random(r)
        game = Game(classic_mode(), seed=r, keep_history=False)
        t = time.process_time()
        for _ in range(presses):
            if game.over:
                game.new_game(seed=rnd.randrange(2**32))
            game.move(rnd.randrange(4))
        best = max(best, presses / (time.process_time() - t))
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--general", action="store_true", help="force the general path")
    args = parser.parse_args()
    kw: dict[str, object] = {}
    if "progress" in inspect.signature(simulate).parameters:
        kw["progress"] = False
    if "fast" in inspect.signature(simulate).parameters:
        kw["fast"] = not args.general
    gps, moves = games_per_second(args.games, args.repeat, **kw)
    print(f"simulate classic random: {gps:10.1f} games/CPU-s  ({moves:.0f} moves/game)")
    print(f"Game.move (no undo):     {presses_per_second(3000, args.repeat):10.0f} presses/CPU-s")


if __name__ == "__main__":
    main()
