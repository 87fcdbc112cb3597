"""How the step debugger shows a recorded evaluation: the Stepper's payload and text forms.

The recorder (``calcarray.trace``) stays in the language layer beside the evaluator's
observer and produces :class:`~pow2048_widget.calcarray.steps.Trace` data; everything about
*showing* it lives here, in the layer that shows it:

- ``trace_payload(trace)`` / ``step_payload(step)``: the plain-JSON dicts the ``Stepper``
  widget syncs to the browser (``js/stepper.js`` reads these keys);
- ``filled_in(trace)``: the expression written once with what each special string read and
  each nested array gave, ``["@Next 1 0"=2, "=", ["@This 0"=3, "+", 1]=4] = false``, which
  says more than a list of steps (``Stepper.text()`` and its ``repr``).

``str(trace)`` (the step list for ``print``) stays with the data in the language layer,
so a trace prints without any widget installed.
"""

from __future__ import annotations

from typing import Any

from ..calcarray.errors import CalcArrayError
from ..calcarray.formatting import encode, format_value
from ..calcarray.scjson import sc_decode
from ..calcarray.steps import ParentView, Step, Trace, VarView

__all__ = ["trace_payload", "step_payload", "filled_in"]

Path = tuple[int, ...]


def _var_payload(view: VarView) -> dict[str, Any]:
    return {"name": view.name, "value": view.value, "changed": view.changed}


def _parent_payload(view: ParentView) -> dict[str, Any]:
    return {"value": view.value, "expr": view.expr}


def step_payload(step: Step) -> dict[str, Any]:
    """One step as plain JSON types (lists, not tuples); absent details are left out."""
    out: dict[str, Any] = {
        "i": step.index,
        "kind": step.kind,
        "path": list(step.path),
        "frame": None if step.frame is None else list(step.frame),
        "depth": step.depth,
        "value": step.value,
        "text": step.text,
        "vars": [_var_payload(v) for v in step.vars],
        "parents": [_parent_payload(p) for p in step.parents],
        "counted": step.counted,
    }
    if step.op is not None:
        out["op"] = step.op
    if step.args is not None:
        out["input"] = step.input
        out["args"] = list(step.args)
    if step.has_result:
        out["result"] = step.result
    if step.message is not None:
        out["message"] = step.message
        out["error_kind"] = step.error_kind
    if step.span is not None:
        out["span"] = list(step.span)
    return out


def trace_payload(recorded: Trace) -> dict[str, Any]:
    """Everything a viewer needs: expression, steps, outcome."""
    return {
        "expr": recorded.expr_json(),
        "steps": [step_payload(s) for s in recorded.steps],
        "result": None if recorded.error else encode(recorded.result),
        "error": None if recorded.error is None else str(recorded.error),
    }


def _decoded(value: Any) -> Any:
    try:
        return sc_decode(value)
    except CalcArrayError:
        return value


def filled_in(recorded: Trace, limit: int = 400, up_to: int | None = None) -> str:
    """The expression with the value of each special string and nested array put in.

    ``up_to`` (a step index) puts in only what the steps up to it showed, and the outcome
    only once the last step is reached: a predict-mode Stepper's text never gives away a
    value the learner has not stepped to yet.
    """
    steps = recorded.steps if up_to is None else recorded.steps[:max(up_to, 0) + 1]
    values: dict[Path, Any] = {}
    for s in steps:
        if s.kind in ("resolve", "leave") and s.has_result and s.path not in values:
            values[s.path] = _decoded(s.result)
    text = _render(recorded.expr, (), values)
    if len(steps) < len(recorded.steps):
        outcome = "= ? (predict mode: step on to see the values)"
    elif recorded.error is not None:
        outcome = f"fails: {recorded.error.message}"
    else:
        outcome = f"= {format_value(recorded.result, 120)}"
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return f"{text} {outcome}"


def _render(expr: Any, path: Path, values: dict[Path, Any]) -> str:
    if type(expr) is list:
        inner = ", ".join(_render(e, (*path, i), values) for i, e in enumerate(expr))
        text = f"[{inner}]"
    else:
        text = format_value(expr, None)
    if path and path in values:
        shown = values[path]
        if not (type(expr) is str and not expr.startswith("@")) and shown != expr:
            text += "=" + format_value(shown, 40)
    return text


