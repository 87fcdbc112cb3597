"""Remembered callback answers (``calcarray.callback_memo``) change nothing anyone can see.

``arr_map``/``arr_filter``/``arr_reduce`` replay the answer, the steps and the depth of a
closed callback program already run with the same values. Each test evaluates the same
callback object on several arrays first (so answers are remembered, per element and per
whole application), then compares with the memo switched off and with the interpreter:
the value or error (message and path), the game after, the random draws, and the exact step
at which a budget stops the evaluation. The last tests check that the memo is really used
(not vacuous) and that what may not be remembered (a read of the game through a variable
holding ``"@GVar 0"``) is not.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pow2048_widget.calcarray import (
    CalcArrayError,
    EvalContext,
    GameState,
    Limits,
    callback_memo,
    evaluate,
)
from pow2048_widget.calcarray.compiled import eager, interpreted, interpreting

ELEMENTS = st.sampled_from([0, 1, 2, 3, -4, 6, 1.0, 0.0, -0.0, 2.0, float("nan"), True, False,
                            "bigint", "@Empty", "x", "", "@GVar 0", "@@t", None,
                            [1.0, 2], ["@Literal", 3], 2**40, 2**70, -(2**64)])
ARRAYS = st.lists(ELEMENTS, max_size=6).map(lambda xs: ["@Literal", *xs])

#: Callback bodies: closed ones (DIVE's filter and reduction, reads of the index, the
#: element, the accumulator and the level's variables through every first word) and ones
#: that are not (effects, game reads, hand-overs, reads of a previous call's inputs).
CALLBACKS = st.sampled_from([
    ["@Var -1", "typeof", "=", "bigint", "&&", ["@var_retain", "@Var 1", "!=", 0]],
    ["@var_retain", "@if", ["@var_retain", "@Var -1", "%B", "@Var 2", "=", 0], "2nd", False,
     "@end-if"],
    ["@if", ["@var_retain", "@Var -1"], "+", 1, "@end-if"],
    ["@Var 0", "+", "@Var 1"],
    ["@Var -2", "*", 10.0, "+", ["@var_retain", "@Var -1", "Number"]],
    ["@var_retain", "@Var 0", "=", "@Var -1"],
    ["@var_retain", "@Var 1", "!=", "@Var -1", "||", ["@var_retain", "@Var -2", ">", 1.0]],
    ["@var_copy", "@Var 2", "+", "@Var -2"],
    ["@global_var_none", "@Var 0", "typeof"],
    ["@global_var_retain", "@Var -1", "typeof", "str_concat", ["@var_retain", "@Var 0"]],
    ["@var_retain", "@Var -3", "+", "@Var -1"],
    ["@var_retain", "@Var 3", "+", "@Var -1"],
    ["@Var 1", "+B", 1],
    ["@Var 1", "^B", 200],
    [8, "/B", "@Var 1"],
    ["@Var 1", "-", "@Var 2"],
    ["@Var 0", "@edit_gvar", 0, ["@var_retain", "@GVar 0", "+", "@Var 0"]],
    ["@Var 0", "+", "rand_float", "@add_score", 1.0],
    ["@Var -1", "+", "@GVar 0"],
    [["@var_retain", "@Var -1"], "arr_length"],
    ["@var_retain", "@Var 1", "@end_vars", "@Var -1", "@repeat", 3.0, "+", 1.0, "@end-repeat"],
])
SHAPES = st.sampled_from(["arr_map", "arr_filter", "arr_reduce"])
INITIAL = st.sampled_from([True, False, 0, 1, 0.0, -0.0, 1.0, "s", ["@Literal", 1.0]])
#: Tests that look inside the compiled programs: with ``POW2048_INTERPRET=1`` nothing is
#: compiled, so nothing is remembered (the comparisons above still run).
needs_programs = pytest.mark.skipif(interpreting(), reason="POW2048_INTERPRET: no programs")
OUTER = st.lists(st.sampled_from([0.0, 1.0, 2, 3, True, "@GVar 0", "x", [1.0]]), max_size=4)


@contextmanager
def memo(on: bool) -> Iterator[None]:
    saved = callback_memo.ENABLED[0]
    callback_memo.ENABLED[0] = on
    try:
        yield
    finally:
        callback_memo.ENABLED[0] = saved


def _expr(array: object, shape: str, initial: object, func: list[object]) -> list[object]:
    if shape == "arr_reduce":
        return ["@var_retain", array, shape, initial, func]
    return ["@var_retain", array, shape, func]


def _once(expr: list[object], outer: list[object], cascade: int, budget: int = 100_000,
          depth: int = 200, gvar: object = 1.0) -> tuple[str, str, int]:
    """One evaluation on a fresh game: value (or error, message, path), game after, draws."""
    draws = [0]

    def rand() -> float:
        draws[0] += 1
        return 0.25 * draws[0]

    state = GameState(grid=[[[2.0], [0]]], width=2, height=1, tile_num_amount=2,
                      game_vars=[gvar, "x"], score=5.0, random=rand)
    ctx = EvalContext(0.0, 0.0, 0.0, 1.0, None, None, state,
                      Limits(max_steps=budget, max_depth=depth, max_seconds=600.0))
    try:
        value = repr(evaluate(expr, ctx, vars=copy.deepcopy(outer), cascade=cascade))
    except CalcArrayError as exc:
        value = f"{type(exc).__name__}: {exc.message} at {exc.path}"
    return value, repr((state.game_vars, state.score)), draws[0]


def _series(arrays: list[object], shape: str, initial: object, func: list[object],
            outer: list[object], cascade: int, budget: int) -> list[tuple[str, str, int]]:
    """Each array evaluated twice with the same callback object (the second time its
    application may be replayed whole)."""
    return [_once(_expr(a, shape, initial, func), outer, cascade, budget)
            for a in arrays for _ in range(2)]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(ARRAYS, min_size=1, max_size=4), SHAPES, INITIAL, CALLBACKS, OUTER,
       st.sampled_from([0, 1, -1]), st.sampled_from([6, 15, 40, 100_000]))
def test_remembered_answers_agree_with_running_every_call(arrays, shape, initial, func, outer,
                                                          cascade, budget):
    func = copy.deepcopy(func)  # one object for the whole series: its program is kept
    with interpreted():
        expected = _series(arrays, shape, initial, func, outer, cascade, budget)
    with eager(), memo(False):
        assert _series(arrays, shape, initial, func, outer, cascade, budget) == expected
    with eager(), memo(True):
        assert _series(arrays, shape, initial, func, outer, cascade, budget) == expected
        assert _series(arrays, shape, initial, func, outer, cascade, budget) == expected
    # compiled on the way (the first element of the first evaluation interpreted)
    func2 = copy.deepcopy(func)
    with memo(True):
        assert _series(arrays, shape, initial, func2, outer, cascade, budget) == expected


DIVE_FILTER = ["@Var -1", "typeof", "=", "bigint", "&&", ["@var_retain", "@Var 1", "!=", 0]]
DIVE_REDUCE = ["@var_retain", "@if", ["@var_retain", "@Var -1", "%B", "@Var 2", "=", 0], "2nd",
               False, "@end-if"]


def _dive_like(filt: list[object], red: list[object]) -> list[object]:
    """DIVE's seed check: the grid's values filtered to BigInts, then "no value divisible by
    the seed" (the seed is the level's variable 2)."""
    grid = ["@Literal", 4, "@Empty", 6, 9, "@Empty", 2, 25, 3, 8]
    return ["@var_retain", grid, "arr_filter", filt, "arr_reduce", True, red]


