"""BigInt operators (spec calcarray.md 4.7), family bigint.

Exact integer arithmetic with JavaScript's BigInt rules: division and ``%`` truncate toward
zero and throw a RangeError for a zero divisor, there is no unsigned shift. Results that
could be huge (powers, factorials, left shifts) are size-checked before they are built.
"""

from __future__ import annotations

import math
from typing import Any

from ..errors import CalcArrayError, CalcArrayLimitError
from ..intmath import floored_mod, ipow, iroot, perfect_power_form, trunc_div, trunc_rem
from ..primes import nth_prime
from .base import register

#: V8's largest BigInt, in bits: a result beyond it throws "Maximum BigInt size exceeded".
JS_MAX_BIGINT_BITS = 1 << 30
#: How deep the reference's recursive factorialB gets before JavaScript's stack overflows
#: (measured between 2,000, which works, and 12,000, which throws; V8's default stack
#: holds roughly ten thousand such calls).
FACTORIAL_RECURSION_DEPTH = 10_000

B = "bigint"


@register("+B", B, (B,))
def op_add(env: Any, a: int, b: int) -> int:
    return a + b


@register("-B", B, (B,))
def op_sub(env: Any, a: int, b: int) -> int:
    return a - b


@register("*B", B, (B,))
def op_mul(env: Any, a: int, b: int) -> int:
    env.check_bigint_bits(a.bit_length() + b.bit_length())
    return a * b


@register("/B", B, (B,))
def op_div(env: Any, a: int, b: int) -> int:
    return trunc_div(a, b)


@register("%B", B, (B,))
def op_rem(env: Any, a: int, b: int) -> int:
    return trunc_rem(a, b)


@register("modB", B, (B,))
def op_mod(env: Any, a: int, b: int) -> int:
    return floored_mod(a, b)


@register(["^B", "**B"], B, (B,))
def op_pow(env: Any, a: int, b: int) -> int:
    return ipow(a, b, env.check_bigint_bits)


@register("absB", B)
def op_abs(env: Any, a: int) -> int:
    return abs(a)


@register("signB", B)
def op_sign(env: Any, a: int) -> int:
    return (a > 0) - (a < 0)


def bigint_gcd(a: int, b: int) -> int:
    """Euclid with the truncated remainder, so the sign follows the last remainder."""
    while b != 0:
        a, b = b, trunc_rem(a, b)
    return a


@register("gcdB", B, (B,))
def op_gcd(env: Any, a: int, b: int) -> int:
    return bigint_gcd(a, b)


@register("lcmB", B, (B,))
def op_lcm(env: Any, a: int, b: int) -> int:
    return trunc_div(a * b, bigint_gcd(a, b))


@register("factorialB", B)
def op_factorial(env: Any, a: int) -> Any:
    if a < 0:
        return math.nan
    if a > FACTORIAL_RECURSION_DEPTH:
        # The reference computes n! by recursion, one call per factor: past about ten
        # thousand calls JavaScript's stack runs out (RangeError), long before the size of
        # the result would matter.
        raise CalcArrayError(f"factorialB of {a}: Maximum call stack size exceeded (the "
                             f"reference recurses once per factor, at most about "
                             f"{FACTORIAL_RECURSION_DEPTH:,} deep)", kind="range")
    if a > 20:
        # log2(a!) without overflowing a float for absurd a.
        bits = int(math.lgamma(a + 1) / math.log(2)) if a < 10**15 else a * (a.bit_length() - 2)
        env.check_bigint_bits(bits + 1)
    return math.factorial(a)


@register("primeB", B)
def op_prime(env: Any, a: int) -> int:
    return nth_prime(env.state, a, env.check_length)


@register("expomodB", B, (B,))
def op_expomod(env: Any, a: int, b: int) -> int:
    if a == 0 or b == 1:
        return -1
    if b == 0:
        raise CalcArrayError("expomodB: division by zero", kind="range")
    if b == -1:
        raise CalcArrayLimitError("expomodB with base -1 never terminates")
    count = 0
    while a % b == 0:
        count += 1
        a = trunc_div(a, b)
    return count


