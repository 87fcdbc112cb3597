"""The board's own colours: grid background, empty cell, UI text and page.

A mode may replace each default with a colour expression (``gridBackground``,
``tileBackground``, ``textBackground``, ``gameplayBackground``). They are evaluated here, once
per redraw, rather than by each front end, so every widget paints the same colours and a
broken expression degrades to the default with a message instead of blanking the board.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..calcarray.colorexpr import evaluate_color
from ..calcarray.errors import CalcArrayError
from ..calcarray.state import GameState
from .evaluation import tile_env
from .geometry import EMPTY_CELL_COLOR, GRID_COLOR, PAGE_BACKGROUND, UI_TEXT_COLOR

# part name -> (mode attribute, default colour)
_PARTS: dict[str, tuple[str, str]] = {
    "grid": ("grid_background", GRID_COLOR),
    "empty": ("tile_background", EMPTY_CELL_COLOR),
    "text": ("text_background", UI_TEXT_COLOR),
    "page": ("gameplay_background", PAGE_BACKGROUND),
}


@dataclass(frozen=True)
class BoardColors:
    """CSS values of a board's colours, and what went wrong computing them.

    A value containing ``gradient`` is meant as a background *image*; the
    front end decides how to apply it. ``empty`` is the default colour when the mode draws
    empty cells as tiles (``["@DisplayTile", ...]``): the tile renderer paints those.
    """

    grid: str = GRID_COLOR
    empty: str = EMPTY_CELL_COLOR
    text: str = UI_TEXT_COLOR
    page: str = PAGE_BACKGROUND
    warnings: tuple[str, ...] = field(default=())

    def to_dict(self) -> dict[str, str]:
        """``{grid, empty, text, page}``: what a front end needs, JSON-ready."""
        return {"grid": self.grid, "empty": self.empty, "text": self.text, "page": self.page}


def board_colors(mode: Any, state: GameState | None = None, *,
                 hexagonal: bool = False) -> BoardColors:
    """Evaluate a mode's board colours (anything with the four ``*_background`` fields).

    ``state`` is the game the expressions may read (variables, score, ...); without it they
    see a fresh game. Missing fields take the reference defaults; an expression that fails
    or gives no colour also falls back to the default and adds a warning naming the field.
    """
    env = tile_env(state or GameState(), 0.0, 0.0, hexagonal=hexagonal)
    values: dict[str, str] = {}
    problems: list[str] = []
    for part, (attr, default) in _PARTS.items():
        expr = getattr(mode, attr, default)
        if isinstance(expr, list) and expr[:1] == ["@DisplayTile"]:
            values[part] = default  # a display rule, drawn by the tile renderer
            continue
        if isinstance(expr, str) and not expr.startswith("@"):
            values[part] = expr or default
            continue
        try:
            value = evaluate_color(expr, env)
        except (CalcArrayError, ValueError, TypeError, ArithmeticError, RecursionError) as exc:
            problems.append(f"{attr} colour failed: {exc}")
            values[part] = default
            continue
        if isinstance(value, str) and value:
            values[part] = value
        else:
            problems.append(f"{attr} gave no colour ({value!r}); using {default}")
            values[part] = default
    return BoardColors(warnings=tuple(problems), **values)
