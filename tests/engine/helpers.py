"""Small hand-made modes for the engine tests."""

from __future__ import annotations

from typing import Any

from pow2048_widget.engine import Game, Mode

E = "@Empty"
V = "@Void"
UP, DOWN, LEFT, RIGHT = 0, 1, 2, 3

PLAIN_RULE = [2.0, ["@Next 1 0", "=", "@This 0"], True, [[["@This 0", "+", 1.0]]],
              [2.0, "^", ["@This 0", "+", 1.0]], [False, True]]


def cell(x: Any) -> Any:
    """``3`` -> the tile ``[3.0]``; lists become float tiles; strings stay markers."""
    if isinstance(x, str):
        return x
    if isinstance(x, list):
        return [float(e) if isinstance(e, int) and not isinstance(e, bool) else e for e in x]
    return [float(x)]


def board_mode(rows: list[list[Any]], **fields: Any) -> Mode:
    """A mode whose games start on exactly ``rows`` (no start or random spawns by default)."""
    grid = [[cell(c) for c in row] for row in rows]
    fields.setdefault("start_tile_amount", 0)
    fields.setdefault("random_tile_amount", 0)
    fields.setdefault("merge_rules", [PLAIN_RULE])
    return Mode(width=len(grid[0]), height=len(grid), starting_grid=grid, **fields)


def play(mode: Mode, *moves: int, seed: int = 1) -> Game:
    game = Game(mode, seed=seed, clock=lambda: 1_700_000_000_000.0)
    for d in moves:
        game.move(d)
    return game


def row(game: Game, v: int = 0) -> list[Any]:
    """Row ``v`` as numbers (first entry of each tile) and markers, for short asserts."""
    out = []
    for c in game.grid[v]:
        out.append(c[0] if isinstance(c, list) and len(c) == 1 else c)
    return out
