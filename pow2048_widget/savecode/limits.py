"""Size limits for untrusted codes, so a hostile code fails fast instead of eating memory.

The largest real codes (built-in modes with long scripts) are a few hundred kilobytes; the
limits leave a wide margin above that while keeping grids and tile arrays playable.
"""

# The board and tile sizes are the engine's own limits (a ``Mode`` refuses larger ones).
from ..engine.mode_fields import MAX_GRID_CELLS, MAX_TILE_NUM_AMOUNT

MAX_CODE_CHARS = 20_000_000
"""Longest code accepted, in characters."""

MAX_PARTS = 200
"""Most ``|``-separated parts (the longest layout, a v3.0 Game code, has 82)."""

__all__ = ["MAX_CODE_CHARS", "MAX_PARTS", "MAX_GRID_CELLS", "MAX_TILE_NUM_AMOUNT",
           "MAX_INFUSED_VALUES"]

MAX_INFUSED_VALUES = 1_000
"""Most values in an Infused code's list (43 are meaningful)."""
