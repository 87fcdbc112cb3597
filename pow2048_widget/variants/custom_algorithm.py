"""The custom-game document's merge algorithm, in Python (the reference for ``CustomGame``).

From the document: sequences of consecutive tiles (separated only by empty cells) are formed
from the edge the tiles slide to. A sequence must include the first tile and have a length
between the minimum and maximum merge length. With ``shortest-match`` the first (shortest)
sequence that meets the merge condition is merged into one tile; with ``longest-match`` the
longest. After a merge the procedure repeats with the remaining tiles; when no sequence
matches, the first tile is set aside and the procedure repeats with the rest. Disabled cells
split a line into parts that slide on their own (tiles cannot cross them).

Functions receive the values of a sequence with the tile closest to the edge first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

Values = Sequence[int]
Condition = Callable[[list[int]], bool]
Result = Callable[[list[int]], int]

#: A line cell: a tile's value, 0 for an empty cell, None for a disabled cell.
Cell = int | None

STRATEGIES = ("shortest-match", "longest-match")


def merge_tiles(tiles: list[int], condition: Condition, result: Result, score: Result,
                min_length: int, max_length: int, strategy: str,
                ) -> tuple[list[int], int]:
    """Merge a run of tiles (closest to the edge first): (tiles after, points gained)."""
    lengths = range(min_length, max_length + 1)
    order = list(lengths) if strategy == "shortest-match" else list(reversed(lengths))
    out: list[int] = []
    points = 0
    i = 0
    while i < len(tiles):
        for length in order:
            group = tiles[i:i + length]
            if len(group) == length and condition(list(group)):
                out.append(int(result(list(group))))
                points += int(score(list(group)))
                i += length
                break
        else:
            out.append(tiles[i])
            i += 1
    return out, points


def slide_line(line: Sequence[Cell], condition: Condition, result: Result, score: Result,
               min_length: int, max_length: int, strategy: str) -> tuple[list[Cell], int]:
    """Slide one line towards its start (index 0 is the edge): (cells after, points)."""
    out: list[Cell] = []
    points = 0
    start = 0
    cells = list(line) + [None]
    for end, cell in enumerate(cells):
        if cell is not None:
            continue
        part = [c for c in cells[start:end] if c]
        merged, gained = merge_tiles([int(c) for c in part], condition, result, score,
                                     min_length, max_length, strategy)
        points += gained
        out.extend(merged + [0] * (end - start - len(merged)))
        if end < len(line):
            out.append(None)
        start = end + 1
    return out, points


def lines(height: int, width: int, direction: int) -> list[list[tuple[int, int]]]:
    """The board's lines for ``direction`` (0 up, 1 down, 2 left, 3 right), edge cell first."""
    if direction in (0, 1):
        rows = range(height) if direction == 0 else range(height - 1, -1, -1)
        return [[(r, c) for r in rows] for c in range(width)]
    cols = range(width) if direction == 2 else range(width - 1, -1, -1)
    return [[(r, c) for c in cols] for r in range(height)]


def slide_board(board: list[list[Cell]], direction: int, condition: Condition,
                result: Result, score: Result, min_length: int, max_length: int,
                strategy: str) -> tuple[list[list[Cell]], int]:
    """Slide a whole board (rows of cells) in ``direction``: (board after, points)."""
    height, width = len(board), len(board[0]) if board else 0
    out = [list(row) for row in board]
    points = 0
    for cells in lines(height, width, direction):
        new, gained = slide_line([board[r][c] for r, c in cells], condition, result, score,
                                 min_length, max_length, strategy)
        points += gained
        for (r, c), value in zip(cells, new, strict=True):
            out[r][c] = value
    return out, points
