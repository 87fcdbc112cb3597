"""Between the engine/display layers and the Board's traits: everything is made JSON here.

The widget module stays about syncing and messages; this module knows the engine's and the
display layer's Python objects (``Game``, ``MoveResult`` events, ``TileView``) and flattens
them into the plain dicts and strings the front end draws.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from html import unescape
from typing import Any

from ..display import BoardGeometry, TileRenderer, TileView, board_colors
from ..engine import Change, Game, Merge, MoveResult, Slide, Spawn, classic_mode
from ..engine.derived import RENDER_INPUTS, DerivedValue
from ..engine.tiles import VOID
from ._mode_notes import ModeNotes

#: ``--tile-font-scale-factor``'s default in board.css: font sizes are sent relative to it.
DEFAULT_FONT_FACTOR = 0.39

#: Stat boxes whose value is drawn as tiles.
_TILE_BOXES = ("Tile", "TileArray")

# The reference sizes tile parts as ``calc(1vw * var(--grid_vw) * F)``: F times the board
# square. The front end defines that square as --p2048-board-side.
_BOARD_SIDE = re.compile(r"1vw\s*\*\s*var\(--grid_vw\)")


_TAG = re.compile(r"<[^>]*>")


def html_to_text(html: str) -> str:
    """Plain text of a small HTML label: save codes write arrows as ``"&#x2191;"``."""
    return unescape(_TAG.sub("", html))


def css_for_board(value: str) -> str:
    """Rewrite the reference's viewport-based sizes to the board's own size."""
    return _BOARD_SIDE.sub("var(--p2048-board-side)", value)


def _pos(p: Any) -> list[int]:
    return [int(p[0]), int(p[1])]


def normalise_events(events: list[Any]) -> list[dict[str, Any]]:
    """MoveResult events -> ``{kind, from?, to}`` dicts the front end animates."""
    out: list[dict[str, Any]] = []
    for ev in events:
        if isinstance(ev, Slide):
            if tuple(ev.start) != tuple(ev.end):
                out.append({"kind": "slide", "from": _pos(ev.start), "to": _pos(ev.end)})
        elif isinstance(ev, Merge):
            out.extend({"kind": "merge", "to": _pos(t)} for t in ev.targets)
        elif isinstance(ev, Spawn):
            out.append({"kind": "spawn", "to": _pos(ev.pos)})
        elif isinstance(ev, Change):
            out.append({"kind": "change", "to": _pos(ev.pos)})
    return out


@dataclass
class Snapshot:
    """Everything the Board syncs, already JSON-ready."""

    width: int
    height: int
    cells: list[list[Any]]
    score: str
    stat_boxes: list[dict[str, str]]
    status: str
    directions: list[dict[str, Any]]
    warnings: list[str]
    can_undo: bool
    keep_playing_allowed: bool
    tile_clicks: bool
    board_colors: dict[str, str]
    board_side: float
    move_count: int
    next_tiles: list[Any] = field(default_factory=list)
    hex_layout: dict[str, Any] = field(default_factory=dict)


def _score_text(score: Any) -> str:
    """The score as the reference prints it (no ``.0`` on whole numbers)."""
    if isinstance(score, float) and score.is_integer() and abs(score) < 1e21:
        return str(int(score))
    return str(score)


class GameAdapter:
    """Reads a ``Game`` for the Board and keeps the tile renderer in step with its mode."""

    def __init__(self, game: Game | None) -> None:
        if game is None:
            game = Game(classic_mode())
        if not isinstance(game, Game):
            raise TypeError(f"Board needs a pow2048_widget.engine.Game, not {type(game).__name__}")
        self.game = game
        self._renderers: DerivedValue[tuple[TileRenderer, TileRenderer]] | None = None
        self._notes: list[str] = []
        self._mode_notes = ModeNotes()
        self._unsubscribe: Callable[[], None] | None = None
        self._moves_seen = -1

    # --- following the game ------------------------------------------------------------------
    def subscribe(self, callback: Callable[..., None]) -> None:
        """Call ``callback`` whenever the game changes (moves, undo, new game, mode edits)."""
        self.unsubscribe()
        self._unsubscribe = self.game.observe(callback)

    def unsubscribe(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None

    def note_warning(self, message: str) -> None:
        """Show ``message`` under the board until the next successful action."""
        self._notes.append(message)

    def pending_events(self) -> list[dict[str, Any]]:
        """Animation events of a move made from Python (not through the board), if known.

        Only a game exposing its last ``MoveResult`` as ``last_result`` can tell; the events
        are used only when that result is exactly the one move since the last redraw.
        """
        result = getattr(self.game, "last_result", None)
        if isinstance(result, MoveResult) and result.moved and (
            self.game.moves == self._moves_seen + 1
        ):
            return normalise_events(result.events)
        return []

    # --- actions: each returns (did something, animation events) -----------------------------
    def move(self, direction: int) -> tuple[bool, list[dict[str, Any]]]:
        result = self.game.move(direction)
        self._notes.clear()
        return bool(result.moved), normalise_events(result.events)

    def undo(self) -> tuple[bool, list[dict[str, Any]]]:
        self._notes.clear()
        return self.game.undo() > 0, []

    def new_game(self) -> tuple[bool, list[dict[str, Any]]]:
        self._notes.clear()
        self.game.new_game()
        return True, []

    def keep_playing(self) -> tuple[bool, list[dict[str, Any]]]:
        self.game.keep_playing()
        return True, []

    def click(self, row: int, col: int) -> tuple[bool, list[dict[str, Any]]]:
        """A click on a cell: runs the mode's "TileClick" scripts (recorded in replays)."""
        if not self.tile_clicks():
            return False, []
        self._notes.clear()
        self.game.click_tile(row, col)
        return True, []

    def tile_clicks(self) -> bool:
        """Whether the mode reacts to clicks on cells (has a "TileClick" script).

        Only then does the board report clicks: every reported click is recorded in the
        game's replay, which must not fill up with clicks that did nothing.
        """
        for script in self.game.mode.scripts:
            if isinstance(script, list) and len(script) >= 2:
                kinds = script[1] if isinstance(script[1], list) else [script[1]]
                if "TileClick" in kinds:
                    return True
        return False

    # --- reading -----------------------------------------------------------------------------
    def renderer(self) -> TileRenderer:
        """The tile renderer for the mode as it is now (rebuilt after a display-relevant edit).

        A derived value of the fields the renderer reads (``engine.derived.RENDER_INPUTS``):
        an edit of a TileType gives a new renderer, an edit of a merge rule does not.
        """
        return self._both()[0]

    def small_renderer(self) -> TileRenderer:
        """The renderer for next-tile previews and tile stat boxes."""
        return self._both()[1]

    def _both(self) -> tuple[TileRenderer, TileRenderer]:
        mode = self.game.mode
        if self._renderers is None or self._renderers.mode is not mode:
            # Next-tile previews and tile stat boxes: smaller containers, their own font base.
            self._renderers = DerivedValue(mode, RENDER_INPUTS, lambda m: (
                TileRenderer(m), TileRenderer(m, kind="NextTiles")))
        return self._renderers.get()

    def _cell(self, view: TileView | None, cell: Any, scale: float) -> Any:
        if view is None:
            # Holes are drawn as no cell at all; slippery cells look empty.
            return {"void": True} if cell == VOID else None
        font = None if view.font_scale is None else view.font_scale * scale
        return {
            "text": view.text,
            "html": view.html,
            "background": css_for_board(view.background),
            "color": view.color,
            "fontScale": font,
            "shadow": css_for_board(view.shadow),
            "layers": [_layer(layer.to_dict()) for layer in view.layers],
        }

    def _stat_boxes(self, scale: float, warnings: list[str]) -> list[dict[str, Any]]:
        """The mode's visible stat boxes: label, text, tiles (for "Tile"/"TileArray" boxes,
        e.g. the discovered tiles) and whether the box sits in the bottom line."""
        game = self.game
        try:
            entries = game.stat_box_entries()
        except Exception as exc:  # noqa: BLE001 - a broken stat box must not blank the board
            warnings.append(f"stat boxes failed: {exc}")
            return [{"label": "Score", "value": _score_text(game.score)}]
        definitions = game.mode.stat_boxes
        small = self.small_renderer()
        boxes: list[dict[str, Any]] = []
        for index, label, value in entries:
            spec = definitions[index] if index < len(definitions) else []
            box: dict[str, Any] = {"label": html_to_text(str(label))}
            if len(spec) > 2 and spec[2] is True:
                box["bottom"] = True
            if len(spec) > 3 and spec[3] is True:
                box["centered"] = True
            kind = spec[4] if len(spec) > 4 else None
            if kind in _TILE_BOXES and isinstance(value, list):
                tiles = value if kind == "TileArray" else [value]
                box["tiles"] = [
                    self._cell(small.view(t, (0, i)), t, scale)
                    for i, t in enumerate(tiles)
                    if isinstance(t, list)
                ]
                box["value"] = ""
            else:
                box["value"] = _score_text(value) if not isinstance(value, str) else value
            boxes.append(box)
        return boxes

    def _next_tiles(self, scale: float) -> list[Any]:
        """The upcoming spawns a mode shows (``nextTiles`` > 0)."""
        count = self.game.mode.next_tiles
        if not isinstance(count, int) or count <= 0:
            return []
        small = self.small_renderer()
        return [
            self._cell(small.view(t, (0, i)), t, scale) if isinstance(t, list) else None
            for i, t in enumerate(list(self.game.state.next_spawns)[:count])
        ]

    def snapshot(self) -> Snapshot:
        game = self.game
        renderer = self.renderer()
        grid = game.grid
        warnings = list(self._notes)
        # F is a fraction of the board square; the front end sizes fonts from the cell, with
        # --tile-font-scale-factor as a multiplier whose default reproduces the reference.
        geometry = renderer.geometry
        cell_fraction = geometry.cell_size[0] / 100 * geometry.grid_fraction[0]
        scale = 1 / (cell_fraction * DEFAULT_FONT_FACTOR) if cell_fraction > 0 else 1.0
        views = renderer.views(grid, game.state)
        cells = []
        for row_views, row in zip(views, grid, strict=True):
            out_row = []
            for view, cell in zip(row_views, row, strict=True):
                if view is not None and view.warning and view.warning not in warnings:
                    warnings.append(view.warning)
                out_row.append(self._cell(view, cell, scale))
            cells.append(out_row)

        boxes = self._stat_boxes(scale, warnings)

        if game.win_screen:
            status = "won"
        elif game.over:
            status = "over" if game.lost else "won"
        else:
            status = "playing"

        pressable = game.pressable()
        entries = game.mode.directions
        directions = [
            {
                "label": html_to_text(d.label),
                "keys": list(d.keys),
                "vector": [d.dv, d.dh],
                "available": bool(pressable[d.index]) if d.index < len(pressable) else True,
                "button": _button_box(entries[d.index] if d.index < len(entries) else []),
            }
            for d in game.directions
        ]
        self._moves_seen = int(game.moves)
        colors = board_colors(game.mode, game.state, hexagonal=geometry.hexagonal)
        warnings.extend(colors.warnings)
        warnings.extend(self._mode_notes.lines(game.mode))  # lint findings after live edits
        return Snapshot(
            # The grid's own size: after a live width/height edit the engine resizes the
            # grid only at the next move, and the board must draw what is there.
            width=max((len(row) for row in grid), default=0),
            height=len(grid),
            cells=cells,
            score=_score_text(game.score),
            stat_boxes=boxes,
            status=status,
            directions=directions,
            warnings=warnings,
            can_undo=bool(game.can_undo),
            keep_playing_allowed=bool(game.win_screen and game.mode.postgame_allowed),
            tile_clicks=self.tile_clicks(),
            board_colors=colors.to_dict(),
            board_side=1 / cell_fraction if cell_fraction > 0 else 4.0,
            move_count=int(game.moves),
            next_tiles=self._next_tiles(scale),
            hex_layout=_hex_layout(geometry, grid) if geometry.hexagonal else {},
        )


