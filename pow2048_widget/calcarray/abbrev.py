"""Number abbreviation for tile text (display.md section 4, calcarray.md 4.13).

The reference shows computed tile values through ``defaultAbbreviate``: small numbers rounded
to three decimals, mid-sized ones with thousands commas, the rest in scientific notation as a
*text expression* (``["@TextE", mantissa, " × 10", ["@Superscript", p]]``) that the display
layer renders as HTML. Its quirks (no carry when a fraction rounds up to 1, the engine's
slightly-off ``10**p``) are reproduced on purpose so that tiles read exactly as in the
Compendium.
"""

from __future__ import annotations

import functools
import math
from typing import Any

from .constructors import rational_from_float
from .errors import CalcArrayError
from .jsmath import js_pow
from .jsnum import js_round, number_to_string
from .values import BigRational, GaussianBigInt, decimal_text

TIMES_TEN = " \u00d7 10"
"""The text between mantissa and exponent in scientific form (U+00D7 multiplication sign)."""

DEFAULT_BIGINT_COMMAS_FROM = 10000
"""defaultAbbreviate writes BigInts (and BigRational/Gaussian parts) with commas from here."""

@functools.lru_cache(maxsize=1024)
def engine_pow10(p: int) -> float:
    """``10 ** p`` as the reference's JavaScript engine computes it (not always exact).

    display.md 1.2 lists the exponents where the engine's value is one ulp off the correctly
    rounded 10^p; our port of its pow reproduces that list exactly (tested), so there is no
    table to keep in sync. Cached: scientific forms ask for the same few exponents.
    """
    return js_pow(10.0, float(p))


def group_digits(n: int) -> str:
    """Integer digits with a comma every three from the right (``-1234567`` -> ``-1,234,567``)."""
    if n.bit_length() < 13_000:
        return f"{n:,}"
    text = decimal_text(abs(n))
    head = len(text) % 3 or 3
    groups = [text[:head]] + [text[i:i + 3] for i in range(head, len(text), 3)]
    return ("-" if n < 0 else "") + ",".join(groups)


def bigint_text(n: int, commas: bool = True, commas_from: Any = DEFAULT_BIGINT_COMMAS_FROM) -> str:
    """A BigInt as text; grouped unless ``commas`` is false or ``|n| < commas_from``."""
    if not commas or _below(abs(n), commas_from):
        return decimal_text(n)
    return group_digits(n)


def _below(a: int, threshold: Any) -> bool:
    """``a < threshold``; a missing or non-numeric threshold is never reached (JS)."""
    if isinstance(threshold, (bool, int)):
        return a < int(threshold)
    if isinstance(threshold, float):
        return not math.isnan(threshold) and a < threshold
    return False


def comma_form(x: float, decimals: int) -> str:
    """Integer part with commas, fraction rounded to ``decimals`` and appended after its "0".

    A fraction that rounds up to 1 is dropped without carrying into the integer part, as in
    the reference (``999999999999.9999`` -> ``999,999,999,999``).
    """
    a = abs(x)
    whole = math.trunc(a)
    frac = abs(a - float(whole))
    scale = engine_pow10(decimals)
    rounded = js_round(frac * scale) / scale
    text = group_digits(whole) + number_to_string(rounded)[1:]
    return "-" + text if x < 0 else text


def _plain_round(x: float, decimals: int) -> str:
    scale = engine_pow10(decimals)
    return number_to_string(js_round(x * scale) / scale)


def scientific_form(x: float, decimals: int, commas: bool = True, shift: Any = None) -> list[Any]:
    """``["@TextE", "-"?, mantissa, " × 10", ["@Superscript", p]]`` for a finite non-zero x."""
    a = abs(x)
    p: float = math.floor(math.log10(a))  # an int unless a fractional shift applies
    if isinstance(shift, (int, float)) and not isinstance(shift, bool):
        p = p - shift
        p = int(p) if float(p).is_integer() else p
    mantissa = a / _pow10_any(p)
    text = comma_form(mantissa, decimals) if commas else _plain_round(mantissa, decimals)
    head: list[Any] = ["@TextE", "-"] if x < 0 else ["@TextE"]
    exponent = float(p)
    return [*head, text, TIMES_TEN, ["@Superscript", exponent]]


def _pow10_any(p: float) -> float:
    if float(p).is_integer() and -400 < p < 400:
        return engine_pow10(int(p))
    return js_pow(10.0, float(p))


def _check_convertible(x: float) -> None:
    """The reference converts to a BigRational first; that throws for tiny fractions."""
    if rational_from_float(x) is None:
        raise CalcArrayError(f"cannot abbreviate {number_to_string(x)}: number too small",
                             kind="range")


def abbreviate_float(x: float) -> str | list[Any]:
    """defaultAbbreviate for a double (display.md 4.1)."""
    if math.isnan(x):
        return " NaN "
    if math.isinf(x):
        return "Infinity" if x > 0 else "-Infinity"
    _check_convertible(x)
    if x == 0:
        return "0"
    a = abs(x)
    if 0.1 <= a < 10000:
        return number_to_string(js_round(x * 1000) / 1000)
    if 10000 <= a < 1e12:
        return comma_form(x, 3)
    return scientific_form(x, 5)