def test_a_budget_stops_a_remembered_application_at_the_same_step():
    """Every budget from 1 to past the end, with the answers remembered beforehand: the
    evaluation stops at the same step with the same error as with every call run (a replay
    that counted one step less, or replayed across a checkpoint, would move it)."""
    filt, red = copy.deepcopy(DIVE_FILTER), copy.deepcopy(DIVE_REDUCE)
    expr = _dive_like(filt, red)
    outer = [0.0, 1.0, 3]
    with eager(), memo(True):
        for _ in range(3):
            _once(expr, outer, 0)  # remembered, per element and whole
    outcomes = set()
    for budget in range(1, 90):
        with memo(False):
            expected = _once(expr, outer, 0, budget)
        with memo(True):
            assert _once(expr, outer, 0, budget) == expected, budget
        outcomes.add(expected[0].split(":")[0])
    assert outcomes == {"CalcArrayLimitError", "False"}  # stopped part-way, and finished


def test_a_depth_limit_is_met_at_the_same_place():
    """Every depth limit around the callbacks' own depth, answers remembered beforehand."""
    filt, red = copy.deepcopy(DIVE_FILTER), copy.deepcopy(DIVE_REDUCE)
    expr = _dive_like(filt, red)
    outer = [0.0, 1.0, 7]
    with memo(True):
        for _ in range(3):
            _once(expr, outer, 0)
    outcomes = set()
    for depth in range(1, 9):
        with memo(False):
            expected = _once(expr, outer, 0, depth=depth)
        with memo(True):
            assert _once(expr, outer, 0, depth=depth) == expected, depth
        outcomes.add(expected[0].split(":")[0])
    assert outcomes == {"CalcArrayLimitError", "True"}


