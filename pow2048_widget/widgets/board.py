"""The ``Board`` anywidget: a playable 2048 Power Compendium board in a notebook.

Python owns the game. The board turns the game's state into plain JSON traits (tile views
already computed by the display layer: text, CSS background, colours) and syncs them in one
batch per change; the browser only draws them and sends the player's intents back as custom
messages. Custom messages rather than traits carry moves because the front end coalesces
rapid trait changes (100 fast key presses arrive as a handful of trait updates) while every
message is delivered.

Because all state lives in the model, a board displayed twice shows the same game, and a view
JupyterLab re-renders after scrolling comes back identical.
"""

from __future__ import annotations

import logging
import math
import os
import pathlib
from collections.abc import Iterable, Mapping
from typing import Any

import anywidget
import traitlets

from ._adapt import GameAdapter
from ._autosave import Autosave
from ._safe_state import SafeStateMixin

logger = logging.getLogger("pow2048_widget")

STATIC = pathlib.Path(__file__).resolve().parent.parent / "static"

#: Largest integer a JavaScript number holds exactly; bigger ints travel as strings.
_JS_SAFE_INT = 2**53 - 1


def jsonable(value: Any) -> Any:
    """Convert an engine value into something JSON (and JavaScript) can carry faithfully.

    The engine's values include BigInts beyond 2**53, infinities, NaN and custom number
    classes; the JSON encoder would reject some and silently round others, so they become
    strings the view can print as they are.
    """
    if value is None or isinstance(value, bool | str):
        return value
    if isinstance(value, int):
        return value if abs(value) <= _JS_SAFE_INT else str(value)
    if isinstance(value, float):
        if math.isfinite(value):
            return value
        return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [jsonable(v) for v in value]
    return str(value)


