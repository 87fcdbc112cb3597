"""Number operators (spec calcarray.md 4.1): double arithmetic with JavaScript semantics.

The number family has already turned every operand into a non-NaN float (infinities pass),
so these functions only have to reproduce what JavaScript's operators and ``Math`` do.
"""

from __future__ import annotations

import math
from typing import Any

from ..errors import CalcArrayError, CalcArrayLimitError
from ..jsmath import js_ceil, js_cos, js_floor, js_log_ratio, js_pow, js_sin, js_tan, js_trunc
from ..jsnum import js_div, js_remainder, js_round, to_int32, to_uint32
from ..primes import ensure_prime_count, nth_prime
from ..values import UNDEFINED
from .base import register

N = "number"


@register("+", N, (N,))
def op_add(env: Any, a: float, b: float) -> float:
    return a + b


@register("-", N, (N,))
def op_sub(env: Any, a: float, b: float) -> float:
    return a - b


@register("*", N, (N,))
def op_mul(env: Any, a: float, b: float) -> float:
    return a * b


@register("/", N, (N,))
def op_div(env: Any, a: float, b: float) -> float:
    return js_div(a, b)


@register("%", N, (N,))
def op_rem(env: Any, a: float, b: float) -> float:
    return js_remainder(a, b)


def floored_mod(a: float, b: float) -> float:
    """``((a % b) + b) % b``; the reference special-cases ``b = 0`` to give 0."""
    if b == 0:
        return 0.0
    return js_remainder(js_remainder(a, b) + b, b)


@register("mod", N, (N,))
def op_mod(env: Any, a: float, b: float) -> float:
    return floored_mod(a, b)


@register(["^", "**"], N, (N,))
def op_pow(env: Any, a: float, b: float) -> float:
    return js_pow(a, b)


@register("log", N, (N,))
def op_log(env: Any, a: float, b: float) -> float:
    return js_log_ratio(a, b)


def _to_multiple(rounder: Any, a: float, b: float) -> float:
    return rounder(js_div(a, b)) * b


@register("round", N, (N,))
def op_round(env: Any, a: float, b: float) -> float:
    return _to_multiple(js_round, a, b)


@register("floor", N, (N,))
def op_floor(env: Any, a: float, b: float) -> float:
    return _to_multiple(js_floor, a, b)


@register(["ceil", "ceiling"], N, (N,))
def op_ceil(env: Any, a: float, b: float) -> float:
    return _to_multiple(js_ceil, a, b)


@register("trunc", N, (N,))
def op_trunc(env: Any, a: float, b: float) -> float:
    return _to_multiple(js_trunc, a, b)


@register("abs", N)
def op_abs(env: Any, a: float) -> float:
    # The reference negates only values below zero, so -0 stays -0.
    return -a if a < 0 else a


@register("sign", N)
def op_sign(env: Any, a: float) -> float:
    return 1.0 if a > 0 else -1.0 if a < 0 else 0.0


@register("sin", N)
def op_sin(env: Any, a: float) -> float:
    return js_sin(a)


@register("cos", N)
def op_cos(env: Any, a: float) -> float:
    return js_cos(a)


@register("tan", N)
def op_tan(env: Any, a: float) -> float:
    return js_tan(a)


def number_gcd(a: float, b: float) -> float:
    """Euclid with the JS remainder, as the reference runs it (by recursion): ``gcd(Infinity,
    0)`` is Infinity, but once the remainder is NaN (an infinite operand against a non-zero
    finite one) the recursion never reaches 0 and JavaScript's stack overflows."""
    while b != 0:
        if b != b:
            raise CalcArrayError("gcd of an infinite and a finite number: Maximum call stack "
                                 "size exceeded (the remainder is NaN, never 0)", kind="range")
        a, b = b, js_remainder(a, b)
    return a


@register("gcd", N, (N,))
def op_gcd(env: Any, a: float, b: float) -> float:
    return number_gcd(a, b)


@register("lcm", N, (N,))
def op_lcm(env: Any, a: float, b: float) -> float:
    return js_div(a * b, number_gcd(a, b))


@register("factorial", N)
def op_factorial(env: Any, a: float) -> float:
    if a < 0:
        return math.nan
    n = js_round(a)
    if n > 175:
        return math.inf
    result = 1.0
    for k in range(2, int(n) + 1):
        result *= k
    return result


@register("prime", N)
def op_prime(env: Any, a: float) -> Any:
    if a == math.inf:
        raise CalcArrayLimitError("prime of an infinite index never terminates")
    # The reference extends the prime list before it looks at the index, so 4.5 gives
    # undefined but leaves six primes (2 .. 13) behind; -Infinity extends nothing.
    ensure_prime_count(env.state, a, env.check_length)
    if not a.is_integer():
        return UNDEFINED
    return float(nth_prime(env.state, int(a), env.check_length))


@register("expomod", N, (N,))
def op_expomod(env: Any, a: float, b: float) -> float:
    if not (math.isfinite(a) and a.is_integer() and math.isfinite(b) and b.is_integer()):
        return -1.0
    if a == 0 or b == 1:
        return math.inf
    if b == -1:
        raise CalcArrayLimitError("expomod with base -1 never terminates")
    count = 0
    while js_remainder(a, b) == 0:
        count += 1
        a = a / b
    return float(count)


def _int32_op(func: Any) -> Any:
    def op(env: Any, a: float, b: float) -> float:
        return float(func(to_int32(a), to_int32(b)))

    return op


register("bit&", N, (N,))(_int32_op(lambda x, y: x & y))
register("bit|", N, (N,))(_int32_op(lambda x, y: x | y))
register("bit^", N, (N,))(_int32_op(lambda x, y: x ^ y))


@register("bit~", N)
def op_bit_not(env: Any, a: float) -> float:
    return float(~to_int32(a))


def _wrap_int32(n: int) -> int:
    n &= 0xFFFFFFFF
    return n - 2**32 if n >= 2**31 else n


@register("bit<<", N, (N,))
def op_shl(env: Any, a: float, b: float) -> float:
    return float(_wrap_int32(to_int32(a) << (to_uint32(b) & 31)))


@register("bit>>", N, (N,))
def op_shr(env: Any, a: float, b: float) -> float:
    return float(to_int32(a) >> (to_uint32(b) & 31))


@register("bit>>>", N, (N,))
def op_ushr(env: Any, a: float, b: float) -> float:
    return float(to_uint32(a) >> (to_uint32(b) & 31))


@register("rand_int", N, (N,))
def op_rand_int(env: Any, a: float, b: float) -> float:
    lo, hi = js_ceil(a), js_floor(b)
    if hi < lo:
        lo, hi = hi, lo
    return js_floor(env.random() * (hi - lo + 1)) + lo


@register("rand_float", N, (N,))
def op_rand_float(env: Any, a: float, b: float) -> float:
    lo, hi = min(a, b), max(a, b)
    return lo + env.random() * (hi - lo)
