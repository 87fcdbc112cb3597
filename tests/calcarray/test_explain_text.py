"""Learner-facing text: values filled in, failing parts marked, JS-like messages explained."""

from __future__ import annotations

import pytest

from pow2048_widget.calcarray import CalcArrayError, EvalContext, GameState, evaluate, trace
from pow2048_widget.calcarray.explain_text import filled_in, mark


def test_filled_in_puts_the_values_in():
    st = GameState(grid=[[[2.0], [3.0]]], width=2, height=1)
    ctx = EvalContext(vcoord=0.0, hcoord=1.0, hdir=-1.0, state=st)
    text = filled_in(trace(["@Next 1 0", "=", ["@This 0", "+", 1.0]], ctx))
    assert text == '["@Next 1 0"=2, "=", ["@This 0"=3, "+", 1]=4] = false'


def test_filled_in_on_failure():
    text = filled_in(trace([1.0, "+", ["@Score", "str_toUpperCase"]]))
    assert text.startswith('[1, "+", ["@Score"=0, "str_toUpperCase"]]')
    assert "fails: str_toUpperCase" in text


def test_mark_underlines_the_node():
    out = mark([1.0, "+", [2.0, "*", ["@This 0", "+", 1.0]]], (2, 2, 0), "here")
    line, under = out.split("\n")
    start = under.index("^")
    assert line[start:start + len('"@This 0"')] == '"@This 0"'
    assert under.strip() == "^" * len('"@This 0"') + " here"


def test_missing_tile_is_explained_in_the_kits_words():
    expr = [1.0, "+", [2.0, "*", ["@This 0", "+", 1.0]]]
    with pytest.raises(CalcArrayError) as info:
        evaluate(expr)
    exc = info.value
    assert exc.expr is expr and exc.path == (2, 2, 0)
    text = exc.explain()
    assert "cannot read cell" in text  # the evaluator's own words stay
    assert '"@This 0" needs a tile' in text
    assert "give a game or a context" in text.lower()
    assert text.splitlines()[-1].lstrip().startswith("^^^^^^^^^")


def test_text_operator_on_a_number_is_explained():
    with pytest.raises(CalcArrayError) as info:
        evaluate(["@Score", "str_toUpperCase"])
    assert "got a number" in info.value.explain()
    assert "String" in info.value.explain()

