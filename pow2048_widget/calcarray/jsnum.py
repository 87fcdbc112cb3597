"""JavaScript conversions and comparisons that CalcArray inherits (spec Appendix A).

Python's own rules differ in many small ways (``str(1e21)``, ``float("inf")``,
``round(2.5)``, comparing ``"10" < 9``...), and the reference's results depend on the
JavaScript ones, so every conversion between value kinds goes through this module.
"""

from __future__ import annotations

import math
import re
from typing import Any

from .values import (
    JS_WHITESPACE,
    UNDEFINED,
    BigRational,
    GaussianBigInt,
    decimal_text,
    parse_bigint_literal,
)

__all__ = [
    "js_bigint",
    "number_to_string",
    "string_to_number",
    "to_number",
    "to_number_family",
    "to_string",
    "to_boolean",
    "to_bigint",
    "to_primitive",
    "js_less_than",
    "js_lt",
    "js_gt",
    "js_le",
    "js_ge",
    "strict_equals",
    "loose_equals",
    "to_int32",
    "to_uint32",
    "js_round",
    "js_remainder",
    "js_div",
    "int_to_float",
]


# --- A.1 number to text -------------------------------------------------------------------


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
        return parse_bigint_literal(to_string(value))
    return None


def _shortest_digits(x: float) -> tuple[str, int]:
    """Shortest round-trip digits of a positive finite double and the exponent ``n``.

    The value is ``0.digits x 10^n``. Python's ``repr`` picks the same digits as JS.
    """
    text = repr(x)
    mantissa, _, exp_text = text.partition("e")
    exponent = int(exp_text) if exp_text else 0
    int_part, _, frac_part = mantissa.partition(".")
    digits = int_part + frac_part
    point = len(int_part) + exponent
    stripped = digits.lstrip("0")
    point -= len(digits) - len(stripped)
    return stripped.rstrip("0"), point


def number_to_string(x: float) -> str:
    """JS ``Number.prototype.toString()`` (Appendix A.1)."""
    if math.isnan(x):
        return "NaN"
    if x == 0:
        return "0"
    if x < 0:
        return "-" + number_to_string(-x)
    if math.isinf(x):
        return "Infinity"
    digits, n = _shortest_digits(x)
    k = len(digits)
    if k <= n <= 21:
        return digits + "0" * (n - k)
    if 0 < n <= 21:
        return digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return "0." + "0" * (-n) + digits
    exp = n - 1
    sign = "+" if exp >= 0 else "-"
    head = digits[0] + ("." + digits[1:] if k > 1 else "")
    return f"{head}e{sign}{abs(exp)}"


# --- A.2 text to number -------------------------------------------------------------------

_DECIMAL = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
_PREFIXED = re.compile(r"0([xX][0-9a-fA-F]+|[oO][0-7]+|[bB][01]+)")
_BASES = {"x": 16, "o": 8, "b": 2}


def int_to_float(n: int) -> float:
    """Nearest double to an integer (ties to even, as JS), infinite beyond the range."""
    try:
        return float(n)
    except OverflowError:
        return math.inf if n > 0 else -math.inf


def string_to_number(s: str) -> float:
    """JS ``Number(text)`` (Appendix A.2): strict, so ``"12px"``, ``"inf"`` are NaN."""
    t = s.strip(JS_WHITESPACE)
    if t == "":
        return 0.0
    if t in ("Infinity", "+Infinity"):
        return math.inf
    if t == "-Infinity":
        return -math.inf
    if _DECIMAL.fullmatch(t):
        return float(t)
    m = _PREFIXED.fullmatch(t)
    if m:
        return int_to_float(int(m.group(1)[1:], _BASES[m.group(1)[0].lower()]))
    return math.nan


def to_primitive(value: Any) -> Any:
    """JS ToPrimitive for our object kinds: arrays become text, Gaussian/rational their value.

    BigRationals give their number value; GaussianBigInts their real BigInt when the
    imaginary part is 0, else their text (the reference classes' ``valueOf``).
    """
    if isinstance(value, list):
        return to_string(value)
    if isinstance(value, BigRational):
        return value.to_number()
    if isinstance(value, GaussianBigInt):
        return value.re if value.im == 0 else str(value)
    if isinstance(value, dict):
        return "[object Object]"
    return value


def to_number(value: Any) -> float:
    """JS ``Number(value)`` (Appendix A.2); NaN is kept."""
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if isinstance(value, float):
        return value
    if isinstance(value, int):
        return int_to_float(value)
    if isinstance(value, str):
        return string_to_number(value)
    if value is None:
        return 0.0
    if value is UNDEFINED:
        return math.nan
    if isinstance(value, GaussianBigInt):
        return value.to_number()
    if isinstance(value, BigRational):
        return value.to_number()
    if isinstance(value, list):
        return string_to_number(to_string(value))
    return math.nan


def to_number_family(value: Any) -> float:
    """The number family rule after special strings are resolved: ToNumber, NaN becomes 0."""
    x = to_number(value)
    return 0.0 if math.isnan(x) else x


# --- ToString / ToBoolean / BigInt --------------------------------------------------------


def to_string(value: Any) -> str:
    """JS ``String(value)``; arrays joined with ``,`` (no brackets, null/undefined empty)."""
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return number_to_string(value)
    if isinstance(value, int):
        return decimal_text(value)
    if value is None:
        return "null"
    if value is UNDEFINED:
        return "undefined"
    if isinstance(value, list):
        return ",".join("" if v is None or v is UNDEFINED else to_string(v) for v in value)
    if isinstance(value, (GaussianBigInt, BigRational)):
        return str(value)
    return "[object Object]"


