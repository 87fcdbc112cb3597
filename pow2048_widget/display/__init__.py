"""Display layer: a mode's TileTypes -> ``TileView`` (text, CSS background, colours, layers).

Imports only the language layer. ``TileRenderer`` is the entry point for widgets;
``render_tile`` gives the reference-shaped tree used by the conformance vectors.
"""

from .geometry import BoardGeometry
from .renderer import TileRenderer, classify_rules
from .rules import RenderOptions, render_tile
from .view import Layer, TileView

__all__ = ["BoardGeometry", "Layer", "RenderOptions", "TileRenderer", "TileView",
           "classify_rules", "render_tile"]
