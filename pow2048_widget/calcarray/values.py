"""The CalcArray value kinds that Python has no native type for, and their constructors.

Plain values map onto Python types (number ``float``, BigInt ``int``, boolean ``bool``,
null ``None``, string ``str``, array ``list``); this module adds ``UNDEFINED`` and the two
exact numeric kinds of the reference, GaussianBigInt and BigRational (spec calcarray.md
sections 1 and 11). Constructors return ``None`` where the reference would throw, so each
caller decides whether that is an error or a fallback value.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

__all__ = [
    "UNDEFINED",
    "Undefined",
    "GaussianBigInt",
    "BigRational",
    "is_number",
    "is_bigint",
    "typeof",
    "parse_bigint_literal",
    "js_bigint",
    "gaussian_from",
    "gaussian_parse",
    "rational_from",
    "rational_from_float",
    "rational_parse",
    "to_gaussian",
    "to_rational",
    "JS_WHITESPACE",
]


class Undefined:
    """JavaScript ``undefined``: a falsy singleton distinct from ``None`` (null)."""

    _instance: Undefined | None = None

    def __new__(cls) -> Undefined:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "undefined"

    def __bool__(self) -> bool:
        return False

    def __reduce__(self) -> str:
        return "UNDEFINED"


UNDEFINED = Undefined()

# JavaScript's white space for String.prototype.trim and Number(text) (Appendix A.2).
JS_WHITESPACE = (
    "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008"
    "\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)


def is_number(x: Any) -> bool:
    """True for a CalcArray number (a Python float)."""
    return isinstance(x, float)


def is_bigint(x: Any) -> bool:
    """True for a CalcArray BigInt (a Python int that is not a bool)."""
    return isinstance(x, int) and not isinstance(x, bool)


@dataclass(frozen=True, slots=True)
class GaussianBigInt:
    """``re + im*i`` with arbitrary-precision integer parts (immutable)."""

    re: int
    im: int

    def __str__(self) -> str:
        if self.im == 0:
            return str(self.re)
        if self.re == 0:
            return f"{self.im}i"
        if self.im < 0:
            return f"{self.re}-{-self.im}i"
        return f"{self.re}+{self.im}i"

    def __repr__(self) -> str:
        return f"GB({self.re},{self.im})"

    @property
    def norm(self) -> int:
        return self.re * self.re + self.im * self.im

    def to_number(self) -> float:
        """The real part when the imaginary part is 0, else NaN (the reference's valueOf)."""
        if self.im != 0:
            return math.nan
        return _int_to_float(self.re)


def _int_to_float(n: int) -> float:
    """JS Number(bigint): nearest double, beyond the range an infinity."""
    try:
        return float(n)
    except OverflowError:
        return math.inf if n > 0 else -math.inf


@dataclass(frozen=True, slots=True)
class BigRational:
    """Exact fraction ``num/den`` kept in the reference's normal form.

    Lowest terms, ``den >= 0``; ``1/0``, ``-1/0`` and ``0/0`` stand for Infinity, -Infinity
    and NaN, zero is ``0/1``. Normalisation happens on construction so that equal values
    compare and hash equal.
    """

    num: int
    den: int

    def __post_init__(self) -> None:
        n, d = self.num, self.den
        if d == 0:
            n = (n > 0) - (n < 0)
        elif n == 0:
            d = 1
        else:
            if d < 0:
                n, d = -n, -d
            g = math.gcd(n, d)
            n, d = n // g, d // g
        object.__setattr__(self, "num", n)
        object.__setattr__(self, "den", d)

    @property
    def is_nan(self) -> bool:
        return self.den == 0 and self.num == 0

    @property
    def is_finite(self) -> bool:
        return self.den != 0

    def __str__(self) -> str:
        if self.den == 0:
            return {1: "Infinity", -1: "-Infinity"}.get(self.num, "NaN")
        if self.den == 1:
            return str(self.num)
        return f"{self.num}/{self.den}"

    def __repr__(self) -> str:
        return f"BR({self.num},{self.den})"

    def to_number(self) -> float:
        """``Number(num) / Number(den)`` in doubles, as the reference's valueOf."""
        n, d = _int_to_float(self.num), _int_to_float(self.den)
        if d == 0:
            if n == 0 or math.isnan(n):
                return math.nan
            return math.copysign(math.inf, n)
        if math.isinf(n) and math.isinf(d):
            return math.nan
        return n / d


def typeof(x: Any) -> str:
    """The name the ``typeof`` operator gives (spec section 1)."""
    if isinstance(x, bool):
        return "boolean"
    if isinstance(x, int):
        return "bigint"
    if isinstance(x, float):
        return "number"
    if isinstance(x, str):
        return "string"
    if isinstance(x, list):
        return "array"
    if x is UNDEFINED:
        return "undefined"
    if isinstance(x, GaussianBigInt):
        return "gaussianbigint"
    if isinstance(x, BigRational):
        return "bigrational"
    return "object"


_PREFIX_BASES = {"0x": 16, "0X": 16, "0o": 8, "0O": 8, "0b": 2, "0B": 2}


def parse_bigint_literal(text: str) -> int | None:
    """JS ``BigInt(text)``: trimmed; empty is 0; signed ASCII decimal or unsigned 0x/0o/0b."""
    s = text.strip(JS_WHITESPACE)
    if s == "":
        return 0
    base = _PREFIX_BASES.get(s[:2])
    if base is not None:
        body = s[2:]
        digits = "0123456789abcdef"[:base]
        if body == "" or any(c not in digits for c in body.lower()):
            return None
        return int(body, base)
    body = s[1:] if s[0] in "+-" else s
    if body == "" or not body.isascii() or not body.isdigit():
        return None
    return int(s)


def js_bigint(value: Any) -> int | None:
    """JS ``BigInt(value)`` (Appendix A.4 without the fallback); ``None`` where JS throws."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if math.isfinite(value) and value == math.floor(value):
            return int(value)
        return None
    if isinstance(value, str):
        return parse_bigint_literal(value)
    if isinstance(value, GaussianBigInt):
        return value.re if value.im == 0 else None
    if isinstance(value, BigRational):
        return js_bigint(value.to_number())
    if isinstance(value, list):
        from .jsnum import to_string  # local: jsnum imports this module

        return parse_bigint_literal(to_string(value))
    return None


# --- GaussianBigInt construction (section 11.2) ------------------------------------------


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
    """The GaussianBigInt constructor on one value (11.2); ``None`` where it throws.

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
    """The gaussian family rule (3.1) after special strings are resolved: 0 on failure."""
    if isinstance(value, (int, float, str, GaussianBigInt)) and not isinstance(value, bool):
        result = gaussian_from(value)
    elif _is_pair_of_numbers(value):
        result = gaussian_from(value)
    else:
        result = None
    return result if result is not None else GaussianBigInt(0, 0)


# --- BigRational construction (section 11.1) ---------------------------------------------

_MAX_CF_TERMS = 4000


def rational_from_float(x: float) -> BigRational | None:
    """Exact-reproducing continued fraction of a double, in double arithmetic (11.1).

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
    """Parse ``"n"``, ``"n/d"``, ``"1.25"``, ``"NaN"`` as the constructor does (11.1)."""
    from .jsnum import string_to_number  # local: jsnum imports this module

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
    """The BigRational constructor on one value (11.1); ``None`` where it throws.

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
    """The rational family rule (3.1) after special strings are resolved: NaN on failure."""
    if isinstance(value, (int, float, str, BigRational)) and not isinstance(value, bool):
        result = rational_from(value)
    elif _is_pair_of_numbers(value):
        result = rational_from(value)
    else:
        result = None
    return result if result is not None else BigRational(0, 0)
