"""Jupyter widgets (anywidget) for the 2048 Power Compendium engine.

``Board(game)`` is a playable board that follows its ``Game``.
"""

from __future__ import annotations

from .board import Board

__all__ = ["Board"]
