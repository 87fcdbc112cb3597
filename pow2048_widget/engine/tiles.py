"""Cells and tiles: the deep strict equality the reference uses, hashable keys, copies.

Tiles are compared with JavaScript strict equality on their leaves: a BigInt
``5`` differs from the number ``5.0``, ``True`` differs from ``1.0``, NaN equals nothing.
Python's ``==`` conflates those, so every comparison of tiles goes through here.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

from ..calcarray.values import UNDEFINED

EMPTY = "@Empty"
VOID = "@Void"
SLIPPERY = "@Slippery"
TEMP_HOLE = "@TemporaryHole"


class _NaNKey:
    """A key part that never equals anything (not even itself), like NaN in JS."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return False

    def __hash__(self) -> int:
        return 0


def _leaf_key(x: Any) -> Any:
    t = type(x)
    if t is float:
        return _NaNKey() if x != x else x
    if t is str:
        return x
    if t is bool:
        return ("b", x)
    if t is int:
        return ("i", x)
    if t is list:
        return ("L",) + tuple(_leaf_key(v) for v in x)
    if x is None:
        return ("null",)
    if x is UNDEFINED:
        return ("undef",)
    return ("o", type(x).__name__, x)


def tile_key(cell: Any) -> Any:
    """Hashable key with strict-equality semantics: equal keys iff the cells are deep-equal.

    A flat tile of non-NaN floats keys as a plain tuple (the common, fast case).
    """
    if type(cell) is list:
        if len(cell) == 1:
            v = cell[0]
            if type(v) is float and v == v:
                return (v,)
            if type(v) is int:  # a one-BigInt tile (DIVE): the general key, built directly
                return ("T", ("i", v))
        for v in cell:
            if type(v) is not float or v != v:
                return ("T",) + tuple(_leaf_key(v) for v in cell)
        return tuple(cell)
    if type(cell) is str:  # an empty cell: half of a board's cells, keyed once per press
        return cell
    return _leaf_key(cell)


def line_key(cells: Sequence[Any]) -> tuple[Any, ...]:
    """``tuple(map(tile_key, cells))``, with the two commonest cells (empty, one number)
    keyed inline: the fast path keys every line of the board at every press."""
    return tuple([c if type(c) is str else (c[0],) if type(c) is list and len(c) == 1
                  and type(c[0]) is float and c[0] == c[0] else tile_key(c) for c in cells])


def plain_key(cells: Iterable[Any]) -> tuple[Any, ...]:
    """Cells as plain values: a text cell (empty, a hole) as itself, a tile of one number as
    that number, any other cell as None. A cheaper key than ``line_key`` for the common
    lines; see ``plain_key_exact`` for when equal plain keys mean strictly equal cells."""
    return tuple([c if c.__class__ is str else c[0] if c.__class__ is list and len(c) == 1
                  and c[0].__class__ is float else None for c in cells])


def plain_key_exact(key: tuple[Any, ...]) -> bool:
    """Equal plain keys without None or NaN mean strictly equal cells (a text and a number
    never compare equal; ``0.0`` and ``-0.0`` do, as strict equality has it). Only such
    keys may be remembered: a NaN could match itself as the same object."""
    return None not in key and all(x == x for x in key)


def cells_equal(a: Any, b: Any) -> bool:
    """Deep strict equality of two cells / values."""
    ta, tb = type(a), type(b)
    if ta is list:
        if tb is not list or len(a) != len(b):
            return False
        return all(cells_equal(x, y) for x, y in zip(a, b, strict=True))
    if ta is not tb:
        return False
    if ta is float:
        return a == b  # NaN != NaN, 0.0 == -0.0
    return bool(a == b)


def is_tile(cell: Any) -> bool:
    return type(cell) is list


def is_hole(cell: Any) -> bool:
    """A hole or a temporary hole: never holds a tile, blocks movement and overflow."""
    return cell == VOID or (type(cell) is str and cell.startswith(TEMP_HOLE))


def copy_value(x: Any) -> Any:
    """Deep copy of nested lists (leaves are immutable)."""
    if type(x) is list:
        return [copy_value(v) for v in x]
    return x


def copy_grid(grid: list[list[Any]]) -> list[list[Any]]:
    """Copy of a grid; tiles are treated as immutable values so rows are copied shallowly."""
    return [row[:] for row in grid]


def is_nan(x: Any) -> bool:
    return type(x) is float and math.isnan(x)
