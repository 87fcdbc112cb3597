"""``CustomGame``: the custom-game option set of the custom-game document, in Python.

Every option has the document's default (classic 2048). Functions are given either as
CalcArray or as Python callables:

* merge functions (``merge_condition``, ``merge_result``, ``merge_score``) read the sequence
  being merged: in CalcArray as ``"@Tiles"`` (the list of its values, the tile closest to the
  edge first) and ``"@TileCount"`` (its length); a Python callable gets that list, or one
  argument per tile when it is written ``f(a, b, ...)``;
* ``win_condition``: a list of Compendium win conditions, each a tile value (``[32]``) or an
  expression on one tile (``["@This 0", ">=", 32]``); a callable gets the board's values
  (rows of ints, 0 = empty) and returns True for a win;
* ``lose_condition``: a CalcArray expression on the board (``"@Grid r c 0"`` is the value at
  row r, column c); a callable gets the values. Without one the game is lost when no
  direction can move, as in classic 2048;
* ``new_tile``: a ``NewTile`` (values with weights, tiles per move, tiles at the start) or a
  callable ``f(values, random) -> [(row, column, value), ...]`` (``random()`` is the game's
  seeded generator) giving the new tiles after a move.

With CalcArray only, ``to_mode()`` turns the options into real Compendium rules (one merge
rule per sequence length with guards that give the document's order, see
``docs/seed-games.md``), so ``to_save_code()`` is a code the Compendium loads. A Python
callable plays here (the game gets a ``TurnHook``) but cannot be exported: ``to_mode()`` and
``to_save_code()`` raise ``ModeError`` naming the option.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..engine import Game, Mode, ModeError
from ._modes import EMPTY, directions
from .custom_hook import PythonRules
from .custom_options import (
    DISABLED_CSS,
    MAX_SIDE,
    NEW_MARK,
    PALETTE,
    STRATEGIES,
    VOID,
    NewTile,
    is_python,
)

if TYPE_CHECKING:
    from ..widgets import Board

Expr = Any


def _substitute(expr: Any, mapping: Mapping[str, Any]) -> Any:
    """``expr`` with every string that is a key of ``mapping`` replaced (``"@Tiles"``...)."""
    if isinstance(expr, str):
        return mapping.get(expr, expr)
    if isinstance(expr, (list, tuple)):
        return [_substitute(e, mapping) for e in expr]
    return expr


def _number(expr: Any) -> Any:
    """Ints become floats (CalcArray numbers), recursively."""
    if isinstance(expr, bool):
        return expr
    if isinstance(expr, int):
        return float(expr)
    if isinstance(expr, (list, tuple)):
        return [_number(e) for e in expr]
    return expr


def _ref(position: int, entry: int) -> str:
    """The cell ``position`` steps ahead of This (negative: occupied cells behind)."""
    if position > 0:
        return f"@Next {position} {entry}"
    if position == 0:
        return f"@This {entry}"
    return f"@NextNE {position} {entry}"


def _chain(terms: list[Any], op: str) -> list[Any]:
    """``[t0, op, t1, op, t2, ...]``: CalcArray reads it left to right."""
    out: list[Any] = [terms[0]]
    for term in terms[1:]:
        out += [op, term]
    return out


class CustomGame:
    """A 2048 variant from the custom-game options (snake_case), classic by default.

    >>> CustomGame(win_tile=32, grid_mask=[[1, 1, 1], [1, 0, 1], [1, 1, 1]],
    ...            initial_tiles=[(0, 0, 2)]).game(seed=1)

    ``size`` (rows, columns) or an int sets the board without a mask (default 4x4).
    ``palette`` replaces the colours ((background, text) pairs, the last one used once the
    others are taken); ``css_vars`` sets the Board's CSS custom properties (``--cell-size``,
    ``--cell-gap``, ``--tile-font-scale-factor``, ``--cell-border-radius``,
    ``--horizontal-slide-duration``, ``--vertical-slide-duration``, ``--zoomin-duration``).
    """

    def __init__(self, *, win_condition: Any = None, lose_condition: Any = None,
                 new_tile: NewTile | Callable[..., Any] | None = None,
                 merge_condition: Any = None, merge_result: Any = None,
                 merge_score: Any = None, grid_mask: Sequence[Sequence[int]] | None = None,
                 min_merge_length: int = 2, max_merge_length: int | None = None,
                 merge_strategy: str = "shortest-match",
                 initial_tiles: Iterable[Any] | None = None, win_tile: int | None = None,
                 size: int | tuple[int, int] | None = None,
                 palette: Sequence[tuple[str, str]] | None = None,
                 css_vars: Mapping[str, str] | None = None) -> None:
        if win_tile is not None and win_condition is not None:
            raise ModeError("win_tile", "give either win_tile or win_condition, not both")
        if win_tile is not None:
            if isinstance(win_tile, bool) or not isinstance(win_tile, int):
                raise ModeError("win_tile", f"must be an int, not {win_tile!r}")
            win_condition = [[win_tile]]
        if isinstance(win_condition, int) and not isinstance(win_condition, bool):
            win_condition = [[win_condition]]        # a tile value
        elif isinstance(win_condition, list) and win_condition and not all(
                isinstance(c, list) for c in win_condition):
            win_condition = [win_condition]          # one condition
        self.win_condition = win_condition
        self.lose_condition = lose_condition
        if isinstance(new_tile, Mapping):
            new_tile = NewTile(values=dict(new_tile))   # {value: weight}
        self.new_tile = new_tile if new_tile is not None else NewTile()
        self.merge_condition = merge_condition
        self.merge_result = merge_result
        self.merge_score = merge_score
        self.mask = self._check_mask(grid_mask, size)
        self.height, self.width = len(self.mask), len(self.mask[0])
        self.min_merge_length, self.max_merge_length = self._check_lengths(
            min_merge_length, max_merge_length)
        if isinstance(merge_strategy, str):
            merge_strategy = merge_strategy.replace("_", "-")
        if merge_strategy not in STRATEGIES:
            raise ModeError("merge_strategy", f"must be one of {', '.join(STRATEGIES)}, "
                            f"not {merge_strategy!r}")
        self.merge_strategy = merge_strategy
        self.initial_tiles = self._check_initial(initial_tiles)
        self.palette = tuple(palette) if palette else PALETTE
        if not all(isinstance(p, (tuple, list)) and len(p) == 2 for p in self.palette):
            raise ModeError("palette", "must be (background, text colour) pairs")
        self.css_vars = dict(css_vars or {})
        self._check_functions()

    # --- validation -------------------------------------------------------------------------

    @staticmethod
    def _check_mask(mask: Any, size: Any) -> list[list[int]]:
        if mask is None:
            if size is None:
                size = (4, 4)
            rows, cols = (size, size) if isinstance(size, int) else tuple(size)
            if not (1 <= rows <= MAX_SIDE and 1 <= cols <= MAX_SIDE):
                raise ModeError("size", f"sides must be from 1 to {MAX_SIDE}, not {size!r}")
            return [[1] * cols for _ in range(rows)]
        if size is not None:
            raise ModeError("size", "give either size or grid_mask, not both")
        if not isinstance(mask, (list, tuple)) or not mask:
            raise ModeError("grid_mask", "must be a non-empty list of rows of 0 and 1")
        rows = [list(r) if isinstance(r, (list, tuple)) else None for r in mask]
        width = len(rows[0] or [])
        for i, row in enumerate(rows):
            if row is None or len(row) != width or width == 0:
                raise ModeError("grid_mask", "rows must be lists of the same length", (i,))
            for j, cell in enumerate(row):
                if cell not in (0, 1) or isinstance(cell, float):
                    raise ModeError("grid_mask", f"cells are 1 (enabled) or 0 (disabled), "
                                    f"not {cell!r}", (i, j))
        if len(rows) > MAX_SIDE or width > MAX_SIDE:
            raise ModeError("grid_mask", f"at most {MAX_SIDE} rows and columns")
        if not any(any(r) for r in rows):
            raise ModeError("grid_mask", "needs at least one enabled cell")
        return [[int(c) for c in r] for r in rows]  # type: ignore[union-attr]

    def _check_lengths(self, low: Any, high: Any) -> tuple[int, int]:
        longest = max(self.width, self.height)
        if isinstance(low, bool) or not isinstance(low, int) or low < 1:
            raise ModeError("min_merge_length", f"must be an int >= 1, not {low!r}")
        if high is None:
            high = longest
        if isinstance(high, bool) or not isinstance(high, int) or high < low:
            raise ModeError("max_merge_length",
                            f"must be an int >= min_merge_length ({low}), not {high!r}")
        return low, min(high, longest)

    def _check_initial(self, tiles: Any) -> list[tuple[int, int, int]] | None:
        if tiles is None:
            return None
        out = []
        for i, t in enumerate(tiles):
            if isinstance(t, Mapping):
                try:
                    t = (t["row"], t["column"], t["value"])
                except KeyError as exc:
                    raise ModeError("initial_tiles", f"needs the key {exc.args[0]!r}",
                                    (i,)) from None
            if not (isinstance(t, (tuple, list)) and len(t) == 3
                    and all(isinstance(x, int) and not isinstance(x, bool) for x in t)):
                raise ModeError("initial_tiles", f"each tile is (row, column, value) ints, "
                                f"not {t!r}", (i,))
            r, c, v = t
            if not (0 <= r < self.height and 0 <= c < self.width):
                raise ModeError("initial_tiles", f"({r}, {c}) is off the "
                                f"{self.height}x{self.width} board", (i,))
            if not self.mask[r][c]:
                raise ModeError("initial_tiles", f"({r}, {c}) is a disabled cell", (i,))
            out.append((r, c, v))
        return out

    def _check_functions(self) -> None:
        for name in ("merge_condition", "merge_result", "merge_score", "lose_condition"):
            value = getattr(self, name)
            if value is not None and not (is_python(value) or isinstance(value, list)):
                raise ModeError(name, "must be CalcArray (a list) or a Python function, "
                                f"not {type(value).__name__}")
        merge = [getattr(self, n) for n in ("merge_condition", "merge_result", "merge_score")]
        if any(is_python(m) for m in merge) and any(isinstance(m, list) for m in merge):
            raise ModeError("merge_condition", "the merge functions are either all Python or "
                            "all CalcArray (a Python one runs the whole slide in Python)")
        win = self.win_condition
        if win is not None and not is_python(win) and not (
                isinstance(win, list) and all(isinstance(c, list) for c in win)):
            raise ModeError("win_condition", "must be a list of conditions (each a list) or a "
                            "Python function")
        nt = self.new_tile
        if not is_python(nt):
            if not isinstance(nt, NewTile):
                raise ModeError("new_tile", "must be a NewTile or a Python function")
            if not nt.values or any(not isinstance(v, int) or w < 0
                                    for v, w in nt.values.items()):
                raise ModeError("new_tile", "values maps int tile values to weights >= 0")
            if nt.per_move < 0 or (nt.at_start is not None and nt.at_start < 0):
                raise ModeError("new_tile", "tile counts must be >= 0")

    # --- what can be exported -----------------------------------------------------------------

    def python_options(self) -> list[str]:
        """The options given as Python functions (they play here but cannot be exported)."""
        names = ("win_condition", "lose_condition", "new_tile", "merge_condition",
                 "merge_result", "merge_score")
        return [n for n in names if is_python(getattr(self, n))]

    def merges_in_python(self) -> bool:
        return any(is_python(getattr(self, n))
                   for n in ("merge_condition", "merge_result", "merge_score"))

    # --- Compendium rules ---------------------------------------------------------------------

    def _function(self, option: Any, refs: list[str], default: Expr) -> Expr:
        """CalcArray of a merge function for the group ``refs`` (closest to the edge first)."""
        if option is None:
            return default
        tiles: list[Any] = [["@Literal"]]
        for r in refs:
            tiles += ["arr_push", r]
        return _substitute(_number(option), {"@Tiles": tiles,
                                             "@TileCount": float(len(refs))})

    def _condition(self, refs: list[str]) -> Expr:
        default = _chain([[refs[i], "=", refs[i + 1]] for i in range(len(refs) - 1)], "&&") \
            if len(refs) > 1 else True
        return self._function(self.merge_condition, refs, default)

    def _result(self, refs: list[str]) -> Expr:
        return self._function(self.merge_result, refs, _chain(list(refs), "+"))

    def _score(self, refs: list[str]) -> Expr:
        return self._function(self.merge_score, refs, self._result(refs))

    def _group(self, first: int, length: int) -> list[int]:
        """Positions (steps ahead of This) of a group whose edge-most tile is at ``first``."""
        return [first - i for i in range(length)]

    def _guarded_match(self, positions: list[int]) -> Expr:
        """True when every cell is a tile not made by a merge this move and they match."""
        fresh = [[_ref(p, 1), "<", "@Moves"] for p in positions]
        refs = [_ref(p, 0) for p in positions]
        return [_chain(fresh, "&&"), "&&", self._condition(refs)]

    def merge_rules(self) -> list[list[Any]]:
        """One Compendium rule per sequence length, longest first, with the document's order.

        A rule for length ``L`` is tested at the tile farthest from the edge (This) and
        merges This with the ``L-1`` tiles ahead of it. Guards keep the document's order:
        no earlier sequence (starting nearer the edge and still unmerged) that reaches past
        This may match, and for ``longest-match`` no longer sequence from the same start.
        """
        low, high = self.min_merge_length, self.max_merge_length
        rules = []
        for length in range(high, low - 1, -1):
            refs = [_ref(p, 0) for p in self._group(length - 1, length)]
            guards: list[Any] = []
            for other in range(low, high + 1):
                if self.merge_strategy == "longest-match" and other > length:
                    guards.append(self._guarded_match(self._group(length - 1, other)))
                for first in range(length, high):           # earlier starts, ahead
                    if other > first + 1:                    # ... reaching behind This
                        guards.append(self._guarded_match(self._group(first, other)))
            cond = self._condition(refs)
            if guards:
                cond = [cond, "&&", [_chain(guards, "||"), "!"]]
            flags = [False] + [True] * (length - 1)
            rules.append([float(length), cond, True,
                          [[self._result(refs), "@Moves"]], self._score(refs), flags])
        return rules

    def _tile_types(self) -> list[list[Any]]:
        last = float(len(self.palette) - 1)
        index = [["@DiscTiles", "arr_indexOf", [["@Literal"], "arr_push", "@This 0"]],
                 "min", last]
        bgs = ["@Literal", *[p[0] for p in self.palette]]
        fgs = ["@Literal", *[p[1] for p in self.palette]]
        return [[True, ["@This 0"], [bgs, "arr_elem", index], [fgs, "arr_elem", index]]]

    def _starting_grid(self) -> list[list[Any]]:
        grid: list[list[Any]] = [[EMPTY if m else VOID for m in row] for row in self.mask]
        for r, c, v in self.initial_tiles or []:
            grid[r][c] = [float(v), NEW_MARK]
        return grid

    def _start_amount(self) -> int:
        nt = self.new_tile
        if isinstance(nt, NewTile) and nt.at_start is not None:
            return nt.at_start
        return 0 if self.initial_tiles is not None else 2

    def _build_mode(self) -> Mode:
        nt = self.new_tile
        spawns = ([[[float(v), NEW_MARK], float(w)] for v, w in nt.values.items()]
                  if isinstance(nt, NewTile) else [[[2.0, NEW_MARK], 1.0]])
        win = self.win_condition
        win_conditions = [[2048.0]] if win is None else ([] if is_python(win)
                                                          else _number(win))
        lose = self.lose_condition
        rules = ([[2.0, False, True, [], 0.0]] if self.merges_in_python()
                 else self.merge_rules())
        return Mode(
            width=self.width, height=self.height,
            starting_grid=self._starting_grid(),
            tile_num_amount=2.0,
            directions=directions((["ArrowUp", "KeyW"], ["ArrowDown", "KeyS"],
                                   ["ArrowLeft", "KeyA"], ["ArrowRight", "KeyD"])),
            tile_types=self._tile_types(),
            merge_rules=rules,
            start_tile_spawns=spawns,
            start_tile_amount=float(self._start_amount()),
            random_tile_amount=float(nt.per_move if isinstance(nt, NewTile) else 1),
            win_conditions=win_conditions,
            lose_requirement=(False if lose is None or is_python(lose) else _number(lose)),
            discovered_tiles_filter=["arr_slice", 0.0, 1.0],
            merge_result_known_level=0.0,
            stat_boxes=[["Score", "@Score"]],
        )

    def to_mode(self) -> Mode:
        """The Compendium Mode of these options (ModeError if one is a Python function)."""
        python = self.python_options()
        if python:
            raise ModeError(python[0], "is a Python function, which the Compendium cannot "
                            f"run; options given as Python ({', '.join(python)}) play with "
                            "CustomGame.game() but cannot be exported. Write them in "
                            "CalcArray to export.")
        return self._build_mode()

    def to_save_code(self) -> str:
        """A v3.0 Mode code the Compendium loads (ModeError if an option is Python)."""
        return self.to_mode().to_save_code()

    # --- playing ------------------------------------------------------------------------------

    def game(self, seed: int | None = None) -> Game:
        """A new game of these options (Python options play through a ``TurnHook``)."""
        if not self.python_options():
            return Game(self.to_mode(), seed=seed)
        game = Game(self._build_mode(), seed=seed)
        game.turn_hook = PythonRules(self)
        game.new_game(seed)
        return game

    def board(self, seed: int | None = None, **kwargs: Any) -> Board:
        """A Board playing a new game, with the disabled-cell look and ``css_vars``."""
        from ..widgets import Board

        css = {**DISABLED_CSS, **self.css_vars, **kwargs.pop("css_vars", {})}
        return Board(self.game(seed), css_vars=css, **kwargs)

    def __repr__(self) -> str:
        return (f"CustomGame({self.height}x{self.width}, merge {self.min_merge_length}-"
                f"{self.max_merge_length} {self.merge_strategy})")
