"""Observations: a mode's board as a fixed-shape integer array.

Encoding (the same for every mode): a board of ``height x width`` cells whose tiles have
``E`` entries (``TileNumAmount``) becomes an ``int64`` array of shape ``(height, width)``
when ``E == 1``, else ``(height, width, E)``:

- an empty cell is ``0`` in every entry;
- a cell that is not a tile (a hole, ``"@Void"``, ``"@Slippery"``) is ``-1``;
- entry ``e`` of a tile with value ``x`` is ``int(x) - low[e] + 1``, clipped to
  ``[1, max_value]``, where ``low[e]`` is the smallest value entry ``e`` has among the
  mode's spawn table and starting grid, but at most 1. Entries that are not numbers are 1.

For classic 2048 (tiles ``[k]`` showing 2^k) that is the exponent: 0 empty, 1 for a 2,
11 for 2048, as in gymnasium-2048. One-hot observations (``onehot=depth``) add a last axis of
``depth`` channels: channel ``c`` is 1 where the code is ``c`` (codes above ``depth - 1``
share the last channel; cells that are not tiles are all zero).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ..engine.mode import Mode
from ..engine.tiles import EMPTY, plain_key, plain_key_exact, tile_key

MAX_VALUE = 2**31 - 1


class Encoder:
    """Tile -> tuple of codes for one mode, remembered per tile."""

    def __init__(self, mode: Mode, max_value: int = MAX_VALUE) -> None:
        self.entries = int(mode.tile_num_amount)
        self.width, self.height = mode.width, mode.height
        self.max_value = int(max_value)
        lows = [1.0] * self.entries
        samples = [e[0] for e in mode.start_tile_spawns if type(e) is list and e]
        samples += [c for row in mode.starting_grid_or_empty() for c in row]
        for tile in samples:
            if type(tile) is list:
                for k, x in enumerate(tile[:self.entries]):
                    if type(x) in (float, int) and not isinstance(x, bool) and math.isfinite(x):
                        lows[k] = min(lows[k], float(x))
        self.low = [math.floor(x) for x in lows]
        self._memo: dict[Any, tuple[int, ...]] = {}
        # Tiles of one number by that number (0.0 and -0.0 share a code, as their keys do).
        self._single: dict[float | str, int] = {}
        # Rows of one-number tiles by ``plain_key``: (codes, highest number) (``encode_with_top``).
        self._rows: dict[tuple[Any, ...], tuple[tuple[int, ...], float | None]] = {}

    @property
    def shape(self) -> tuple[int, ...]:
        if self.entries == 1:
            return (self.height, self.width)
        return (self.height, self.width, self.entries)

    def codes(self, cell: Any) -> tuple[int, ...]:
        key = tile_key(cell)
        got = self._memo.get(key)
        if got is None:
            got = self._memo[key] = self._compute(cell)
        return got

    def _compute(self, cell: Any) -> tuple[int, ...]:
        if type(cell) is not list:
            return (0 if cell == EMPTY else -1,) * self.entries
        out = []
        for k in range(self.entries):
            x = cell[k] if k < len(cell) else None
            if isinstance(x, (float, int)) and not isinstance(x, bool) and math.isfinite(x):
                v = int(x) - self.low[k] + 1
            else:
                v = 1
            out.append(min(max(v, 1), self.max_value))
        return tuple(out)

    def encode_with_top(self, grid: list[list[Any]]) -> tuple[Any, float | None]:
        """``encode(grid)`` and the board's highest tile when every tile is one number other
        than NaN and the highest is not zero (else None: ask ``simulate.highest_entry``).

        An environment needs both at every step, so boards of one-number tiles are encoded a
        row at a time: each row's codes and highest number are remembered by the row's
        ``plain_key`` (bounded, like every memo)."""
        if self.entries != 1:
            return self.encode(grid), None
        rows = self._rows
        out = []
        top = -math.inf
        known = True
        for row in grid:
            key = plain_key(row)
            got = rows.get(key)
            if got is None:
                got = self._row(row)
                if plain_key_exact(key):
                    if len(rows) > 100_000:
                        rows.clear()
                    rows[key] = got
            out.append(got[0])
            high = got[1]
            if high is None:
                known = False
            elif high > top:
                top = high
        arr = np.array(out, dtype=np.int64)
        if arr.shape != self.shape:
            arr = arr.reshape(self.shape)
        # A top of zero may be 0.0 or -0.0 (equal, so rows share their memo): ask then.
        return arr, top if known and top != -math.inf and top != 0.0 else None

    def _row(self, row: list[Any]) -> tuple[tuple[int, ...], float | None]:
        """One row's codes and highest tile number (-inf: no tile; None: a tile that is not
        one number other than NaN)."""
        codes = tuple(self.codes(c)[0] for c in row)
        high = -math.inf
        for c in row:
            if type(c) is list:
                x = c[0] if len(c) == 1 else None
                if type(x) is not float or x != x:
                    return codes, None
                if x > high:
                    high = x
        return codes, high

    def encode(self, grid: list[list[Any]]) -> Any:
        codes = self.codes
        if self.entries == 1:  # one code per cell: skip the tile keys of the common tiles
            single = self._single
            flat = []
            for row in grid:
                for c in row:
                    if type(c) is list and len(c) == 1 and type(c[0]) is float \
                            and c[0] == c[0]:
                        k = c[0]
                    elif type(c) is str:  # an empty cell (a text never equals a number)
                        k = c
                    else:
                        flat.append(codes(c)[0])
                        continue
                    got = single.get(k)
                    if got is None:
                        if len(single) > 100_000:  # bounded, like every memo
                            single.clear()
                        got = single[k] = codes(c)[0]
                    flat.append(got)
            return np.array(flat, dtype=np.int64).reshape(self.shape)
        arr = np.array([codes(c) for row in grid for c in row], dtype=np.int64)
        return arr.reshape(self.shape)


def one_hot(codes: Any, depth: int) -> Any:
    """``codes`` (any shape) -> one more axis of ``depth`` channels (uint8)."""
    clipped = np.minimum(codes, depth - 1)
    out = (clipped[..., None] == np.arange(depth)).astype(np.uint8)
    out[codes < 0] = 0
    return out
