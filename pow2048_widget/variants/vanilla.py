"""The vanilla-JavaScript 2048 of "Rethinking 2048" as a Mode (``vanilla_2048``).

As the blog post's code has it:

* the fixed start ``data.game = [0,0,0,2, 0,0,0,0, 0,0,2,0, 2,0,0,0]`` (three 2s, no random
  start tiles);
* each row (or column) first sends its zeros to one side, then its loop doubles equal
  neighbours from the far side, so ``2,2,2,2`` becomes ``4,4,0,0`` (the merge rule below is
  the Compendium form of that loop);
* ``addNumberAfterPlay`` after **every** arrow key, including presses that move nothing:
  a 2 in a random empty cell (a script signals "movement occurred" at the end of every
  press, so the spawn phase always runs);
* only 2s, no score, no win and no loss (the post leaves them as exercises).

The post's code defines ``playUpwards`` twice (the second one is the downward move) and
never defines ``playDownwards``; we play the four directions the text describes.
"""

from __future__ import annotations

from ..engine import Mode
from ._modes import directions, doubling_rule, value_grid

#: ``data.game`` at the start, row-major.
VANILLA_START = [0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 2, 0, 2, 0, 0, 0]
#: The post colours values below 8 pale lilac; the rest are our choice.
VANILLA_LILAC = "#dcd0f0"
VANILLA_DARK = "#8e7cc3"
ALWAYS_MOVES = [[0.0, "@ScriptSignal", "@ScriptSignal_MovementOccurred"],
                "EndMovementMoveless"]


def vanilla_2048() -> Mode:
    """A fresh Mode of the vanilla-JavaScript 2048 (arrow keys only)."""
    start = [VANILLA_START[4 * r:4 * r + 4] for r in range(4)]
    return Mode(
        width=4, height=4,
        starting_grid=value_grid(start),
        directions=directions(),
        tile_types=[[["@This 0", "<", 8.0], ["@This 0"], VANILLA_LILAC, "#3d2b56"],
                    [True, ["@This 0"], VANILLA_DARK, "#ffffff"]],
        merge_rules=[doubling_rule(0.0)],
        start_tile_spawns=[[[2.0], 1.0]],
        start_tile_amount=0.0, random_tile_amount=1.0,
        win_conditions=[], lose_conditions=[],
        scripts=[ALWAYS_MOVES],
        # no score; the Board would show one for a mode without stat boxes
        stat_boxes=[["Key presses", "@Moves"]],
        grid_background="#f4f0fa", tile_background="#ffffff",
    )
