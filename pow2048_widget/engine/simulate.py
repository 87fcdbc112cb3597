"""Many games of a mode under a simple policy, in one process or spread over an executor.

>>> result = simulate(classic_mode(), games=1000, policy="random", seed=1)
>>> result.table          # a pandas DataFrame, one row per game
>>> result.summary()      # mean/median/max score, mean moves, win rate
>>> result.plot()         # the score distribution (matplotlib)

Game ``i`` of a run uses seeds derived from ``(seed, i)`` only (``game_seeds``), so the
results are the same whatever the executor, the number of workers or the chunking. Modes
that qualify for the fast path (``fastpath``) are played through it, and with the random or
a fixed-order policy many games at once with numpy (``batch_play``); both give exactly the
games the general engine plays. pandas, tqdm, numpy and matplotlib are optional (the
``research`` extra); without them ``simulate`` still plays and returns the lists.
"""

from __future__ import annotations

import hashlib
import math
import statistics
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .game import Game
from .mode import Mode
from .rng import Mulberry32

Policy = str | Sequence[int] | Callable[[Game], int]
COLUMNS = ("game", "seed", "score", "moves", "presses", "highest_tile", "won", "lost",
           "truncated")
MAX_GAMES = 10_000_000
# Python in a browser tab (Pyodide, as in the course's JupyterLite site): no processes, and
# no numpy/pandas/matplotlib unless the site ships them.
IN_BROWSER = sys.platform == "emscripten"


