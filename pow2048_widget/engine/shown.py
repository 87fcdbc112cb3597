"""How a ``Game`` and a ``Mode`` show themselves in a notebook: a small board or a summary,
never an object address.

A tile shows what the ``Board`` shows (``2`` for the classic 2 tile, stored as ``[1.0]``),
in its colours in HTML. That is the display layer's work, which the engine must not
import: the engine names a slot here (``register_tile_look``) and the package root fills
it with ``pow2048_widget.display.board_look.tile_looks`` (the way ``save_code_seam`` gets
the save codes). Without it, or when a display rule fails, each tile shows its entries
(``3`` for ``[3.0]``, ``3,1`` for a two-entry tile) and ``·`` an empty cell.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Game
    from .mode import Mode

__all__ = ["game_text", "game_html", "mode_html", "cell_text", "register_tile_look"]

#: Boards larger than this are summarised, not drawn.
MAX_SHOWN_CELLS = 400

#: ``(text, background, colour)`` of a shown tile; None for a cell that shows none.
Look = tuple[str, str, str]
TileLook = Callable[[Any], "list[list[Look | None]] | None"]

_tile_look: TileLook | None = None


def register_tile_look(provider: TileLook | None) -> None:
    """Install how tiles look (``provider(game)`` -> rows of ``Look | None``, or None when
    it cannot tell); called by the package root with the display layer's ``tile_looks``."""
    global _tile_look
    _tile_look = provider


def _looks(game: Game) -> list[list[Look | None]] | None:
    if _tile_look is None:
        return None
    try:
        return _tile_look(game)
    except Exception:  # noqa: BLE001 - showing a game never fails: entries are shown instead
        return None


def _texts(game: Game, looks: list[list[Look | None]] | None) -> list[list[str]]:
    """Each cell's text: the shown text, else the tile's entries (``·`` for empty)."""
    out = []
    for r, row in enumerate(game.grid):
        line = []
        for c, cell in enumerate(row):
            look = looks[r][c] if looks is not None else None
            text = " ".join(look[0].split()) if look is not None else ""
            line.append(text[:8] if text else cell_text(cell))
        out.append(line)
    return out


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


def _head(game: Game) -> str:
    grid = game.grid
    return (f"Game({len(grid[0]) if grid else 0}x{len(grid)}, score "
            f"{_entry(float(game.score))}, {game.moves} move{'' if game.moves == 1 else 's'}"
            f"{_status(game)})")


def _drawn(game: Game) -> bool:
    grid = game.grid
    return bool(grid) and len(grid) * len(grid[0]) <= MAX_SHOWN_CELLS


def game_text(game: Game) -> str:
    """``Game(4x4, score 12, 3 moves)`` and the board, one row a line, each tile as the
    board shows it (the classic 2 tile ``[1.0]`` as ``2``)."""
    if not _drawn(game):
        return _head(game)
    cells = _texts(game, _looks(game))
    width = max(len(t) for row in cells for t in row)
    return _head(game) + "\n" + "\n".join(" ".join(t.rjust(width) for t in row)
                                           for row in cells)


def game_html(game: Game) -> str:
    """A small board: an HTML table of the tiles in their own colours."""
    head = f"<code>{html.escape(_head(game))}</code>"
    if not _drawn(game):
        return f"<div>{head}</div>"
    looks = _looks(game)
    texts = _texts(game, looks)
    cell = ("width:2.6em;height:2.6em;text-align:center;border:3px solid #bbada0;"
            "font:bold 0.9em sans-serif;")
    rows = []
    for r, row in enumerate(texts):
        tds = []
        for c, text in enumerate(row):
            look = looks[r][c] if looks is not None else None
            colours = (f"background:{look[1]};color:{look[2]};" if look is not None
                       else "background:#cdc1b4;color:#776e65;")
            shown = "" if look is None and text == "·" else text
            tds.append(f'<td style="{html.escape(cell + colours)}">{html.escape(shown)}</td>')
        rows.append("<tr>" + "".join(tds) + "</tr>")
    return (f'<div>{head}<table style="border-collapse:collapse;margin-top:4px;'
            f'background:#bbada0">{"".join(rows)}</table></div>')


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
