"""Time to compute the views of a full classic 4x4 board, cold and cached.

Run: ``python benchmarks/bench_display.py``. Cold = a fresh renderer (every distinct tile
evaluated once); cached = the same renderer redrawing the board.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout

from pow2048_widget.display import TileRenderer  # noqa: E402

CLASSIC = [
    [[0.0], 1.0, "#ffffff", "#776e65"], [[1.0], 2.0, "#f9eee3", "#776e65"],
    [[2.0], 4.0, "#ede0c8", "#776e65"], [[3.0], 8.0, "#f2b179", "#f9f6f2"],
    [[11.0], 2048.0, "#edc22e", "#f9f6f2"], [[14.0], 16384.0, "#e53bff", "#f9f6f2"],
    [True, [2.0, "^", "@This 0"],
     ["@HSLA", [-15.0, "*", "@This 0", "+", 520.0], 100.0,
      [0.9, "^", ["@This 0", "-", 20.0], "*", 36.0], 1.0], "#f9f6f2"],
]
BOARD = [[[float((r * 4 + c) % 17 + 1)] for c in range(4)] for r in range(4)]


def bench(repeats: int = 50) -> dict[str, float]:
    """Mean milliseconds per full-board ``views`` call, cold and cached."""
    cold = 0.0
    for _ in range(repeats):
        renderer = TileRenderer(CLASSIC)
        start = time.perf_counter()
        renderer.views(BOARD)
        cold += time.perf_counter() - start
    renderer = TileRenderer(CLASSIC)
    renderer.views(BOARD)
    start = time.perf_counter()
    for _ in range(repeats):
        renderer.views(BOARD)
    cached = time.perf_counter() - start
    return {"cold_ms": 1000 * cold / repeats, "cached_ms": 1000 * cached / repeats}


if __name__ == "__main__":
    result = bench()
    print(f"4x4 classic board: cold {result['cold_ms']:.2f} ms, "
          f"cached {result['cached_ms']:.3f} ms per redraw")
