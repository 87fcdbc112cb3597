"""Comparison and selection operators (spec calcarray.md 4.2), family any.

``=`` is deep (``eqPrim``) for arrays and numeric for two Gaussian or two rational values,
otherwise JavaScript's strict equality; the ordering operators are JavaScript's relational
comparison except that any BigRational side switches to exact rational comparison.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import rational_math as rm
from ..constructors import rational_from
from ..equality import eq_prim
from ..errors import CalcArrayError
from ..jsnum import js_ge, js_gt, js_le, js_lt, strict_equals, to_string
from ..values import BigRational, GaussianBigInt
from .base import register

A = "any"


@register("=", A, (A,))
def op_eq(env: Any, a: Any, b: Any) -> bool:
    t = type(a)
    if t is type(b) and (t is float or t is str or t is bool):
        return a == b  # JS strict equality of two numbers/strings/booleans (NaN unequal)
    if isinstance(a, list) and isinstance(b, list):
        return eq_prim(a, b)
    if isinstance(a, GaussianBigInt) and isinstance(b, GaussianBigInt):
        return a == b
    if isinstance(a, BigRational) and isinstance(b, BigRational):
        return rm.eq(a, b)
    return strict_equals(a, b)


@register("!=", A, (A,))
def op_neq(env: Any, a: Any, b: Any) -> bool:
    t = type(a)
    if t is type(b) and (t is float or t is str or t is bool):
        return a != b
    if isinstance(a, list) and isinstance(b, list):
        return not eq_prim(a, b)
    if isinstance(a, GaussianBigInt) and isinstance(b, GaussianBigInt):
        return a != b
    if isinstance(a, BigRational) and isinstance(b, BigRational):
        return rm.neq(a, b)
    return not strict_equals(a, b)


def _as_rational(x: Any) -> BigRational:
    r = rational_from(x)
    if r is None:
        raise CalcArrayError(f"cannot compare {to_string(x)!r} with a BigRational",
                             kind="error")
    return r


def _ordering(js: Callable[[Any, Any], bool], exact: Callable[[BigRational, BigRational], bool]
              ) -> Callable[..., bool]:
    def op(env: Any, a: Any, b: Any) -> bool:
        if isinstance(a, GaussianBigInt) or isinstance(b, GaussianBigInt):
            return False
        if isinstance(a, BigRational) or isinstance(b, BigRational):
            return exact(_as_rational(a), _as_rational(b))
        return js(a, b)

    return op


register(">", A, (A,))(_ordering(js_gt, rm.gt))
register("<", A, (A,))(_ordering(js_lt, rm.lt))
register(">=", A, (A,))(_ordering(js_ge, rm.gte))
register("<=", A, (A,))(_ordering(js_le, rm.lte))


def _no_gaussian(name: str, a: Any, b: Any) -> None:
    if isinstance(a, GaussianBigInt) or isinstance(b, GaussianBigInt):
        raise CalcArrayError(f"{name} cannot compare GaussianBigInts", kind="type")


def _exact_if_rational(a: Any, b: Any, js: Callable[[Any, Any], bool],
                       exact: Callable[[BigRational, BigRational], bool]) -> bool:
    """``js(b, a)``, or, when either side is a BigRational, the exact comparison: the
    reference then converts the other side too and throws where it cannot (text that is
    not a number, a double too small for its fraction routine, an array of non-integers)."""
    if isinstance(a, BigRational) or isinstance(b, BigRational):
        return exact(_as_rational(b), _as_rational(a))
    return js(b, a)


@register("max", A, (A,))
def op_max(env: Any, a: Any, b: Any) -> Any:
    _no_gaussian("max", a, b)
    return b if _exact_if_rational(a, b, js_gt, rm.gt) else a


@register("min", A, (A,))
def op_min(env: Any, a: Any, b: Any) -> Any:
    _no_gaussian("min", a, b)
    return b if _exact_if_rational(a, b, js_lt, rm.lt) else a


@register(["1st", "first"], A, (A,))
def op_first(env: Any, a: Any, b: Any) -> Any:
    return a


@register(["2nd", "second"], A, (A,))
def op_second(env: Any, a: Any, b: Any) -> Any:
    return b
