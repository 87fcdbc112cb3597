"""Record a CalcArray evaluation as a list of self-contained steps (the step debugger's data).

``trace(expr, context)`` runs the evaluator once with an observer attached and turns every
event (``calcarray.observe``) into a :class:`Step`: what happened (``kind``), where (the
``path`` of the node in the top-level expression), the running value, the operator with its
converted arguments and result, the local variables (in first-seen order, with the ones that
just changed flagged) and the parents chain (what ``@Parent -1``, ``-2``, ... would read at
that moment). Steps hold SC-JSON encoded values only, so a trace can be shipped to a browser
(``to_json``), stored, diffed or printed without the evaluator.

A trace never raises for a faulty expression: an error, including a hit safety limit, is
recorded as the final step with the path where it happened. That is what a learner needs to
see ("it broke *here*, with these values"), and it is why a widget can always be displayed.

Step counting follows the evaluator's: the steps with ``counted=True`` are exactly the ones
the evaluator charges against ``Limits.max_steps``, so an expression stopped by
``Limits(max_steps=N)`` leaves N counted steps followed by the error step.
"""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

from . import observe as ev
from .context import EvalContext
from .errors import CalcArrayError
from .formatting import encode, format_value
from .recorder import Recorder
from .steps import ParentView, Step, Trace, VarView

__all__ = ["Step", "Trace", "VarView", "ParentView", "trace", "trace_events", "format_value",
           "DEFAULT_MAX_STEPS"]

#: Step limit used when the caller does not lower it: a debugger shows a few thousand steps
#: at most, and every step keeps snapshots, so a runaway loop must stop long before the
#: evaluator's own default of a million steps.
DEFAULT_MAX_STEPS = 20_000

#: Event classes that end a unit the evaluator charges against ``Limits.max_steps`` (an
#: ``EnterBlock``/``SkipBlock`` only for the ``@if`` chain, never for ``@repeat``'s block).
COUNTED_EVENTS: tuple[type, ...] = (ev.ApplyOperator, ev.LoopIteration, ev.VariableChange,
                                    ev.SkipBlock, ev.EnterBlock, ev.Tick)



def _isolated(ctx: EvalContext) -> EvalContext:
    """A context whose game state is a private copy, so tracing cannot change a live game.

    Expressions may add score, edit game variables or draw random numbers; a debugger that
    looks at a merge rule of a running game must leave that game exactly as it was.
    """
    try:
        state = copy.deepcopy(ctx.state)
    except Exception:  # an exotic hook that cannot be copied: share, but copy the lists
        state = replace(ctx.state, **{
            name: copy.deepcopy(getattr(ctx.state, name))
            for name in ("grid", "game_vars", "modifier_vars", "mvar_indices", "tile_spawns",
                         "forced_spawns", "script_signals", "primes")
        })
    return replace(ctx, state=state)


def trace(
    expr: Any,
    context: EvalContext | None = None,
    *,
    max_steps: int | None = None,
    isolate: bool = True,
    vars: list[Any] | None = None,
) -> Trace:
    """Evaluate ``expr`` and record every step; never raises for expression errors.

    ``context`` defaults to a fresh ``EvalContext``. Its ``Limits.max_steps`` is lowered to
    ``max_steps`` (default :data:`DEFAULT_MAX_STEPS`, or the context's own limit when that
    is smaller). With ``isolate`` (the default) the game state is deep-copied first, so
    side effects stay inside the trace. An observer already on the context still receives
    every event. ``vars`` is a variable list offered to ``@var_retain`` (a merge rule's
    variables); it is copied when isolating.
    """
    from .evaluator import evaluate  # the evaluator imports operators; keep import cheap

    ctx = context if context is not None else EvalContext()
    if isolate:
        ctx = _isolated(ctx)
    cap = DEFAULT_MAX_STEPS if max_steps is None else max_steps
    if max_steps is not None or ctx.limits.max_steps > cap:
        ctx = replace(ctx, limits=replace(ctx.limits, max_steps=cap))
    recorder = Recorder(expr, ctx, ctx.observer)
    ctx = replace(ctx, observer=recorder)
    out = Trace(expr=expr, limits=ctx.limits)
    offered = None if vars is None else (copy.deepcopy(vars) if isolate else vars)
    try:
        value = evaluate(expr, ctx) if offered is None else evaluate(expr, ctx, vars=offered)
    except CalcArrayError as exc:
        out.error = exc
        _finish_error(recorder, exc)
    except RecursionError:
        too_deep = CalcArrayError("expression nests too deeply (recursion)", (), kind="limit")
        out.error = too_deep
        _finish_error(recorder, too_deep)
    else:
        out.result = value
        recorder.finish()
        _finish_result(recorder, value)
    out.steps = recorder.steps
    return out


def _renumber(steps: list[Step]) -> None:
    """Make every step's ``index`` its position (the result step may replace a leave)."""
    for k, step in enumerate(steps):
        if step.index != k:
            steps[k] = replace(step, index=k)


def _finish_error(recorder: Recorder, exc: CalcArrayError) -> None:
    """Make sure the trace ends on exactly one error step carrying the error's path."""
    steps = recorder.steps
    if not (recorder.saw_error and steps and steps[-1].kind == "error"):
        recorder.error_step(ev.ErrorEvent(path=exc.path, running=None, error=exc))
    _renumber(steps)


def _finish_result(recorder: Recorder, value: Any) -> None:
    """End on one ``result`` step holding the final, cleaned-up value."""
    steps = recorder.steps
    encoded = encode(value)
    text = f"result = {format_value(value)}"
    last = steps[-1] if steps else None
    if last is not None and last.kind == "leave" and last.path == () and last.depth == 0:
        steps[-1] = replace(last, kind="result", value=encoded, result=encoded,
                            has_result=True, text=text)
        _renumber(steps)
        return
    steps.append(
        Step(
            index=len(steps),
            kind="result",
            path=(),
            frame=None,
            depth=0,
            value=encoded,
            text=text,
            result=encoded,
            has_result=True,
            vars=last.vars if last else (),
            parents=(),
        )
    )
    _renumber(steps)


def trace_events(expr: Any, context: EvalContext | None = None,
                 ) -> tuple[Any, list[ev.Event], Exception | None]:
    """Evaluate with a recording observer: (result or None, events, error or None).

    The raw events behind the step debugger (``calcarray.trace`` turns them into steps):
    it never raises ``CalcArrayError``; a failure is returned (its ``ErrorEvent`` is the
    last event) so the steps before it can be shown.
    """
    from .evaluator import evaluate  # the evaluator imports operators; keep import cheap

    events: list[ev.Event] = []
    base = context if context is not None else EvalContext()
    try:
        return evaluate(expr, base.with_changes(observer=events.append)), events, None
    except CalcArrayError as exc:
        return None, events, exc
