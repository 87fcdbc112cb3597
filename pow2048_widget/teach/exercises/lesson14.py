"""Lesson 14, comparing variants: questions answered with ``simulate``.

Each answer is a *function* of the run's games and seed (and, for 14.3, the tile), not a
number: the checker calls it with games and seeds the learner did not see, runs the same
simulation itself and compares within a tolerance. A number typed in, or a run done once
for the statement's example, cannot pass; a function that computes can, however it is
written. The runs are small (8 to 16 games), so a check takes a second or two.
"""

from __future__ import annotations

import functools
import math
from typing import Any

from ...engine.classic import classic_mode
from ...engine.simulate import simulate
from ..constraints import Constraint
from ..exercise import Exercise, Mistake
from .worked_out import calls, takes, worked_case

CORNER = [2, 0, 3, 1]

#: The (games, seed) the checker calls each answer with: not the statement's example.
MEAN_CASES = [(12, 7), (8, 21)]
GAIN_CASES = [(8, 5), (10, 9)]
SHARE_CASES = [(16, 3, 128), (12, 11, 64)]


@functools.lru_cache(maxsize=32)
def _run(policy: str | tuple[int, ...], games: int, seed: int) -> Any:
    """The checker's own run (kept: the expected value and the typical wrong results of a
    case read the same few runs, so a wrong answer costs no more runs than a right one)."""
    return simulate(classic_mode(), games=games,
                    policy=list(policy) if isinstance(policy, tuple) else policy, seed=seed)


def _summary(policy: Any, games: int, seed: int) -> dict[str, Any]:
    key = tuple(policy) if isinstance(policy, list) else policy
    return dict(_run(key, games, seed).summary())


def _mean(policy: Any, games: int, seed: int) -> float:
    return float(_summary(policy, games, seed)["mean_score"])


def _share(games: int, seed: int, tile: int, *, above: bool = False) -> float:
    table = _run("random", games, seed).table
    k = math.log2(tile)
    reached = table["highest_tile"] > k if above else table["highest_tile"] >= k
    return float(reached.mean())


def _mean_case(games: int, seed: int) -> Any:
    def wrong() -> list[tuple[Any, str]]:
        return [
            (float(_summary("random", games, seed)["median_score"]),
             "that is the median (the middle game); the mean is `mean_score`"),
            (_mean("random", games, 0),
             "that is the mean of the games of seed 0: pass the function's `seed` to "
             "`simulate` (`seed=seed`)"),
            (_mean("random", 40, seed),
             "that is the mean of 40 games: pass the function's `games` to `simulate` "
             "(`games=games`)")]
    return worked_case(f"mean_score({games}, {seed}): {games} random games, seed {seed} "
                       "(within 1%)", lambda: _mean("random", games, seed),
                       calls((games, seed)), rel=0.01, wrong=wrong)


def _gain_case(games: int, seed: int) -> Any:
    def gain() -> float:
        return _mean(CORNER, games, seed) - _mean("random", games, seed)

    def wrong() -> list[tuple[Any, str]]:
        return [(-gain(), "that is random minus corner: the gain is the corner's mean "
                          "score minus random's"),
                (_mean(CORNER, games, seed), "that is the corner's mean score alone: "
                                             "subtract random's")]
    return worked_case(f"gain({games}, {seed}): corner minus random, {games} games each, "
                       f"seed {seed} (within 2%)", gain, calls((games, seed)), rel=0.02,
                       wrong=wrong)


def _share_case(games: int, seed: int, tile: int) -> Any:
    def wrong() -> list[tuple[Any, str]]:
        share = _share(games, seed, tile)
        out = [(share * games, "that is the number of games; the share is that number "
                               "divided by the number of games (or the mean of the "
                               "True/False column)"),
               (_share(games, seed, tile, above=True),
                f"reaching a {tile} means a highest tile of {tile} **or more**: `>=`, "
                "not `>`")]
        if share > 0:
            out.append((0.0, f"`highest_tile` is the tile's exponent, as in the grid: a "
                             f"{tile} is {int(math.log2(tile))} (`math.log2(tile)`)"))
        return out
    return worked_case(f"share({games}, {seed}, {tile}): {games} random games, seed {seed}, "
                       f"reaching {tile} (within 0.01)", lambda: _share(games, seed, tile),
                       calls((games, seed, tile)), abs_=0.01, wrong=wrong)


def _a_function(name: str, params: str, skips: str) -> Constraint:
    return Constraint(
        f"a function `{name}({params})`", takes(*params.split(", ")), skips,
        f"a number answers one run only; the checker calls `{name}` with other games and "
        f"seeds, so `{name}` must run the simulation itself: `def {name}({params}): ...`")


_SETUP = "import math\nfrom pow2048_widget.engine import classic_mode, simulate\n"

