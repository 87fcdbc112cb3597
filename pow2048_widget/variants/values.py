"""``board_values``: the number shown in each cell of any game, 0 for an empty cell."""

from __future__ import annotations

import math

from ..calcarray.errors import CalcArrayError
from ..display import TileRenderer
from ..engine import Game, GameError


def _number(text: str, v: int, h: int) -> int:
    cleaned = text.strip().replace(",", "")
    try:
        value = float(cleaned)
    except ValueError:
        raise GameError(f"cell ({v}, {h})", CalcArrayError(
            f"shows {text!r}, which is not a number", kind="type")) from None
    if not math.isfinite(value) or value != int(value):
        raise GameError(f"cell ({v}, {h})", CalcArrayError(
            f"shows {text!r}, which is not a whole number", kind="type"))
    return int(value)


def board_values(game: Game) -> list[list[int]]:
    """Rows of the numbers the board shows (the tiles' display text), 0 for empty cells.

    Holes (``"@Void"``) and other non-tile cells count as 0 too. A tile whose text is not a
    whole number raises ``GameError`` naming the cell.
    """
    grid = game.state.grid
    views = TileRenderer(game.mode, cache=False).views(grid, game.state)
    out: list[list[int]] = []
    for v, row in enumerate(grid):
        line: list[int] = []
        for h, cell in enumerate(row):
            view = views[v][h]
            if type(cell) is not list or view is None:
                line.append(0)
                continue
            text = str(view.text)
            line.append(_number(text, v, h) if text.strip() else 0)
        out.append(line)
    return out
