"""Grid geometry: traversal order, paths along a step vector, @NextNE-style walks.

Kept apart from the move logic because the same walks serve merges, the merge-result cache,
overflow placement and spawning.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from .tiles import EMPTY, SLIPPERY, VOID

Pos = tuple[int, int]


@cache
def traversal_order(width: int, height: int, dv: int, dh: int) -> tuple[Pos, ...]:
    """All cells front-most first; row-major for a zero direction."""
    cells = [(v, h) for v in range(height) for h in range(width)]
    cells.sort(key=lambda p: (-(p[0] * dv + p[1] * dh), -(p[0] * dh - p[1] * dv)))
    return tuple(cells)


@cache
def neighbours(width: int, height: int, dv: int, dh: int) -> tuple[tuple[Pos | None, ...], ...]:
    """For each cell the next cell along (dv, dh), None at the edge (no slippery cells)."""
    return tuple(tuple((v + dv, h + dh) if 0 <= v + dv < height and 0 <= h + dh < width
                       else None for h in range(width)) for v in range(height))


def step(grid: list[list[Any]], width: int, height: int, v: int, h: int, dv: int,
         dh: int) -> Pos | None:
    """One step along (dv, dh), skipping slippery cells; None when it leaves the grid."""
    while True:
        v += dv
        h += dh
        if not (0 <= v < height and 0 <= h < width):
            return None
        if grid[v][h] != SLIPPERY:
            return (v, h)


def path(grid: list[list[Any]], width: int, height: int, v: int, h: int, dv: int, dh: int,
         limit: int | float = float("inf")) -> list[Pos]:
    """Cells ahead of (v, h) up to the edge (at most ``limit`` of them), slippery skipped."""
    out: list[Pos] = []
    if dv == 0 and dh == 0:
        return out
    while len(out) < limit:
        nxt = step(grid, width, height, v, h, dv, dh)
        if nxt is None:
            break
        out.append(nxt)
        v, h = nxt
    return out


def counted_walk(grid: list[list[Any]], width: int, height: int, v: int, h: int, dv: int,
                 dh: int, count: int, full: bool = False) -> Pos | None:
    """Where ``"@NextNE count"`` (or ``"@NextFull count"``) lands; None when off the grid.

    Counts cells that are not "@Empty"/"@Slippery" (with ``full``, holes do not count either).
    ``count`` 0 is the cell itself.
    """
    if count == 0:
        return (v, h)
    if dv == 0 and dh == 0:
        return None
    sv, sh = (dv, dh) if count > 0 else (-dv, -dh)
    left = abs(count)
    while left > 0:
        v += sv
        h += sh
        if not (0 <= v < height and 0 <= h < width):
            return None
        cell = grid[v][h]
        if cell == EMPTY or cell == SLIPPERY or (full and cell == VOID):
            continue
        left -= 1
    return (v, h)


def far_lines(grid: list[list[Any]], width: int, height: int, dv: int, dh: int) -> list[Pos]:
    """Spawn candidates for spawnLocation "Edge", row-major per line.

    The line farthest from the wall the tiles moved towards; while every cell gathered so far
    is a hole, the next line inwards is added too.
    """
    keyed: dict[int, list[Pos]] = {}
    for v in range(height):
        for h in range(width):
            keyed.setdefault(v * dv + h * dh, []).append((v, h))
    out: list[Pos] = []
    for key in sorted(keyed):
        out.extend(keyed[key])
        if any(grid[v][h] != VOID for v, h in keyed[key]):
            break
    return out
