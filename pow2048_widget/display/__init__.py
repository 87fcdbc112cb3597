"""Display layer: a mode's TileTypes -> ``TileView`` (text, CSS background, colours, layers).

Imports only the language layer. ``TileRenderer`` is the entry point for widgets;
``render_tile`` gives the reference-shaped tree used by the conformance vectors. The colour
rules of the Compendium's schemes live in ``schemes/``, one module per scheme family;
``evaluation`` evaluates a mode's TileTypes expressions, ``tree`` is the node tree a tile
is drawn as.
"""

from .board_colors import BoardColors, board_colors
from .geometry import BoardGeometry
from .renderer import TileRenderer, classify_rules
from .rules import RenderOptions, render_tile
from .view import Layer, TileView

__all__ = ["BoardColors", "BoardGeometry", "Layer", "RenderOptions", "TileRenderer", "TileView",
           "board_colors", "classify_rules", "render_tile"]
