"""The general compiled tier (``calcarray.compiler``) against the interpreter, CPU time.

Run: ``python benchmarks/bench_compiled.py [--presses N] [--rounds N] [--only ...]``.

* ``cold``: µs of the first, second (the one that compiles) and third evaluation of a new
  expression (a merge condition with variables), median over many new expressions; and for
  large expressions of new shapes (compiled only after about one evaluation per 8 entries),
  the first evaluation and the mean of the first 60 and of the next 100;
* ``warm``: µs per evaluation of typical expressions, compiled and interpreted
  (``compiled.interpreted()``), alternating rounds, medians;
* ``press``: CPU ms per press of modes on the general path (community codes whose rules
  the fast path does not take, the reference's modes 41 and 49 carried by the traces, the
  random ``fuzz_xm*`` modes), compiled and interpreted in alternating rounds, medians.

To compare with another checkout (before/after), run this file with ``PYTHONPATH`` set to
that checkout: the package is then imported from there (only the data is read from here).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if not os.environ.get("PYTHONPATH"):
    sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from pow2048_widget.calcarray import EvalContext, GameState, evaluate  # noqa: E402
from pow2048_widget.calcarray.compiled import interpreted  # noqa: E402
from pow2048_widget.engine import Mode  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_variants import per_move  # noqa: E402

#: Community codes on the general path (not taken by the fast path), slowest first.
GENERAL = ("c100", "c013", "c083")
TRACE_MODES = ("refmode-41", "refmode-49")

#: Typical expressions of modes (what the engine evaluates per tile, per rule, per turn).
WARM: dict[str, Any] = {
    "merge condition with variables": [
        "@This 0", "@Next 1 0", "@end_vars", "@Var 0", "=", "@Var 1", "&&",
        ["@var_retain", "@Var 0", "+", "@Var 1", "<", 100.0]],
    "@if script": [
        0.0, "@if", ["@GVar 0", ">", 3.0], "@edit_gvar", 0.0, 0.0, "@end-if",
        "@else", "@edit_gvar", 0.0, ["@GVar 0", "+", 1.0], "@end-else"],
    "spawn weight": [["@GVar 0", "+", 1.0], "*", ["@Moves", "min", 10.0], "max", 1.0],
    "@repeat loop with a variable": [
        0.0, "@end_vars", 0.0, "@repeat", 8.0, "@edit_var", 0.0,
        ["@var_retain", "@Var 0", "+", "@This 0"], "@end-repeat", "+", "@Var 0"],
}


def _state() -> GameState:
    return GameState(grid=[[[3.0], [3.0]], [[1.0], "@Empty"]], width=2, height=2,
                     game_vars=[2.0, 0.0], moves=7)


def cold_us(n: int = 300) -> tuple[float, float, float]:
    """Median µs of the 1st, 2nd (compiles) and 3rd evaluation of new expressions."""
    ctx = EvalContext(0.0, 0.0, 0.0, 1.0, None, None, _state())
    times: list[list[float]] = [[], [], []]
    for i in range(n):
        expr: Any = ["@This 0", "@Next 1 0", "@end_vars", "@Var 0", "=", "@Var 1", "&&",
                     ["@var_retain", "@Var 0", "+", float(i), "<", 100.0]]
        for j in range(3):
            t = time.process_time()
            evaluate(expr, ctx)
            times[j].append(time.process_time() - t)
    a, b, c = (statistics.median(x) * 1e6 for x in times)
    return a, b, c


def cold_new_shape_us(n: int = 30) -> tuple[float, float, float]:
    """Median µs of the first evaluation, of the mean of the first 60 and of the 100 after
    them, of expressions of shapes never seen before (~400 entries: a variable and ``i``
    additions; compiling a new shape has no shared code to reuse)."""
    ctx = EvalContext(0.0, 0.0, 0.0, 1.0, None, None, _state())
    first, early, late = [], [], []
    for i in range(n):
        expr: Any = ["@This 0", "@end_vars", "@Var 0", *(["+", 1.0] * (i + 200)), "=",
                     ["@This 0", "*", 3.0]]
        times = []
        for _ in range(160):
            t = time.process_time()
            evaluate(expr, ctx)
            times.append(time.process_time() - t)
        first.append(times[0])
        early.append(sum(times[:60]) / 60)
        late.append(sum(times[60:]) / 100)
    return (statistics.median(first) * 1e6, statistics.median(early) * 1e6,
            statistics.median(late) * 1e6)


def warm_us(expr: Any, n: int) -> float:
    state = _state()
    ctx = EvalContext(0.0, 0.0, 0.0, 1.0, None, None, state)
    evaluate(expr, ctx)
    evaluate(expr, ctx)
    t = time.process_time()
    for _ in range(n):
        state.game_vars[0] = 2.0
        evaluate(expr, ctx)
    return (time.process_time() - t) / n * 1e6


def general_modes() -> dict[str, Mode]:
    from pow2048_widget.conformance.savecodes import community_codes
    from pow2048_widget.conformance.traces import load_trace_mode
    from pow2048_widget.savecode import load_save_code

    out: dict[str, Mode] = {}
    for cid, _kind, code in community_codes(ROOT / "tests" / "conformance" / "savecodes"):
        if cid in GENERAL:
            out[cid] = load_save_code(code, lenient=True).to_mode()
    traces = ROOT / "tests" / "conformance" / "traces"
    for name in TRACE_MODES:
        header = json.loads((traces / f"{name}-seed-1.jsonl").read_text().splitlines()[0])
        out[name] = load_trace_mode(header)
    for path in sorted((ROOT / "tests" / "conformance" / "modes").glob("fuzz_xm*.json")):
        out[path.stem] = Mode.load(path)
    return out


def _pairs(run: Any, rounds: int) -> tuple[float, float]:
    """Median of compiled and of interpreted runs, alternating (a noisy machine)."""
    comp, interp = [], []
    for r in range(rounds):
        comp.append(run(r))
        with interpreted():
            interp.append(run(r))
    return statistics.median(comp), statistics.median(interp)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--presses", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", default="cold,warm,press")
    args = parser.parse_args()
    parts = set(args.only.split(","))
    if "cold" in parts:
        a, b, c = cold_us()
        print(f"cold      1st / 2nd (compiles) / 3rd evaluation: {a:.1f} / {b:.1f} / {c:.1f} µs",
              flush=True)
        a, b, c = cold_new_shape_us()
        print(f"cold      new shapes (~400 entries): 1st {a:.0f} µs, mean of the first 60 "
              f"{b:.0f} µs, of the next 100 {c:.0f} µs", flush=True)
    if "warm" in parts:
        for name, expr in WARM.items():
            comp, interp = _pairs(lambda r, e=expr: warm_us(e, 2000), args.rounds)
            print(f"warm      {name:32} compiled {comp:7.2f} µs  interpreted {interp:7.2f} µs"
                  f"  x{interp / comp:.2f}", flush=True)
    if "press" in parts:
        for name, mode in general_modes().items():
            per_move(mode, 10, 0)  # warm up: compile what the mode evaluates
            comp, interp = _pairs(lambda r, m=mode: per_move(m, args.presses, r + 1),
                                  args.rounds)
            print(f"press     {name:32} compiled {comp:7.2f} ms  interpreted {interp:7.2f} ms"
                  f"  x{interp / comp:.2f}", flush=True)


if __name__ == "__main__":
    main()
