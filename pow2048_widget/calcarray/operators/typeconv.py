"""Type conversion operators and ``typeof``.

All but ``BigRational`` are family any (a special string is resolved first); ``BigRational``
has no family, so its running value reaches the constructor unresolved (``"@Score"`` fails
to parse and gives NaN). The constructors' failures fall back to 0 (Gaussian) and NaN
(rational) as in the reference.
"""

from __future__ import annotations

from typing import Any

from ..constructors import gaussian_from, rational_from
from ..jsnum import to_bigint, to_boolean, to_number_family, to_string
from ..values import BigRational, GaussianBigInt, typeof
from .base import register

A = "any"


@register("Number", A)
def op_number(env: Any, a: Any) -> float:
    return to_number_family(a)


@register("String", A)
def op_string(env: Any, a: Any) -> str:
    return to_string(a)


@register("Boolean", A)
def op_boolean(env: Any, a: Any) -> bool:
    return to_boolean(a)


@register("Array", A)
def op_array(env: Any, a: Any) -> list[Any]:
    return [a]


@register("BigInt", A)
def op_bigint(env: Any, a: Any) -> int:
    return to_bigint(a)


@register("GaussianBigInt", A)
def op_gaussian(env: Any, a: Any) -> GaussianBigInt:
    result = gaussian_from(a)
    return result if result is not None else GaussianBigInt(0, 0)


@register("BigRational", "none")
def op_rational(env: Any, a: Any) -> BigRational:
    result = rational_from(a)
    return result if result is not None else BigRational(0, 0)


@register("typeof", A)
def op_typeof(env: Any, a: Any) -> str:
    return typeof(a)
