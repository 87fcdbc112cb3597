"""Environment steps per CPU-second: the single env (fast and general path), the vector env.

Run: ``python benchmarks/bench_gym.py [--steps N] [--envs N] [--repeat R]``. Random actions
(episodes reset when they end); the best of ``repeat`` runs. The machine may be shared:
compare numbers measured side by side, as ratios.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from pow2048_widget.gym import Pow2048Env, Pow2048VectorEnv  # noqa: E402


def single(steps: int, repeat: int, fast: bool) -> float:
    best = 0.0
    for r in range(repeat):
        env = Pow2048Env("classic", fast=fast)
        env.reset(seed=r)
        actions = np.random.default_rng(r).integers(0, 4, size=steps).tolist()
        t = time.process_time()
        for a in actions:
            _, _, terminated, _, _ = env.step(a)
            if terminated:
                env.reset()
        best = max(best, steps / (time.process_time() - t))
    return best


def vector(steps: int, envs: int, repeat: int) -> float:
    best = 0.0
    for r in range(repeat):
        venv = Pow2048VectorEnv("classic", num_envs=envs)
        venv.reset(seed=r)
        rounds = max(1, steps // envs)
        actions = np.random.default_rng(r).integers(0, 4, size=(rounds, envs))
        for a in actions[:20]:  # learn the common lines first
            venv.step(a)
        t = time.process_time()
        for a in actions:
            venv.step(a)
        best = max(best, rounds * envs / (time.process_time() - t))
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=20000)
    parser.add_argument("--envs", type=int, default=256)
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args()
    print(f"Pow2048Env classic, general path: {single(args.steps // 4, args.repeat, False):10.0f}"
          " steps/CPU-s")
    print(f"Pow2048Env classic, fast path:    {single(args.steps, args.repeat, True):10.0f}"
          " steps/CPU-s")
    print(f"Pow2048VectorEnv classic x{args.envs}:   "
          f"{vector(args.steps * 10, args.envs, args.repeat):10.0f} steps/CPU-s")


if __name__ == "__main__":
    main()
