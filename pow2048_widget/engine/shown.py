"""How a ``Game`` and a ``Mode`` show themselves in a notebook: a small board or a summary,
never an object address.

The engine knows tiles as data (``[3.0]``), not how a mode's display rules draw them (that
is the display layer's job), so the board shows each tile's entries: ``3`` for ``[3.0]``,
``3,1`` for a two-entry tile, ``·`` for an empty cell.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Game
    from .mode import Mode

__all__ = ["game_text", "game_html", "mode_html", "cell_text"]

#: Boards larger than this are summarised, not drawn.
MAX_SHOWN_CELLS = 400


def cell_text(cell: Any) -> str:
    if isinstance(cell, list):
        return ",".join(_entry(e) for e in cell) or "[]"
    if cell == "@Empty":
        return "·"
    return str(cell).lstrip("@")[:6]


def _entry(e: Any) -> str:
    if isinstance(e, bool):
        return "true" if e else "false"
    if isinstance(e, float):
        return str(int(e)) if e.is_integer() else f"{e:g}"
    if isinstance(e, int):
        return f"{e}n"
    return str(e)[:8]


def _status(game: Game) -> str:
    if game.win_screen:
        return ", won"
    return ", over" if game.over else ""


def game_text(game: Game) -> str:
    """``Game(4x4, score 12, 3 moves)`` and the board, one row a line (tiles by their
    entries: the classic 2 tile ``[1.0]`` shows as ``1``, as ``game.grid`` holds it)."""
    grid = game.grid
    head = (f"Game({len(grid[0]) if grid else 0}x{len(grid)}, score "
            f"{_entry(float(game.score))}, {game.moves} move{'' if game.moves == 1 else 's'}"
            f"{_status(game)})")
    if not grid or len(grid) * len(grid[0]) > MAX_SHOWN_CELLS:
        return head
    cells = [[cell_text(c) for c in row] for row in grid]
    width = max(len(t) for row in cells for t in row)
    return head + "\n" + "\n".join(" ".join(t.rjust(width) for t in row) for row in cells)


def game_html(game: Game) -> str:
    """The same as a small HTML table."""
    grid = game.grid
    lines = html.escape(game_text(game).split("\n")[0])
    if not grid or len(grid) * len(grid[0]) > MAX_SHOWN_CELLS:
        return f"<div><code>{lines}</code></div>"
    td = ('<td style="width:2.2em;height:2.2em;text-align:center;border:1px solid #bbada0;'
          'font-family:monospace">')
    rows = "".join("<tr>" + "".join(f"{td}{html.escape(cell_text(c))}</td>" for c in row)
                   + "</tr>" for row in grid)
    return (f'<div><code>{lines}</code><table style="border-collapse:collapse;'
            f'margin-top:4px">{rows}</table></div>')


def mode_html(mode: Mode) -> str:
    """A short summary: the size and how many of each part the mode has."""
    rows = [("board", f"{mode.width} × {mode.height}"),
            ("merge rules", len(mode.merge_rules)), ("display rules", len(mode.tile_types)),
            ("directions", len(mode.directions)), ("spawns", len(mode.start_tile_spawns)),
            ("win conditions", len(mode.win_conditions)), ("scripts", len(mode.scripts)),
            ("stat boxes", len(mode.stat_boxes))]
    body = "".join(f"<tr><td>{html.escape(k)}</td><td>{html.escape(str(v))}</td></tr>"
                   for k, v in rows)
    return f"<div><b>Mode</b><table>{body}</table></div>"