#: Closed callbacks whose answers depend on what a wrong key would lose: the type (1n, 1,
#: 1.0, true, "1"), the sign of a zero, the index, the level's variables, a previous call's
#: element.
TARGETED = [
    ["@Var -1", "typeof"],
    ["@var_retain", "@Var -1", "=", 1],
    [1.0, "/", "@Var -1"],
    ["@Var -2", "*", 10.0, "+", ["@var_retain", "@Var -1"]],
    ["@global_var_none", "@Var 0", "*", 10.0, "+", ["@var_retain", "@Var 1"]],
    ["@var_retain", "@Var 0", "=", "@Var -1"],
    ["@Var 0", "=", "@Var -1"],
    ["@var_retain", "@Var -3", "+", "@Var -1"],
    ["@var_retain", "@Var 2", "+", "@Var -1"],
]
TARGET_ARRAYS = [
    ["@Literal", 1, 1.0, True, "1", 1, 1.0],
    ["@Literal", 0.0, -0.0, 0.0, -0.0, 0, False],
    ["@Literal", 0.0, -0.0, -0.0],
    ["@Literal", -0.0, 0.0, 0.0],
    ["@Literal", 2.0, 2.0, 3.0, 2.0, 3.0, 3.0],
    ["@Literal", -0.0, 1.0, 0.0, 1.0, -0.0],
]
TARGET_OUTERS = [[1.0, 2.0], [2.0, 1.0, 5.0], [True, 1, 1.0], []]


def test_keys_keep_apart_what_the_answers_depend_on():
    """Each targeted callback over arrays of values that compare equal (1n, 1, 1.0, true),
    zeros of both signs, repeated elements at other places, under changing level variables
    and cascades, remembered and replayed: the same as the interpreter, evaluation after
    evaluation."""
    for func in TARGETED:
        for shape in ("arr_map", "arr_filter", "arr_reduce"):
            f = copy.deepcopy(func)
            cases = [(a, o, c) for _ in range(2) for a in TARGET_ARRAYS for o in TARGET_OUTERS
                     for c in (0, 1, -1)]
            with interpreted():
                expected = [_once(_expr(a, shape, 0.0, f), o, c) for a, o, c in cases]
            with eager(), memo(True):
                got = [_once(_expr(a, shape, 0.0, f), o, c) for a, o, c in cases]
            assert got == expected, (func, shape)


@needs_programs
def test_the_targeted_callbacks_are_remembered():
    """Not vacuous: the targeted callbacks that keys must keep apart are remembered."""
    from pow2048_widget.calcarray import programs

    kept = 0
    for func in TARGETED:
        f = copy.deepcopy(func)
        with eager(), memo(True):
            for a in TARGET_ARRAYS:
                _once(_expr(a, "arr_map", 0.0, f), [1.0, 2.0, 3.0], 0)
        for got in programs.CALLBACKS.values():
            if got[0] is f and got[2] is not None and got[2].memo is not None:
                kept += any(r is not callback_memo._OPAQUE
                            for r in got[2].memo.calls.values())
    assert kept >= 6


