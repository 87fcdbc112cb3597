"""GaussianBigInt arithmetic with the reference's conventions (spec calcarray.md 4.9).

Division truncates each part toward zero and ``mod`` then walks greedily toward the
smallest remainder; the gcd, lcm, quadrant normalisation and ordering build on those, so
the exact associates the engine returns depend on following these steps literally.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from .errors import CalcArrayError, CalcArrayLimitError
from .intmath import CheckBits, bits_cost
from .primes import sieve
from .values import GaussianBigInt as GB

ZERO = GB(0, 0)
ONE = GB(1, 0)
I = GB(0, 1)


def add(x: GB, y: GB) -> GB:
    return GB(x.re + y.re, x.im + y.im)


def sub(x: GB, y: GB) -> GB:
    return GB(x.re - y.re, x.im - y.im)


def mul(x: GB, y: GB) -> GB:
    return GB(x.re * y.re - x.im * y.im, x.re * y.im + x.im * y.re)


def neg(x: GB) -> GB:
    return GB(-x.re, -x.im)


def conj(x: GB) -> GB:
    return GB(x.re, -x.im)


def is_zero(x: GB) -> bool:
    return x.re == 0 and x.im == 0


def _tdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def div(x: GB, y: GB) -> GB:
    """Each part of ``x * conj(y)`` divided by ``norm(y)``, truncated; norm 0 throws."""
    n = y.norm
    if n == 0:
        raise CalcArrayError("Gaussian division by zero", kind="range")
    p = mul(x, conj(y))
    return GB(_tdiv(p.re, n), _tdiv(p.im, n))


def mod(x: GB, y: GB) -> GB:
    """``x - div(x, y) * y`` improved by four greedy passes toward a smaller norm."""
    r = sub(x, mul(div(x, y), y))
    iy = mul(I, y)
    for step in (y, neg(y), iy, neg(iy)):
        while add(r, step).norm < r.norm:
            r = add(r, step)
    return r


def div_exact(x: GB, y: GB) -> GB:
    """``/mGB``: divide after removing the remainder."""
    return div(sub(x, mod(x, y)), y)


def power(x: GB, e: int, check_bits: CheckBits = None) -> GB:
    """Square-and-multiply; a negative exponent throws (RangeError)."""
    if e < 0:
        raise CalcArrayError("negative exponent for a GaussianBigInt power", kind="range")
    norm = x.re * x.re + x.im * x.im
    if check_bits is not None and e > 1 and norm > 1:
        # |x ** e| = norm ** (e / 2): the size of the result. Units (1, -1, i, -i) and 0
        # stay small for any exponent, so they are never refused.
        check_bits(int(e * norm.bit_length() / 2) + 1)
    result, base = ONE, x
    while e:
        if e & 1:
            result = mul(result, base)
        e >>= 1
        if e:
            base = mul(base, base)
    return result


def ipow(e: int) -> GB:
    """``i ** e`` for any integer ``e`` (period 4)."""
    return (ONE, I, GB(-1, 0), GB(0, -1))[e % 4]


def quadrant(z: GB) -> int:
    if z.re > 0 and z.im >= 0:
        return 0
    if z.re <= 0 and z.im > 0:
        return 1
    if z.re < 0 and z.im <= 0:
        return 2
    if z.re >= 0 and z.im < 0:
        return 3
    return -1


def first_quadrant_unit(z: GB) -> GB:
    if is_zero(z):
        return ZERO
    return ipow(4 - quadrant(z))


def to_first_quadrant(z: GB) -> GB:
    return mul(z, first_quadrant_unit(z))


def gcd(a: GB, b: GB, check: Callable[[int], None] | None = None) -> GB:
    steps = 0
    while True:
        if b.norm > a.norm:
            a, b = b, a
        if is_zero(b):
            return to_first_quadrant(a)
        a, b = b, mod(a, b)
        steps += 1
        if steps > 100_000:
            raise CalcArrayLimitError("gcdGB did not finish")
        if check is not None:  # a Gaussian remainder: a few products and divisions
            check(1 + 8 * bits_cost(a.norm.bit_length()))


def lcm(a: GB, b: GB, check: Callable[[int], None] | None = None) -> GB:
    return to_first_quadrant(div(mul(a, b), gcd(a, b, check)))


def sort_key(z: GB) -> tuple[int, int, int, int]:
    return (z.norm, quadrant(z), z.re + z.im, z.im)


def compare(a: GB, b: GB) -> int:
    """``gaussianSort``: -1, 0 or 1 by norm, then quadrant, then ``re + im``, then ``im``."""
    ka, kb = sort_key(a), sort_key(b)
    return (ka > kb) - (ka < kb)


def nth_gaussian_prime(n: int, check_length: object = None,
                       check_time: Callable[[int], None] | None = None) -> GB:
    """The n-th Gaussian prime ``a+bi`` with ``a >= 1, b >= 0`` in ``gaussianSort`` order."""
    bound = max(64, 4 * n)
    while True:
        if callable(check_length):
            check_length(bound)
        found = _gaussian_primes_up_to(bound, check_time)
        if len(found) >= n:
            return found[n - 1]
        bound *= 2


def _gaussian_primes_up_to(bound: int,
                           check: Callable[[int], None] | None = None) -> list[GB]:
    if check is not None:  # the sieve
        check(bound >> 3)
    primes = sieve(bound)
    is_prime = bytearray(bound + 1)
    for p in primes:
        is_prime[p] = 1
    found: list[GB] = []
    for p in primes:
        if p == 2:
            found.append(GB(1, 1))
        elif p % 4 == 3:
            if p * p <= bound:
                found.append(GB(p, 0))
    a = 1
    while a * a < bound:
        if check is not None:  # one row of norms
            check(1 + math.isqrt(max(bound - a * a, 0)))
        b = 1
        while a * a + b * b <= bound:
            nrm = a * a + b * b
            if nrm % 4 == 1 and is_prime[nrm]:
                found.append(GB(a, b))
            b += 1
        a += 1
    found.sort(key=sort_key)
    return found