def gaussian_text(re: int, im: int, commas: bool = True,
                  commas_from: Any = DEFAULT_BIGINT_COMMAS_FROM) -> str:
    """``a+bi`` with each part written as a BigInt (``3-4i``, ``12,345i``, ``5+1i``)."""
    if im == 0:
        return bigint_text(re, commas, commas_from)
    if re == 0:
        return bigint_text(im, commas, commas_from) + "i"
    real = bigint_text(re, commas, commas_from)
    if im < 0:
        return real + "-" + bigint_text(-im, commas, commas_from) + "i"
    return real + "+" + bigint_text(im, commas, commas_from) + "i"


def rational_text(num: int, den: int, commas: bool = True,
                  commas_from: Any = DEFAULT_BIGINT_COMMAS_FROM) -> str:
    """A mixed number (``-2 1/3``); the whole part passes through a double like the reference."""
    if den == 0:
        if num == 0:
            return " NaN "
        return "Infinity" if num > 0 else "-Infinity"
    if num == 0:
        return "0"
    neg = num < 0
    a_num = abs(num)
    whole = a_num // den
    try:
        whole = int(float(whole))
    except OverflowError:
        pass  # beyond doubles the reference fails; keep the exact whole part instead
    frac_num = a_num - whole * den  # fraction num/den, then reduced
    g = math.gcd(frac_num, den)
    parts = []
    if whole != 0:
        parts.append(bigint_text(whole, commas, commas_from))
    if frac_num != 0:
        fraction = (bigint_text(frac_num // g, commas, commas_from) + "/"
                    + bigint_text(den // g, commas, commas_from))
        parts.append(fraction)
    return ("-" if neg else "") + " ".join(parts)


def default_abbreviate(x: Any) -> Any:
    """The reference's ``defaultAbbreviate``: text (or a @TextE array) for any tile value.

    Values that are not numbers of some kind (strings, booleans, arrays, ...) come back
    unchanged. Raises ``CalcArrayError`` where the reference throws (tiny subnormals).
    """
    if isinstance(x, bool):
        return x
    if isinstance(x, float):
        return abbreviate_float(x)
    if isinstance(x, int):
        return bigint_text(x)
    if isinstance(x, GaussianBigInt):
        return gaussian_text(x.re, x.im)
    if isinstance(x, BigRational):
        return rational_text(x.num, x.den)
    return x


def abbreviate_number(x: Any, system: str, decimals: Any = 3, commas: Any = True,
                      *more: Any) -> Any:
    """The reference's ``abbreviateNumber`` for the systems the display path can reach.

    ``Number`` (round, or comma form with ``commas``; ``more[0]`` true makes ``decimals``
    significant digits), ``Scientific`` (``more[1]`` lowers the exponent), ``BigInt``,
    ``GaussianBigInt`` and ``BigRational`` (``more[0]`` is the comma threshold).
    """
    d = _int_decimals(decimals)
    use_commas = bool(commas)
    if system in ("Number", "Scientific"):
        value = _as_float(x)
        if math.isnan(value):
            return " NaN "
        if math.isinf(value):
            return "Infinity" if value > 0 else "-Infinity"
        if value == 0:
            return "0"
        if system == "Scientific":
            return scientific_form(value, d, use_commas, more[1] if len(more) > 1 else None)
        if more and more[0] is True:
            d = max(d - math.floor(math.log10(abs(value))), 0)
        return comma_form(value, d) if use_commas else _plain_round(value, d)
    threshold = more[0] if more else None
    if system == "BigInt":
        if isinstance(x, float):
            if math.isnan(x):
                return " NaN "
            if math.isinf(x):
                return "Infinity" if x > 0 else "-Infinity"
            if not x.is_integer():
                raise CalcArrayError("abbreviateNumber: not an integer", kind="range")
            x = int(x)
        if isinstance(x, bool) or not isinstance(x, int):
            raise CalcArrayError("abbreviateNumber: not a BigInt", kind="type")
        return bigint_text(x, use_commas, threshold)
    if system == "GaussianBigInt":
        if isinstance(x, int) and not isinstance(x, bool):
            return bigint_text(x, use_commas, threshold)
        if not isinstance(x, GaussianBigInt):
            raise CalcArrayError("abbreviateNumber: not a GaussianBigInt", kind="type")
        return gaussian_text(x.re, x.im, use_commas, threshold)
    if system == "BigRational":
        if isinstance(x, int) and not isinstance(x, bool):
            return rational_text(x, 1, use_commas, threshold)
        if not isinstance(x, BigRational):
            raise CalcArrayError("abbreviateNumber: not a BigRational", kind="type")
        return rational_text(x.num, x.den, use_commas, threshold)
    raise CalcArrayError(f"abbreviateNumber: unsupported system {system!r}", kind="type")


def _int_decimals(d: Any) -> int:
    if isinstance(d, bool) or not isinstance(d, (int, float)) or not math.isfinite(d):
        return 0
    return max(int(d), 0)


def _as_float(x: Any) -> float:
    if isinstance(x, bool):
        return float(x)
    if isinstance(x, (int, float)):
        return float(x)
    if isinstance(x, BigRational):
        if x.den == 0:
            return math.nan if x.num == 0 else math.copysign(math.inf, x.num)
        return x.num / x.den
    raise CalcArrayError("abbreviateNumber: not a number", kind="type")