def test_an_answer_that_reads_the_game_is_not_remembered():
    """An element ``"@GVar 0"`` is resolved by the callback (to the game variable): the run
    is watched, found to read the game, and not remembered, so a change of the game
    variable shows in the next answer."""
    func = ["@Var -1", "+", 1.0]
    expr = ["@var_retain", ["@Literal", "@GVar 0", 2.0], "arr_map", func]
    with interpreted():
        expected = [_once(expr, [], 0, gvar=g)[0] for g in (10.0, 20.0, 10.0)]
    assert expected == ["[11.0, 3.0]", "[21.0, 3.0]", "[11.0, 3.0]"]
    with eager(), memo(True):
        assert [_once(expr, [], 0, gvar=g)[0] for g in (10.0, 20.0, 10.0)] == expected


@needs_programs
def test_the_memo_is_really_used():
    """Not vacuous: a repeated application is replayed whole (no call runs), and an
    application of elements seen before runs no call either."""
    from pow2048_widget.calcarray import programs

    filt, red = copy.deepcopy(DIVE_FILTER), copy.deepcopy(DIVE_REDUCE)
    expr = _dive_like(filt, red)
    runs = []
    saved = callback_memo._record

    def counting(*args: object) -> object:
        runs.append(1)
        return saved(*args)  # type: ignore[arg-type]

    callback_memo._record = counting  # type: ignore[assignment]
    try:
        with eager(), memo(True):
            _once(expr, [0.0, 1.0, 3], 0)
            first = len(runs)
            _once(expr, [0.0, 1.0, 3], 0)
            again = len(runs) - first
            other = ["@var_retain", ["@Literal", 9, 4, 25], "arr_filter", filt]
            _once(other, [0.0, 1.0, 3], 0)
            seen = len(runs) - first
    finally:
        callback_memo._record = saved  # type: ignore[assignment]
    assert first > 0 and again == 0 and seen == 0
    kept = [got[2] for got in programs.CALLBACKS.values()
            if got[0] is filt or got[0] is red]
    assert kept and all(p is not None and p.closed and p.memo.calls for p in kept)


@needs_programs
def test_ever_new_values_are_run_not_kept():
    """A callback that never sees the same value twice stops being watched and kept (it
    would only fill the table at a few runs' cost each); its answers stay right, and values
    seen again are remembered again after a while."""
    from pow2048_widget.calcarray import programs

    func = ["@Var -1", "*", 2.0]
    with memo(True):
        for k in range(200):
            values = [float(k * 10 + i) for i in range(10)]
            got = _once(["@var_retain", ["@Literal", *values], "arr_map", func], [], 0)
            assert got[0] == repr([2.0 * v for v in values])
        program = next(got[2] for got in programs.CALLBACKS.values() if got[0] is func)
        assert program.closed and len(program.memo.calls) < 1000  # not 2000
        for _ in range(400):  # the same values again and again
            _once(["@var_retain", ["@Literal", 1.5, 2.5], "arr_map", func], [], 0)
        assert program.memo.call_gate.hits > 0


@needs_programs
def test_the_compiler_tells_closed_programs_from_others():
    """``Program.closed`` (the static half of the check; the watched run is the other):
    words, game reads, operators with effects, own definitions and strings read through
    the interpreter make a callback program not closed."""
    from pow2048_widget.calcarray import programs

    cases = {
        False: [["@Var 0", "@edit_gvar", 0, 1.0], ["@Var -1", "+", "@GVar 0"],
                ["@Var -1", "+", "rand_float", 1.0], ["@Var -1", "+", "@This 0"],
                ["@var_retain", 2.0, "@end_vars", "@Var -1"], ["@Var -1", "@add_var", 1.0],
                ["@Var -1", "arr_map", ["@Var -1"]]],
        True: [DIVE_FILTER, ["@Var -1", "typeof"], [1.0, "/", "@Var -1"]],
    }
    for closed, funcs in cases.items():
        for func in funcs:
            f = copy.deepcopy(func)
            with eager():
                _once(_expr(["@Literal", 1.0, 2.0], "arr_map", 0.0, f), [], 0)
            found = [got[2] for got in programs.CALLBACKS.values() if got[0] is f]
            assert found and all(p is not None and p.closed is closed for p in found), func
