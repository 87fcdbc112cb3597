"""Jupyter widgets (anywidget) for the 2048 Power Compendium engine.

``Board(game)`` is a playable board that follows its ``Game``; ``Stepper`` steps through
one CalcArray evaluation. The top layer: it may import every layer below. ``stepper_view``
is the step debugger's presentation (the Stepper's JSON payload, the filled-in text of a
trace); the recorder it shows stays in ``calcarray.trace``. ``explain_view`` shows the
engine's move explanations.
"""

from __future__ import annotations

from .board import Board
from .explain_view import ExplainView, explain_view
from .stepper import Stepper

__all__ = ["Board", "Stepper", "ExplainView", "explain_view"]
