"""SC JSON: the reference's JSON with tagged strings for the values JSON cannot hold.

Save codes, mode files and the conformance vectors all store CalcArray data this way
(savecodes.md section 3, calcarray.md section 13): ``"@BigInt 5"``, ``"@GaussianBigInt 3 -2"``,
``"@BigRational 1 2"``, ``"@Infinity"``, ``"@-Infinity"``, ``"@NaN"``, ``"@undefined"``. Every
JSON number is a double, so numbers are decoded as ``float`` and written the JavaScript way
(``2``, not ``2.0``).
"""

from __future__ import annotations

import json
import math
from typing import Any

from .errors import CalcArrayError
from .jsnum import number_to_string
from .nesting import MAX_DATA_DEPTH, too_deep
from .values import UNDEFINED, BigRational, GaussianBigInt, decimal_text, parse_bigint_literal

__all__ = ["sc_decode", "sc_encode", "sc_loads", "sc_dumps"]

_SPECIAL_NUMBERS = {"@Infinity": math.inf, "@-Infinity": -math.inf, "@NaN": math.nan}
_REMOVE = object()  # marks an object property whose value was "@undefined"


def _bigint_text(text: str, whole: str) -> int:
    n = parse_bigint_literal(text)
    if n is None:
        raise CalcArrayError(f"cannot convert {text!r} to a BigInt in {whole!r}", kind="syntax")
    return n


def _two_bigints(rest: str, whole: str) -> tuple[int, int]:
    pieces = rest.split(" ")
    if len(pieces) < 2:
        raise CalcArrayError(f"{whole!r} needs two integers", kind="type")
    return _bigint_text(pieces[0], whole), _bigint_text(pieces[1], whole)


def _decode_string(s: str) -> Any:
    if s.startswith("@"):
        if s in _SPECIAL_NUMBERS:
            return _SPECIAL_NUMBERS[s]
        if s == "@undefined":
            return UNDEFINED
        if s.startswith("@BigInt "):
            return _bigint_text(s[len("@BigInt ") :], s)
        if s.startswith("@GaussianBigInt "):
            return GaussianBigInt(*_two_bigints(s[len("@GaussianBigInt ") :], s))
        if s.startswith("@BigRational "):
            return BigRational(*_two_bigints(s[len("@BigRational ") :], s))
    return s


def sc_decode(obj: Any) -> Any:
    """Turn parsed JSON into CalcArray values (tagged strings become their values).

    Integers become floats (JSON numbers are doubles). ``"@undefined"`` as an object
    property removes the property; in an array it is a hole (``UNDEFINED``).
    """
    if isinstance(obj, str):
        return _decode_string(obj)
    if isinstance(obj, bool) or obj is None:
        return obj
    if isinstance(obj, (int, float)):
        return float(obj)
    if isinstance(obj, list):
        return [sc_decode(v) for v in obj]
    if isinstance(obj, dict):
        out = {}
        for key, v in obj.items():
            decoded = sc_decode(v)
            if decoded is not UNDEFINED:
                out[key] = decoded
        return out
    return obj


def sc_encode(value: Any) -> Any:
    """Turn CalcArray values into a JSON-ready structure with tagged strings.

    Numbers stay floats (``-0`` becomes ``0.0``); an object property that is undefined is
    kept as ``"@undefined"``, as the reference writes it.
    """
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value
    if isinstance(value, float):
        if math.isnan(value):
            return "@NaN"
        if math.isinf(value):
            return "@Infinity" if value > 0 else "@-Infinity"
        return 0.0 if value == 0 else value
    if isinstance(value, int):
        return f"@BigInt {_digits(value)}"
    if value is UNDEFINED:
        return "@undefined"
    if isinstance(value, GaussianBigInt):
        return f"@GaussianBigInt {_digits(value.re)} {_digits(value.im)}"
    if isinstance(value, BigRational):
        return f"@BigRational {_digits(value.num)} {_digits(value.den)}"
    if isinstance(value, (list, tuple)):
        return [sc_encode(v) for v in value]
    if isinstance(value, dict):
        return {str(k): sc_encode(v) for k, v in value.items()}
    raise CalcArrayError(f"cannot encode a {type(value).__name__} as SC JSON", kind="type")


def _digits(n: int) -> str:
    """Decimal text of a BigInt, any size (as the reference writes it)."""
    return decimal_text(n)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def sc_loads(text: str) -> Any:
    """Parse SC JSON text strictly (no NaN/Infinity literals) and decode it."""
    try:
        obj = json.loads(text, parse_int=float, parse_constant=_reject_constant)
    except RecursionError:
        obj = _TOO_DEEP
    except ValueError as exc:
        raise CalcArrayError(f"invalid SC JSON: {exc}", kind="syntax") from None
    if obj is _TOO_DEEP or too_deep(obj):
        raise CalcArrayError(f"invalid SC JSON: nested more than {MAX_DATA_DEPTH} deep",
                             kind="limit")
    return sc_decode(obj)


_TOO_DEEP = object()


# --- writing ------------------------------------------------------------------------------

_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f",
            "\r": "\\r"}


def _write_string(s: str) -> str:
    # Join surrogate halves that form a pair, so only lone surrogates are left to escape.
    s = s.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")
    out = ['"']
    for ch in s:
        code = ord(ch)
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif code < 0x20 or 0xD800 <= code <= 0xDFFF:
            out.append(f"\\u{code:04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _write(obj: Any, out: list[str]) -> None:
    if obj is None:
        out.append("null")
    elif obj is True:
        out.append("true")
    elif obj is False:
        out.append("false")
    elif isinstance(obj, float):
        out.append(number_to_string(obj))
    elif isinstance(obj, str):
        out.append(_write_string(obj))
    elif isinstance(obj, list):
        out.append("[")
        for i, v in enumerate(obj):
            if i:
                out.append(",")
            _write(v, out)
        out.append("]")
    elif isinstance(obj, dict):
        out.append("{")
        for i, (k, v) in enumerate(obj.items()):
            if i:
                out.append(",")
            out.append(_write_string(k))
            out.append(":")
            _write(v, out)
        out.append("}")
    else:  # pragma: no cover - sc_encode only produces the kinds above
        raise CalcArrayError(f"cannot write {obj!r} as JSON", kind="type")


def sc_dumps(value: Any) -> str:
    """Compact SC JSON text of a value, numbers written as JavaScript does (``2``, ``1e+21``)."""
    out: list[str] = []
    _write(sc_encode(value), out)
    return "".join(out)
