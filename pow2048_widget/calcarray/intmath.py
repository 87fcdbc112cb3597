"""Exact integer helpers shared by the BigInt, BigRational and Gaussian operators.

Everything that can build a huge integer takes a ``check_bits`` callback (the evaluator's
``env.check_bigint_bits``) and calls it *before* computing, so a rule such as
``[10, "^B", 10^9]`` fails fast with a limit error instead of exhausting memory.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from .errors import CalcArrayError, CalcArrayLimitError

CheckBits = Callable[[int], None] | None
#: An operator's work counter (the evaluator's ``env.charge``): called with a number of
#: steps the work just done is worth, so a long loop stops at ``Limits.max_steps``.
Charge = Callable[[int], None] | None

__all__ = ["CheckBits", "Charge", "bits_cost", "ipow", "iroot", "trunc_div", "trunc_rem",
           "floored_mod", "perfect_power_form", "factorize", "divisors"]


def bits_cost(bits: int) -> int:
    """Steps one arithmetic operation on numbers of ``bits`` bits is charged: none up to
    1,024 bits, then growing with the square of the size (division, gcd and conversion of
    such numbers cost about that; a 1,000,000-bit result is a quarter of the default
    budget)."""
    if bits <= 1024:
        return 0
    units = bits >> 10
    return ((units * units) >> 2) + units


def ipow(base: int, exp: int, check_bits: CheckBits = None) -> int:
    """``base ** exp`` for ``exp >= 0``, checking the result's size first."""
    if exp < 0:
        raise CalcArrayError("negative exponent for a BigInt power", kind="range")
    if check_bits is not None and abs(base) > 1 and exp > 1:
        check_bits(abs(base).bit_length() * exp)
    return base**exp


def trunc_div(a: int, b: int) -> int:
    """BigInt ``a / b``: quotient truncated toward zero; dividing by 0 throws (RangeError)."""
    if b == 0:
        raise CalcArrayError("division by zero", kind="range")
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def trunc_rem(a: int, b: int) -> int:
    """BigInt ``a % b``: remainder with the sign of ``a``; divisor 0 throws (RangeError)."""
    return a - b * trunc_div(a, b)


def floored_mod(a: int, b: int) -> int:
    """``((a % b) + b) % b`` with the reference's special case ``b = 0`` giving 0."""
    if b == 0:
        return 0
    return trunc_rem(trunc_rem(a, b) + b, b)


def iroot(a: int, n: int) -> int:
    """Largest ``r >= 0`` with ``r**n <= a`` for ``a >= 0``, ``n >= 1`` (Newton's method)."""
    if a < 2 or n == 1:
        return a
    if n >= a.bit_length():
        return 1  # 2**n > a already
    r = 1 << -(-a.bit_length() // n)  # an upper bound
    while True:
        nxt = ((n - 1) * r + a // r ** (n - 1)) // n
        if nxt >= r:
            break
        r = nxt
    while r**n > a:
        r -= 1
    while (r + 1) ** n <= a:
        r += 1
    return r


def perfect_power_form(a: int, bound: int, check: Charge = None) -> list[int]:
    """``[base, exponent, sign]`` with ``|a| = base**exponent`` and the largest exponent.

    The exponent is searched in ``2..min(floor(log2 |a|), bound)`` (spec 4.7); ``check``
    is charged each root (the evaluator's step budget: a huge ``a`` takes seconds).
    """
    sign = (a > 0) - (a < 0)
    m = abs(a)
    if m == 0:
        return [0, 0, 0]
    if m == 1:
        return [1, 0, sign]
    top = min(m.bit_length() - 1, bound)
    root_cost = 1 + 4 * bits_cost(m.bit_length())  # Newton's method: a few divisions
    for p in range(top, 1, -1):
        if check is not None:
            check(root_cost)
        r = iroot(m, p)
        if r**p == m:
            return [r, p, sign]
    return [m, 1, sign]


MAX_FACTOR_BITS = 2048
"""Largest cofactor (after trial division) ``factorize`` takes on: testing a 1,000,000-bit
number for primality alone would take hours."""


def factorize(n: int, max_steps: int = 10**7,
              check: Charge = None) -> list[tuple[int, int]]:
    """Prime factorisation of ``n >= 1`` as ``(prime, exponent)`` pairs, increasing.

    Trial division by small numbers, then Pollard's rho, so 20-digit inputs are quick;
    ``check`` is charged for the divisions and rho iterations (the evaluator's step
    budget: a product of two large primes would take years).
    """
    result: dict[int, int] = {}
    twos = (n & -n).bit_length() - 1  # all factors 2 at once (2**100000 has 100,000)
    if twos > 0:
        result[2] = twos
        n >>= twos
    turns = 0
    division_cost = 256 * (1 + (n.bit_length() >> 14))  # per 256 divisions of n
    for p in (3, 5):
        while n % p == 0:
            result[p] = result.get(p, 0) + 1
            n //= p
            turns += 1
            if check is not None and turns & 255 == 0:
                check(division_cost)
    f = 7
    steps = 0
    step = [4, 2, 4, 2, 4, 6, 2, 6]
    i = 0
    while f * f <= n and f < 10000:
        while n % f == 0:
            result[f] = result.get(f, 0) + 1
            n //= f
            turns += 1
            if check is not None and turns & 255 == 0:
                check(division_cost)
        f += step[i]
        i = (i + 1) % 8
    stack = [n] if n > 1 else []
    while stack:
        m = stack.pop()
        if m == 1:
            continue
        if m.bit_length() > MAX_FACTOR_BITS:
            raise CalcArrayLimitError(
                f"a factor of {m.bit_length()} bits is beyond what can be factorised "
                f"(the limit is {MAX_FACTOR_BITS} bits)")
        if check is not None:  # Miller-Rabin: 12 modular powers
            check(1 + (m.bit_length() ** 3 >> 17))
        if _is_probable_prime(m):
            result[m] = result.get(m, 0) + 1
            continue
        d = _pollard_rho(m, check)
        steps += 1
        if steps > max_steps:
            raise CalcArrayError("number too hard to factorise", kind="limit")
        stack.extend([d, m // d])
    return sorted(result.items())


def _is_probable_prime(n: int) -> bool:
    if n < 2:
        return False
    small = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)
    for p in small:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in small:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _pollard_rho(n: int, check: Charge = None) -> int:
    if n % 2 == 0:
        return 2
    c = 1
    turns = 0
    cost = 4096 * (2 + (n.bit_length() >> 7))  # 4,096 turns: 3 modular squares, a gcd
    while True:
        x = y = 2
        d = 1
        while d == 1:
            turns += 1
            if check is not None and turns & 4095 == 0:
                check(cost)
            x = (x * x + c) % n
            y = (y * y + c) % n
            y = (y * y + c) % n
            d = math.gcd(abs(x - y), n)
        if d != n:
            return d
        c += 1


def divisors(n: int, check: Charge = None) -> list[int]:
    """Sorted positive divisors of ``n >= 1``."""
    divs = [1]
    for p, e in factorize(n, check=check):
        if check is not None:  # one product per new divisor
            check(len(divs) * (e + 1) * (1 + bits_cost(n.bit_length())))
        divs = [d * p**k for d in divs for k in range(e + 1)]
    if check is not None:  # the sort
        check(len(divs) * max(len(divs).bit_length(), 1) >> 2)
    return sorted(divs)
