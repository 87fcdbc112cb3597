"""Our own classic 2048 as data (``modes/classic.json``), written for this project."""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

from ..calcarray.scjson import sc_loads
from .mode import Mode
from .tiles import copy_value


@cache
def _classic_data() -> dict[str, Any]:
    text = resources.files(__package__).joinpath("modes/classic.json").read_text("utf-8")
    return sc_loads(text)


def classic_fields() -> dict[str, Any]:
    """The bundled classic mode's fields (reference names), a fresh copy."""
    return {k: copy_value(v) for k, v in _classic_data().items()}


def classic_mode(win_tile: int = 11) -> Mode:
    """Classic 2048 on 4x4: tiles ``[n]`` show 2^n, spawns 2/4 at 9:1, win at ``[win_tile]``."""
    mode = Mode.from_dict(classic_fields())
    mode.win_conditions = [[float(win_tile)]]
    return mode
