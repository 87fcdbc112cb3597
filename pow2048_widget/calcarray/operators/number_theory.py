"""Number-theory helpers (spec calcarray.md 4.8): factorisation, divisors, bases, digit-wise
operations.

Results do not depend on the engine's prime list (only ``prime``/``primeB`` read it), so
factorisation uses its own fast algorithm (``intmath.factorize``).
"""

from __future__ import annotations

import math
from typing import Any

from ..errors import CalcArrayError
from ..intmath import divisors, factorize, ipow, trunc_div, trunc_rem
from ..jsnum import to_bigint
from ..jsstring import units
from ..primes import ensure_prime_count, grow_for_factoring, sieve
from ..values import UNDEFINED, GaussianBigInt, is_bigint
from .base import register

B, N, L, S = "bigint", "number", "array", "string"

DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/"


@register("primeFactorizeB", B, (N,))
def op_prime_factorize(env: Any, a: int, form: float) -> list[Any]:
    n = abs(a)
    if n == 0:
        return []
    pairs = factorize(n, check=env.charge)
    grow_for_factoring(env.state, pairs, env.check_length, largest=form not in (1, 2))
    if form == 1:
        return [[p, e] for p, e in pairs]
    if form == 2:
        total = sum(e for _, e in pairs)
        env.check_length(total)
        return [p for p, e in pairs for _ in range(e)]
    if not pairs:
        return [0]
    largest = pairs[-1][0]
    env.check_length(largest)
    exponents = dict(pairs)
    return [exponents.get(p, 0) for p in sieve(largest)]


def _require_bigint(x: Any) -> int:
    if isinstance(x, GaussianBigInt) and x.im == 0:
        return x.re  # a real Gaussian integer takes part in BigInt arithmetic as its value
    if not is_bigint(x):
        raise CalcArrayError("primeDefactorizeB: cannot mix BigInt and other types",
                             kind="type")
    return x


@register("primeDefactorizeB", L, (N,))
def op_prime_defactorize(env: Any, a: list[Any], form: float) -> int:
    result = 1
    if form == 1:
        for pair in a:
            items = pair if isinstance(pair, list) else [pair]
            base = _require_bigint(items[0] if items else UNDEFINED)
            exp = _require_bigint(items[1] if len(items) > 1 else UNDEFINED)
            result *= ipow(base, exp, env.check_bigint_bits)
        return result
    if form == 2:
        for v in a:
            result *= _require_bigint(v)
        return result
    exps = [_require_bigint(v) for v in a]
    ensure_prime_count(env.state, len(exps), env.check_length)  # the engine's list grows
    for p, e in zip(env.state.primes, exps, strict=False):
        result *= ipow(p, e, env.check_bigint_bits)
    return result


@register("factorAmountB", B)
def op_factor_amount(env: Any, a: int) -> int:
    n = abs(a)
    if n == 0:
        return 1
    pairs = factorize(n, check=env.charge)
    grow_for_factoring(env.state, pairs, env.check_length)
    return math.prod(e + 1 for _, e in pairs)


@register("factorListB", B)
def op_factor_list(env: Any, a: int) -> list[int]:
    n = abs(a)
    if n == 0:
        return [1]
    pairs = factorize(n, check=env.charge)
    grow_for_factoring(env.state, pairs, env.check_length)
    env.check_length(math.prod(e + 1 for _, e in pairs))
    return divisors(n, env.charge)


# --- bases --------------------------------------------------------------------------------


def _base_spec(spec: list[Any]) -> tuple[int, list[str] | None]:
    """Base and alphabet of a ``baseConvertB``/``baseDeconvertB`` argument (array family).

    A one-element non-string list is a base (the reference converts that entry again with the
    bigint family; we convert the value it produced). Any other list's length is the base;
    its elements are the alphabet if all are strings.
    """
    if len(spec) == 1 and not isinstance(spec[0], str):
        return to_bigint(spec[0]), None
    if spec and all(isinstance(x, str) for x in spec):
        return len(spec), list(spec)
    return len(spec), None


