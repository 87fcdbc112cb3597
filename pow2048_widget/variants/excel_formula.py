"""The Excel LAMBDA 2048, step by step as its formula computes it (pure Python, no engine).

The spreadsheet game replays every move from its seed on each recalculation. This module does
the same with the same arithmetic: Python floats are the IEEE doubles Excel computes with, and
every step below names the part of the formula it follows.

* ``lcg_next``: ``MOD(a*6423135, 16777213)``, one number per move, used or not.
* ``place_random``: the empty cells in row-major order, the cell ``MOD(seed, count)+1``, a 4
  when ``MOD(INT(seed/10), 10)`` is 0, else a 2.
* ``rotate``: ``SORTBY`` of the 16 cells by ``SEQUENCE(16)`` or the fixed 90-degree order list,
  ascending or descending by the sign of the direction (up 1, down -1, left 2, right -2).
* ``slide_column``: the "evil boolean arithmetic" that merges a column upwards and stores
  the points after the decimal point (``pt = 1.00002``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

LCG_MULTIPLIER = 6423135
LCG_MODULUS = 16777213
#: Score modifier: a merge of two ``a`` gives ``2a + 0.00002a``; the decimals are the points.
PT = 1.00002
#: The formula's hard-coded 90-degree order (1-based cell numbers, row-major).
ORDER_90 = (4, 8, 12, 16, 3, 7, 11, 15, 2, 6, 10, 14, 1, 5, 9, 13)
#: The formula's move codes.
MOVE_CODES = {"U": 1, "D": -1, "L": 2, "R": -2}
#: Seeds are integers below this bound, where ``seed*6423135`` is exact in a double and
#: Excel's ``MOD`` stays in its documented range (quotient below 2**27).
SEED_LIMIT = 2**28
#: Longest move string ``excel_2048_replay`` accepts (the spreadsheet reads 10,000 rows).
MAX_MOVES = 10_000

Cells = list[float]  # 16 cells, row-major, as TOCOL(grid) lists them


def lcg_next(a: int) -> int:
    """The next number of the game's generator: ``MOD(a*6423135, 16777213)``."""
    return (a * LCG_MULTIPLIER) % LCG_MODULUS


