"""pow2048-widget: the 2048 Power Compendium engine, its CalcArray language and Jupyter widgets.

Layers, each importable without the ones above it:

- ``pow2048_widget.calcarray``: the CalcArray language (evaluate, values, SC-JSON).
- ``pow2048_widget.engine``: modes, grids, moves, spawns (imports calcarray only).
- ``pow2048_widget.display``: TileTypes -> text and CSS colours (imports calcarray only).
- ``pow2048_widget.savecode``: the Compendium's save codes (imports calcarray and engine).
- ``pow2048_widget.widgets``: the anywidget front ends (imports everything below).

Top-level names are loaded lazily so ``import pow2048_widget.calcarray`` never pulls in
ipywidgets.
"""

from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"

# The save-code layer registers ``Mode.to_save_code`` & co. with the engine when imported
# (the engine never imports upward); importing it here makes those methods always work.
from . import savecode as _savecode  # noqa: E402,F401

# Likewise a ``Game`` shows its tiles as the board draws them (``2``, not the stored ``1``)
# through a slot the display layer fills.
from .display.board_look import tile_looks as _tile_looks  # noqa: E402
from .engine.shown import register_tile_look as _register_tile_look  # noqa: E402

_register_tile_look(_tile_looks)

_LAZY = {
    "evaluate": "pow2048_widget.calcarray",
    "CalcArrayError": "pow2048_widget.calcarray",
    "EvalContext": "pow2048_widget.calcarray",
    "Mode": "pow2048_widget.engine",
    "Game": "pow2048_widget.engine",
    "load_save_code": "pow2048_widget.savecode",
    "SaveCodeError": "pow2048_widget.savecode",
    "Board": "pow2048_widget.widgets",
    "Stepper": "pow2048_widget.widgets",
}

__all__ = sorted(_LAZY) + ["__version__"]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'pow2048_widget' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
