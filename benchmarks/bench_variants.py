"""Speed of variant modes where a designer waits: per move, per simulated game, first game.

Run: ``python benchmarks/bench_variants.py [--presses N] [--games N] [--only ...]``.

Measures, CPU time (the machine may be shared: compare runs side by side, as ratios):

* ``move``: mean CPU ms per ``Game.move`` (random directions, new game on game over) of
  the slowest published community codes (the Custom designs with the most merge rules);
  what a player of the widget waits for;
* ``simulate``: games per CPU-second of ``simulate`` on community codes (after a warm-up
  run, as in a notebook that simulates twice); qualifying modes take the fast path;
* ``first game``: ms of ``simulate(mode, games=1)`` on classic in a warm process;
* ``cold eval``: µs of the first evaluation of a new expression (what an edit costs).

The reference's own built-in modes are not part of this repository; pass ``--modes DIR`` with
mode JSON files (``Mode.load``) to time more modes the same way.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if not os.environ.get("PYTHONPATH"):
    sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from pow2048_widget.engine import Game, GameError, Mode, classic_mode, simulate  # noqa: E402

CODES = ROOT / "tests" / "conformance" / "savecodes"
#: The slowest community codes per move (general path) and a few that qualify now.
SLOW = ("c083", "c100", "c013", "c059", "c115")
SIM = ("c026", "c115", "c059", "c083")


def community(ids: tuple[str, ...]) -> dict[str, Mode]:
    from pow2048_widget.conformance.savecodes import community_codes
    from pow2048_widget.savecode import load_save_code

    out = {}
    for cid, _kind, code in community_codes(CODES):
        if cid in ids:
            out[cid] = load_save_code(code, lenient=True).to_mode()
    return out


def per_move(mode: Mode, presses: int, seed: int = 1) -> float:
    """Mean CPU ms per press."""
    rnd = random.Random(seed)
    game = Game(mode, seed=seed, keep_history=False)
    t = time.process_time()
    for _ in range(presses):
        if game.over:
            game.new_game(seed=rnd.randrange(2**32))
        game.move(rnd.randrange(len(mode.directions)))
    return (time.process_time() - t) / presses * 1e3


def games_per_cpu_second(mode: Mode, games: int) -> float:
    simulate(mode, games=max(1, games // 4), seed=99, max_presses=2000)  # warm-up
    t = time.process_time()
    simulate(mode, games=games, seed=1, max_presses=2000)
    return games / (time.process_time() - t)


def first_game_ms(repeat: int = 20) -> float:
    mode = classic_mode()
    simulate(mode, games=1, seed=0)  # warm process
    times = []
    for r in range(repeat):
        t = time.perf_counter()
        simulate(mode, games=1, seed=r + 1)
        times.append(time.perf_counter() - t)
    times.sort()
    return times[len(times) // 2] * 1e3


def cold_eval_us(repeat: int = 200) -> float:
    from pow2048_widget.calcarray import EvalContext, GameState, evaluate

    state = GameState(grid=[[[3.0], [3.0]]], width=2, height=1)
    ctx = EvalContext(0.0, 0.0, 0.0, 1.0, None, None, state)
    t = time.process_time()
    for i in range(repeat):
        expr: Any = [["@This 0", "=", "@Next 1 0"], "&&", ["@This 0", "<", float(i)]]
        evaluate(expr, ctx)
    return (time.process_time() - t) / repeat * 1e6


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--only", default="move,simulate,first,cold")
    parser.add_argument("--modes", type=Path, default=None, help="more mode JSON files")
    args = parser.parse_args()
    parts = set(args.only.split(","))
    extra = {p.stem: Mode.load(p) for p in sorted(args.modes.glob("*.json"))} \
        if args.modes else {}
    if "move" in parts:
        for name, mode in {**community(SLOW), **extra}.items():
            print(f"move      {name:24} {per_move(mode, args.presses):9.2f} CPU ms/press",
                  flush=True)
    if "simulate" in parts:
        for name, mode in {**community(SIM), **extra}.items():
            games = args.games if name != "c083" else max(4, args.games // 10)
            try:
                rate = games_per_cpu_second(mode, games)
            except GameError as exc:  # e.g. a time limit of the evaluator on a loaded machine
                print(f"simulate  {name:24} stopped: {exc}", flush=True)
                continue
            print(f"simulate  {name:24} {rate:9.1f} games/CPU-s", flush=True)
    if "first" in parts:
        print(f"first game (classic, warm) {first_game_ms():9.2f} ms", flush=True)
    if "cold" in parts:
        print(f"cold eval of a new expression {cold_eval_us():9.1f} µs", flush=True)


if __name__ == "__main__":
    main()