EXERCISES = [
    Exercise(
        id="14.1",
        title="A mean score",
        kind="python",
        answer_name="mean_score",
        placeholder="def mean_score(games, seed):\n    ...",
        setup=_SETUP,
        statement=(
            "Write a function `mean_score(games, seed)` that gives classic 2048's **mean "
            "score** over `games` games played by the **random** policy from the seed "
            "`seed` (`classic_mode` and `simulate` are imported for you). Try it with "
            "`mean_score(40, 1)`; the checker calls it with other games and seeds, and "
            "within 1% is right."),
        cases=[_mean_case(g, s) for g, s in MEAN_CASES],
        hints=["`simulate(mode, games=..., policy=..., seed=...)` plays the games; pass it "
               "the function's own `games` and `seed`.",
               "Its result's `summary()` is a dict: `summary()[\"mean_score\"]`."],
        model_answer=("def mean_score(games, seed):\n"
                      "    result = simulate(classic_mode(), games=games, policy=\"random\", "
                      "seed=seed)\n"
                      "    return result.summary()[\"mean_score\"]"),
        concept="a simulation's summary",
        section="Reading a summary",
        example="The median score of `games` games of the cycle policy: "
                "`def median_cycle(games, seed): return simulate(classic_mode(), "
                "games=games, policy=\"cycle\", seed=seed).summary()[\"median_score\"]`.",
        constraints=[_a_function(
            "mean_score", "games, seed",
            "mean_score = simulate(classic_mode(), games=40, policy=\"random\", "
            "seed=1).summary()[\"mean_score\"]")],
        mistakes=[
            Mistake("def mean_score(games, seed):\n"
                    "    result = simulate(classic_mode(), games=games, policy=\"random\", "
                    "seed=seed)\n"
                    "    return result.summary()[\"median_score\"]",
                    "that is the median (the middle game); the mean is `mean_score`"),
            Mistake("def mean_score(games, seed):\n"
                    "    result = simulate(classic_mode(), games=games, policy=\"random\")\n"
                    "    return result.summary()[\"mean_score\"]",
                    "that is the mean of the games of seed 0: pass the function's `seed` "
                    "to `simulate` (`seed=seed`)"),
            Mistake("def mean_score(games, seed):\n"
                    "    return 1053.3",
                    "that is the mean of 40 games from seed 1 only")],
    ),
    Exercise(
        id="14.2",
        title="What a corner is worth",
        kind="python",
        answer_name="gain",
        placeholder="def gain(games, seed):\n    ...",
        setup=_SETUP,
        statement=(
            f"How many more points per game does the corner policy `{CORNER}` (left, up, "
            "right, down: the first that can be pressed) score than the random policy? "
            "Write a function `gain(games, seed)`: the corner's mean score minus random's, "
            "`games` games each, the same `seed` for both. Within 2% is right."),
        cases=[_gain_case(g, s) for g, s in GAIN_CASES],
        hints=["Run `simulate` twice in the function, once with `policy=[2, 0, 3, 1]` and "
               "once with `policy=\"random\"`, both with `games=games, seed=seed`.",
               "Subtract the two `summary()[\"mean_score\"]` values: corner first."],
        model_answer=(
            "def gain(games, seed):\n"
            f"    corner = simulate(classic_mode(), games=games, policy={CORNER}, "
            "seed=seed)\n"
            "    rand = simulate(classic_mode(), games=games, policy=\"random\", seed=seed)\n"
            "    return corner.summary()[\"mean_score\"] - rand.summary()[\"mean_score\"]"),
        concept="comparing two runs with the same games and seed",
        section="A difference of two runs",
        example="How many more moves per game the cycle policy makes than random: "
                "`def more_moves(games, seed):` runs both with `games=games, seed=seed` and "
                "returns the cycle run's `summary()[\"mean_moves\"]` minus the random "
                "run's.",
        constraints=[_a_function(
            "gain", "games, seed",
            f"gain = (simulate(classic_mode(), games=40, policy={CORNER}, seed=2)"
            ".summary()[\"mean_score\"]\n"
            "        - simulate(classic_mode(), games=40, policy=\"random\", seed=2)"
            ".summary()[\"mean_score\"])")],
        mistakes=[Mistake(
            "def gain(games, seed):\n"
            f"    corner = simulate(classic_mode(), games=games, policy={CORNER}, "
            "seed=seed)\n"
            "    rand = simulate(classic_mode(), games=games, policy=\"random\", seed=seed)\n"
            "    return rand.summary()[\"mean_score\"] - corner.summary()[\"mean_score\"]",
            "that is random minus corner: the gain is the corner's mean score minus "
            "random's")],
    ),
    Exercise(
        id="14.3",
        title="How often a 128",
        kind="python",
        answer_name="share",
        placeholder="def share(games, seed, tile):\n    ...",
        setup=_SETUP,
        statement=(
            "Write a function `share(games, seed, tile)`: in `games` games of classic played "
            "by the random policy from the seed `seed`, the share of the games that reach "
            "the tile `tile` (a number on a tile, such as 128: the game's highest tile is "
            "`tile` or more). A number from 0 to 1; within 0.01 is right. `math` is "
            "imported for you."),
        cases=[_share_case(g, s, t) for g, s, t in SHARE_CASES],
        hints=["`result.table` has a column `highest_tile`, one row per game.",
               "`highest_tile` is the tile's exponent, as in the classic grid: 7 is a 128, "
               "and `math.log2(128)` is 7. The mean of a column of True/False is the share "
               "of True."],
        model_answer=("def share(games, seed, tile):\n"
                      "    result = simulate(classic_mode(), games=games, policy=\"random\", "
                      "seed=seed)\n"
                      "    return (result.table[\"highest_tile\"] >= math.log2(tile)).mean()"),
        concept="a share of games, from the table of a simulation",
        section="A share of the games",
        example="The share of games that end with a 64 or less (exponent 6 or less): "
                "`(result.table[\"highest_tile\"] <= math.log2(64)).mean()`.",
        constraints=[_a_function(
            "share", "games, seed, tile",
            "share = (simulate(classic_mode(), games=40, policy=\"random\", seed=3)"
            ".table[\"highest_tile\"] >= 7).mean()")],
        mistakes=[Mistake(
            "def share(games, seed, tile):\n"
            "    result = simulate(classic_mode(), games=games, policy=\"random\", "
            "seed=seed)\n"
            "    return (result.table[\"highest_tile\"] >= tile).mean()",
            "`highest_tile` is the tile's exponent, as in the grid: a 128 is 7 "
            "(`math.log2(tile)`)")],
    ),
]
