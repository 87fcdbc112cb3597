"""Jupyter widgets (anywidget) for the 2048 Power Compendium engine.

``Board(game)`` is a playable board that follows its ``Game``; ``Stepper`` steps through
one CalcArray evaluation.
"""

from __future__ import annotations

from .board import Board
from .explain_view import ExplainView, explain_view
from .stepper import Stepper

__all__ = ["Board", "Stepper", "ExplainView", "explain_view"]
