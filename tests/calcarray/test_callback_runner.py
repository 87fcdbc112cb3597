"""The per-application callback runner (``env.callback``) and the plain-value shortcuts of
compiled programs agree with the interpreter.

``arr_map``/``arr_filter``/``arr_reduce`` look the callback's program up once per application
and run it for each element; compiled programs keep plain values (BigInts, text, booleans)
without a conversion call and compare two plain values inline. Each of these would show
here as a different value, error, stopping point, state or number of random draws: elements
of every kind (BigInts next to equal numbers, ``@`` text that must be resolved, words where
a callback's inputs go, arrays), callbacks with effects and errors, and step budgets that
stop the loop part-way through the elements.
"""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pow2048_widget.calcarray import CalcArrayError, EvalContext, GameState, Limits, evaluate
from pow2048_widget.calcarray.compiled import eager, interpreted

ELEMENTS = st.sampled_from([0, 1, 2, 3, -4, 1.0, 0.0, -0.0, 2.0, "bigint", "@Empty", "x",
                            "@This 0", "@@t", True, False, None, [1.0, 2], ["@Literal", 3],
                            "@var_retain", "@end_vars", 7, 10**30])
ARRAYS = st.lists(ELEMENTS, max_size=7).map(lambda xs: ["@Literal", *xs])

#: Callback bodies: DIVE-like filters and reductions, plain-value operators, effects
#: (a game variable edited, a random draw, the score) and errors (a BigInt division by
#: zero, a BigInt mixed with a number).
CALLBACKS = st.sampled_from([
    ["@Var -1", "typeof", "=", "bigint", "&&", ["@var_retain", "@Var 1", "!=", 0]],
    ["@var_retain", "@if", ["@var_retain", "@Var -1", "%B", "@Var 2", "=", 0], "2nd", False,
     "@end-if"],
    ["@Var -2", "-B", "@Var -1", "Number"],
    ["@Var 1", "=", "@Var 0"],
    ["@Var 1", "!=", "x", "||", ["@Var 0", ">", 2.0]],
    ["@Var 1", "typeof"],
    ["@Var 1", "+B", 1],
    ["@Var 0", "@edit_gvar", 0, ["@var_retain", "@GVar 0", "+", "@Var 0"]],
    ["@Var 0", "+", "rand_float", "@add_score", 1.0],
    ["@var_copy", "@Var -1", "arr_length", "=", 2.0],
    ["@Var 1", "-", "@Var 2"],
    [8, "/B", "@Var 1"],
    ["@var_retain", "@Var 1", "@end_vars", "@Var -1", "@repeat", 3.0, "+", 1.0, "@end-repeat"],
])

SHAPES = st.sampled_from(["arr_map", "arr_filter", "arr_reduce", "arr_reduceRight"])
INITIAL = st.sampled_from([True, 0, 0.0, "s", ["@Literal", 1.0]])
BUDGETS = st.sampled_from([4, 9, 17, 30, 55, 90, 3_000])


def _run(expr: list[object], budget: int, times: int) -> list[tuple[str, str, int]]:
    """``times`` evaluations of ``expr`` on a fresh state each: value (or error, message and
    path), game variables and score after, random draws."""
    out = []
    for _ in range(times):
        draws = [0]

        def rand(draws: list[int] = draws) -> float:
            draws[0] += 1
            return 0.25 * draws[0]

        state = GameState(grid=[[[2.0], [0]]], width=2, height=1, tile_num_amount=2,
                          game_vars=[1.0, "x"], score=5.0, random=rand)
        ctx = EvalContext(0.0, 0.0, 0.0, 1.0, None, None, state,
                          Limits(max_steps=budget, max_seconds=600.0))
        try:
            value = repr(evaluate(copy.deepcopy(expr), ctx, cascade=0))
        except CalcArrayError as exc:
            value = f"{type(exc).__name__}: {exc.message} at {exc.path}"
        out.append((value, repr((state.game_vars, state.score)), draws[0]))
    return out


def _expr(array: list[object], shape: str, initial: object, func: list[object]) -> list[object]:
    if shape in ("arr_reduce", "arr_reduceRight"):
        return [array, shape, initial, func]
    return [array, shape, func]


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ARRAYS, SHAPES, INITIAL, CALLBACKS, BUDGETS)
def test_callback_runner_agrees_with_the_interpreter(array, shape, initial, func, budget):
    """Interpreted, compiled from the first call (eager), and compiled on the way (the first
    element of the first evaluation interpreted, the others by the program found then)."""
    expr = _expr(array, shape, initial, func)
    with interpreted():
        expected = _run(expr, budget, 1)[0]
    with eager():
        assert _run(expr, budget, 2) == [expected, expected]
    # The same arrays (not copies) evaluated again: the callback program is found by id.
    kept = _expr(array, shape, initial, copy.deepcopy(func))
    with interpreted():
        expected_kept = _run_same(kept, budget)
    assert _run_same(kept, budget) == expected_kept


def _run_same(expr: list[object], budget: int) -> list[tuple[str, str]]:
    out = []
    for _ in range(3):
        state = GameState(grid=[[[2.0], [0]]], width=2, height=1, tile_num_amount=2,
                          game_vars=[1.0, "x"], score=5.0, random=lambda: 0.5)
        ctx = EvalContext(0.0, 0.0, 0.0, 1.0, None, None, state,
                          Limits(max_steps=budget, max_seconds=600.0))
        try:
            value = repr(evaluate(expr, ctx, cascade=0))
        except CalcArrayError as exc:
            value = f"{type(exc).__name__}: {exc.message} at {exc.path}"
        out.append((value, repr((state.game_vars, state.score))))
    return out


def test_a_step_budget_stops_the_filter_at_the_same_element():
    """Every budget from 1 to past the end: the filter of 6 elements stops at the same step
    with the same error compiled and interpreted (one step more or less per element would
    move the stopping point)."""
    func = ["@Var -1", "typeof", "=", "bigint", "&&", ["@var_retain", "@Var 1", "!=", 0]]
    expr = [["@Literal", 0, 1, "@Empty", 2.0, 3, 5], "arr_filter", func, "arr_length"]
    seen = set()
    for budget in range(1, 60):
        with interpreted():
            expected = _run(expr, budget, 1)[0]
        with eager():
            assert _run(expr, budget, 1)[0] == expected, budget
        seen.add(expected[0].split(":")[0])
    assert seen == {"CalcArrayLimitError", "3.0"}  # stopped part-way, and finished


def test_an_error_inside_a_callback_names_the_same_place():
    """A BigInt division by zero fails at the third element, compiled as interpreted."""
    expr = [["@Literal", 1, 2, 0, 4], "arr_map", [8, "/B", "@Var 1"]]
    with interpreted():
        expected = _run(expr, 3_000, 1)[0]
    assert expected[0].startswith("CalcArrayError")
    with eager():
        assert _run(expr, 3_000, 2) == [expected, expected]


def test_the_runner_really_uses_the_callback_program():
    """Not vacuous: after an eager evaluation the callback's program is compiled and kept."""
    from pow2048_widget.calcarray import programs

    programs.clear()
    func = ["@Var -1", "typeof", "=", "bigint", "&&", ["@var_retain", "@Var 1", "!=", 0]]
    expr = [["@Literal", 0, 1, "@Empty", 2], "arr_filter", func]
    with eager():
        assert _run(expr, 3_000, 1)[0][0] == "[1, 2]"
    compiled = [got[2] for got in programs.CALLBACKS.values()]
    assert len(compiled) == 1 and compiled[0] is not None and compiled[0].handoffs == []
