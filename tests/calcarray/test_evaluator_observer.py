"""Observer events for the step debugger."""

from __future__ import annotations

from pow2048_widget.calcarray import EvalContext, evaluate
from pow2048_widget.calcarray import observe as ob
from pow2048_widget.calcarray.trace import trace_events


def trace(expr):
    events = []
    result = evaluate(expr, EvalContext(observer=events.append))
    return result, events


def test_operator_events_carry_path_arguments_and_result():
    result, events = trace([3.0, "+", [2.0, "*", 4.0]])
    assert result == 11.0
    applied = [e for e in events if isinstance(e, ob.ApplyOperator)]
    assert [(e.operator, e.path, e.running, e.args, e.result) for e in applied] == [
        ("*", (2, 1), 2.0, (4.0,), 8.0),
        ("+", (1,), 3.0, (8.0,), 11.0),
    ]


def test_events_show_the_parents_chain_and_variables():
    _, events = trace([5.0, "@end_vars", 10.0, "+", [1.0, "+", "@Parent -2"]])
    inner = next(e for e in events if isinstance(e, ob.ApplyOperator) and e.path == (4, 1))
    assert inner.parents == [10.0, 1.0]
    outer = next(e for e in events if isinstance(e, ob.ApplyOperator) and e.path == (3,))
    assert outer.variables == [5.0]
    resolved = next(e for e in events if isinstance(e, ob.ResolveString))
    assert resolved.text == "@Parent -2" and resolved.result == 10.0


def test_blocks_and_loops_are_reported():
    _, events = trace([1.0, "@repeat", 2.0, "*", 2.0, "@end-repeat", "@if", False, "+", 1.0,
                       "@end-if"])
    kinds = [type(e).__name__ for e in events if not isinstance(e, (ob.ResolveString,))]
    assert kinds.count("LoopIteration") == 2
    assert kinds.count("EnterBlock") == 2 and kinds.count("LeaveBlock") == 2
    assert "SkipBlock" in kinds


def test_variable_changes_are_reported():
    _, events = trace([0.0, "@add_var", 7.0, "@edit_var", 0.0, 8.0])
    changes = [e for e in events if isinstance(e, ob.VariableChange)]
    assert [(c.word, c.target, c.variables) for c in changes] == [
        ("@add_var", "var", [7.0]), ("@edit_var", "var", [8.0])]


def test_errors_are_reported_before_raising():
    events = []
    try:
        evaluate([1.0, "CalcArrayParent", 5.0], EvalContext(observer=events.append))
    except Exception:
        pass
    assert isinstance(events[-1], ob.ErrorEvent) and events[-1].path == (1,)


def test_trace_returns_events_and_the_error_instead_of_raising():
    result, events, error = trace_events([1.0, "+", 2.0])
    assert result == 3.0 and error is None and isinstance(events[-1], ob.Result)
    result, events, error = trace_events([1.0, "CalcArrayParent", 5.0])
    assert result is None and error is not None and isinstance(events[-1], ob.ErrorEvent)