def to_boolean(value: Any) -> bool:
    """JS truthiness: every array, GaussianBigInt and BigRational is true (even zero/empty)."""
    if value is True or value is False:  # the commonest case (a test's answer), first
        return value
    if isinstance(value, bool):
        return value
    if isinstance(value, float):
        return not (value == 0 or math.isnan(value))
    if isinstance(value, int):
        return value != 0
    if isinstance(value, str):
        return value != ""
    if value is None or value is UNDEFINED:
        return False
    return True


def js_round(x: float) -> float:
    """JS ``Math.round``: ties toward +Infinity (``-2.5`` gives ``-2``), zeros keep their sign."""
    if not math.isfinite(x) or x == 0:
        return x
    f = math.floor(x)
    r = float(f + 1) if x - f >= 0.5 else float(f)
    if r == 0 and x < 0:
        return -0.0
    return r


def to_bigint(value: Any) -> int:
    """The bigint family rule (3.1, A.4): ``BigInt(v)``, else ``BigInt(Math.round(v))``, else 0."""
    n = js_bigint(value)
    if n is not None:
        return n
    x = js_round(to_number(value))
    if math.isfinite(x):
        return int(x)
    return 0


# --- A.3 comparison -----------------------------------------------------------------------


def _utf16(s: str) -> bytes:
    return s.encode("utf-16-be", "surrogatepass")


def js_less_than(x: Any, y: Any) -> bool | None:
    """JS abstract relational comparison ``x < y``; ``None`` is JS's *undefined* (a NaN)."""
    px, py = to_primitive(x), to_primitive(y)
    if isinstance(px, str) and isinstance(py, str):
        return _utf16(px) < _utf16(py)
    x_big = isinstance(px, int) and not isinstance(px, bool)
    y_big = isinstance(py, int) and not isinstance(py, bool)
    if x_big and isinstance(py, str):
        n = parse_bigint_literal(py)
        return None if n is None else px < n
    if y_big and isinstance(px, str):
        n = parse_bigint_literal(px)
        return None if n is None else n < py
    nx = px if x_big else to_number(px)
    ny = py if y_big else to_number(py)
    if isinstance(nx, float) and math.isnan(nx):
        return None
    if isinstance(ny, float) and math.isnan(ny):
        return None
    return nx < ny  # Python compares int with float exactly, infinities included


def js_lt(x: Any, y: Any) -> bool:
    """``x < y`` as a boolean."""
    return js_less_than(x, y) is True


def js_gt(x: Any, y: Any) -> bool:
    """``x > y``."""
    return js_less_than(y, x) is True


def js_le(x: Any, y: Any) -> bool:
    """``x <= y``: false when ``y < x`` is true or undefined."""
    return js_less_than(y, x) is False


def js_ge(x: Any, y: Any) -> bool:
    """``x >= y``: false when ``x < y`` is true or undefined."""
    return js_less_than(x, y) is False


def _kind(x: Any) -> str:
    if isinstance(x, bool):
        return "boolean"
    if isinstance(x, int):
        return "bigint"
    if isinstance(x, float):
        return "number"
    if isinstance(x, str):
        return "string"
    if x is None:
        return "null"
    if x is UNDEFINED:
        return "undefined"
    return "object"


def strict_equals(x: Any, y: Any) -> bool:
    """JS ``===``: same kind and value; arrays and other objects only by identity."""
    kx = _kind(x)
    if kx != _kind(y):
        return False
    if kx == "object":
        return x is y
    return bool(x == y)


def loose_equals(x: Any, y: Any) -> bool:
    """JS ``==`` (A.3): numeric texts equal numbers, null == undefined, arrays via text."""
    kx, ky = _kind(x), _kind(y)
    if kx == ky:
        return strict_equals(x, y)
    nullish = ("null", "undefined")
    if kx in nullish or ky in nullish:
        return kx in nullish and ky in nullish
    if kx == "boolean":
        return loose_equals(1.0 if x else 0.0, y)
    if ky == "boolean":
        return loose_equals(x, 1.0 if y else 0.0)
    if kx == "object":
        return loose_equals(to_primitive(x), y)
    if ky == "object":
        return loose_equals(x, to_primitive(y))
    if {kx, ky} == {"number", "string"}:
        return to_number(x) == to_number(y)
    if {kx, ky} == {"bigint", "string"}:
        big, text = (x, y) if kx == "bigint" else (y, x)
        n = parse_bigint_literal(text)
        return n is not None and n == big
    if {kx, ky} == {"bigint", "number"}:
        return bool(x == y)  # exact in Python; NaN and infinities are never equal
    return False


# --- A.5 / A.6 numbers --------------------------------------------------------------------


def to_uint32(x: float) -> int:
    """JS ToUint32: NaN/infinities 0, truncate, modulo 2^32."""
    if not math.isfinite(x):
        return 0
    return int(x) % 2**32


def to_int32(x: float) -> int:
    """JS ToInt32: ToUint32, then values from 2^31 on wrap to negative."""
    n = to_uint32(x)
    return n - 2**32 if n >= 2**31 else n


def js_remainder(a: float, b: float) -> float:
    """JS ``a % b``: truncated remainder with the sign of ``a`` (C ``fmod``)."""
    if math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0:
        return math.nan
    if math.isinf(b):
        return a
    return math.fmod(a, b)


def js_div(a: float, b: float) -> float:
    """IEEE division as JS does it: no exception for a zero divisor."""
    if b == 0:
        if a == 0 or math.isnan(a):
            return math.nan
        negative = (a < 0) != (math.copysign(1.0, b) < 0)
        return -math.inf if negative else math.inf
    return a / b
