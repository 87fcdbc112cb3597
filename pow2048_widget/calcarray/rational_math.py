"""BigRational arithmetic exactly as the reference defines it (spec calcarray.md 11.1).

The reference's non-finite rules (``Infinity * 0`` is NaN, ``mod`` by an infinity returns
the value...) and its rounding/bisection algorithms for ``^RBR``, ``logRBR``, ``sinRBR`` and
``cosRBR`` are observable in results, so they are followed step by step rather than
replaced by ``fractions.Fraction`` or floating-point maths.
"""

from __future__ import annotations

from collections.abc import Callable

from .errors import CalcArrayError, CalcArrayLimitError
from .intmath import CheckBits, bits_cost, ipow, trunc_rem
from .values import BigRational as BR

ZERO = BR(0, 1)
ONE = BR(1, 1)
NAN = BR(0, 0)
INF = BR(1, 0)
NEG_INF = BR(-1, 0)

# The reference's series and bisections loop until a rounding settles; with a zero
# rounding some never settle. We stop them here instead of hanging.
MAX_LOOPS = 20_000


def _bits(x: BR) -> int:
    """Size of a rational's larger part (what arithmetic on it costs)."""
    return max(abs(x.num).bit_length(), x.den.bit_length())


def br(n: int) -> BR:
    return BR(n, 1)


def is_nan(x: BR) -> bool:
    return x.den == 0 and x.num == 0


def is_inf(x: BR) -> bool:
    return x.den == 0 and x.num != 0


def is_finite(x: BR) -> bool:
    return x.den != 0


def eq(x: BR, y: BR) -> bool:
    if is_finite(x) and is_finite(y):
        return x.num * y.den == y.num * x.den
    return not is_finite(x) and not is_finite(y) and x.num != 0 and x.num == y.num


def gt(x: BR, y: BR) -> bool:
    if is_nan(x) or is_nan(y):
        return False
    if x.num == 1 and x.den == 0 and y.num == -1 and y.den == 0:
        return True
    return x.num * y.den > x.den * y.num


def lt(x: BR, y: BR) -> bool:
    return gt(y, x)


def gte(x: BR, y: BR) -> bool:
    return eq(x, y) or gt(x, y)


def lte(x: BR, y: BR) -> bool:
    return eq(x, y) or lt(x, y)


def neq(x: BR, y: BR) -> bool:
    if is_nan(x) or is_nan(y):
        return False
    return not eq(x, y)


def add(x: BR, y: BR) -> BR:
    if is_finite(x) and is_finite(y):
        return BR(x.num * y.den + y.num * x.den, x.den * y.den)
    if is_nan(x) or is_nan(y) or (is_inf(x) and is_inf(y) and x.num != y.num):
        return NAN
    return x if is_inf(x) else y


def neg(x: BR) -> BR:
    return BR(-x.num, x.den)


def sub(x: BR, y: BR) -> BR:
    return add(x, neg(y))


def mul(x: BR, y: BR) -> BR:
    return BR(x.num * y.num, x.den * y.den)


def div(x: BR, y: BR) -> BR:
    return BR(x.num * y.den, x.den * y.num)


def recip(x: BR) -> BR:
    return BR(x.den, x.num)


def absolute(x: BR) -> BR:
    return BR(abs(x.num), x.den)


def sign(x: BR) -> float:
    if is_nan(x):
        return float("nan")
    return float((x.num > 0) - (x.num < 0))


def power(x: BR, e: int, check_bits: CheckBits = None) -> BR:
    """Integer power; negative exponents invert (``0 ** -1`` is Infinity); NaN stays NaN."""
    if is_nan(x):
        return NAN
    if e == 0:
        return ONE
    if e < 0:
        return BR(ipow(x.den, -e, check_bits), ipow(x.num, -e, check_bits))
    return BR(ipow(x.num, e, check_bits), ipow(x.den, e, check_bits))