def _button_box(entry: list[Any]) -> dict[str, float] | None:
    """Where the mode puts a direction's button.

    Width, height, top and left are fractions of the button pad, the font size a fraction
    of it too, the rotation in degrees. None when the mode gives no usable numbers, and the
    board then lays the buttons out in a row.
    """
    names = ("width", "height", "fontSize", "top", "left")
    values = entry[2:7] if len(entry) >= 7 else []
    if len(values) != len(names):
        return None
    box: dict[str, float] = {}
    for name, value in zip(names, values, strict=True):
        if isinstance(value, bool) or not isinstance(value, int | float):
            return None
        if not math.isfinite(value):
            return None
        box[name] = float(value)
    if box["width"] <= 0 or box["height"] <= 0:
        return None
    rotation = entry[8] if len(entry) > 8 else 0.0
    ok = isinstance(rotation, int | float) and not isinstance(rotation, bool)
    box["rotation"] = float(rotation) if ok and math.isfinite(rotation) else 0.0
    return box


def _layer(layer: Mapping[str, Any]) -> dict[str, Any]:
    """A display Layer dict with sizes rewritten for the board (recursively)."""
    out: dict[str, Any] = {
        "tag": str(layer.get("tag", "div")),
        "classes": [str(c) for c in layer.get("classes", [])],
        "style": {str(k): css_for_board(str(v)) for k, v in layer.get("style", {}).items()},
    }
    if "html" in layer:
        out["html"] = layer["html"]
        out["text"] = layer.get("text")
    if layer.get("layers"):
        out["layers"] = [_layer(sub) for sub in layer["layers"]]
    return out


def _hex_layout(geometry: BoardGeometry, grid: list[list[Any]]) -> dict[str, Any]:
    """Where each cell of a hexagonal board sits, for absolute placement.

    Positions and sizes are per cent of the grid box; ``pitch`` is one step along a row or
    column in units of the cell's own size, which is how the view slides tiles.
    """
    cell_w, cell_h = geometry.cell_size
    positions = [
        [[round(v, 4) for v in geometry.cell_position(r, c)] for c in range(len(row))]
        for r, row in enumerate(grid)
    ]
    fw, fh = geometry.grid_fraction
    if len(grid) > 1 or (grid and len(grid[0]) > 1):
        x0, y0 = geometry.cell_position(0, 0)
        x1 = geometry.cell_position(0, 1)[0] if grid and len(grid[0]) > 1 else x0 + cell_w
        y1 = geometry.cell_position(1, 0)[1] if len(grid) > 1 else y0 + cell_h
        pitch = [(x1 - x0) / cell_w, (y1 - y0) / cell_h]
    else:
        pitch = [1.0, 1.0]
    return {
        "cell": [round(cell_w, 4), round(cell_h, 4)],
        "grid": [fw, fh],
        "positions": positions,
        "pitch": [round(p, 4) for p in pitch],
    }
