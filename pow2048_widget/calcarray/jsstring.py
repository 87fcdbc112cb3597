"""JavaScript string and array index semantics (spec Appendix A.8).

JavaScript strings are sequences of UTF-16 code units: a character outside the Basic
Multilingual Plane has length 2 and can be cut in half. We get those semantics by working
on a "unit string", a Python string in which each astral character is replaced by its two
surrogate code points, and joining valid pairs again on the way out.

The index helpers (``slice_bounds``, ``relative_index``...) take plain numbers (floats,
possibly infinite) and are shared with the array operators, which follow the same rules.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from .values import UNDEFINED

__all__ = ["units", "from_units", "js_length", "integer_or_infinity", "relative_index",
           "slice_bounds", "js_slice", "js_substr", "js_index_of", "js_last_index_of",
           "js_split", "js_at"]


def units(s: str) -> str:
    """The string with every astral character written as its surrogate pair."""
    if s.isascii() or max(s) < "\U00010000":
        return s
    out = []
    for ch in s:
        code = ord(ch)
        if code >= 0x10000:
            code -= 0x10000
            out.append(chr(0xD800 + (code >> 10)))
            out.append(chr(0xDC00 + (code & 0x3FF)))
        else:
            out.append(ch)
    return "".join(out)


def from_units(u: str) -> str:
    """Join surrogate pairs back into characters (lone surrogates stay)."""
    if u.isascii():
        return u
    return u.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


def js_length(s: str) -> int:
    """Length in UTF-16 code units."""
    return len(units(s))


def integer_or_infinity(x: float) -> float:
    """ECMAScript ToIntegerOrInfinity: NaN is 0, finite values truncate toward zero."""
    if math.isnan(x):
        return 0.0
    if math.isinf(x):
        return x
    return float(math.trunc(x))


def relative_index(x: float, length: int) -> int:
    """A start/end argument of ``slice``/``splice``: negative counts from the end, clamped."""
    rel = integer_or_infinity(x)
    if rel < 0:
        return int(max(length + rel, 0))
    return int(min(rel, length))


def slice_bounds(start: float, end: float | None, length: int) -> tuple[int, int]:
    """Start and end positions of JS ``slice`` (``end`` None means the length)."""
    s = relative_index(start, length)
    e = length if end is None else relative_index(end, length)
    return s, max(s, e)


def js_slice(seq: Sequence[Any], start: float, end: float | None = None) -> Any:
    """JS ``slice`` on a unit string or a list."""
    s, e = slice_bounds(start, end, len(seq))
    return seq[s:e]


def js_substr(u: str, start: float, length: float) -> str:
    """JS ``substr(start, length)`` on a unit string."""
    size = len(u)
    s = integer_or_infinity(start)
    if s < 0:
        s = max(size + s, 0)
    s = min(s, size)
    n = min(max(integer_or_infinity(length), 0), size - s)
    if n <= 0:
        return ""
    return u[int(s) : int(s + n)]


def js_index_of(u: str, search: str, position: float = 0.0) -> int:
    """JS ``indexOf(search, position)`` on unit strings (position clamped to 0..length)."""
    start = int(min(max(integer_or_infinity(position), 0), len(u)))
    return u.find(search, start)


def js_last_index_of(u: str, search: str, position: float = math.inf) -> int:
    """JS ``lastIndexOf(search, position)``; NaN position means the end."""
    pos = math.inf if math.isnan(position) else integer_or_infinity(position)
    start = int(min(max(pos, 0), len(u)))
    return u.rfind(search, 0, start + len(search))


def js_split(u: str, sep: str) -> list[str]:
    """JS ``split(sep)`` on unit strings: ``""`` splits into code units."""
    if sep == "":
        return list(u)
    return u.split(sep)


def js_at(seq: Sequence[Any], index: float) -> Any:
    """JS ``at(index)``: negative counts from the end; undefined when out of range."""
    rel = integer_or_infinity(index)
    k = rel if rel >= 0 else len(seq) + rel
    if k < 0 or k >= len(seq):
        return UNDEFINED
    return seq[int(k)]