def tile_digit(seed: int) -> int:
    """``IF(MOD(INT(seed/10),10),2,4)``: a 4 when the tens digit of the seed is 0."""
    return 2 if (seed // 10) % 10 else 4


def place_random(seed: int, cells: Sequence[float]) -> Cells:
    """The formula's ``place_random``: put a 2 or 4 in the ``MOD(seed, count)+1``-th empty cell.

    ``FILTER(SEQUENCE(16), col=0, 1)`` lists the empty cells; when there is none FILTER gives
    its fallback 1, so the first cell would be overwritten (the game never calls it then:
    it places a tile only after a move that changed the grid, which always leaves a gap).
    """
    zeros = [i for i, x in enumerate(cells) if x == 0] or [0]
    out = list(cells)
    out[zeros[seed % len(zeros)]] = float(tile_digit(seed))
    return out


def start_cells(seed: int) -> Cells:
    """``start_grid``: two placements from the same seed into an empty grid, then every tile a 2."""
    cells = place_random(seed, place_random(seed, [0.0] * 16))
    return [2.0 if x > 0 else 0.0 for x in cells]


def rotate(cells: Sequence[float], direction: int) -> Cells:
    """``WRAPROWS(SORTBY(TOCOL(grid), CHOOSE(ABS(d), SEQUENCE(16), order), SIGN(d)), 4)``."""
    keys = range(1, 17) if abs(direction) == 1 else ORDER_90
    pairs = sorted(zip(keys, cells, strict=True), key=lambda kv: kv[0],
                   reverse=direction < 0)
    return [value for _, value in pairs]


def _shift(column: Sequence[float]) -> list[float]:
    """``SORTBY(x, x=0)``: non-zero values first in their order, zeros last."""
    return [x for x in column if x != 0] + [x for x in column if x == 0]


def slide_column(column: Sequence[float]) -> list[float]:
    """One column slid up: shift, merge by the boolean arithmetic, shift again.

    For integer tiles below 65536 this merges exactly as classic 2048 does (``2,2,2,2`` gives
    ``4,4,0,0``) and each merged tile carries its points in the decimals.
    """
    a, b, c, d = _shift(column)
    p, q, r = float(a == b), float(b == c), float(c == d)
    return _shift([
        a * p * PT + a,
        b * (q * PT + 1) * (1 - p),
        c * (r * PT + 1) * float(bool(1 - q or p)),
        d * float(bool(1 - r or q - p * q)),
    ])


def slide(cells: Sequence[float]) -> Cells:
    """``HSTACK(slide_column(grid,1), ..., slide_column(grid,4))``: every column slid up."""
    columns = [slide_column([cells[4 * r + c] for r in range(4)]) for c in range(4)]
    return [columns[c][r] for r in range(4) for c in range(4)]


def _excel_sum(values: Sequence[float]) -> float:
    total = 0.0
    for x in values:
        total += x
    return total


def excel_round(x: float) -> int:
    """``ROUND(x, 0)``: halves away from zero."""
    return int(math.floor(abs(x) + 0.5)) * (1 if x >= 0 else -1)


def check_seed(seed: object) -> int:
    """The seed as an int (a whole float is accepted), or ValueError naming the range."""
    if isinstance(seed, float) and seed.is_integer():
        seed = int(seed)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
        raise ValueError(f"seed must be an integer from 0 to {SEED_LIMIT - 1}, not {seed!r}")
    return seed


def check_moves(moves: object) -> str:
    """The moves as an upper-case string of U, D, L, R, or ValueError naming the problem."""
    if not isinstance(moves, str):
        raise ValueError(f"moves must be a string of U, D, L, R, not {type(moves).__name__}")
    if len(moves) > MAX_MOVES:
        raise ValueError(f"at most {MAX_MOVES} moves (the spreadsheet reads 10,000 rows), "
                         f"got {len(moves)}")
    text = moves.upper()
    for i, ch in enumerate(text):
        if ch not in MOVE_CODES:
            raise ValueError(f"moves[{i}] is {moves[i]!r}; use only U, D, L, R")
    return text


class ExcelRun:
    """The state the formula's ``REDUCE`` carries: grid, total score, victory status."""

    def __init__(self, seed: int) -> None:
        self.seed = check_seed(seed)
        self.random = self.seed
        self.cells: Cells = start_cells(self.seed)
        self.total = 0.0
        self.move_score = 0.0
        self.win = 0

    def step(self, move: str) -> None:
        """One move of the main loop: rotate, slide, unrotate, place if changed, truncate."""
        self.random = lcg_next(self.random)   # randoms = SCAN(seed, moves, LCG): one per move
        d = MOVE_CODES[move]
        unrotated = rotate(slide(rotate(self.cells, d)), d if d * d == 1 else -d)
        changed = any(g != u for g, u in zip(self.cells, unrotated, strict=True))
        placed = place_random(self.random, unrotated) if changed else unrotated
        truncated = [float(math.floor(x)) for x in placed]
        self.move_score = (_excel_sum(placed) - _excel_sum(truncated)) * 10**5
        self.total += self.move_score
        if self.win == 0:
            self.win = int(any(x >= 2048 for x in truncated))
        else:
            self.win = 2
        self.cells = truncated

    @property
    def grid(self) -> list[list[int]]:
        return [[int(self.cells[4 * r + c]) for c in range(4)] for r in range(4)]

    @property
    def score(self) -> int:
        """The score the spreadsheet prints: ``ROUND(score, 0)``."""
        return excel_round(self.total)

    def game_over(self) -> bool:
        """The formula's ``game_over`` test: no zeros, none after sliding up or left."""
        if any(x == 0 for x in self.cells):
            return False
        if any(x == 0 for x in slide(self.cells)):
            return False
        return not any(x == 0 for x in slide(rotate(self.cells, 2)))


def excel_2048_replay(seed: int, moves: str) -> list[tuple[list[list[int]], int]]:
    """The Excel game's state after 0, 1, ..., ``len(moves)`` moves: ``(grid, score)`` each.

    ``moves`` is a string of ``U``, ``D``, ``L``, ``R``; ``grid`` is 4 rows of 4 ints, 0 for an
    empty cell; ``score`` the total the sheet shows. Same seed and moves, same grids as the
    spreadsheet.
    """
    text = check_moves(moves)
    run = ExcelRun(seed)
    out = [(run.grid, run.score)]
    for move in text:
        run.step(move)
        out.append((run.grid, run.score))
    return out
