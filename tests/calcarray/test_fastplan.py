"""Compiled plans (calcarray.fastplan) must give exactly what the general evaluator gives.

Differential tests: every expression is evaluated by the general path (a fresh copy of the
expression is never planned on its first evaluation) and by its plan; where the plan
answers (anything but MISS) the two results must be identical, bit for bit.
"""

from __future__ import annotations

import copy
import json
import math
import pathlib
import struct
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pow2048_widget.calcarray import CalcArrayError, EvalContext, GameState, evaluate, sc_decode
from pow2048_widget.calcarray.evaluator import _lookup_cached
from pow2048_widget.calcarray.fastplan import MISS, Plan, compile_plan
from pow2048_widget.calcarray.programs import ENTRIES
from pow2048_widget.conformance.calcarray_vectors import build_context

VECTORS = pathlib.Path(__file__).resolve().parents[1] / "conformance" / "calcarray.jsonl"


def _key(x: Any) -> Any:
    """A comparable form keeping the sign of zero, NaN and the Python type."""
    if type(x) is float:
        return ("f", struct.pack("<d", x) if x == x else "nan")
    if type(x) is list:
        return ("l", tuple(_key(e) for e in x))
    return (type(x).__name__, repr(x))


def _general(expr: Any, ctx: EvalContext) -> Any:
    """The general evaluator's answer (a fresh copy is on its first sighting: no plan)."""
    try:
        return ("ok", _key(evaluate(copy.deepcopy(expr), ctx)))
    except CalcArrayError as exc:
        return ("error", type(exc).__name__, str(exc))


def _planned(expr: Any, ctx: EvalContext) -> Any:
    plan = compile_plan(expr, _lookup_cached)
    if plan is None:
        return None
    try:
        result = plan.func(ctx.state, ctx)
    except Exception:  # noqa: BLE001 - evaluate() treats this as MISS too
        return None
    return None if result is MISS else ("ok", _key(result))


def _vectors() -> list[tuple[str, Any, dict[str, Any]]]:
    out = []
    for line in VECTORS.read_text(encoding="utf-8").splitlines():
        if line.strip():
            v = json.loads(line)
            out.append((v["id"], sc_decode(v["expr"]), sc_decode(v.get("setup", {}))))
    return out


def test_plans_agree_with_the_general_path_on_every_vector() -> None:
    planned = 0
    for vid, expr, setup in _vectors():
        if type(expr) is not list:
            continue
        got = _planned(expr, build_context(copy.deepcopy(setup)))
        if got is None:
            continue
        planned += 1
        assert got == _general(expr, build_context(copy.deepcopy(setup))), vid
    assert planned > 50  # the subset is exercised


def test_second_evaluation_uses_the_plan_and_agrees() -> None:
    state = GameState(grid=[[[3.0], [3.0], "@Empty", [1.0]]] * 4, width=4, height=4)
    expr = ["@Next 1 0", "=", "@This 0"]
    results = []
    for h in (0.0, 1.0, 2.0, 3.0):
        for hd in (-1.0, 1.0):
            ctx = EvalContext(vcoord=0.0, hcoord=h, vdir=0.0, hdir=hd, state=state)
            results.append([evaluate(expr, ctx) for _ in range(3)])
    assert all(r[0] == r[1] == r[2] for r in results)
    assert [r[0] for r in results] == [False, True, True, False, False, False, False, False]
    entry = ENTRIES[id(expr)]
    assert entry.expr is expr and isinstance(entry.plan, Plan)


def test_mutated_expression_is_recompiled() -> None:
    state = GameState(grid=[[[3.0], [5.0]]], width=2, height=1)
    ctx = EvalContext(vcoord=0.0, hcoord=1.0, vdir=0.0, hdir=-1.0, state=state)
    expr = ["@This 0", "+", 1.0]
    assert [evaluate(expr, ctx) for _ in range(3)] == [6.0, 6.0, 6.0]
    expr[2] = 2.0  # against the value model, but must not give a stale answer
    assert [evaluate(expr, ctx) for _ in range(3)] == [7.0, 7.0, 7.0]