def game_seeds(seed: int, index: int) -> tuple[int, int]:
    """(engine seed, policy seed) of game ``index`` of a run with master ``seed``.

    Derived by hashing, so neighbouring master seeds give unrelated games.
    """
    digest = hashlib.blake2b(f"pow2048/{seed}/{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest[:4], "little"), int.from_bytes(digest[4:], "little")


@dataclass
class SimulationResult:
    """One entry per game, in game order (lists; ``table`` gives them as a DataFrame).

    ``highest_tile`` is the first entry of the largest tile left on the board (tiles
    compared entry by entry; for classic 2048 the exponent: 11 is the 2048 tile).
    ``won``: the game reached a win (the win screen, or kept playing after one).
    ``lost``: it ended on the game-over screen. ``truncated``: stopped by ``max_presses``.
    """

    scores: list[float] = field(default_factory=list)
    moves: list[int] = field(default_factory=list)
    won: list[bool] = field(default_factory=list)
    presses: list[int] = field(default_factory=list)
    highest_tile: list[float] = field(default_factory=list)
    lost: list[bool] = field(default_factory=list)
    truncated: list[bool] = field(default_factory=list)
    seeds: list[int] = field(default_factory=list)
    first_game: int = 0
    label: str = ""

    @property
    def games(self) -> int:
        return len(self.scores)

    def extend(self, other: SimulationResult) -> None:
        for name in ("scores", "moves", "won", "presses", "highest_tile", "lost",
                     "truncated", "seeds"):
            getattr(self, name).extend(getattr(other, name))

    def record(self, seed: int, game: Game, presses: int, ever_won: bool,
               truncated: bool) -> None:
        self.seeds.append(seed)
        self.scores.append(game.score)
        self.moves.append(game.moves)
        self.presses.append(presses)
        self.highest_tile.append(highest_entry(game.state.grid))
        self.won.append(ever_won or game.won == -1)
        self.lost.append(game.lost)
        self.truncated.append(truncated)

    @property
    def table(self) -> Any:
        """A pandas DataFrame, one row per game (columns ``COLUMNS``)."""
        pd = _need("pandas")
        return pd.DataFrame({
            "game": range(self.first_game, self.first_game + self.games),
            "seed": self.seeds, "score": self.scores, "moves": self.moves,
            "presses": self.presses, "highest_tile": self.highest_tile, "won": self.won,
            "lost": self.lost, "truncated": self.truncated})

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

    def plot(self, ax: Any = None, bins: int = 30, **kw: Any) -> Any:
        """A histogram of the scores (matplotlib); returns the Axes. ``kw`` go to ``hist``."""
        plt = _need("matplotlib.pyplot")
        if ax is None:
            _, ax = plt.subplots(figsize=(6, 3.5))
        ax.hist(self.scores, bins=bins, alpha=0.6, label=self.label or None, **kw)
        ax.set_xlabel("final score")
        ax.set_ylabel("games")
        if self.label:
            ax.legend()
        return ax

    def _repr_html_(self) -> str:
        rows = "".join(f"<tr><td>{k}</td><td>{v:,.4g}</td></tr>"
                       for k, v in self.summary().items())
        title = f" of {self.label}" if self.label else ""
        return f"<b>Simulation{title}</b><table>{rows}</table>"


def _highest_single(grid: list[list[Any]]) -> float | None:
    """``highest_entry`` of a board whose tiles are all one number (not NaN), the common
    case, without building keys; None for any other board."""
    best = -math.inf
    for row in grid:
        for cell in row:
            if type(cell) is list:
                if len(cell) != 1:
                    return None
                x = cell[0]
                if type(x) is not float or x != x:
                    return None
                if x > best:
                    best = x
    return best if best != -math.inf else None


def highest_entry(grid: list[list[Any]]) -> float:
    """First entry of the largest tile (compared entry by entry, numbers only); NaN if none."""
    top = _highest_single(grid)
    if top is not None:
        return top
    best: tuple[float, ...] | None = None
    for row in grid:
        for cell in row:
            if type(cell) is list and cell and type(cell[0]) in (float, int):
                key = tuple(float(x) if type(x) in (float, int) else math.nan for x in cell)
                if best is None or key > best:
                    best = key
    return best[0] if best else math.nan


def _need(module: str) -> Any:
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError as exc:
        name = module.split(".")[0]
        if IN_BROWSER:
            raise ImportError(f"{name} is not available in the browser's Python; run this "
                              "in JupyterLab (pip install 'pow2048-widget[lab]')") from exc
        raise ImportError(f"{name} is needed for this: "
                          "pip install 'pow2048-widget[research]'") from exc


# --- policies ------------------------------------------------------------------------------


def check_policy(policy: Policy, directions: int) -> Policy:
    """The policy if valid: "random", "cycle", a list of direction indexes, or a callable."""
    if callable(policy):
        return policy
    if isinstance(policy, str):
        if policy in ("random", "cycle"):
            return policy
        raise ValueError(f'policy must be "random", "cycle", a list of directions or a '
                         f"callable, not {policy!r}")
    if isinstance(policy, (list, tuple)) and policy and all(
            isinstance(d, int) and not isinstance(d, bool) and 0 <= d < directions
            for d in policy):
        return tuple(policy)
    raise ValueError(f"a fixed-order policy must list direction indexes 0..{directions - 1}, "
                     f"not {policy!r}")


def chooser(policy: Policy, policy_seed: int) -> Callable[[Game], int]:
    """``choose(game) -> direction`` for one game.

    "random": uniform among the pressable directions, drawn from the game's own policy
    stream (mulberry32 seeded with ``policy_seed``: ``options[int(u * len(options))]``).
    "cycle": the pressable directions in turn. A list: the first pressable direction in that
    order of preference. A callable is used as is.
    """
    if callable(policy):
        return policy
    if policy == "random":
        rnd = Mulberry32(policy_seed)

        def choose_random(game: Game) -> int:
            options = [d for d, ok in enumerate(game.pressable()) if ok]
            return options[int(rnd() * len(options))] if options else 0
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
    order: tuple[int, ...] = tuple(policy)  # type: ignore[arg-type]

    def choose_first(game: Game) -> int:
        ok = game.pressable()
        for d in order:
            if ok[d]:
                return d
        return order[0]
    return choose_first


# --- the public entry point ----------------------------------------------------------------


def simulate(mode: Mode, games: int = 100, policy: Policy = "random", seed: int = 0,
             max_presses: int = 100_000, workers: int = 1, *, executor: Any = None,
             fast: bool = True, progress: bool | None = None,
             label: str = "") -> SimulationResult:
    """Play ``games`` games of ``mode`` to the end and return a ``SimulationResult``.

    ``policy``: "random" (uniform among pressable directions), "cycle" (in turn), a list of
    direction indexes (always the first pressable one of the list), or ``callable(game) ->
    direction`` (it gets the ``Game``; it must be picklable to run on other processes).
    ``seed`` is the master seed: game ``i`` uses ``game_seeds(seed, i)``. After a win the
    games keep playing when the mode allows it. ``max_presses`` bounds one game.

    ``executor``: None (this process), any ``concurrent.futures.Executor`` or a
    ``dask.distributed.Client``; ``workers > 1`` without an executor uses a process pool of
    that size. The table is the same in every case. ``fast=False`` forces the general
    engine (for comparisons). ``progress``: show a tqdm bar (None: for runs of 2000 games
    or more, when tqdm is installed). ``label`` names the run in its plot and summary.
    """
    if isinstance(games, bool) or not isinstance(games, int) or not 0 <= games <= MAX_GAMES:
        raise ValueError(f"games must be an int from 0 to {MAX_GAMES}, not {games!r}")
    if not isinstance(mode, Mode):
        raise TypeError(f"simulate needs a Mode, not {type(mode).__name__}")
    if isinstance(max_presses, bool) or not isinstance(max_presses, int) or max_presses < 1:
        raise ValueError(f"max_presses must be a positive int, not {max_presses!r}")
    policy = check_policy(policy, len(mode.directions))
    if executor is None and workers > 1 and games > 1 and IN_BROWSER:
        print(f"simulate: the browser's Python cannot start processes, so the {games} games "
              "are played here one after another (same results)")
    elif executor is None and workers > 1 and games > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(workers) as pool:
            return simulate(mode, games, policy, seed, max_presses, executor=pool, fast=fast,
                            progress=progress, label=label)
    bar = _progress_bar(games, progress)
    try:
        if executor is None:
            result = play_games(mode, 0, games, policy, seed, max_presses, fast, bar)
        else:
            result = _run_on(executor, mode, games, policy, seed, max_presses, fast, bar)
    finally:
        if bar is not None:
            bar.close()
    result.label = label
    return result


def _progress_bar(games: int, progress: bool | None) -> Any:
    if progress is False or (progress is None and games < 2000):
        return None
    try:
        from tqdm.auto import tqdm
    except ImportError:
        if progress:
            raise ImportError("tqdm is needed for a progress bar: "
                              "pip install 'pow2048-widget[research]'") from None
        return None
    return tqdm(total=games, unit="game", desc="simulate")


def _workers_of(executor: Any) -> int:
    n = getattr(executor, "_max_workers", None)
    if isinstance(n, int) and n > 0:
        return n
    info = getattr(executor, "scheduler_info", None)  # dask.distributed.Client
    if callable(info):
        try:
            return max(1, sum(w.get("nthreads", 1) for w in info()["workers"].values()))
        except Exception:  # noqa: BLE001 - only a hint for chunking
            return 4
    return 4


def _run_on(executor: Any, mode: Mode, games: int, policy: Policy, seed: int,
            max_presses: int, fast: bool, bar: Any) -> SimulationResult:
    """Chunks of games submitted to ``executor`` (``submit(fn, arg).result()``, which both
    ``concurrent.futures`` executors and dask clients offer)."""
    chunks = chunk_count(games, _workers_of(executor))
    bounds = [games * k // chunks for k in range(chunks + 1)]
    fields = mode.to_dict()
    futures = [executor.submit(_run_chunk, (fields, lo, hi, policy, seed, max_presses, fast))
               for lo, hi in zip(bounds, bounds[1:], strict=False) if hi > lo]
    result = SimulationResult()
    for fut in futures:
        part = fut.result()
        result.extend(part)
        if bar is not None:
            bar.update(part.games)
    return result


#: Games one chunk plays at most: the batch player's width (``batch_play.SUB_BATCH``), so a
#: chunk never splits what one process could play as one batch.
CHUNK_GAMES = 4096


def chunk_count(games: int, workers: int) -> int:
    """How many chunks ``games`` are cut into for ``workers`` workers.

    Why not many small chunks: each chunk plays its games as one vectorised batch and each
    process first learns the mode's line table, so small chunks lose the batch's width and
    repeat the learning (2,000 classic games in chunks of 250 on 2 workers were slower than
    one core). One chunk per worker keeps both; more chunks (a multiple of the workers, so
    they end together) only when a chunk would exceed the batch width.
    """
    workers = max(1, workers)
    per_round = -(-games // (workers * CHUNK_GAMES))  # ceil
    return max(1, min(games, workers * max(1, per_round)))


def _run_chunk(job: tuple[Any, ...]) -> SimulationResult:
    fields, lo, hi, policy, seed, max_presses, fast = job
    return play_games(Mode.from_dict(fields), lo, hi, policy, seed, max_presses, fast, None)


#: Fewest games played as one vectorised batch: below it the per-press cost of the batch's
#: array work exceeds the games' own work, and games one by one on the fast path finish
#: sooner (one classic game: ~3 ms instead of ~20 ms; about even at 32-64 games).
BATCH_FROM = 48


def play_games(mode: Mode, lo: int, hi: int, policy: Policy, seed: int, max_presses: int,
               fast: bool = True, bar: Any = None) -> SimulationResult:
    """Games ``lo .. hi-1`` of a run in this process (the fastest way the mode allows)."""
    if fast and not callable(policy) and hi - lo >= BATCH_FROM:
        got = _batch(mode, lo, hi, policy, seed, max_presses, bar)
        if got is not None:
            return got
    table = None
    if fast:
        from .fastpath import fast_path_blocker
        from .line_table import shared_table

        if fast_path_blocker(mode) is None:
            table = shared_table(mode)
    result = SimulationResult(first_game=lo)
    clock = _Clock()
    for i in range(lo, hi):
        engine_seed, policy_seed = game_seeds(seed, i)
        choose = chooser(policy, policy_seed)
        game = Game(mode, seed=engine_seed, clock=clock, keep_history=False)
        press: Callable[[int], Any] = game.move
        fp = None
        if table is not None:
            from .fast_press import FastPress

            fp = FastPress(game, table)
            press = fp.move
        ever_won = False
        presses = 0
        while not game.over and presses < max_presses:
            clock.now += 1000.0
            press(choose(game))
            presses += 1
            if game.win_screen:
                ever_won = True
        result.record(engine_seed, game, presses, ever_won, not game.over)
        if fp is not None:
            fp.close()
        game.close()
        if bar is not None:
            bar.update(1)
    return result


def _batch(mode: Mode, lo: int, hi: int, policy: Policy, seed: int, max_presses: int,
           bar: Any) -> SimulationResult | None:
    try:
        from .batch_play import batch_result
    except ImportError:  # numpy is optional: play the games one by one
        return None
    return batch_result(mode, lo, hi, policy, seed, max_presses, bar)


class _Clock:
    """A virtual clock so simulated games do not depend on the wall clock."""

    def __init__(self) -> None:
        self.now = 1_700_000_000_000.0

    def __call__(self) -> float:
        return self.now
