"""Errors and limits: every "throws"/"never finishes" case is a CalcArrayError with a path."""

from __future__ import annotations

import pytest

from pow2048_widget.calcarray import (
    CalcArrayError,
    CalcArrayLimitError,
    EvalContext,
    GameState,
    Limits,
    evaluate,
)


def raises(expr, **ctx_fields) -> CalcArrayError:
    with pytest.raises(CalcArrayError) as info:
        evaluate(expr, EvalContext(**ctx_fields))
    return info.value


def test_error_names_the_path_into_the_expression():
    err = raises([1.0, "+", [2.0, "CalcArrayParent", "not an array"]])
    assert err.path == (2, 1)
    assert "expr[2][1]" in str(err)


def test_reading_a_missing_row_throws_with_the_strings_path():
    err = raises([1.0, "+", ["@This 0"]], state=GameState(grid=[]))
    assert err.path == (2, 0)


def test_function_argument_must_be_an_array_only_when_called():
    assert evaluate([["@Literal"], "arr_map", "abc"]) == []
    err = raises([["@Literal", 1.0], "arr_map", "abc"])
    assert err.kind == "type"


@pytest.mark.parametrize(
    "expr",
    [
        [["@Parent -1"], "+", 1.0],  # re-evaluates itself forever
        [[[1.0, "+", "@Parent 0"], "+", "@Parent 0"], "+", "@Parent 0"],
        [5.0, "@if", [["@Parent -2"], ">", 3.0], "*", 2.0, "@end-if"],
    ],
)
def test_endless_recursion_is_a_limit_error(expr):
    assert isinstance(raises(expr), CalcArrayLimitError)


def test_endless_loop_hits_the_step_limit():
    err = raises([1.0, "@repeat", [True], "+", 1.0, "@end-repeat"],
                 limits=Limits(max_steps=5_000))
    assert isinstance(err, CalcArrayLimitError)
    assert "5000 steps" in str(err)


def test_walking_with_no_direction_hits_the_step_limit():
    state = GameState(grid=[["@Empty", "@Empty"]], width=2, height=1)
    err = raises("@NextNE", state=state, limits=Limits(max_steps=1_000))
    assert isinstance(err, CalcArrayLimitError)


def test_depth_limit_is_configurable():
    deep: list = [1.0]
    for _ in range(50):
        deep = [deep, "+", 1.0]
    assert evaluate(deep) == 51.0
    err = raises(deep, limits=Limits(max_depth=20))
    assert isinstance(err, CalcArrayLimitError)


def test_unexpected_operator_failure_is_wrapped(monkeypatch):
    from pow2048_widget.calcarray import evaluator
    from pow2048_widget.calcarray.operators import REGISTRY, register

    @register("test_explodes_", "number")
    def boom(env, a):
        raise ZeroDivisionError("bad")

    try:
        err = raises([1.0, "+", 1.0, "test_explodes_"])
        assert err.path == (3,) and "test_explodes_" in str(err) and err.kind == "internal"
    finally:
        REGISTRY.pop("test_explodes_", None)
        evaluator._COMPILED.pop("test_explodes_", None)


def test_run_script_with_a_missing_script_throws():
    err = raises([1.0, "@run_script", 3.0], state=GameState(scripts=[]))
    assert err.path == (2,)


def test_replace_tile_on_a_missing_row_throws():
    err = raises([0.0, "@replace_tile", 5.0, 0.0, 1.0],
                 state=GameState(grid=[[[1.0]]], screen="Gameplay"))
    assert "row" in str(err)


@pytest.mark.parametrize(
    "expr, path",
    [
        ([1.0, "+", (2.0, "*", 3.0)], (2,)),  # a tuple where a list was meant
        ({"a": 1.0}, ()),
        ([1.0, {"x": 1.0}, 2.0], (1,)),
    ],
)
def test_python_objects_that_are_no_calcarray_value_are_reported(expr, path):
    err = raises(expr)
    assert err.kind == "syntax" and err.path == path
    assert "not a CalcArray value" in str(err)


def test_engine_hooks_that_evaluate_again_share_the_limits():
    def hook(index, ctx, offset, non_recursive):  # a rule whose condition asks about itself
        return evaluate([0.0, "mergeRuleApplies", 0.0], ctx)

    state = GameState(merge_rule_test=hook)
    err = raises([0.0, "mergeRuleApplies", 0.0], state=state)
    assert isinstance(err, CalcArrayLimitError)
