"""The Eve program's 2048 as a Mode (``eve_2048``).

What the Eve records say, as Compendium data:

* ``#colour`` records: background and text colour for 2 ... 2048 (a tile without a record is
  drawn like an empty cell, as Eve's renderer does); empty cells ``#cdc1b4`` on ``#bbada0``.
* ``#direction`` records: only the arrow keys (key codes 37-40) move.
* ``adding``: 2 tiles at the start, 1 after every move that moved; a 2 when
  ``random < 0.9``, else a 4.
* ``detect-moves``: a direction can be pressed only when it can move a tile or merge two
  (pressing it otherwise changes nothing and adds no tile).
* ``moving``: tiles nearest the edge go first; a tile merges with the one it hits when the
  values are equal and that tile has not merged this move; the score grows by the new value.
* ``detect-completion``: a 2048 tile wins and ends the game (state ``won`` takes no more
  keys); a full board without a possible merge is lost.

Where the engine differs in how it gets there, see ``docs/seed-games.md``.
"""

from __future__ import annotations

from typing import Any

from ..engine import Mode
from ._modes import directions, doubling_rule

#: The program's ``#colour`` records: value -> (text colour, background).
EVE_COLOURS: dict[int, tuple[str, str]] = {
    2: ("#776e65", "#eee4da"),
    4: ("#776e65", "#ede0c8"),
    8: ("#f9f6f2", "#f2b179"),
    16: ("#f9f6f2", "#f59563"),
    32: ("#f9f6f2", "#f67c5f"),
    64: ("#f9f6f2", "#f65e3b"),
    128: ("#f9f6f2", "#edcf72"),
    256: ("#f9f6f2", "#edcc61"),
    512: ("#f9f6f2", "#edc850"),
    1024: ("#f9f6f2", "#edc53f"),
    2048: ("#f9f6f2", "#edc22e"),
}
EVE_EMPTY = "#cdc1b4"
EVE_BOARD = "#bbada0"


def stuck_expression(width: int = 4, height: int = 4) -> list[Any]:
    """CalcArray that is true when every cell holds a tile and no two neighbours are equal.

    Eve's ``detect-completion``: "lost" as soon as the grid is full and no merge is
    possible, checked after every move (the engine otherwise ends a game only once every
    direction has been pressed without effect).
    """
    terms: list[list[Any]] = [[f"@Grid {r} {c} 0", ">", 0.0]
                              for r in range(height) for c in range(width)]
    for r in range(height):
        for c in range(width):
            if c + 1 < width:
                terms.append([f"@Grid {r} {c} 0", "!=", f"@Grid {r} {c + 1} 0"])
            if r + 1 < height:
                terms.append([f"@Grid {r} {c} 0", "!=", f"@Grid {r + 1} {c} 0"])
    expr: list[Any] = [terms[0]]
    for term in terms[1:]:
        expr += ["&&", term]
    return expr


def eve_2048() -> Mode:
    """A fresh Mode of the Eve 2048 (arrow keys, win at 2048 ends the game)."""
    tile_types = [[[float(v)], float(v), bg, fg] for v, (fg, bg) in EVE_COLOURS.items()]
    tile_types.append([True, "", EVE_EMPTY, EVE_EMPTY])
    return Mode(
        width=4, height=4,
        directions=directions(),
        tile_types=tile_types,
        merge_rules=[doubling_rule(["@This 0", "*", 2.0])],
        start_tile_spawns=[[[2.0], 9.0], [[4.0], 1.0]],
        start_tile_amount=2.0, random_tile_amount=1.0,
        win_conditions=[[2048.0]],
        postgame_allowed=False,
        lose_requirement=stuck_expression(),
        stat_boxes=[["Score", "@Score"]],
        grid_background=EVE_BOARD, tile_background=EVE_EMPTY,
    )
