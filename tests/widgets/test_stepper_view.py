"""The step debugger's presentation: the Stepper's JSON payload and the filled-in text.

The recorder (``calcarray.trace``) makes the data; ``widgets.stepper_view`` shows it. These
tests pin what the browser receives and what ``Stepper.text()`` reads.
"""

from __future__ import annotations

import json

from pow2048_widget.calcarray import EvalContext, GameState, sc_loads, trace
from pow2048_widget.widgets.stepper_view import filled_in, trace_payload


def test_steps_are_self_contained_json() -> None:
    t = trace(sc_loads('[["@Literal", "@BigInt 5", "@NaN"], "arr_push", "@Infinity", "+", 1]'))
    data = json.loads(json.dumps(trace_payload(t)))
    assert data["expr"] == [["@Literal", "@BigInt 5", "@NaN"], "arr_push", "@Infinity", "+", 1.0]
    push = next(s for s in data["steps"] if s.get("op") == "arr_push")
    assert push["input"] == ["@BigInt 5", "@NaN"]
    assert push["result"] == ["@BigInt 5", "@NaN", "@Infinity"]
    assert all(isinstance(s, dict) and "path" in s for s in data["steps"])
    assert [s["i"] for s in data["steps"]] == list(range(len(data["steps"])))


def test_filled_in_puts_the_values_in():
    st = GameState(grid=[[[2.0], [3.0]]], width=2, height=1)
    ctx = EvalContext(vcoord=0.0, hcoord=1.0, hdir=-1.0, state=st)
    text = filled_in(trace(["@Next 1 0", "=", ["@This 0", "+", 1.0]], ctx))
    assert text == '["@Next 1 0"=2, "=", ["@This 0"=3, "+", 1]=4] = false'


def test_filled_in_on_failure():
    text = filled_in(trace([1.0, "+", ["@Score", "str_toUpperCase"]]))
    assert text.startswith('[1, "+", ["@Score"=0, "str_toUpperCase"]]')
    assert "fails: str_toUpperCase" in text
