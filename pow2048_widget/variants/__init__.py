"""The seed documents' own games, and a builder for variants (a layer above the engine).

>>> from pow2048_widget.variants import eve_2048, vanilla_2048, excel_2048_game, CustomGame
>>> Game(eve_2048(), seed=1)                    # the Eve program's 2048 (a Mode)
>>> Game(vanilla_2048(), seed=1)                # the vanilla-JavaScript 2048 (a Mode)
>>> excel_2048_game(1234)                       # the Excel LAMBDA 2048, exact (a Game)
>>> excel_2048_replay(1234, "ULDR")             # its grids and scores, straight from the formula
>>> CustomGame(win_tile=32, grid_mask=[[1, 1, 1], [1, 0, 1], [1, 1, 1]])

Imports the engine, display and save-code layers; none of them imports this package.
"""

from __future__ import annotations

from .custom import CustomGame, NewTile
from .eve import eve_2048
from .excel import excel_2048_game, excel_2048_mode
from .excel_formula import excel_2048_replay
from .values import board_values
from .vanilla import vanilla_2048

__all__ = [
    "CustomGame",
    "NewTile",
    "board_values",
    "eve_2048",
    "excel_2048_game",
    "excel_2048_mode",
    "excel_2048_replay",
    "vanilla_2048",
]
