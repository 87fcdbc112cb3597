"""``TileRenderer``: TileViews for a mode's tiles, cached per distinct tile.

Redrawing a board evaluates each distinct tile once. The cache key is the tile itself, which
is only sound when the TileTypes read nothing but the tile; rules that mention
positions, game state, randomness or words we cannot classify switch the cache to
(tile, position, state snapshot) or off. Strings assembled at run time (``"@" str_concat
"Score"``) cannot be detected; such modes should pass ``cache=False``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

from ..calcarray.effects import EVAL, MODE, OUTPUT, PRIMES, RANDOM
from ..calcarray.errors import CalcArrayError
from ..calcarray.operators import names_with
from ..calcarray.state import GameState
from ..calcarray.values import UNDEFINED
from .evaluation import tile_env
from .geometry import UI_TEXT_COLOR, BoardGeometry
from .rules import RenderOptions, apply_rule, render_tile
from .tree import Node
from .view import TileView

BLOCKED_CROSS = (
    "linear-gradient(45deg, #0000 0% 45%, #8002 45% 55%, #0000 55% 100%), "
    "linear-gradient(135deg, #0000 0% 45%, #8002 45% 55%, #0000 55% 100%)"
)
TEMPORARY_HOLE_BACKGROUND = "radial-gradient(#0004, #0000 75%)"

# "@" words whose value depends only on the tile (or on the rule itself).
_PURE_WORDS = frozenset({
    "@This", "@Var", "@Parent", "@Literal", "@CalcArray", "@end_vars", "@if", "@else-if",
    "@else", "@end-if", "@end-else-if", "@end-else", "@repeat", "@end-repeat", "@end-stack",
    "@var_retain", "@var_copy", "@global_var_retain", "@global_var_copy", "@global_var_none",
    "@global_var_retain_inner", "@global_var_copy_inner", "@global_var_none_inner",
    "@add_var", "@edit_var", "@insert_var", "@remove_var", "@HSLA", "@RGBA", "@HSVA",
    "@linear-gradient", "@radial-gradient", "@conic-gradient", "@repeating-linear-gradient",
    "@repeating-radial-gradient", "@repeating-conic-gradient", "@multi-gradient", "@rotate",
    "@GradientDetails", "@CalcArrayNumber", "@ColorScheme", "@DisplayTile", "@TextE",
    "@Bold", "@Italic", "@Superscript", "@Subscript", "@UnBold", "@UnItalic", "@Underline",
    "@Overline", "@Strikethrough", "@NoLine", "@TextColor", "@TextShadow", "@ComposeTE",
    "@Empty", "@Void", "@Slippery", "@TemporaryHole",
})
_POSITION_WORDS = frozenset({"@VCoord", "@HCoord", "@Position", "@FromVCoord", "@FromHCoord",
                             "@FromVDir", "@FromHDir", "@Next", "@NextNE", "@NextFull",
                             "@Relative", "@TileContainer", "@VDir", "@HDir"})
#: Names whose views can differ for the same tile and cell, or that change the game when
#: evaluated (the effects table, ``calcarray.effects``): randomness, the mode's functions,
#: expressions made at run time, anything written but printed output and the primes list
#: (which a view only extends: a cached view shows the same).
_IMPURE_OPERATORS = names_with(
    lambda e: bool(e.reads & {RANDOM, MODE, EVAL}) or bool(e.writes - {OUTPUT, PRIMES}))

CACHE_TILE = "tile"
"""Views depend on the tile only: one evaluation per distinct tile."""
CACHE_CELL = "cell"
"""Views read positions or game state: cached per (tile, position) for one state snapshot."""
CACHE_NONE = "none"
"""Randomness or unknown words: every view is computed afresh."""


def classify_rules(tile_types: Any) -> str:
    """How a TileTypes list may be cached (``CACHE_TILE``, ``CACHE_CELL`` or ``CACHE_NONE``)."""
    verdict = CACHE_TILE
    stack = [tile_types]
    while stack:
        item = stack.pop()
        if isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str):
            if item in _IMPURE_OPERATORS:
                return CACHE_NONE
            if item.startswith("@") and not item.startswith("@@"):
                words = item.split(" ")
                if any(w in _POSITION_WORDS for w in words) or words[0] not in _PURE_WORDS:
                    verdict = CACHE_CELL
    return verdict


def _leaf_key(x: Any) -> Any:
    if isinstance(x, bool):
        return ("b", x)
    if isinstance(x, int):
        return ("i", x)
    if isinstance(x, float):
        return ("nan",) if math.isnan(x) else ("f", x)
    if isinstance(x, list):
        return ("L", *(_leaf_key(v) for v in x))
    if x is None:
        return ("null",)
    if x is UNDEFINED:
        return ("undef",)
    if isinstance(x, str):
        return ("s", x)
    return ("o", type(x).__name__, repr(x))


def tile_cache_key(tile: Any) -> Any:
    """A hashable key that distinguishes ``[5]`` from ``[5n]`` (strict equality)."""
    return _leaf_key(tile)


class TileRenderer:
    """Turns tiles into ``TileView`` objects under one mode's TileTypes.

    ``source`` is a mode (anything with ``tile_types``, and optionally ``tile_num_amount``,
    ``width``, ``height``, ``hexagonal``, ``hidden_tile_text``, ``text_background``) or a
    TileTypes list. ``kind`` is the kind of container the tile is drawn in (``"Grid"`` for
    board tiles, ``"NextTiles"`` for the preview of upcoming spawns). ``cache=False`` disables
    caching altogether.
    """

    def __init__(self, source: Any, *, tile_num_amount: int | None = None,
                 width: int | None = None, height: int | None = None,
                 hexagonal: bool | None = None, hide_text: bool | None = None,
                 kind: str = "Grid", cache: bool = True, max_cache: int = 4096) -> None:
        if isinstance(source, list):
            self.tile_types: list[Any] = source
            mode = None
        else:
            mode = source
            self.tile_types = list(getattr(source, "tile_types", []) or [])
        self.tile_num_amount = int(tile_num_amount or getattr(mode, "tile_num_amount", 1) or 1)
        self.geometry = BoardGeometry(
            int(width or getattr(mode, "width", 4) or 4),
            int(height or getattr(mode, "height", 4) or 4),
            bool(getattr(mode, "hexagonal", False) if hexagonal is None else hexagonal))
        hidden = getattr(mode, "hidden_tile_text", False) if hide_text is None else hide_text
        self.options = RenderOptions(font_base=self.geometry.font_base(kind),
                                     hexagonal=self.geometry.hexagonal,
                                     hide_text=hidden is True)
        self.ui_text_color = getattr(mode, "text_background", UI_TEXT_COLOR)
        empty = getattr(mode, "tile_background", None)
        self.empty_rule: list[Any] | None = (
            [True, *empty[1:]] if isinstance(empty, list) and empty[:1] == ["@DisplayTile"]
            else None)
        """Empty cells drawn as tiles: the mode's ``["@DisplayTile", ...]`` cell colour."""
        self.cache_mode = (classify_rules([self.tile_types, self.empty_rule or []]) if cache
                           else CACHE_NONE)
        self.max_cache = max_cache
        self._cache: dict[Any, TileView] = {}
        self._cache_state: Any = None
        self.evaluations = 0
        """How many views were computed (not served from the cache): for tests/benchmarks."""

    # --- public API ---------------------------------------------------------------------

    def view(self, tile: Any, position: tuple[int, int] = (0, 0),
             state: GameState | None = None) -> TileView | None:
        """The view of ``tile`` at ``(row, col)``; None for cells that show no tile."""
        if isinstance(tile, str) and not (tile == "@Empty" and self.empty_rule):
            return self._special_cell(tile)
        state = state or self._default_state(tile)
        key = self._key(tile, position, state)
        if key is not None and key in self._cache:
            return self._cache[key]
        view = self._compute(tile, position, state)
        if key is not None:
            if len(self._cache) >= self.max_cache:
                self._cache.clear()
            self._cache[key] = view
        return view

    def views(self, grid: Iterable[Iterable[Any]], state: GameState | None = None,
              ) -> list[list[TileView | None]]:
        """Views of a whole grid (rows of cells), positions taken from the grid."""
        rows = [list(row) for row in grid]
        if state is None:
            state = GameState(grid=rows, width=len(rows[0]) if rows else 0, height=len(rows),
                              tile_num_amount=self.tile_num_amount)
        return [[self.view(cell, (r, c), state) for c, cell in enumerate(row)]
                for r, row in enumerate(rows)]

    def clear_cache(self) -> None:
        self._cache.clear()

    # --- internals ----------------------------------------------------------------------

    def _default_state(self, tile: Any) -> GameState:
        return GameState(grid=[[tile]], width=1, height=1, tile_num_amount=self.tile_num_amount)

    def _key(self, tile: Any, position: tuple[int, int], state: GameState) -> Any:
        if self.cache_mode == CACHE_TILE:
            return tile_cache_key(tile)
        if self.cache_mode == CACHE_CELL:
            snapshot = id(state), state.moves, state.merges, state.score
            if snapshot != self._cache_state:
                self._cache.clear()
                self._cache_state = snapshot
            return (tile_cache_key(tile), tuple(position))
        return None

    def _compute(self, tile: Any, position: tuple[int, int], state: GameState) -> TileView:
        self.evaluations += 1
        row, col = position
        if self.cache_mode == CACHE_TILE and state.grid[:1] != [[tile]]:
            # A tile-only rule set is evaluated on a one-cell grid: its views then do not
            # depend on where the tile was first seen.
            state = self._default_state(tile)
            row, col = 0, 0
        env = tile_env(state, float(row), float(col), hexagonal=self.geometry.hexagonal)
        rules = [self.empty_rule] if tile == "@Empty" and self.empty_rule else self.tile_types
        try:
            root = render_tile(tile, rules, env, self.options)
        except CalcArrayError as exc:
            return TileView.fallback(f"tile display rule failed: {exc}")
        except (RecursionError, ValueError, TypeError, ArithmeticError) as exc:
            return TileView.fallback(f"tile display rule failed: {exc!r}")
        return TileView.from_node(root)

    def _special_cell(self, cell: str) -> TileView | None:
        """``@TemporaryHole N`` shows N; empty cells, holes and slippery cells show nothing."""
        if not cell.startswith("@TemporaryHole"):
            return None
        count = cell[len("@TemporaryHole"):].strip()
        root = Node(classes=["tile"]).set(background_image=TEMPORARY_HOLE_BACKGROUND,
                                          background_color="transparent",
                                          color=_faded(self.ui_text_color), text_shadow="none")
        env = tile_env(GameState(), 0.0, 0.0)
        rule = [True, count, "transparent", "transparent", "none", 3.0, -1.05]
        apply_rule(root, rule, env, [], self.options)
        root.set(background_image=TEMPORARY_HOLE_BACKGROUND, background_color="transparent",
                 color=_faded(self.ui_text_color))
        return TileView.from_node(root)


def blocked_cell_style() -> dict[str, str]:
    """The faint diagonal cross over a spawn-blocked empty cell."""
    return {"background-color": "transparent", "background-image": BLOCKED_CROSS}


def _faded(colour: Any) -> str:
    """The UI text colour with its alpha multiplied by 0.3."""
    from ..calcarray.colorexpr import convert_color, evaluate_color
    from .factorcolor import STATIC_ENV

    try:
        rgba = convert_color(colour, "@RGBA", STATIC_ENV)
        if isinstance(rgba, list) and rgba[:1] == ["@RGBA"]:
            return str(evaluate_color([*rgba[:4], rgba[4] * 0.3], STATIC_ENV))
    except CalcArrayError:
        pass
    return "rgba(82, 76, 70, 0.3)"
