"""The ``Stepper`` anywidget: a step debugger for one CalcArray evaluation.

The trace is computed once, in Python, by ``calcarray.trace`` (the same evaluator the engine
uses, so what the learner sees is exactly what the game does). The widget syncs three
things: the expression tree (SC-JSON), the list of steps, and the current step index. All
navigation (step, back, step over/out, slider, jump) only moves ``current``; the browser
draws the step from the synced data. So a stepper shown twice stays in sync, Python can
drive it (``stepper.current = 5``), and nothing is lost when JupyterLab re-renders it.
"""

from __future__ import annotations

import pathlib
from typing import Any

import anywidget
import traitlets

from ..calcarray.context import EvalContext
from ..calcarray.scjson import sc_loads
from ..calcarray.trace import Step, Trace, format_value, trace

STATIC = pathlib.Path(__file__).resolve().parent.parent / "static"


class Stepper(anywidget.AnyWidget):
    """Step through the evaluation of ``expr`` (a CalcArray expression) in ``context``.

    ``Stepper([3, "+", 2, "*", 4])`` shows the expression as nested boxes and lets you step
    forward and back, step over/out of nested arrays, jump to a step, skip trivial steps and
    predict the next value before it is shown. Keys (with the stepper focused): → / N step,
    ← / P back, ↓ / O step over, ↑ / U step out, Home / G first, End / E last, T skip
    trivial steps, Q predict mode.

    ``max_steps`` bounds the recording (a runaway loop ends on a limit error step instead
    of filling memory). The game state in ``context`` is copied: stepping never changes it.
    """

    _esm = STATIC / "stepper.js"
    _css = STATIC / "stepper.css"

    expression = traitlets.Any(None).tag(sync=True)
    steps = traitlets.List(traitlets.Dict()).tag(sync=True)
    current = traitlets.Int(0).tag(sync=True)
    skip_trivial = traitlets.Bool(False).tag(sync=True)
    predict = traitlets.Bool(False).tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)

    def __init__(
        self,
        expr: Any,
        context: EvalContext | None = None,
        *,
        title: str = "",
        max_steps: int | None = None,
        skip_trivial: bool = False,
        predict: bool = False,
        **kwargs: Any,
    ) -> None:
        recorded = trace(expr, context, max_steps=max_steps)
        super().__init__(
            expression=recorded.expr_json(),
            steps=[s.to_json() for s in recorded.steps],
            current=0,
            skip_trivial=skip_trivial,
            predict=predict,
            title=title,
            **kwargs,
        )
        self._trace = recorded

    @classmethod
    def from_json(cls, text: str, context: EvalContext | None = None, **kwargs: Any) -> Stepper:
        """A stepper for an expression written as JSON, the way save codes and the guide do.

        In JSON every number is a CalcArray number (``3`` means 3, not the BigInt ``3n``,
        which Python's ``int`` would be); BigInts are written ``"@BigInt 3"``.
        """
        return cls(sc_loads(text), context, **kwargs)

    # ------------------------------------------------------------------ data

    @property
    def trace(self) -> Trace:
        """The recorded evaluation (steps as Python objects, result or error)."""
        return self._trace

    @property
    def step(self) -> Step:
        """The step currently shown."""
        return self._trace.steps[self.current]

    @property
    def result(self) -> Any:
        """The expression's value (None when it failed; see ``error``)."""
        return self._trace.result

    @property
    def error(self) -> Exception | None:
        """The error that ended the evaluation, if any."""
        return self._trace.error

    @traitlets.validate("current")
    def _clamp_current(self, proposal: dict[str, Any]) -> int:
        # A stale slider or a typed number must never point past the trace.
        n = len(self.steps)
        return max(0, min(n - 1, int(proposal["value"]))) if n else 0

    # ------------------------------------------------------------------ driving from Python

    def forward(self, n: int = 1) -> Step:
        """Move ``n`` steps forward (like the Step button) and return the step shown."""
        self.current = self.current + n
        return self.step

    def back(self, n: int = 1) -> Step:
        """Move ``n`` steps back and return the step shown."""
        self.current = self.current - n
        return self.step

    def goto(self, index: int) -> Step:
        """Show step ``index`` (clamped to the trace)."""
        self.current = index
        return self.step

    def run_to_end(self) -> Step:
        """Show the last step: the result, or the error."""
        self.current = len(self.steps) - 1
        return self.step

    def __repr__(self) -> str:
        outcome = (f"error: {self.error}" if self.error is not None
                   else f"= {format_value(self.result)}")
        return (f"Stepper({format_value(self._trace.expr, 50)} {outcome}, "
                f"step {self.current}/{len(self.steps) - 1})")
