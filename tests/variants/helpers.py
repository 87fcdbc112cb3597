"""Helpers for the variants tests: put numbers on a game's board."""

from __future__ import annotations

from pow2048_widget.engine import Game

DIR = {"U": 0, "D": 1, "L": 2, "R": 3}


def set_board(game: Game, rows: list[list[int]]) -> None:
    """Replace the board by ``rows`` of numbers (0 = empty, -1 = a hole); tiles are ``[n]``."""
    grid = game.state.grid
    for r, row in enumerate(rows):
        for c, n in enumerate(row):
            grid[r][c] = "@Void" if n < 0 else ([float(n)] if n else "@Empty")
