"""Board geometry and default board colours.

Sizes are fractions of the board square so a notebook can scale them; the reference measures
them in ``vw``. Hexagonal boards use the reference's tighter pitch and offsets.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

PAGE_BACKGROUND = "#fff5da"
GRID_COLOR = "#c7bea7"
EMPTY_CELL_COLOR = "#ece0c2"
UI_TEXT_COLOR = "#524c46"
EMPTY_TILE_COLOR = "#ffffff"
"""What a tile with no colour set shows."""

FONT_FAMILY = '"Helvetica Neue", Arial, sans-serif'
HEX_CLIP = "polygon(6.67% 25%, 6.67% 75%, 50% 100%, 93.3% 75%, 93.3% 25%, 50% 0%)"

# Font bases per container kind, as a fraction of the board square side.
STAT_TILE_BASE = 6 / 33
SMALL_TILE_BASE = 4 / 33
SMALL_TILE_KINDS = frozenset({"NextTiles", "ScoreArraySelf", "ScoreArray", "SubtileWithText"})
STAT_TILE_KINDS = frozenset({"ScoreSelf", "Score"})


@dataclass(frozen=True)
class BoardGeometry:
    """Cell sizes and positions of a ``width x height`` board, in per cent of the grid box."""

    width: int
    height: int
    hexagonal: bool = False

    @property
    def tsize(self) -> float:
        """The cell pitch ``tsize`` of the reference, per cent of the square."""
        w, h = self.width, self.height
        h_eff = 2 * h - 1 if self.hexagonal else h
        across: float = w
        if self.hexagonal:
            across = (w + 1) / 2 * (math.sqrt(3) / 2 if w > 1 else 1)
        return 100 * min(1, w / h_eff) / across

    @property
    def grid_fraction(self) -> tuple[float, float]:
        """Width and height of the coloured grid rectangle as fractions of the square."""
        w, h = self.width, self.height
        return min(1.0, w / h), min(1.0, h / w)

    @property
    def cell_size(self) -> tuple[float, float]:
        """Width and height of one cell, per cent of the grid width/height."""
        w, h = self.width, self.height
        return 0.9 * self.tsize * max(1, h / w), 0.9 * self.tsize * max(1, w / h)

    def cell_position(self, row: int, col: int) -> tuple[float, float]:
        """``(left, top)`` of a cell, per cent of the grid box."""
        w, h = self.width, self.height
        th = self.tsize * (1 - 0.1 / (w + 1)) * max(1, h / w)
        tv = self.tsize * (1 - 0.1 / (h + 1)) * max(1, w / h)
        offset = 0.075
        if self.hexagonal:
            th *= math.sqrt(3) / 4
            tv *= 3 / 4
            left = th * (offset * math.sqrt(3) / 4 + col)
            top = tv * (offset + row) + (2 - math.sqrt(3)) * 25 * (1 - 1 / h)
            return left, top
        return th * (offset + col), tv * (offset + row)

    def font_base(self, kind: str = "Grid") -> float:
        """The font-size base of a tile container kind."""
        if kind in STAT_TILE_KINDS:
            return STAT_TILE_BASE
        if kind in SMALL_TILE_KINDS:
            return SMALL_TILE_BASE
        return self.tsize / 100


def grid_vw(aspect_ratio: float) -> float:
    """Board square side in ``vw`` for a viewport aspect ratio (width / height)."""
    if aspect_ratio >= 7 / 2:
        return 15.0
    if aspect_ratio >= 3:
        return 20.0
    if aspect_ratio <= 6 / 5:
        return 50.0
    return 33.0
