"""Evaluations per second of the CalcArray evaluator.

Run ``python benchmarks/bench_calcarray.py``: times the classic 2048 merge condition, its
output and score expressions, an HSLA colour rule's components, and the whole visible
vector suite (each vector evaluated once per round, setup built outside the timing).
"""

from __future__ import annotations

import json
import pathlib
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from pow2048_widget.calcarray import (  # noqa: E402
    CalcArrayError,
    EvalContext,
    GameState,
    evaluate,
    sc_decode,
)
from pow2048_widget.conformance.calcarray_vectors import build_context  # noqa: E402

VECTORS = ROOT / "tests" / "conformance" / "calcarray.jsonl"


def _timeit(func: Callable[[], Any], min_time: float = 0.5) -> float:
    """CPU seconds per call of ``func`` (process time: robust on a busy machine)."""
    n = 1
    while True:
        start = time.process_time()
        for _ in range(n):
            func()
        elapsed = time.process_time() - start
        if elapsed >= min_time:
            return elapsed / n
        n *= 2


def typical() -> dict[str, float]:
    """Microseconds per evaluation of the expressions the engine evaluates most."""
    state = GameState(grid=[[[3.0], [3.0], "@Empty", [1.0]]] * 4, width=4, height=4)
    ctx = EvalContext(vcoord=0.0, hcoord=1.0, vdir=0.0, hdir=-1.0,
                      add_info=[2.0, float("inf"), 0.0, 0.0], state=state)
    cases = {
        "merge condition": ["@Next 1 0", "=", "@This 0"],
        "merge output": ["@This 0", "+", 1.0],
        "merge score": [2.0, "^", ["@This 0", "+", 1.0]],
        "plain number": [5.0],
        "hsla hue": ["@This 0", "*", 30.0, "mod", 360.0],
        "hsla lightness": [90.0, "-", ["@This 0", "*", 5.0], "max", 20.0],
    }
    return {name: _timeit(lambda e=expr: evaluate(e, ctx)) * 1e6 for name, expr in cases.items()}


def vector_suite() -> tuple[int, float]:
    """(vectors, evaluations per second) over the visible conformance suite."""
    prepared = []
    for line in VECTORS.read_text(encoding="utf-8").splitlines():
        if line.strip():
            v = json.loads(line)
            prepared.append((sc_decode(v["expr"]), v.get("setup", {})))

    def one_round() -> float:
        # Contexts are built first, untimed: building one compiles the setup's merge rules,
        # which costs more than most evaluations and would drown them in the difference.
        contexts = [build_context(sc_decode(setup)) for _, setup in prepared]
        start = time.process_time()
        for (expr, _), ctx in zip(prepared, contexts, strict=True):
            try:
                evaluate(expr, ctx)
            except CalcArrayError:
                pass
        return time.process_time() - start

    rounds = [one_round() for _ in range(5)]
    per_round = statistics.median(rounds)
    return len(prepared), len(prepared) / per_round


def main() -> None:
    for name, micros in typical().items():
        print(f"{name:20s} {micros:8.2f} us/eval  ({1e6 / micros:,.0f} evals/s)")
    count, rate = vector_suite()
    print(f"vector suite ({count} vectors): {rate:,.0f} evals/s")


if __name__ == "__main__":
    main()
