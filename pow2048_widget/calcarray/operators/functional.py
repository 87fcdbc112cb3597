"""Operators that run an expression as a function.

The function entry is taken raw; ``env.call`` builds the callback array (inputs as the last
variables, accumulator as the starting running value) and evaluates it with the callback
context captured when the operator was applied.
"""

from __future__ import annotations

import functools
import math
from typing import Any

from ..callback_memo import FILTER, MAP, REDUCE
from ..convert import cleanup
from ..effects import EVAL
from ..errors import CalcArrayError
from ..jsnum import js_ge, js_gt, js_lt, loose_equals, to_number
from ..values import UNDEFINED
from .base import register


def _comparator_number(value: Any) -> float:
    """A sort comparator result as JS uses it: ToNumber, BigInt throws, NaN is 0."""
    if isinstance(value, int) and not isinstance(value, bool):
        raise CalcArrayError("cannot convert a BigInt comparator result to a number",
                             kind="type")
    x = to_number(value)
    return 0.0 if math.isnan(x) else x


@register("arr_sort", "array", ("raw",))
def arr_sort(env: Any, a: list[Any], func: Any) -> list[Any]:
    """Stable sort with an expression comparator; undefined elements go last, unsorted."""
    present = [x for x in a if x is not UNDEFINED]
    missing = len(a) - len(present)
    if len(present) > 1:

        def compare(x: Any, y: Any) -> int:
            r = _comparator_number(env.call(func, [x, y]))
            return -1 if r < 0 else (1 if r > 0 else 0)

        present = sorted(present, key=functools.cmp_to_key(compare))
    return present + [UNDEFINED] * missing


# (``env.callback_all`` does the loop of one element after another, with remembered answers where a
# closed callback allows them: ``calcarray.callback_memo``.)
@register("arr_map", "array", ("raw",))
def arr_map(env: Any, a: list[Any], func: Any) -> list[Any]:
    return env.callback_all(func, a, MAP)


@register("arr_filter", "array", ("raw",))
def arr_filter(env: Any, a: list[Any], func: Any) -> list[Any]:
    return env.callback_all(func, a, FILTER)


@register("arr_reduce", "array", ("any", "raw"))
def arr_reduce(env: Any, a: list[Any], initial: Any, func: Any) -> Any:
    return env.callback_all(func, a, REDUCE, initial)


@register("arr_reduceRight", "array", ("any", "raw"))
def arr_reduce_right(env: Any, a: list[Any], initial: Any, func: Any) -> Any:
    """Right to left; an array accumulator is passed unmarked (evaluated each call)."""
    acc = initial
    run = env.callback(func, literal_accumulator=False)
    for i in range(len(a) - 1, -1, -1):
        acc = run([float(i), a[i]], acc)
    return acc


def _tests(env: Any, func: Any, element: Any, target: Any) -> str:
    """The comparator tests of the CF searches, each calling the function again."""
    if loose_equals(env.call(func, [element, target]), 0.0):
        return "eq"
    if js_lt(env.call(func, [element, target]), 0.0):
        return "lt"
    if js_gt(env.call(func, [element, target]), 0.0):
        return "gt"
    return "none"


def _at(a: list[Any], i: int) -> Any:
    return a[i] if 0 <= i < len(a) else UNDEFINED


@register("arr_binarySearchCF", "array", ("any", "raw"))
def arr_binary_search_cf(env: Any, a: list[Any], target: Any, func: Any) -> float:
    lo, hi = 0, len(a) - 1
    while hi - lo > 1:
        env.tick(reason="probe")
        mid = (lo + hi) // 2
        result = _tests(env, func, a[mid], target)
        if result == "eq":
            return float(mid)
        if result == "lt":
            lo = mid
        elif result == "gt":
            hi = mid
        else:
            return -1.0
    if loose_equals(env.call(func, [_at(a, lo), target]), 0.0):
        return float(lo)
    if loose_equals(env.call(func, [_at(a, hi), target]), 0.0):
        return float(hi)
    return -1.0


@register("arr_binaryInsertCF", "array", ("any", "raw"))
def arr_binary_insert_cf(env: Any, a: list[Any], target: Any, func: Any) -> list[Any]:
    if not a:
        return [target]
    lo, hi = 0, len(a) - 1
    while hi != lo:
        env.tick(reason="probe")
        mid = (lo + hi) // 2
        result = _tests(env, func, a[mid], target)
        if result == "eq":
            return [*a[:mid], target, *a[mid:]]
        if result == "lt":
            lo = mid + 1
        elif result == "gt":
            hi = mid
        else:
            raise CalcArrayError("arr_binaryInsertCF: the comparator result is not comparable "
                                 "with 0", kind="type")
    at = lo if js_ge(env.call(func, [a[lo], target]), 0.0) else lo + 1
    return [*a[:at], target, *a[at:]]


@register("CalcArray", "array", reads=(EVAL,))
def calc_array(env: Any, a: list[Any]) -> Any:
    """Evaluate the running value as an expression in the current context."""
    return env.evaluate(a, fresh_parents=False)


@register("CalcArrayParent", "any", ("raw",), reads=(EVAL,))
def calc_array_parent(env: Any, a: Any, func: Any) -> Any:
    """Insert the running value into the raw argument and evaluate it with no context."""
    from ..context import normalize_context
    from ..services import insert_after_end_vars

    if type(func) is not list:
        raise CalcArrayError("CalcArrayParent needs an array expression as its argument",
                             kind="type")
    expr = insert_after_end_vars(func, a)
    ctx = env.ctx
    fresh = normalize_context(type(ctx)(state=ctx.state, limits=ctx.limits,
                                        observer=ctx.observer))
    return cleanup(env.top(expr, fresh, [], None, 0, env.frame[4]))