def _floor_int(x: BR) -> BR:
    return br(x.num // x.den)


def _ceil_int(x: BR) -> BR:
    return br(-((-x.num) // x.den))


def floor(x: BR, m: BR = ONE) -> BR:
    m = absolute(m)
    if not is_finite(x) or is_nan(m):
        return NAN
    if is_inf(m):
        return ZERO if x.num >= 0 else NEG_INF
    if m.num == 0:
        return x
    if m == ONE:
        return _floor_int(x)
    return mul(_floor_int(div(x, m)), m)


def ceil(x: BR, m: BR = ONE) -> BR:
    m = absolute(m)
    if not is_finite(x) or is_nan(m):
        return NAN
    if is_inf(m):
        return INF if x.num >= 0 else ZERO
    if m.num == 0:
        return x
    if m == ONE:
        return _ceil_int(x)
    return mul(_ceil_int(div(x, m)), m)


def round_to(x: BR, m: BR = ONE) -> BR:
    """Nearest multiple of ``|m|``, ties toward +Infinity."""
    m = absolute(m)
    if not is_finite(x) or is_nan(m):
        return NAN
    if is_inf(m):
        return ZERO
    c, f = ceil(x, m), floor(x, m)
    return c if lte(sub(c, x), sub(x, f)) else f


def mod(x: BR, y: BR) -> BR:
    if not is_finite(x) or is_nan(y):
        return NAN
    if is_inf(y):
        return x
    if y.num < 0:
        return neg(mod(neg(x), neg(y)))
    return sub(x, floor(x, y))


def gcd(a: BR, b: BR, check: Callable[[int], None] | None = None) -> BR:
    a, b = absolute(a), absolute(b)
    if is_nan(a) or is_nan(b):
        return NAN
    if lt(a, b):
        a, b = b, a
    steps = 0
    while a.num != 0 and b.num != 0 and is_finite(a) and is_finite(b):
        a, b = b, mod(a, b)
        steps += 1
        if steps > MAX_LOOPS:
            raise CalcArrayLimitError("gcdBR did not finish")
        if check is not None:  # one rational remainder (products, a gcd)
            check(1 + 8 * bits_cost(_bits(b)))
    if b.num == 0 or is_inf(b):
        return absolute(a)
    return absolute(b)


def lcm(a: BR, b: BR, check: Callable[[int], None] | None = None) -> BR:
    if is_nan(a) or is_nan(b):
        return NAN
    if b.num == 0 or is_inf(a):
        return absolute(a)
    if a.num == 0 or is_inf(b):
        return absolute(b)
    return absolute(div(mul(a, b), gcd(a, b, check)))


def expomod(n: BR, m: BR) -> BR:
    """Multiplicity of ``m`` in ``n`` (may be negative); see 11.1."""
    if is_nan(n) or is_nan(m) or m.num == 0 or is_inf(m):
        return NAN
    if n.num == 0:
        return NEG_INF
    if is_inf(n):
        return INF
    if abs(m.num) == 1 and m.den == 1:
        raise CalcArrayLimitError("expomodBR with base 1 or -1 never terminates")
    k = 0
    while trunc_rem(n.num, m.num) == 0 and trunc_rem(n.den, m.den) == 0:
        k += 1
        n = div(n, m)
    while trunc_rem(n.num, m.den) == 0 and trunc_rem(n.den, m.num) == 0:
        k -= 1
        n = mul(n, m)
    return br(k)


def _as_bigint(x: BR) -> int:
    """``BigInt(x)`` of an integral value; the reference throws for anything else."""
    if x.den != 1:
        raise CalcArrayError(f"cannot convert {x} to a BigInt", kind="range")
    return x.num


def _bisect(lo: int, hi: int, r: BR, compare: object) -> tuple[int, int]:
    steps = 0
    while hi - lo > 1:
        k = (lo + hi) // 2
        c = compare(mul(br(k), r))  # type: ignore[operator]
        if c == 0:
            lo = hi = k
        elif c < 0:
            lo = k
        else:
            hi = k
        steps += 1
        if steps > MAX_LOOPS:
            raise CalcArrayLimitError("bisection did not finish")
    return lo, hi


def _cmp(x: BR, y: BR) -> int:
    return 0 if eq(x, y) else -1 if lt(x, y) else 1


def pow_rr(x: BR, e: BR, r: BR, check_bits: CheckBits = None) -> BR:
    """``x ** e`` rounded to a multiple of ``r`` (``^RBR``)."""
    r = absolute(r)
    if is_nan(x) or is_nan(e) or is_nan(r) or is_inf(r):
        return NAN
    if x.num < 0 and e.den % 2 == 0:
        return NAN
    s = -1 if x.num < 0 else 1
    if e.num % 2 == 0 and e.num >= 0:
        # The reference keeps the minus sign for a negative even numerator:
        # (-1) ^ (-2/7) is -1 there (docs/reference-notes.md).
        s = 1
    x = absolute(x)
    if e.num == 0 or x == ONE:
        return round_to(br(s), r)
    if (is_inf(x) and e.num > 0) or (x.num == 0 and e.num < 0):
        return BR(s, 0)
    if (is_inf(x) and e.num < 0) or (x.num == 0 and e.num > 0):
        return ZERO
    if lt(x, ONE):
        return mul(br(s), pow_rr(recip(x), neg(e), r, check_bits))
    if e.den == 1:
        return round_to(power(x, e.num, check_bits), r)
    if not is_finite(e):
        raise CalcArrayError("^RBR: an infinite exponent is not a BigInt power", kind="type")
    lo = _as_bigint(div(floor(power(x, _floor_int(e).num, check_bits), r), r))
    hi = _as_bigint(div(ceil(power(x, _ceil_int(e).num, check_bits), r), r))
    target = power(x, e.num, check_bits)
    lo, hi = _bisect(lo, hi, r, lambda kr: _cmp(power(kr, e.den, check_bits), target))
    mid = div(add(mul(br(lo), r), mul(br(hi), r)), br(2))
    if lte(power(mid, e.den, check_bits), target):
        return mul(br(s), mul(br(hi), r))
    return mul(br(s), mul(br(lo), r))


def log_rr(x: BR, b: BR, r: BR, check_bits: CheckBits = None) -> BR:
    """Logarithm of ``x`` in base ``b`` rounded to a multiple of ``r`` (``logRBR``)."""
    r = absolute(r)
    if is_nan(x) or is_nan(b) or is_nan(r) or is_inf(r):
        return NAN
    if x.num < 0 or b.num <= 0 or b == ONE or is_inf(x) or is_inf(b):
        return NAN
    if x.num == 0:
        return NEG_INF
    if x == ONE:
        return ZERO
    if lt(x, ONE):
        return neg(log_rr(recip(x), b, r, check_bits))
    if lt(b, ONE):
        return neg(log_rr(x, recip(b), r, check_bits))
    u = 1
    while lt(power(b, u, check_bits), x):
        u *= 2
    low = u // 2
    lo = _as_bigint(div(floor(br(low), r), r))
    hi = _as_bigint(div(floor(br(u), r), r))

    def compare(kr: BR) -> int:
        return _cmp(power(b, kr.num, check_bits), power(x, kr.den, check_bits))

    lo, hi = _bisect(lo, hi, r, compare)
    mid = div(add(mul(br(lo), r), mul(br(hi), r)), br(2))
    if lte(power(b, mid.num, check_bits), power(x, mid.den, check_bits)):
        return mul(br(hi), r)
    return mul(br(lo), r)


HALF = BR(1, 2)
PICO = BR(1, 10**12)


def approx_pi(r: BR, check_bits: CheckBits = None) -> BR:
    """Pi rounded to a multiple of ``r``, from the arcsine series at 1/2."""
    r = absolute(r)
    if r.num == 0:
        raise CalcArrayLimitError("pi to a precision of 0 never finishes")
    q = div(r, br(6))
    total, n, c, err = ZERO, 1, ONE, br(2)
    steps = 0
    while neq(round_to(total, q), round_to(add(total, err), q)):
        total = add(total, mul(div(c, br(n)), power(HALF, n, check_bits)))
        if check_bits is not None:  # the sum's size is what each turn costs
            check_bits(_bits(total))
        err = div(err, br(4))
        c = div(mul(c, br(n)), br(n + 1))
        n += 2
        steps += 1
        if steps > MAX_LOOPS:
            raise CalcArrayLimitError("approximation of pi did not finish")
    return round_to(mul(br(6), total), r)


def _trig(x: BR, r: BR, cosine: bool, check_bits: CheckBits) -> BR:
    r = absolute(r)
    if not is_finite(x) or not is_finite(r):
        return NAN
    if x.num == 0:
        return ONE if cosine else ZERO
    if x.num < 0:
        inner = _trig(neg(x), r, cosine, check_bits)
        return inner if cosine else neg(inner)
    pi = approx_pi(mul(div(r, x), PICO), check_bits)
    two_pi = mul(br(2), pi)
    x = mod(x, two_pi)
    negate = False
    if cosine:
        if gt(x, pi):
            x = sub(two_pi, x)
        if gt(x, div(pi, br(2))):
            negate, x = True, sub(pi, x)
        total, n, err, c = ONE, 2, ONE, HALF
    else:
        if gt(x, pi):
            negate, x = True, sub(x, pi)
        if gt(x, div(pi, br(2))):
            x = sub(pi, x)
        total, n, err, c = x, 3, x, BR(1, 6)
    sgn = -1
    tiny = div(r, br(10**12))
    x2 = mul(x, x)
    steps = 0
    while lte(br(n), x) or (
        neq(round_to(sub(total, err), r), round_to(add(total, err), r)) and gt(err, tiny)
    ):
        total = add(total, mul(mul(c, power(x, n, check_bits)), br(sgn)))
        if check_bits is not None:
            check_bits(_bits(total))
        sgn = -sgn
        err = div(div(mul(err, x2), br(n - 1)), br(n))
        c = div(div(c, br(n + 1)), br(n + 2))
        n += 2
        steps += 1
        if steps > MAX_LOOPS:
            raise CalcArrayLimitError("trigonometric series did not finish")
    if negate:
        total = neg(total)
    return round_to(total, r)


def sin_rr(x: BR, r: BR, check_bits: CheckBits = None) -> BR:
    """Sine of ``x`` rounded to a multiple of ``r`` (``sinRBR``)."""
    return _trig(x, r, False, check_bits)


def cos_rr(x: BR, r: BR, check_bits: CheckBits = None) -> BR:
    """Cosine of ``x`` rounded to a multiple of ``r`` (``cosRBR``)."""
    return _trig(x, r, True, check_bits)
