"""Drawing a board without a browser: text (``ansi``) and an RGB image (``rgb_array``).

Colours and texts come from the mode's TileTypes through the display layer, so the image
looks like the Board; digits and letters are drawn from a small built-in bitmap font with
numpy (no imaging library needed).
"""

from __future__ import annotations

import colorsys
import re
from typing import Any

import numpy as np

from ..display import TileRenderer

CELL = 64
GAP = 6
_FONT = {  # 3x5 glyphs, rows top to bottom, bits left to right
    "0": "111101101101111", "1": "010110010010111", "2": "111001111100111",
    "3": "111001111001111", "4": "101101111001001", "5": "111100111001111",
    "6": "111100111101111", "7": "111001001010010", "8": "111101111101111",
    "9": "111101111001111", "-": "000000111000000", ".": "000000000000010",
    "e": "000111111100111", "+": "000010111010000", "/": "001001010100100",
    "^": "010101000000000",
}


def parse_color(css: Any, default: tuple[int, ...] = (204, 192, 179)) -> tuple[int, ...]:
    """An (r, g, b) for a CSS colour (#hex, rgb(a), hsl(a)); ``default`` for the rest."""
    if not isinstance(css, str):
        return default
    s = css.strip().lower()
    m = re.fullmatch(r"#([0-9a-f]{3,8})", s)
    if m:
        h = m.group(1)
        if len(h) in (3, 4):
            return tuple(int(c * 2, 16) for c in h[:3])
        if len(h) in (6, 8):
            return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))
        return default
    m = re.fullmatch(r"(rgba?|hsla?)\(([^)]*)\)", s)
    if not m:
        return default
    parts = [p for p in re.split(r"[\s,/]+", m.group(2)) if p]
    try:
        nums = [float(p.rstrip("%deg")) for p in parts[:3]]
    except ValueError:
        return default
    if len(nums) < 3:
        return default
    if m.group(1).startswith("rgb"):
        return tuple(int(max(0, min(255, round(x)))) for x in nums)
    r, g, b = colorsys.hls_to_rgb((nums[0] % 360) / 360, nums[2] / 100, nums[1] / 100)
    return tuple(int(round(255 * max(0.0, min(1.0, x)))) for x in (r, g, b))


class BoardPainter:
    """Texts and pictures of boards of one mode."""

    def __init__(self, mode: Any) -> None:
        self.renderer = TileRenderer(mode)
        self.grid_bg = parse_color(getattr(mode, "grid_background", None), (187, 173, 160))
        self.empty_bg = parse_color(getattr(mode, "tile_background", None), (205, 193, 180))

    def text(self, cell: Any) -> str:
        view = self.renderer.view(cell)
        if view is None:
            return "" if cell == "@Empty" else "#"
        return view.text

    def ansi(self, grid: list[list[Any]], score: float) -> str:
        texts = [[self.text(c) for c in row] for row in grid]
        width = max([4] + [len(t) for row in texts for t in row])
        line = "+" + "+".join("-" * (width + 2) for _ in texts[0]) + "+"
        out = [f"score {score:g}", line]
        for row in texts:
            out.append("|" + "|".join(f" {t:>{width}} " for t in row) + "|")
            out.append(line)
        return "\n".join(out) + "\n"

    def rgb(self, grid: list[list[Any]]) -> Any:
        h, w = len(grid), len(grid[0]) if grid else 0
        img = np.empty((GAP + h * (CELL + GAP), GAP + w * (CELL + GAP), 3), dtype=np.uint8)
        img[:] = self.grid_bg
        for r, row in enumerate(grid):
            for c, cell in enumerate(row):
                y, x = GAP + r * (CELL + GAP), GAP + c * (CELL + GAP)
                view = self.renderer.view(cell)
                if view is None:
                    img[y:y + CELL, x:x + CELL] = (0, 0, 0) if cell != "@Empty" else \
                        self.empty_bg
                    continue
                img[y:y + CELL, x:x + CELL] = parse_color(view.background, self.empty_bg)
                self._write(img, y, x, view.text, parse_color(view.color, (0, 0, 0)))
        return img

    @staticmethod
    def _write(img: Any, y: int, x: int, text: str, color: tuple[int, ...]) -> None:
        glyphs = [_FONT[ch] for ch in text.lower() if ch in _FONT][:6]
        if not glyphs:
            return
        scale = max(1, min(5, (CELL - 8) // (4 * len(glyphs))))
        tw, th = (4 * len(glyphs) - 1) * scale, 5 * scale
        oy, ox = y + (CELL - th) // 2, x + (CELL - tw) // 2
        for i, g in enumerate(glyphs):
            bits = np.array([int(b) for b in g], dtype=bool).reshape(5, 3)
            mask = np.kron(bits, np.ones((scale, scale), dtype=bool))
            gx = ox + i * 4 * scale
            region = img[oy:oy + th, gx:gx + 3 * scale]
            region[mask] = color
