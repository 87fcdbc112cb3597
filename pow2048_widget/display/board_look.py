"""A board's tiles as the ``Board`` widget draws them (text, background, text colour), for a
``Game``'s own ``repr`` and ``_repr_html_``.

The engine shows a game in a notebook but must not import this layer: it names a slot
(``engine.shown.register_tile_look``) and the package root fills it with ``tile_looks``,
so ``print(game)`` shows ``2`` for the classic 2 tile, as the board does, and not the ``1``
the grid stores. Only duck-typed game parts are read here (``mode``, ``grid``, ``state``).
"""

from __future__ import annotations

from typing import Any

from .renderer import TileRenderer

__all__ = ["tile_looks"]


def tile_looks(game: Any) -> list[list[tuple[str, str, str] | None]] | None:
    """``(text, background, colour)`` per cell (None for a cell that shows no tile), or
    None when a display rule fails (the caller then shows the tiles' entries)."""
    renderer = TileRenderer(game.mode, cache=False)
    out: list[list[tuple[str, str, str] | None]] = []
    for row in renderer.views(game.grid, game.state):
        looks: list[tuple[str, str, str] | None] = []
        for view in row:
            if view is not None and view.warning:
                return None
            looks.append(None if view is None else (view.text, view.background, view.color))
        out.append(looks)
    return out
