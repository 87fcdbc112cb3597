"""The CalcArray value kinds that Python has no native type for, and their constructors.

Plain values map onto Python types (number ``float``, BigInt ``int``, boolean ``bool``,
null ``None``, string ``str``, array ``list``); this module adds ``UNDEFINED`` and the two
exact numeric kinds of the reference, GaussianBigInt and BigRational (spec calcarray.md
sections 1 and 11). Building those from other values (text, arrays, numbers) needs the
JavaScript conversions of ``jsnum`` and lives in ``constructors``, so this module stays the
bottom of the language layer.
"""

from __future__ import annotations

import decimal
import math
from dataclasses import dataclass
from typing import Any

from .errors import CalcArrayLimitError

__all__ = [
    "UNDEFINED",
    "Undefined",
    "GaussianBigInt",
    "BigRational",
    "is_number",
    "is_bigint",
    "typeof",
    "parse_bigint_literal",
    "decimal_text",
    "int_from_decimal_text",
    "JS_WHITESPACE",
]

# Python's int <-> str refuses more than 4,300 digits (a guard against slow quadratic
# conversion); JavaScript has no such limit. Below this many bits ``str``/``int`` are used
# directly; above, the decimal module converts (exact, and fast: libmpdec).
_PLAIN_BITS = 13_000  # about 3,900 digits

#: Largest BigInt turned into or read from decimal text: 1,000,000 bits (301,030 digits),
#: the default ``Limits.max_bigint_bits``. Conversion time grows faster than the length
#: (about 3 s for this size), so a longer text is refused before any work is done.
MAX_TEXT_BITS = 1_000_000
MAX_TEXT_DIGITS = 301_030


def decimal_text(n: int) -> str:
    """Decimal text of a BigInt of any size, as JavaScript's ``String(n)`` writes it.

    The one place the language layer turns a BigInt into decimal text: every other
    conversion (``String``, SC JSON, the text of Gaussian and rational values) goes
    through it, so BigInts past 4,300 digits behave as in the reference."""
    bits = n.bit_length()
    if bits < _PLAIN_BITS:
        return str(n)
    if bits > MAX_TEXT_BITS:
        raise CalcArrayLimitError(f"a BigInt of {bits:,} bits is above the limit of "
                                  f"{MAX_TEXT_BITS:,} bits for writing it as text")
    return str(decimal.Decimal(n))


def int_from_decimal_text(text: str) -> int:
    """The BigInt of validated decimal text (optional sign, ASCII digits), any length."""
    if len(text) < 4_000:
        return int(text)
    if len(text) > MAX_TEXT_DIGITS + 1:
        raise CalcArrayLimitError(f"a BigInt of {len(text):,} digits is above the limit of "
                                  f"{MAX_TEXT_DIGITS:,} digits for reading it from text")
    return int(decimal.Decimal(text))


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
        re_, im = decimal_text(self.re), decimal_text(abs(self.im))
        if self.im == 0:
            return re_
        sign = "-" if self.im < 0 else ""
        if self.re == 0:
            return f"{sign}{im}i"
        return f"{re_}{sign or '+'}{im}i"

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
            return decimal_text(self.num)
        return f"{decimal_text(self.num)}/{decimal_text(self.den)}"

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
    return int_from_decimal_text(s)