class Board(SafeStateMixin, anywidget.AnyWidget):
    """A playable board for a :class:`~pow2048_widget.engine.Game`.

    ``Board(game)`` shows ``game`` and follows it: moves made from Python (``game.move(0)``)
    redraw the board, and live edits of the mode (``game.mode.tile_types = ...``) recolour it
    at once. Keys (arrows, WASD and each direction's keys from the mode), the on-screen
    buttons, undo and new game act on the same ``game`` object.

    ``css_vars`` sets the board's CSS custom properties, e.g.
    ``Board(game, css_vars={"--cell-size": "3rem"})``.

    ``autosave="mygame.txt"`` keeps that file holding the game's code after every change
    (written atomically); ``Game.resume("mygame.txt")`` brings the game back after a
    kernel restart. A game with a ``TurnHook`` is refused (``SaveCodeError``) at once.
    """

    # The bundle as text, not a path: anywidget ties every widget made from a file path to
    # that file's change signal (for hot reload) and never lets go, so no closed widget
    # could ever be freed.
    _esm = (STATIC / "board.js").read_text(encoding="utf-8")
    _css = (STATIC / "board.css").read_text(encoding="utf-8")

    # Board state, Python -> JS. Names avoid those anywidget/ipywidgets use themselves
    # (keys, comm, log, layout, tooltip, tabbable), which would silently break the widget.
    cells = traitlets.List(help="rows of tile views (dicts), None for empty, {void: true}").tag(
        sync=True
    )
    width = traitlets.Int(4).tag(sync=True)
    height = traitlets.Int(4).tag(sync=True)
    score = traitlets.Unicode("0", help="the score as the game prints it").tag(sync=True)
    stat_boxes = traitlets.List(
        help="[{label, value, tiles?, bottom?, centered?}] of the mode's visible stat boxes"
    ).tag(sync=True)
    next_tiles = traitlets.List(help="tile views of the upcoming spawns the mode shows").tag(
        sync=True
    )
    hex_layout = traitlets.Dict(
        help="hexagonal boards: {cell, grid, positions, pitch} in per cent; {} otherwise"
    ).tag(sync=True)
    status = traitlets.Unicode("playing", help='"playing", "won" or "over"').tag(sync=True)
    directions = traitlets.List(help="[{label, keys, vector, available}] per direction").tag(
        sync=True
    )
    warnings = traitlets.List(traitlets.Unicode(), help="problems met while drawing").tag(
        sync=True
    )
    move_count = traitlets.Int(0).tag(sync=True)
    events = traitlets.List(help="what the last move did, for animation").tag(sync=True)
    can_undo = traitlets.Bool(False).tag(sync=True)
    keep_playing_allowed = traitlets.Bool(False).tag(sync=True)
    tile_clicks = traitlets.Bool(False, help="the mode has TileClick scripts").tag(sync=True)
    board_colors = traitlets.Dict(help="{grid, empty, text} CSS colours of the mode").tag(
        sync=True
    )
    board_side = traitlets.Float(
        4.0, help="board square / cell size: the unit of the display rules' sizes"
    ).tag(sync=True)
    css_vars = traitlets.Dict(help="CSS custom properties set on this board").tag(sync=True)
    title = traitlets.Unicode("", help="optional heading shown above the board").tag(sync=True)

    def __init__(
        self,
        game: Any = None,
        *,
        css_vars: Mapping[str, str] | None = None,
        title: str = "",
        autosave: str | os.PathLike[str] | None = None,
        **kwargs: Any,
    ) -> None:
        """Show ``game`` (a new classic game when omitted) and start following it."""
        adapter = GameAdapter(game)
        self._autosave = None if autosave is None else Autosave(autosave, adapter.game)
        super().__init__(css_vars=dict(css_vars or {}), title=title, **kwargs)
        self._adapter = adapter
        self._busy = False
        self.on_msg(self._handle_message)
        self._adapter.subscribe(self._on_game_changed)
        self.refresh()

    # ----------------------------------------------------------------- public API
    @property
    def game(self) -> Any:
        """The game this board shows (the same object, not a copy)."""
        return self._adapter.game

    def refresh(self, events: Iterable[Mapping[str, Any]] = ()) -> None:
        """Recompute every trait from the game and sync them in one message.

        Called automatically after moves and mode edits; call it yourself only after
        changing the game in a way the engine does not announce.
        """
        adapter = self._adapter
        snapshot = adapter.snapshot()
        with self.hold_sync():
            self.width = snapshot.width
            self.height = snapshot.height
            self.cells = snapshot.cells
            self.score = snapshot.score
            self.stat_boxes = snapshot.stat_boxes
            self.next_tiles = snapshot.next_tiles
            self.hex_layout = snapshot.hex_layout
            self.status = snapshot.status
            self.directions = snapshot.directions
            self.warnings = snapshot.warnings
            self.can_undo = snapshot.can_undo
            self.keep_playing_allowed = snapshot.keep_playing_allowed
            self.tile_clicks = snapshot.tile_clicks
            self.board_colors = snapshot.board_colors
            self.board_side = snapshot.board_side
            self.events = [jsonable(dict(e)) for e in events]
            self.move_count = snapshot.move_count
        if self._autosave is not None:
            try:
                self._autosave.save(adapter.game)
            except Exception as exc:  # noqa: BLE001 - a full disk must not stop the game
                logger.warning("pow2048_widget: autosave failed: %s", exc)
                self.warnings = [*self.warnings, f"autosave failed: {exc}"]

    def close(self) -> None:
        """Stop following the game and close the widget's comm."""
        self._adapter.unsubscribe()
        super().close()

    # ----------------------------------------------------------------- actions
    def move(self, direction: int) -> bool:
        """Press ``direction`` (an index into the mode's directions); True if tiles moved."""
        return self._run("move", lambda: self._adapter.move(direction))

    def undo(self) -> bool:
        """Take back the last move, if the game keeps history; True if it did."""
        return self._run("undo", self._adapter.undo)

    def new_game(self) -> bool:
        """Start a new game of the same mode."""
        return self._run("new_game", self._adapter.new_game)

    def keep_playing(self) -> bool:
        """Leave the win screen and continue the game."""
        return self._run("keep_playing", self._adapter.keep_playing)

    def click(self, row: int, col: int) -> bool:
        """Click cell (row, col): runs the mode's "TileClick" scripts, if it has any."""
        return self._run("click", lambda: self._adapter.click(row, col))

    def explain_move(self, direction: int | str) -> Any:
        """A view of ``game.explain_move(direction)`` whose rule tests open in a Stepper."""
        from .explain_view import ExplainView

        return ExplainView(self.game.explain_move(direction))

    # ----------------------------------------------------------------- plumbing
    def _run(self, name: str, action: Any) -> bool:
        """Run one player action, then sync once (with its animation events).

        The engine also notifies observers while the action runs; those notifications are
        skipped here (``_busy``) so a key press costs exactly one sync.
        """
        self._busy = True
        events: list[dict[str, Any]] = []
        ok = False
        try:
            ok, events = action()
        except Exception as exc:  # noqa: BLE001 - a broken mode must not kill the kernel's comm
            logger.warning("pow2048_widget: %s failed: %s", name, exc, exc_info=True)
            self._adapter.note_warning(f"{name} failed: {exc}")
        finally:
            self._busy = False
        self.refresh(events if ok else ())
        return ok

    def _on_game_changed(self, *_args: Any, **_kwargs: Any) -> None:
        """The game or its mode changed behind the board's back (e.g. from a cell)."""
        if self._busy:
            return
        try:
            self.refresh(self._adapter.pending_events())
        except Exception as exc:  # noqa: BLE001 - observers must never raise into the engine
            logger.warning("pow2048_widget: redraw failed: %s", exc, exc_info=True)

    def _handle_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Handle a message from the browser; anything malformed is logged and ignored."""
        if not isinstance(content, dict):
            logger.warning("pow2048_widget: ignoring non-object message %r", content)
            return
        kind = content.get("type")
        # Checked against the game, not the synced traits: the browser can write those.
        game = self._adapter.game
        if kind == "move":
            direction = content.get("direction")
            count = len(game.directions)
            if (
                not isinstance(direction, int)
                or isinstance(direction, bool)
                or not 0 <= direction < count
            ):
                logger.warning(
                    "pow2048_widget: ignoring move with invalid direction %r (mode has %d)",
                    direction,
                    count,
                )
                return
            self.move(direction)
        elif kind == "undo":
            self.undo()
        elif kind == "new_game":
            self.new_game()
        elif kind == "keep_playing":
            self.keep_playing()
        elif kind == "click":
            row, col = content.get("row"), content.get("col")
            if not all(
                isinstance(v, int) and not isinstance(v, bool) and 0 <= v < limit
                for v, limit in ((row, game.height), (col, game.width))
            ):
                logger.warning("pow2048_widget: ignoring click on invalid cell %r, %r", row, col)
                return
            self.click(row, col)
        else:
            logger.warning("pow2048_widget: ignoring message of unknown type %r", kind)