def test_limits_are_honoured() -> None:
    from pow2048_widget.calcarray.context import Limits
    from pow2048_widget.calcarray.errors import CalcArrayLimitError

    state = GameState(grid=[[[3.0]]], width=1, height=1)
    expr = [1.0, "+", 1.0, "+", 1.0, "+", 1.0]
    ctx = EvalContext(state=state, limits=Limits(max_steps=2))
    for _ in range(3):
        with pytest.raises(CalcArrayLimitError):
            evaluate(expr, ctx)
    deep = [[[[1.0, "+", 1.0]]]]
    ctx = EvalContext(state=state, limits=Limits(max_depth=3))
    for _ in range(3):
        with pytest.raises(CalcArrayLimitError):
            evaluate(deep, ctx)


# --- random expressions on random boards ---------------------------------------------------

_CELLS = st.one_of(
    st.lists(st.sampled_from([0.0, 1.0, 2.0, 3.0, -0.0, math.nan, math.inf, "x", "@Empty"]),
             min_size=0, max_size=3),
    st.sampled_from(["@Empty", "@Slippery", "@Void", "text"]),
)
_READS = st.sampled_from(["@This 0", "@This 1", "@This 2", "@Next 1 0", "@Next 1 1",
                          "@Next 2 0", "@Next 3 1", "@Next 1 0 @FromHCoord 1", "@Score",
                          "@This", "@Next 1", "@Next 0 0", "@Next 0 1", "@GVar 0",
                          "@GVar 1", "@GVar -1", "@GVar 5"])
_LEAVES = st.one_of(
    _READS, _READS,
    st.sampled_from([0.0, 1.0, -1.0, 2.5, -0.0, math.nan, math.inf, -math.inf, 1e308, 27.0,
                     True, False, "abc", "", "2"]),
)
_OPS = st.sampled_from(["+", "-", "*", "/", "%", "mod", "^", "**", "=", "!=", "<", ">", "<=",
                        ">=", "max", "min", "&&", "||", "&&nsc", "!", "abs", "sign", "round",
                        "log", "floor", "str_length"])


def _expr(leaf: Any) -> Any:
    return st.builds(
        lambda first, rest: [first, *[x for pair in rest for x in pair]],
        leaf,
        st.lists(st.tuples(_OPS, leaf), min_size=0, max_size=3),
    )


_EXPRS = st.recursive(_LEAVES, _expr, max_leaves=8).filter(lambda e: type(e) is list)
_COORD = st.sampled_from([0.0, 1.0, 2.0, 3.0, -1.0, 0.5, math.nan, 4.0])
_DIR = st.sampled_from([0.0, 1.0, -1.0, 0.5])


@settings(max_examples=1500, deadline=None)
@given(
    st.lists(st.lists(_CELLS, min_size=3, max_size=3), min_size=3, max_size=3),
    _EXPRS, _COORD, _COORD, _DIR, _DIR, st.integers(1, 3), st.booleans(),
)
def test_plans_agree_on_random_expressions(grid: list[Any], expr: Any, v: float, h: float,
                                           vd: float, hd: float, tiles: int,
                                           smaller_container: bool) -> None:
    def ctx() -> EvalContext:
        state = GameState(grid=copy.deepcopy(grid), width=3, height=3, tile_num_amount=tiles,
                          game_vars=[2.0, [1.0], "@This 0", None])
        container = copy.deepcopy(grid[:2]) if smaller_container else None
        return EvalContext(vcoord=v, hcoord=h, vdir=vd, hdir=hd, container=container,
                           state=state)

    got = _planned(expr, ctx())
    if got is not None:
        assert got == _general(expr, ctx()), expr