@register("bit&B", B, (B,))
def op_and(env: Any, a: int, b: int) -> int:
    return a & b


@register("bit|B", B, (B,))
def op_or(env: Any, a: int, b: int) -> int:
    return a | b


@register("bit^B", B, (B,))
def op_xor(env: Any, a: int, b: int) -> int:
    return a ^ b


@register("bit~B", B)
def op_not(env: Any, a: int) -> int:
    return ~a


def _shift_left(env: Any, a: int, n: int) -> int:
    if n < 0:
        return a >> -n
    if a != 0:
        env.check_bigint_bits(a.bit_length() + n)
    return a << n


@register("bit<<B", B, (B,))
def op_shl(env: Any, a: int, b: int) -> int:
    return _shift_left(env, a, b)


@register("bit>>B", B, (B,))
def op_shr(env: Any, a: int, b: int) -> int:
    return _shift_left(env, a, -b)


@register("bit>>>B", B, (B,))
def op_ushr(env: Any, a: int, b: int) -> int:
    raise CalcArrayError("BigInts have no unsigned right shift", kind="type")


def _quotient_multiple(a: int, b: int) -> int:
    return trunc_div(a, b) * b


@register("roundB", B, (B,))
def op_round(env: Any, a: int, b: int) -> int:
    f = _quotient_multiple(a, b)
    c = f
    if f > a:
        f -= b
    if c < a:
        c += b
    return c if c - a <= a - f else f


@register("floorB", B, (B,))
def op_floor(env: Any, a: int, b: int) -> int:
    f = _quotient_multiple(a, b)
    return f - b if f > a else f


@register(["ceilB", "ceilingB"], B, (B,))
def op_ceil(env: Any, a: int, b: int) -> int:
    c = _quotient_multiple(a, b)
    return c + b if c < a else c


@register("rootB", B, (B,))
def op_root(env: Any, a: int, b: int) -> int:
    if a == 0 or a == 1:
        return a
    if b == 1:
        return a
    if b < 1:
        raise CalcArrayError("rootB: the root degree must be at least 1", kind="range")
    if a < 0 and b % 2 == 0:
        raise CalcArrayError("rootB: even root of a negative number", kind="range")
    if (b - 1) * math.log2(abs(a)) >= JS_MAX_BIGINT_BITS:
        # a ** (b - 1) has more than 2**30 bits exactly when (b - 1) * log2(a) >= 2**30
        # (2n ** (2n ** 30n) already throws in V8; 2n ** (2n ** 30n - 1n) does not).
        # The reference's Newton step starts from a ** (b - 1), which JavaScript cannot
        # hold: it throws where we could answer 1 at once.
        raise CalcArrayError(f"rootB: Maximum BigInt size exceeded (a root of degree {b})",
                             kind="range")
    return -iroot(-a, b) if a < 0 else iroot(a, b)


@register("logB", B, (B,))
def op_log(env: Any, a: int, b: int) -> int:
    if a < 0:
        raise CalcArrayError("logB of a negative number", kind="range")
    if b < 2:
        raise CalcArrayError("logB: the base must be at least 2", kind="range")
    if a == 0:
        return -1
    e = max(int(a.bit_length() / b.bit_length()) - 1, 0)
    while b ** (e + 1) <= a:
        e += 1
    while e > 0 and b**e > a:
        e -= 1
    return e


@register("perfectPowerFormB", B, (B,))
def op_perfect_power_form(env: Any, a: int, bound: int) -> list[int]:
    return perfect_power_form(a, bound, env.charge)


@register("rand_bigint", B, (B,))
def op_rand_bigint(env: Any, a: int, b: int) -> int:
    """Bisection, as the reference does it: one draw halves the range while it spans more
    than two values, a last draw picks one end. The number of draws depends on the path
    (about log2 of the range, so the BigInt size limit bounds it) and the result is not
    uniform; both matter for replaying a game draw for draw."""
    lo, hi = min(a, b), max(a, b)
    while hi - lo > 1:
        mid = trunc_div(hi + lo, 2)
        if env.random() > 0.5:
            hi = mid
        else:
            lo = mid
    return hi if env.random() > 0.5 else lo
