"""Median time per move of the engine on the conformance modes and a 37-rule mode.

Run: ``python benchmarks/bench_moves.py [--presses N]``. Each mode plays seeded random
games (new game on game over); every press is timed and the median over the presses that
moved is reported (wall clock; the median is robust to the machine's other load), the mean
CPU time per press, and the share of time spent inside the CalcArray evaluator.
``POW2048_GENERAL_MOVES=1`` times ``Game.move`` on the general steps only (the "before" of
the fast strategy that qualifying modes take); the line table starts empty in each run.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from pow2048_widget.calcarray.scjson import sc_decode  # noqa: E402
from pow2048_widget.engine import Game, Mode, classic_mode  # noqa: E402
from pow2048_widget.engine import calc as calc_module  # noqa: E402

MODES = ROOT / "tests" / "conformance" / "modes"


def heavy_mode() -> Mode:
    """37 rules over coloured tiles ``[k, c]``: pairs, unordered pairs, triples, rules with
    variable prefixes and end-of-turn (length-0) rules, the mix a big built-in mode has."""
    rules: list[Any] = []
    for c in range(12):  # same colour pairs
        rules.append([2, [["@This 1", "=", c], "&&", ["@Next 1 1", "=", c], "&&",
                          ["@Next 1 0", "=", "@This 0"]], True,
                      [[["@This 0", "+", 1], c]], [2, "^", ["@This 0", "+", 1]], [False, True]])
    for c in range(12):  # neighbouring colours, either order
        rules.append([2, [["@This 1", "=", c], "&&", ["@Next 1 1", "=", (c + 1) % 12], "&&",
                          ["@Next 1 0", "=", "@This 0"]], False,
                      [[["@This 0", "+", 1], (c + 1) % 12]], ["@This 0", "*", 3],
                      [False, True]])
    for c in range(6):  # triples of any colour
        rules.append([3, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 2 0", "=", "@This 0"],
                          "&&", ["@This 1", "=", c]], True,
                      [[["@This 0", "+", 2], c]], [4, "^", "@This 0"]])
    for c in range(4):  # rules with a variable prefix
        rules.append([["@This 0", "*", 2], ["@GVar 0", "+", c], "@end_vars", 2,
                      ["@var_retain", ["@This 1", "=", ["@Var 1", "%", 12]], "&&",
                       ["@Next 1 1", "=", ["@Var 1", "+", 6, "%", 12]], "&&",
                       ["@Next 1 0", "=", "@This 0"]], True,
                      [[["@This 0", "+", 1], c]], ["@var_retain", "@Var 0"], [False, True]])
    rules.append([0, [["@This 0", ">", 9], "&&", ["@This 1", "<", 11]], True,
                  [["@This 0", ["@This 1", "+", 1]]], 0])
    rules.append([0, ["@This 0", "<", 0], True, [], 0])
    rules.append([0, [["@This 1", ">", 11]], True, [["@This 0", 0]], 1])
    assert len(rules) == 37
    spawns = [[[1, c], 4 - c] for c in range(4)] + [[[2, 0], 1]]
    return Mode.from_dict(sc_decode({
        "width": 5, "height": 5, "TileNumAmount": 2, "MergeRules": rules,
        "startTileSpawns": spawns, "winConditions": [[["@This 0", ">=", 14]]],
        "start_game_vars": [0], "knownMergeMaxLength": 3,
    }))


class _EvalTimer:
    """Wraps ``Calc.eval`` to measure the time spent in the evaluator."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.calls = 0
        self._orig = calc_module.Calc.eval

    def __enter__(self) -> _EvalTimer:
        orig = self._orig
        timer = self

        def timed(calc: Any, *args: Any, **kw: Any) -> Any:
            t = time.perf_counter()
            try:
                return orig(calc, *args, **kw)
            finally:
                timer.seconds += time.perf_counter() - t
                timer.calls += 1

        calc_module.Calc.eval = timed  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: Any) -> None:
        calc_module.Calc.eval = self._orig  # type: ignore[method-assign]


def bench(name: str, mode: Mode, presses: int, seed: int = 1,
          keep_history: bool = False) -> dict[str, float]:
    rnd = random.Random(seed)
    game = Game(mode, seed=seed, keep_history=keep_history)
    times: list[float] = []
    cpu = 0.0
    games = 1
    for _ in range(presses):
        if game.over:
            game.new_game(seed=rnd.randrange(2**32))
            games += 1
        c = time.process_time()
        t = time.perf_counter()
        result = game.move(rnd.randrange(len(game.mode.directions)))
        dt = time.perf_counter() - t
        cpu += time.process_time() - c
        if result.moved:
            times.append(dt)
    return {"mode": name, "median_ms": statistics.median(times) * 1e3,
            "cpu_ms": cpu / presses * 1e3, "moves": len(times), "games": games}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--presses", type=int, default=2000)
    args = parser.parse_args()
    modes = [("pow2_classic", Mode.load(MODES / "pow2_classic.json")),
             ("triple_threes", Mode.load(MODES / "triple_threes.json")),
             ("aging_hole", Mode.load(MODES / "aging_hole.json")),
             ("classic (bundled, undo on)", classic_mode()),
             ("heavy_37_rules", heavy_mode())]
    print(f"{'mode':28} {'median ms/move':>15} {'CPU ms/press':>13} {'eval share':>11}")
    for name, mode in modes:
        presses = args.presses if "heavy" not in name else max(200, args.presses // 5)
        with _EvalTimer() as timer:
            t = time.perf_counter()
            res = bench(name, mode, presses, keep_history="undo on" in name)
            wall = time.perf_counter() - t
        share = timer.seconds / wall if wall else 0.0
        print(f"{name:28} {res['median_ms']:15.3f} {res['cpu_ms']:13.3f} {share:10.0%}"
              f"   ({res['moves']} moves, {res['games']} games, {timer.calls} evals)")


if __name__ == "__main__":
    main()
