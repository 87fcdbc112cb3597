"""GaussianBigInt and BigRational built from other values.

The constructors follow the reference's: text like ``"3+4i"`` or ``"1/3"``, pairs
``[re, im]``/``[num, den]``, numbers and BigInts. They return ``None`` where the reference
would throw, so each caller decides whether that is an error or a fallback value; the
``to_*`` forms are the evaluator's conversion families.
"""

from __future__ import annotations

import math
from typing import Any

from .jsnum import js_bigint, string_to_number
from .values import JS_WHITESPACE, UNDEFINED, BigRational, GaussianBigInt, parse_bigint_literal

__all__ = [
    "gaussian_from",
    "gaussian_parse",
    "rational_from",
    "rational_from_float",
    "rational_parse",
    "to_gaussian",
    "to_rational",
]


# --- GaussianBigInt construction ------------------------------------------


def _strip_spaces(s: str) -> str:
    return s.strip(JS_WHITESPACE)


def gaussian_parse(text: str) -> GaussianBigInt | None:
    """Parse ``"a+bi"``-style text the way the reference's constructor does."""
    s = _strip_spaces(text)
    parts = s.split("+")
    if len(parts) == 1:
        part = parts[0]
        negate = part.startswith("-")
        if negate:
            part = part[1:]
        real = parse_bigint_literal(part)
        sign = -1 if negate else 1
        if real is not None:
            return GaussianBigInt(sign * real, 0)
        if not part or part[-1] not in "ij":
            return None
        part = _strip_spaces(part[:-1])
        if part == "":
            return GaussianBigInt(0, sign)
        imag = parse_bigint_literal(part)
        if imag is not None:
            return GaussianBigInt(0, sign * imag)
        pieces = part.split("-")
        if len(pieces) != 2:
            return None
        p = parse_bigint_literal(pieces[0])
        q_text = _strip_spaces(pieces[1])
        q = 1 if q_text == "" else parse_bigint_literal(q_text)
        if p is None or q is None:
            return None
        return GaussianBigInt(sign * p, -q)
    if len(parts) == 2:
        p_text, q_text = parts
        real = 0 if p_text == "" else parse_bigint_literal(p_text)
        if real is None:
            return None
        q_text = _strip_spaces(q_text)
        if not q_text or q_text[-1] not in "ij":
            return None
        q_text = q_text[:-1]
        negate = q_text.startswith("-")
        if negate:
            q_text = q_text[1:]
        q_text = _strip_spaces(q_text)
        imag = 1 if q_text == "" else parse_bigint_literal(q_text)
        if imag is None:
            return None
        return GaussianBigInt(real, -imag if negate else imag)
    return None


def gaussian_from(value: Any) -> GaussianBigInt | None:
    """The GaussianBigInt constructor on one value; ``None`` where it throws.

    Arrays use their first two elements; booleans, null, undefined and BigRationals give 0
    (not a failure).
    """
    if isinstance(value, GaussianBigInt):
        return value
    if isinstance(value, bool):
        return GaussianBigInt(0, 0)
    if isinstance(value, (int, float)):
        re = js_bigint(value)
        return None if re is None else GaussianBigInt(re, 0)
    if isinstance(value, str):
        return gaussian_parse(value)
    if isinstance(value, list):
        re = js_bigint(value[0] if len(value) > 0 else UNDEFINED)
        im = js_bigint(value[1] if len(value) > 1 else UNDEFINED)
        if re is None or im is None:
            return None
        return GaussianBigInt(re, im)
    return GaussianBigInt(0, 0)


def _is_pair_of_numbers(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value)
    )


def to_gaussian(value: Any) -> GaussianBigInt:
    """The gaussian family rule after special strings are resolved: 0 on failure."""
    if isinstance(value, (int, float, str, GaussianBigInt)) and not isinstance(value, bool):
        result = gaussian_from(value)
    elif _is_pair_of_numbers(value):
        result = gaussian_from(value)
    else:
        result = None
    return result if result is not None else GaussianBigInt(0, 0)


# --- BigRational construction ---------------------------------------------

_MAX_CF_TERMS = 4000


def rational_from_float(x: float) -> BigRational | None:
    """Exact-reproducing continued fraction of a double, in double arithmetic.

    ``None`` where the reference throws: the convergent overflows for numbers whose
    fractional part is below about 1e-308.
    """
    if math.isnan(x):
        return BigRational(0, 0)
    if math.isinf(x):
        return BigRational(1 if x > 0 else -1, 0)
    target = abs(x)
    c = target
    terms: list[float] = []
    approx = 0.0
    p, q = 0.0, 1.0
    while approx != target:
        if len(terms) >= _MAX_CF_TERMS:
            return None
        terms.append(float(math.floor(c)) if math.isfinite(c) else c)
        p, q = terms[-1], 1.0
        for t in reversed(terms[:-1]):
            p, q = q + p * t, p
        if not (math.isfinite(p) and math.isfinite(q)):
            return None
        approx = p / q if q != 0 else math.inf
        c = math.fmod(c, 1.0)
        if c == 0:
            break
        c = 1.0 / c
    if not terms:
        return BigRational(0, 1)
    if not (math.isfinite(p) and math.isfinite(q)):
        return None
    n = int(p)
    return BigRational(-n if x < 0 else n, int(q))


def rational_parse(text: str) -> BigRational | None:
    """Parse ``"n"``, ``"n/d"``, ``"1.25"``, ``"NaN"`` as the constructor does."""
    s = _strip_spaces(text)
    parts = s.split("/")
    if len(parts) == 1:
        n = parse_bigint_literal(s)
        if n is not None:
            return BigRational(n, 1)
        x = string_to_number(s)
        if not math.isnan(x):
            return rational_from_float(x)
        if s == "NaN":
            return BigRational(0, 0)
        return None
    if len(parts) == 2:
        n = parse_bigint_literal(parts[0])
        d = parse_bigint_literal(parts[1])
        if n is None or d is None:
            return None
        return BigRational(n, d)
    return None


def rational_from(value: Any) -> BigRational | None:
    """The BigRational constructor on one value; ``None`` where it throws.

    Arrays use their first two elements as numerator and denominator; booleans, null,
    undefined and GaussianBigInts give ``0/1`` (not a failure).
    """
    if isinstance(value, BigRational):
        return value
    if isinstance(value, bool):
        return BigRational(0, 1)
    if isinstance(value, int):
        return BigRational(value, 1)
    if isinstance(value, float):
        return rational_from_float(value)
    if isinstance(value, str):
        return rational_parse(value)
    if isinstance(value, list):
        n = js_bigint(value[0] if len(value) > 0 else UNDEFINED)
        d = js_bigint(value[1] if len(value) > 1 else UNDEFINED)
        if n is None or d is None:
            return None
        return BigRational(n, d)
    return BigRational(0, 1)


def to_rational(value: Any) -> BigRational:
    """The rational family rule after special strings are resolved: NaN on failure."""
    if isinstance(value, (int, float, str, BigRational)) and not isinstance(value, bool):
        result = rational_from(value)
    elif _is_pair_of_numbers(value):
        result = rational_from(value)
    else:
        result = None
    return result if result is not None else BigRational(0, 0)
