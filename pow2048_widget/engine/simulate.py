"""Batch play without a front end: many games of a mode under a simple policy."""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable
from dataclasses import dataclass, field

from .game import Game
from .mode import Mode

Policy = str | Callable[[Game], int]


@dataclass
class SimulationResult:
    """Final score, successful moves and outcome of each game, in order."""

    scores: list[float] = field(default_factory=list)
    moves: list[int] = field(default_factory=list)
    won: list[bool] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.scores)

    def summary(self) -> dict[str, float]:
        """Mean/median/max score and mean moves, and the share of games that reached a win."""
        if not self.scores:
            return {"games": 0}
        return {
            "games": float(self.games),
            "mean_score": statistics.fmean(self.scores),
            "median_score": statistics.median(self.scores),
            "max_score": max(self.scores),
            "mean_moves": statistics.fmean(self.moves),
            "win_rate": sum(self.won) / self.games,
        }


def _chooser(policy: Policy, rnd: random.Random) -> Callable[[Game], int]:
    if callable(policy):
        return policy
    if policy == "random":
        def choose_random(game: Game) -> int:
            options = [d for d, ok in enumerate(game.pressable()) if ok]
            return rnd.choice(options) if options else 0
        return choose_random
    if policy == "cycle":
        state = {"next": 0}

        def choose_cycle(game: Game) -> int:
            ok = game.pressable()
            n = len(ok)
            for k in range(n):
                d = (state["next"] + k) % n
                if ok[d]:
                    state["next"] = d + 1
                    return d
            return 0
        return choose_cycle
    raise ValueError(f'policy must be "random", "cycle" or a callable, not {policy!r}')


def simulate(mode: Mode, games: int = 100, policy: Policy = "random", seed: int = 0,
             max_presses: int = 100_000, workers: int = 1) -> SimulationResult:
    """Play ``games`` games of ``mode`` to the end; game ``i`` uses engine seed ``seed + i``.

    ``policy``: "random" (uniform among pressable directions, its own seeded stream per
    game), "cycle" (the directions in turn) or ``callable(game) -> direction``. After a win
    the games keep playing when the mode allows it. ``max_presses`` bounds one game.
    ``workers > 1`` spreads the games over that many processes (the policy must then be a
    name or a picklable function); results are the same as with one worker.
    """
    if isinstance(games, bool) or not isinstance(games, int) or games < 0:
        raise ValueError(f"games must be a non-negative int, not {games!r}")
    _chooser(policy, random.Random(0))  # validate the policy early
    if workers > 1 and games > 1:
        from concurrent.futures import ProcessPoolExecutor

        fields = mode.to_dict()
        bounds = [games * k // workers for k in range(workers + 1)]
        jobs = [(fields, lo, hi, policy, seed, max_presses)
                for lo, hi in zip(bounds, bounds[1:], strict=False) if hi > lo]
        result = SimulationResult()
        with ProcessPoolExecutor(len(jobs)) as pool:
            for part in pool.map(_run_chunk, jobs):
                result.scores += part.scores
                result.moves += part.moves
                result.won += part.won
        return result
    return _play(mode, range(games), policy, seed, max_presses)


def _run_chunk(job: tuple[dict, int, int, Policy, int, int]) -> SimulationResult:
    fields, lo, hi, policy, seed, max_presses = job
    return _play(Mode.from_dict(fields), range(lo, hi), policy, seed, max_presses)


def _play(mode: Mode, indexes: range, policy: Policy, seed: int,
          max_presses: int) -> SimulationResult:
    result = SimulationResult()
    clock = _Clock()
    for i in indexes:
        choose = _chooser(policy, random.Random(f"{seed}/{i}"))
        game = Game(mode, seed=seed + i, clock=clock, keep_history=False)
        ever_won = False
        presses = 0
        while not game.over and presses < max_presses:
            clock.now += 1000.0
            game.move(choose(game))
            presses += 1
            if game.win_screen:
                ever_won = True
        result.scores.append(game.score)
        result.moves.append(game.moves)
        result.won.append(ever_won or game.won == -1)
        game.close()
    return result


class _Clock:
    """A virtual clock so simulated games do not depend on the wall clock."""

    def __init__(self) -> None:
        self.now = 1_700_000_000_000.0

    def __call__(self) -> float:
        return self.now
