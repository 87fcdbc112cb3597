"""Size limits for untrusted codes, so a hostile code fails fast instead of eating memory.

The largest real codes (built-in modes with long scripts) are a few hundred kilobytes; the
limits leave a wide margin above that while keeping grids and tile arrays playable.
"""

MAX_CODE_CHARS = 20_000_000
"""Longest code accepted, in characters."""

MAX_PARTS = 200
"""Most ``|``-separated parts (the longest layout, a v3.0 Game code, has 82)."""

MAX_GRID_CELLS = 65_536
"""Largest ``width * height`` (a 256 x 256 board)."""

MAX_TILE_NUM_AMOUNT = 10_000
"""Largest number of entries per tile (``TileNumAmount``)."""

MAX_INFUSED_VALUES = 1_000
"""Most values in an Infused code's list (43 are meaningful)."""
