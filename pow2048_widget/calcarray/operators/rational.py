"""BigRational operators (spec calcarray.md 4.10), family rational.

Thin wrappers over ``rational_math``, which follows the reference's non-finite rules and
its rounding algorithms. Exponents of ``^BR`` and the bound of ``perfectPowerFormBR`` use
the bigint family.
"""

from __future__ import annotations

import math
from typing import Any

from .. import rational_math as rm
from ..errors import CalcArrayError
from ..intmath import bits_cost, perfect_power_form
from ..values import BigRational as BR
from .base import register

R, B = "rational", "bigint"


@register("numeratorBR", R)
def op_numerator(env: Any, a: BR) -> int:
    return a.num


@register("denominatorBR", R)
def op_denominator(env: Any, a: BR) -> int:
    return a.den


@register("+BR", R, (R,))
def op_add(env: Any, a: BR, b: BR) -> BR:
    return rm.add(a, b)


@register("-BR", R, (R,))
def op_sub(env: Any, a: BR, b: BR) -> BR:
    return rm.sub(a, b)


@register("*BR", R, (R,))
def op_mul(env: Any, a: BR, b: BR) -> BR:
    return rm.mul(a, b)


@register("/BR", R, (R,))
def op_div(env: Any, a: BR, b: BR) -> BR:
    return rm.div(a, b)


@register("modBR", R, (R,))
def op_mod(env: Any, a: BR, b: BR) -> BR:
    return rm.mod(a, b)


@register(["^BR", "**BR"], R, (B,))
def op_pow(env: Any, a: BR, e: int) -> BR:
    return rm.power(a, e, env.check_bigint_bits)


@register("negBR", R)
def op_neg(env: Any, a: BR) -> BR:
    return rm.neg(a)


@register("recipBR", R)
def op_recip(env: Any, a: BR) -> BR:
    return rm.recip(a)


@register("absBR", R)
def op_abs(env: Any, a: BR) -> BR:
    return rm.absolute(a)


@register("signBR", R)
def op_sign(env: Any, a: BR) -> float:
    return rm.sign(a)


@register("roundBR", R, (R,))
def op_round(env: Any, a: BR, m: BR) -> BR:
    return rm.round_to(a, m)


@register("floorBR", R, (R,))
def op_floor(env: Any, a: BR, m: BR) -> BR:
    return rm.floor(a, m)


@register(["ceilBR", "ceilingBR"], R, (R,))
def op_ceil(env: Any, a: BR, m: BR) -> BR:
    return rm.ceil(a, m)


@register("gcdBR", R, (R,))
def op_gcd(env: Any, a: BR, b: BR) -> BR:
    return rm.gcd(a, b, env.charge)


@register("lcmBR", R, (R,))
def op_lcm(env: Any, a: BR, b: BR) -> BR:
    return rm.lcm(a, b, env.charge)


@register("expomodBR", R, (R,))
def op_expomod(env: Any, a: BR, b: BR) -> BR:
    return rm.expomod(a, b)


@register("perfectPowerFormBR", R, (B,))
def op_perfect_power_form(env: Any, a: BR, bound: int) -> list[Any]:
    sign = rm.sign(a)
    if a.num == 0 or not rm.is_finite(a) or abs(a.num) == a.den:
        return [a, 0, sign]
    p, e1, _ = perfect_power_form(abs(a.num), abs(a.num).bit_length(), env.charge)
    q, e2, _ = perfect_power_form(a.den, a.den.bit_length(), env.charge)
    if a.den == 1:
        q, e2 = 1, 0
    g = math.gcd(e1, e2)
    if g > bound:
        g = next((d for d in range(min(g, bound), 0, -1) if g % d == 0), 0)
        if g == 0:
            raise CalcArrayError("perfectPowerFormBR: no exponent fits the bound", kind="type")
    return [BR(p ** (e1 // g), q ** (e2 // g)), g, sign]


#: Rational operations one turn of a series or bisection does (each reduces by a gcd).
SERIES_TURN_COST = 256


def _series_check(env: Any) -> Any:
    """The size check the rational series and bisections call on each turn, also charging
    the turn's work (``SERIES_TURN_COST`` times ``bits_cost``): their loops build dozens of
    rationals of that size per turn, each reduced by a gcd."""
    def check(bits: int) -> None:
        env.check_bigint_bits(bits)
        env.charge(1 + SERIES_TURN_COST * bits_cost(bits))
    return check


@register(["^RBR", "**RBR"], R, (R, R))
def op_pow_rr(env: Any, a: BR, e: BR, r: BR) -> BR:
    return rm.pow_rr(a, e, r, _series_check(env))


@register("logRBR", R, (R, R))
def op_log_rr(env: Any, a: BR, b: BR, r: BR) -> BR:
    return rm.log_rr(a, b, r, _series_check(env))


@register("sinRBR", R, (R,))
def op_sin_rr(env: Any, a: BR, r: BR) -> BR:
    return rm.sin_rr(a, r, _series_check(env))


@register("cosRBR", R, (R,))
def op_cos_rr(env: Any, a: BR, r: BR) -> BR:
    return rm.cos_rr(a, r, _series_check(env))