def _digit_text(d: int, base: int, alphabet: list[str] | None) -> str:
    if alphabet is not None:
        return alphabet[d]
    if base > 64:
        return f"({d})"
    return DIGITS[d]


@register("baseConvertB", B, (L,))
def op_base_convert(env: Any, a: int, spec: list[Any]) -> Any:
    base, alphabet = _base_spec(spec)
    if base < 2:
        return a
    n = abs(a)
    digits: list[str] = []
    env.check_length(int(n.bit_length() / max(math.log2(base), 1)) + 1)
    while n > 0:
        n, d = divmod(n, base)
        digits.append(_digit_text(d, base, alphabet))
    return ("-" if a < 0 else "") + "".join(reversed(digits))


def _read_digit_record(record: list[Any]) -> int:
    base, sign, digits = record
    if not (is_bigint(base) and is_bigint(sign)):
        raise CalcArrayError("baseDeconvertB: cannot mix BigInt and other types", kind="type")
    value = 0
    for d in digits if isinstance(digits, list) else [digits]:
        value = value * base + _require_bigint(d)
    return sign * value


@register("baseDeconvertB", S, (L,))
def op_base_deconvert(env: Any, a: Any, spec: list[Any]) -> Any:
    if a is None or a is UNDEFINED:
        raise CalcArrayError("baseDeconvertB: the running value is undefined", kind="type")
    if isinstance(a, list):
        return _read_digit_record(a) if len(a) == 3 else UNDEFINED
    if is_bigint(a):
        return a  # already a BigInt (a special text such as "@Var 0" can hand one over)
    if not isinstance(a, str):
        return UNDEFINED
    base, alphabet = _base_spec(spec)
    lookup = alphabet if alphabet is not None else list(DIGITS)
    value = 0
    for ch in units(a):
        try:
            d = lookup.index(ch)
        except ValueError:
            raise CalcArrayError(f"baseDeconvertB: {ch!r} is not a digit", kind="error") from None
        value = value * base + d
    return value


def _digits_in_base(n: int, base: int) -> list[int]:
    """Least significant first, with the truncating BigInt division of the reference.

    Below base 2 the reference's conversion hands back the number itself instead of a
    digit list (as ``baseConvertB`` does), and reading its digits then fails: for every
    operand, 0 included."""
    if base < 2:
        raise CalcArrayError(f"basebit: base {base} is below 2, so there are no digits "
                             "to combine", kind="type")
    digits = []
    while n > 0:
        digits.append(trunc_rem(n, base))
        n = trunc_div(n, base)
    return digits


def _from_digits(digits: list[int], base: int) -> int:
    value = 0
    for d in reversed(digits):
        value = value * base + d
    return value


def _digitwise(a: int, b: int, base: int, combine: Any) -> int:
    da, db = _digits_in_base(abs(a), base), _digits_in_base(abs(b), base)
    size = max(len(da), len(db))
    da += [0] * (size - len(da))
    db += [0] * (size - len(db))
    return _from_digits([combine(x, y) for x, y in zip(da, db, strict=True)], base)


@register("basebit&B", B, (B, B))
def op_basebit_and(env: Any, a: int, b: int, base: int) -> int:
    return _digitwise(a, b, base, min)


@register("basebit|B", B, (B, B))
def op_basebit_or(env: Any, a: int, b: int, base: int) -> int:
    return _digitwise(a, b, base, max)


@register("basebit^B", B, (B, B))
def op_basebit_xor(env: Any, a: int, b: int, base: int) -> int:
    return _digitwise(a, b, base, lambda x, y: trunc_rem(x + y, base))


@register("basebit~B", B, (B,))
def op_basebit_not(env: Any, a: int, base: int) -> int:
    digits = _digits_in_base(abs(a), base)
    return _from_digits([trunc_rem(base - d, base) for d in digits], base)
