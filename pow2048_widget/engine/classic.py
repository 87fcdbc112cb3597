"""Our own classic 2048 as data (``modes/classic.json``), written for this project."""

from __future__ import annotations

from .classic_data import classic_fields
from .mode import Mode

__all__ = ["classic_fields", "classic_mode"]


def classic_mode(win_tile: int = 11) -> Mode:
    """Classic 2048 on 4x4: tiles ``[n]`` show 2^n, spawns 2/4 at 9:1, win at ``[win_tile]``."""
    mode = Mode.from_dict(classic_fields())
    mode.win_conditions = [[float(win_tile)]]
    return mode
