"""Learner-facing text: failing parts marked, JS-like messages explained."""

from __future__ import annotations

import pytest

from pow2048_widget.calcarray import CalcArrayError, evaluate
from pow2048_widget.calcarray.explain_text import mark


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

