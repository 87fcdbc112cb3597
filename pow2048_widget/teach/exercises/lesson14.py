"""Lesson 14, comparing variants: questions answered with ``simulate``.

Each statement fixes the games, the policy and the seed, so the answer is one number; the
checker runs the same simulation (40 games: about a second) and accepts the answer within
a stated tolerance, so a value rounded or read off the summary table is right too.
"""

from __future__ import annotations

from typing import Any

from ...engine.classic import classic_mode
from ...engine.simulate import simulate
from ..exercise import Exercise, Mistake
from .worked_out import a_number, worked_case

GAMES = 40
CORNER = [2, 0, 3, 1]


def _mean(policy: Any, seed: int) -> float:
    return simulate(classic_mode(), games=GAMES, policy=policy, seed=seed).summary()[
        "mean_score"]


def _gain() -> float:
    return _mean(CORNER, 2) - _mean("random", 2)


def _share() -> float:
    table = simulate(classic_mode(), games=GAMES, policy="random", seed=3).table
    return float((table["highest_tile"] >= 7).mean())


_SETUP = "from pow2048_widget.engine import classic_mode, simulate\n"

EXERCISES = [
    Exercise(
        id="14.1",
        title="A mean score",
        kind="python",
        answer_name="mean",
        setup=_SETUP,
        statement=(
            f"Set `mean` to classic 2048's **mean score** over **{GAMES} games** played by "
            "the random policy with **seed 1** (`classic_mode` and `simulate` are imported "
            "for you). Within 1% is right."),
        cases=[worked_case(f"the mean score of {GAMES} random games of classic, seed 1 "
                           "(within 1%)", lambda: _mean("random", 1), a_number, rel=0.01)],
        hints=["`simulate(mode, games=..., policy=..., seed=...)` plays the games.",
               "Its result's `summary()` is a dict: `summary()[\"mean_score\"]`."],
        model_answer=(f"result = simulate(classic_mode(), games={GAMES}, policy=\"random\", "
                      "seed=1)\nmean = result.summary()[\"mean_score\"]"),
        concept="a simulation's summary",
        section="Reading a summary",
        example="The median score of 20 games of the cycle policy, seed 4: "
                "`simulate(classic_mode(), games=20, policy=\"cycle\", seed=4)"
                ".summary()[\"median_score\"]`.",
        mistakes=[
            Mistake(f"result = simulate(classic_mode(), games={GAMES}, policy=\"random\", "
                    "seed=1)\nmean = result.summary()[\"median_score\"]",
                    "that is the median (the middle game); the mean is `mean_score`"),
            Mistake(f"result = simulate(classic_mode(), games={GAMES}, policy=\"random\")\n"
                    "mean = result.summary()[\"mean_score\"]",
                    "without `seed=1` the games are other games (seed 0): the seed makes a "
                    "run repeatable")],
    ),
    Exercise(
        id="14.2",
        title="What a corner is worth",
        kind="python",
        answer_name="gain",
        setup=_SETUP,
        statement=(
            f"How many more points per game does the corner policy `{CORNER}` (left, up, "
            "right, down: the first that can be pressed) score than the random policy? Set "
            f"`gain` to its mean score minus random's, {GAMES} games each, **seed 2** for "
            "both. Within 2% is right."),
        cases=[worked_case(f"corner minus random, mean scores of {GAMES} games, seed 2 "
                           "(within 2%)", _gain, a_number, rel=0.02)],
        hints=["Run `simulate` twice, once with `policy=[2, 0, 3, 1]` and once with "
               "`policy=\"random\"`, both with `seed=2`.",
               "Subtract the two `summary()[\"mean_score\"]` values: corner first."],
        model_answer=(
            f"corner = simulate(classic_mode(), games={GAMES}, policy={CORNER}, seed=2)\n"
            f"rand = simulate(classic_mode(), games={GAMES}, policy=\"random\", seed=2)\n"
            "gain = corner.summary()[\"mean_score\"] - rand.summary()[\"mean_score\"]"),
        concept="comparing two runs with the same games and seed",
        section="A difference of two runs",
        example="How many more moves per game the cycle policy makes than random (seed 5): "
                "the `summary()[\"mean_moves\"]` of the cycle run minus that of the random "
                "run.",
        mistakes=[Mistake(
            f"corner = simulate(classic_mode(), games={GAMES}, policy={CORNER}, seed=2)\n"
            f"rand = simulate(classic_mode(), games={GAMES}, policy=\"random\", seed=2)\n"
            "gain = rand.summary()[\"mean_score\"] - corner.summary()[\"mean_score\"]",
            "that is random minus corner: the gain is the corner's mean score minus "
            "random's")],
    ),
    Exercise(
        id="14.3",
        title="How often a 128",
        kind="python",
        answer_name="share",
        setup=_SETUP,
        statement=(
            f"In {GAMES} games of classic played by the random policy with **seed 3**, what "
            "share of the games reach a **128** tile (the game's highest tile is 128 or "
            "more)? Set `share` to a number from 0 to 1. Within 0.01 is right."),
        cases=[worked_case(f"the share of {GAMES} random games (seed 3) reaching 128 "
                           "(within 0.01)", _share, a_number, abs_=0.01)],
        hints=["`result.table` has a column `highest_tile`, one row per game.",
               "`highest_tile` is the tile's exponent, as in the classic grid: 7 is a 128. "
               "The mean of a column of True/False is the share of True."],
        model_answer=(f"result = simulate(classic_mode(), games={GAMES}, policy=\"random\", "
                      "seed=3)\nshare = (result.table[\"highest_tile\"] >= 7).mean()"),
        concept="a share of games, from the table of a simulation",
        section="A share of the games",
        example="The share of games that reach a 64 (exponent 6): "
                "`(result.table[\"highest_tile\"] >= 6).mean()`.",
        mistakes=[Mistake(
            f"result = simulate(classic_mode(), games={GAMES}, policy=\"random\", seed=3)\n"
            "share = (result.table[\"highest_tile\"] >= 128).mean()",
            "`highest_tile` is the exponent (7 is a 128), not the number on the tile")],
    ),
]
