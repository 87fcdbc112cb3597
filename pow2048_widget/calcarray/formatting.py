"""Values as text, the way the guide writes them (``20``, ``5n``, ``"a"``, ``[1, 2]``).

Used wherever a CalcArray value is shown to a person: the recorder's step texts, error
explanations, the operator reference, the engine's move explanations and the widgets. It
sits low in the language layer (values, numbers, SC-JSON only) so every layer may use it.
"""

from __future__ import annotations

import json
from typing import Any

from .convert import LITERAL
from .errors import CalcArrayError
from .jsnum import number_to_string
from .scjson import sc_decode, sc_encode
from .values import UNDEFINED, BigRational, GaussianBigInt

__all__ = ["format_value", "format_encoded", "decode_shown", "encode", "strip_marker"]


def strip_marker(value: Any) -> Any:
    """A stored array value without its leading literal markers (what a user means by it)."""
    if type(value) is list:
        start = 0
        while start < len(value) and value[start] == LITERAL:
            start += 1
        if start:
            return value[start:]
    return value


def format_value(value: Any, limit: int | None = 60) -> str:
    """Plain text of a CalcArray value as the guide writes it (``20``, ``5n``, ``"a"``, ``[1, 2]``).

    Numbers are written the JavaScript way because that is what the reference shows; long
    texts are cut at ``limit`` characters so one huge array cannot flood a terminal.
    """
    text = _format(value)
    if limit is not None and len(text) > limit:
        return text[: max(1, limit - 1)] + "…"
    return text


def _format(value: Any) -> str:
    try:
        return _format_value(value)
    except ValueError:  # a BigInt beyond Python's 4,300-digit text limit
        return f"<a number of about {_approx_digits(value):,} digits>"


def _approx_digits(value: Any) -> int:
    parts = ([value] if isinstance(value, int) else
             [value.re, value.im] if isinstance(value, GaussianBigInt) else
             [value.num, value.den] if isinstance(value, BigRational) else [0])
    return max(int(p.bit_length() * 0.30103) + 1 for p in parts)


def _format_value(value: Any) -> str:
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is UNDEFINED:
        return "undefined"
    if isinstance(value, float):
        return number_to_string(value)
    if isinstance(value, int):
        return f"{value}n"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, GaussianBigInt):
        return f"{value.re}{'-' if value.im < 0 else '+'}{abs(value.im)}i"
    if isinstance(value, BigRational):
        return f"{value.num}/{value.den}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_format(v) for v in value) + "]"
    return repr(value)


def encode(value: Any) -> Any:
    """SC-JSON encoding that never fails (an unexpected object becomes its repr text)."""
    try:
        return sc_encode(value)
    except CalcArrayError:
        return _format(value)


def decode_shown(value: Any) -> Any:
    """Undo SC-JSON encoding for text output (steps store encoded values)."""
    try:
        return sc_decode(value)
    except CalcArrayError:
        return value


def format_encoded(value: Any, limit: int = 60) -> str:
    return format_value(decode_shown(value), limit)
